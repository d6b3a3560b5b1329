import { Hono } from "hono";
import type { StaffApiEnv } from "../../env";

export const staffTyresApi = new Hono<StaffApiEnv>();
