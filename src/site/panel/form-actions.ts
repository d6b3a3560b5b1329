import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { ShopRefusal } from "../../common/errors";
import type { PanelEnv } from "../env";

const NOTICE_COOKIE = "panel-notice";

/**
 * Post/redirect/get with a one-time notice: the result of a form's action ("Zapisano…" or the
 * refusal's message) travels in a short cookie to the page the form returns to, which shows and
 * clears it. Nothing in the URL, so a reload or a shared link shows no stale message.
 */
export function redirectWithNotice(c: Context<PanelEnv>, to: string, kind: "ok" | "error", text: string) {
  // hono/cookie encodes the value (and getCookie decodes it).
  setCookie(c, NOTICE_COOKIE, `${kind}:${text.slice(0, 600)}`, {
    path: "/panel",
    httpOnly: true,
    sameSite: "Lax",
    secure: new URL(c.req.url).protocol === "https:",
    maxAge: 60,
  });
  return c.redirect(to, 303);
}

/** The notice a redirect left for this page, read once. */
export function takeNotice(c: Context<PanelEnv>): { kind: "ok" | "error"; text: string } | null {
  const value = getCookie(c, NOTICE_COOKIE);
  if (!value) return null;
  deleteCookie(c, NOTICE_COOKIE, { path: "/panel" });
  const [kind, text] = [value.slice(0, value.indexOf(":")), value.slice(value.indexOf(":") + 1)];
  return { kind: kind === "ok" ? "ok" : "error", text };
}

/**
 * Runs a form's action against the shop API and returns to `back` with its result: the success
 * text, or the refusal's Polish message (a forbidden transition, bad input). Other failures throw.
 */
export async function formAction(c: Context<PanelEnv>, back: string, action: () => Promise<string>) {
  try {
    return redirectWithNotice(c, back, "ok", await action());
  } catch (error) {
    if (error instanceof ShopRefusal) return redirectWithNotice(c, back, "error", error.staffMessage);
    throw error;
  }
}

/** A form field as text ("" when absent or a file). */
export function field(form: Record<string, unknown>, name: string): string {
  const value = form[name];
  return typeof value === "string" ? value.trim() : "";
}

/** Every value of a repeated field (checkboxes named `name`). */
export function fields(form: Record<string, unknown>, name: string): string[] {
  const value = form[name];
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.filter((item): item is string => typeof item === "string");
}
