import { Hono } from "hono";
import type { PanelEnv } from "../env";
import { PANEL_ROUTES } from "../routes";
import { renderPanel } from "./render";

/** Back office: the start page (today's numbers; filled in by issue 17's overview part). */
export const panelOverview = new Hono<PanelEnv>().get("/", (c) =>
  renderPanel(c, { title: "Start", section: PANEL_ROUTES.home, children: <p>Dzień dobry, {c.var.staff.name}.</p> }),
);
