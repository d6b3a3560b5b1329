import { Hono } from "hono";
import type { StaffApiEnv } from "../../env";

/** Back office: offers (filled in by issue 17's offers part). */
export const staffOffersApi = new Hono<StaffApiEnv>();
