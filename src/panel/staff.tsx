import { Hono } from "hono";
import type { PanelEnv } from "../env";

/** Back office: staff pages (issue 17). */
export const panelStaff = new Hono<PanelEnv>();
