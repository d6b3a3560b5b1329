import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { renderToString } from "react-dom/server";
import { PANEL_DEV_COOKIE } from "../../common/config/back-office";
import type { StaffMember } from "../shop-client";
import type { PanelEnv } from "../env";
import { isLocalDevelopment } from "../../common/api/app-middleware";
import { PANEL_ROUTES } from "../../common/routes";
import { PanelLayout, type PanelPageProps } from "./layout";
import { takeNotice } from "./form-actions";

/** Renders a back-office page: its own document, never cached, never indexed. */
export function renderPanel(
  c: Context<PanelEnv>,
  props: Omit<PanelPageProps, "staff" | "signOutHref">,
  status: 200 | 400 | 403 | 404 = 200,
) {
  const staff = c.get("staff") as StaffMember | undefined;
  const notice = props.notice === undefined ? takeNotice(c) : props.notice;
  const html = renderToString(<PanelLayout {...props} notice={notice} staff={staff} signOutHref={staff ? signOutHref(c) : undefined} />);
  return c.html(`<!doctype html>${html}`, status);
}

/** Development: the local sign-out; production: Cloudflare Access's own logout. */
function signOutHref(c: Context<PanelEnv>): string {
  return isLocalDevelopment(c) && getCookie(c, PANEL_DEV_COOKIE) ? PANEL_ROUTES.devSignOut : "/cdn-cgi/access/logout";
}

export function refusalPage(c: Context<PanelEnv>, text: string) {
  return renderPanel(c, { title: "Brak dostępu", notice: { kind: "error", text }, children: null }, 403);
}
