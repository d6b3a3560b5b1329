import { Hono } from "hono";
import type { StaffApiEnv } from "../../env";

/** Back office: overview (filled in by issue 17's overview part). */
export const staffOverviewApi = new Hono<StaffApiEnv>();
