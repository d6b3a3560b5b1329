import { Hono } from "hono";
import type { StaffApiEnv } from "../../env";

/** Back office: members (filled in by issue 17's members part). */
export const staffMembersApi = new Hono<StaffApiEnv>();
