import { describe, expect, it } from "vitest";
import { CONSENT_COOKIE } from "../src/common/config";
import { ROUTES } from "../src/common/routes";
import { get, html, ORIGIN } from "./helpers";

/** The banner's form as a browser without JavaScript posts it, from one of the shop's pages. */
function choose(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return get(ROUTES.consent, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, referer: `${ORIGIN}/opony/zimowe?xl=1`, ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

function consentCookie(response: Response): string | undefined {
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${CONSENT_COOKIE}=`));
  return header ? decodeURIComponent(header.split(";")[0]!.slice(CONSENT_COOKIE.length + 1)) : undefined;
}

describe("the cookie banner (server HTML, issue 21)", () => {
  it("is in the page for a visitor who has not chosen, with a form that works without scripts", async () => {
    const { body } = await html("/o-nas");
    const banner = body.match(/<section id="cookie-banner"[^>]*>[\s\S]*?<\/section>/)?.[0] ?? "";
    expect(banner).not.toMatch(/^<section[^>]*hidden/);
    const form = banner.match(/<form[^>]*>/)?.[0] ?? "";
    expect(form).toContain(`action="${ROUTES.consent}"`);
    expect(form).toContain('method="post"');
    const answers = [...banner.matchAll(/<button type="submit"[^>]*>/g)].map(([tag]) => [
      tag.match(/name="(\w+)"/)?.[1],
      tag.match(/value="(\w+)"/)?.[1],
    ]);
    expect(answers).toEqual([
      ["wybor", "wszystkie"],
      ["wybor", "zadne"],
      ["wybor", "wybrane"],
    ]);
    expect(banner).toContain("Szanujemy Twoją prywatność");
    // The settings are a disclosure: choosing by category needs no scripts either.
    expect(banner).toMatch(/<details class="cookie-details"><summary>Ustawienia<\/summary>/);
  });

  it("is hidden (for the footer's settings link) once the visitor has chosen", async () => {
    const response = await get("/o-nas", {
      headers: { cookie: `${CONSENT_COOKIE}=${encodeURIComponent("v2:functional=1,analytics=0,marketing=0")}` },
    });
    expect(await response.text()).toMatch(/<section id="cookie-banner"[^>]*hidden/);
  });

  it("stores each choice and goes back to the page, which then shows no banner", async () => {
    const all = await choose({ wybor: "wszystkie" });
    expect(all.status).toBe(303);
    expect(all.headers.get("location")).toBe("/opony/zimowe?xl=1");
    expect(consentCookie(all)).toBe("v2:functional=1,analytics=1,marketing=1");
    expect(consentCookie(await choose({ wybor: "zadne" }))).toBe("v2:functional=0,analytics=0,marketing=0");
    const chosen = await choose({ wybor: "wybrane", functional: "1", marketing: "1" });
    expect(consentCookie(chosen)).toBe("v2:functional=1,analytics=0,marketing=1");
    const back = await get(chosen.headers.get("location")!, {
      headers: { cookie: `${CONSENT_COOKIE}=${encodeURIComponent(consentCookie(chosen)!)}` },
    });
    expect(await back.text()).toMatch(/<section id="cookie-banner"[^>]*hidden/);
  });

  it("refuses a broken form in Polish without setting anything, and a form from another site", async () => {
    const broken = await choose({ wybor: "tak" });
    expect(broken.status).toBe(400);
    expect(consentCookie(broken)).toBeUndefined();
    expect(await broken.text()).toContain("Nie udało się zapisać wyboru");
    const foreign = await choose({ wybor: "wszystkie" }, { origin: "https://obca-strona.example" });
    expect(foreign.status).toBe(403);
    expect(consentCookie(foreign)).toBeUndefined();
  });
});
