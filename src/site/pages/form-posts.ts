/**
 * What the site's plain HTML forms share (issue 16's basket and compare buttons, issue 21's
 * cookie banner, issue 35's checkout without script): reading a small posted form, answering 303 and going back where it came from.
 */
import type { Context } from "hono";
import type { AppEnv } from "../env";

/** A form of these buttons is a few hundred bytes; anything far bigger is not ours. */
const MAX_FORM_BYTES = 4096;

/** The posted form's text fields; null when the body is no form (or bigger than `maxBytes`). */
export async function formFields(c: Context<AppEnv>, maxBytes = MAX_FORM_BYTES): Promise<Record<string, string> | null> {
  if (Number(c.req.header("content-length") ?? 0) > maxBytes) return null;
  const type = c.req.header("content-type") ?? "";
  if (!/^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) return null;
  try {
    const body = await c.req.parseBody();
    return Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  } catch {
    return null;
  }
}

export function seeOther(c: Context<AppEnv>, location: string) {
  c.header("Cache-Control", "no-store");
  return c.redirect(location, 303);
}

export const isHttps = (c: Context<AppEnv>) => new URL(c.req.url).protocol === "https:";

/** Where a form goes back to: the page it was sent from (this site only), else `fallback`. */
export function backTo(c: Context<AppEnv>, fallback: string): string {
  const referer = c.req.header("referer");
  if (referer) {
    try {
      const url = new URL(referer);
      if (url.origin === new URL(c.req.url).origin) return `${url.pathname}${url.search}`;
    } catch {
      // Not a URL: the fallback.
    }
  }
  return fallback;
}
