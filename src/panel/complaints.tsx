import { Hono } from "hono";
import type { PanelEnv } from "../env";

/** Back office: complaints pages (issue 17). */
export const panelComplaints = new Hono<PanelEnv>();
