import { describe, expect, it } from "vitest";
import { CONSENT_COOKIE } from "../src/common/config/security";
import { ROUTES } from "../src/common/routes";
import { get, html, ORIGIN, select, selectOne } from "./helpers";

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
    const banner = await selectOne(body, "section#cookie-banner");
    expect(banner.attributes).not.toHaveProperty("hidden");
    const form = await selectOne(body, "section#cookie-banner form");
    expect(form.attributes.action).toBe(ROUTES.consent);
    expect(form.attributes.method).toBe("post");
    const answers = (await select(body, 'section#cookie-banner button[type="submit"]')).map((button) => [
      button.attributes.name,
      button.attributes.value,
    ]);
    expect(answers).toEqual([
      ["wybor", "wszystkie"],
      ["wybor", "zadne"],
      ["wybor", "wybrane"],
    ]);
    expect(banner.text).toContain("Szanujemy Twoją prywatność");
    // The settings are a disclosure: choosing by category needs no scripts either.
    expect((await selectOne(body, "section#cookie-banner details.cookie-details > summary:first-child")).text).toBe("Ustawienia");
  });

  it("is hidden (for the footer's settings link) once the visitor has chosen", async () => {
    const response = await get("/o-nas", {
      headers: { cookie: `${CONSENT_COOKIE}=${encodeURIComponent("v2:functional=1,analytics=0,marketing=0")}` },
    });
    expect((await selectOne(await response.text(), "section#cookie-banner")).attributes).toHaveProperty("hidden");
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
    expect((await selectOne(await back.text(), "section#cookie-banner")).attributes).toHaveProperty("hidden");
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
