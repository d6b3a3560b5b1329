import { Hono } from "hono";
import type { StaffApiEnv } from "../../env";

export const staffImportsApi = new Hono<StaffApiEnv>();
