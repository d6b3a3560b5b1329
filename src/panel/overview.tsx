import { Hono } from "hono";
import type { PanelEnv } from "../env";

/** Back office: overview pages (issue 17). */
export const panelOverview = new Hono<PanelEnv>();
