import { Hono } from "hono";
import type { StaffApiEnv } from "../../env";

/** Back office: orders (issue 17). */
export const staffOrdersApi = new Hono<StaffApiEnv>();
