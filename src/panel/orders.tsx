import { Hono } from "hono";
import type { PanelEnv } from "../env";

/** Back office: orders pages (issue 17). */
export const panelOrders = new Hono<PanelEnv>();
