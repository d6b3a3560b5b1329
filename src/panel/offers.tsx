import { Hono } from "hono";
import type { PanelEnv } from "../env";

/** Back office: offers pages (issue 17). */
export const panelOffers = new Hono<PanelEnv>();
