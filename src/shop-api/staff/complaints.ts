import { Hono } from "hono";
import type { StaffApiEnv } from "../../env";

/** Back office: complaints (filled in by issue 17's complaints part). */
export const staffComplaintsApi = new Hono<StaffApiEnv>();
