import { env } from "cloudflare:workers";
import { clientManifest } from "../src/common/client-build";
import { describe, expect, it } from "vitest";
import { FOOTER_PRODUCER_SLUGS } from "../src/common/config/storefront";
import { CAR_MAKES } from "../src/common/reference/cars";
import { POPULAR_MODELS } from "../src/common/reference/menus";
import { PRODUCERS } from "../src/common/reference/producers";
import { MENU_RIMS, POPULAR_SIZES } from "../src/common/reference/sizes";
import { get, hrefs, html, select } from "./helpers";
import { withVars } from "./production";
import { cacheLong } from "../src/common/cache/strategies";
import { ROUTES } from "../src/common/routes";

describe("page frame on the home page", () => {
  it("is a Polish document with title, description and canonical", async () => {
    const { status, body, response } = await html("/");
    expect(status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(body).toMatch(/^<!DOCTYPE html><html lang="pl"/);
    expect(body).toContain("<title>Sklep internetowy z oponami – Dobierz opony online | OponyKraków.pl</title>");
    expect(body).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(body).toContain('<link rel="canonical" href="https://sklep.test/"/>');
  });

  it("has the top bar, the four category tabs and the actions", async () => {
    const { body } = await html("/");
    expect(body).toContain("darmowa dostawa");
    expect(body).toContain('href="/informacje-dla-kupujacych"');
    expect(body).toContain('href="/blog"');
    const tabs = (await select(body, 'a[class="mega-tab"][href]')).map((tab) => [tab.attributes.href, tab.text]);
    expect(tabs).toEqual([
      ["/opony/osobowe-suv", "Opony"],
      ["/opony/zimowe", "Zimowe"],
      ["/opony/caloroczne", "Całoroczne"],
      ["/opony/letnie", "Letnie"],
    ]);
    for (const island of ["last-seen", "compare-link", "account-menu", "basket-badge", "mobile-menu", "global-ui"]) {
      expect(body).toContain(`data-island="${island}"`);
    }
    expect(body).toContain('id="compare-bar"');
  });

  it("lists in the menus every listing that has tyres to buy and no empty one, each linking to its listing route", async () => {
    // The menus' lists come on demand from one fragment (issue 37), not with every page; a listing
    // with nothing to buy (a noindex page) is left out (issue 38).
    const links = new Set(hrefs((await html(ROUTES.menuFragment)).body));
    const stocked = async (where: string, ...params: unknown[]) =>
      ((
        await env.DB.prepare(`SELECT COUNT(*) AS n FROM tyres t WHERE t.offer_count > 0 AND t.min_price IS NOT NULL AND ${where}`)
          .bind(...params)
          .first<{ n: number }>()
      )?.n ?? 0) > 0;
    const ofProducer = "t.producer_id = (SELECT id FROM producers WHERE slug = ?)";
    let shown = 0;
    let left = 0;
    const check = (path: string, expected: boolean) => {
      expect(links.has(path), path).toBe(expected);
      if (expected) shown++;
      else left++;
    };
    expect(PRODUCERS).toHaveLength(50);
    for (const producer of PRODUCERS) {
      check(`/opony/${producer.slug}`, await stocked(ofProducer, producer.slug));
      check(`/opony/zimowe/${producer.slug}`, await stocked(`t.season = 'zimowe' AND ${ofProducer}`, producer.slug));
    }
    expect(POPULAR_SIZES).toHaveLength(20);
    for (const season of ["zimowe", "letnie", "caloroczne"] as const) {
      for (const size of POPULAR_SIZES)
        check(
          `/opony/${season}/${size.width}/${size.profile}/r${size.rim}`,
          await stocked("t.season = ? AND t.width = ? AND t.profile = ? AND t.rim = ?", season, size.width, size.profile, size.rim),
        );
      for (const rim of MENU_RIMS[season]) check(`/opony/${season}/r${rim}`, await stocked("t.season = ? AND t.rim = ?", season, rim));
    }
    expect(shown).toBeGreaterThan(50);
    // The small test catalogue has no R22 or R23 winter tyres: those links are left out.
    expect(left).toBeGreaterThan(0);
    expect(links.has("/opony/zimowe/r23")).toBe(false);
    expect(MENU_RIMS.zimowe).toEqual([12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23]);
    expect(MENU_RIMS.letnie.at(-1)).toBe(24);
    expect(MENU_RIMS.caloroczne).toEqual([13, 14, 15, 16, 17, 18, 19, 20, 21, 22]);
    expect(POPULAR_MODELS).toHaveLength(10);
    for (const model of POPULAR_MODELS) expect(links).toContain(`/model-opony/${model.slug}`);
    expect(CAR_MAKES).toHaveLength(19);
    for (const make of CAR_MAKES) expect(links).toContain(`/opony-do/${make.slug}`);
  });

  it("keeps the menus' lists out of the page: the tabs link to the categories' pages, the phone menu's body to the site map", async () => {
    const { body } = await html("/opony/zimowe/205/55/r16");
    expect(body).not.toContain("menu-section");
    expect(body).not.toContain(`href="/opony/zimowe/michelin"`);
    expect(body).not.toContain(`href="${ROUTES.menuFragment}"`);
    const panel = body.slice(body.indexOf('id="mobile-menu"'), body.indexOf('<main id="content"'));
    expect(await select(panel, ".accordion")).toEqual([]);
    expect((await select(panel, ".mobile-panel-body a")).map((link) => link.attributes.href)).toEqual([ROUTES.siteMap]);
    expect((await select(body, ".mega-tab")).map((link) => link.attributes.href)).toEqual([
      "/opony/osobowe-suv",
      "/opony/zimowe",
      "/opony/caloroczne",
      "/opony/letnie",
    ]);
    // Without scripts the burger's form leads to the site map, which lists every category.
    expect(await select(body, `form[action="${ROUTES.siteMap}"] button[aria-controls="mobile-menu"]`)).toHaveLength(1);
  });

  it("serves the menus' lists as one fragment, the same for everyone: cached long, never indexed", async () => {
    const response = await get(ROUTES.menuFragment);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(response.headers.get("cache-control")).toBe(cacheLong.cacheControl);
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    expect(response.headers.get("set-cookie")).toBeNull();
    const body = (await response.text()).replaceAll("<!-- -->", "");
    expect(body).not.toMatch(/<html|<head|<body/);
    const parts = (await select(body, "[data-menu-part]")).map((part) => part.attributes["data-menu-part"]);
    const categories = ["opony", "zimowe", "caloroczne", "letnie"];
    expect(parts).toEqual([...categories.map((id) => `mega-${id}`), "phone-menu"]);
    expect((await get(ROUTES.menuFragment)).headers.get("x-cache")).toMatch(/HIT/);
  });

  it("has the mobile menu panel's frame, its body (accordion, links, contact) fetched at the first opening", async () => {
    const { body: page } = await html("/");
    const frame = page.slice(page.indexOf('id="mobile-menu"'), page.indexOf('<main id="content"'));
    expect(frame).toContain('aria-hidden="true"');
    expect(frame).toContain('aria-label="Zamknij menu"');
    // Until the body comes (or if it cannot), it leads to the site map, which lists every category.
    expect(frame).toContain('<nav class="mobile-panel-body" aria-label="Menu główne" data-menu-slot="phone-menu">');
    expect(hrefs(frame.slice(frame.indexOf("mobile-panel-body")))).toEqual(["/mapa-strony"]);
    const { body: fragment } = await html(ROUTES.menuFragment);
    const panel = fragment.slice(fragment.indexOf('<div data-menu-part="phone-menu">'));
    expect(panel.match(/<details class="accordion"[ >]/g)).toHaveLength(4);
    expect(panel).toContain('href="/porownywarka"');
    expect(panel).toContain('href="/dostawa"');
    expect(panel).toContain("mailto:sklep@oponykrakow.pl");
    expect(panel).toContain('href="/logowanie"');
    expect(panel).toContain('href="/rejestracja"');
  });

  it("has the footer with company data from configuration", async () => {
    const { body } = await html("/");
    const footer = body.slice(body.indexOf('<footer class="site-footer">'));
    expect(footer).toContain("Opony Kraków sp. z o.o.");
    expect(footer).toContain("ul. Półłanki 18");
    expect(footer).toContain("30-740 Kraków");
    expect(footer).toContain("+48 12 345 67 89");
    expect(footer).toContain("sklep@oponykrakow.pl");
    expect(footer).toContain("pon.–pt. 08:00–16:00");
    expect(footer).toContain("sob. 09:00–13:00");
    for (const slug of FOOTER_PRODUCER_SLUGS) expect(footer).toContain(`href="/opony/${slug}"`);
    for (const path of [
      "/dostawa",
      "/zwrot-i-wymiana",
      "/reklamacja",
      "/pomoc",
      "/regulamin",
      "/polityka-prywatnosci",
      "/polityka-cookies",
      "/mapa-strony",
      "/mapa-strony-producenci",
      "/deklaracja-dostepnosci",
      "/mapa-strony-auta",
    ]) {
      expect(footer).toContain(`href="${path}"`);
    }
    expect(footer).toContain(`© ${new Date().getUTCFullYear()}`);
    // The version goes to the console only (SPEC §2); the footer states the company's register entry (KSH art. 206).
    expect(footer).not.toContain("Wersja 1.9.8");
    expect(footer).toContain(
      "Opony Kraków sp. z o.o., ul. Półłanki 18, 30-740 Kraków, wpisana do rejestru przedsiębiorców Krajowego Rejestru Sądowego",
    );
    expect(footer).toContain("pod numerem KRS 0000734512, NIP 676-246-83-48, REGON 356123451, kapitał zakładowy 50\u00a0000,00\u00a0zł.");
    expect(footer).toContain('href="https://www.facebook.com/oponykrakow"');
    // No quality mark unless one is configured (tested below).
    expect(footer).not.toContain("certyfikat");
  });

  it("shows a quality certificate only when configured, naming its issuer and linking to its verification page", async () => {
    const configured = (
      await (
        await withVars("/", {
          CERTIFICATE_ISSUER: "Fundacja Testowa",
          CERTIFICATE_IMAGE: "/img/logo.png",
          CERTIFICATE_URL: "https://certyfikaty.example/sklep/123",
        })
      ).text()
    ).replaceAll("<!-- -->", "");
    const footer = configured.slice(configured.indexOf('<footer class="site-footer">'));
    expect(footer).toContain('href="#certyfikat"');
    expect(footer).toContain('<img src="/img/logo.png" alt="Certyfikat wydany przez: Fundacja Testowa"');
    expect(footer).toContain('href="https://certyfikaty.example/sklep/123" rel="noopener" target="_blank"');
    // Half a configuration is none: an image without its issuer's verification page is not shown.
    const partial = await (await withVars("/", { CERTIFICATE_ISSUER: "Fundacja Testowa", CERTIFICATE_IMAGE: "/img/logo.png" })).text();
    expect(partial).not.toContain("certyfikat");
    // An image from another host would be blocked by the CSP (img-src 'self'): such a configuration shows none.
    const foreign = await (
      await withVars("/", {
        CERTIFICATE_ISSUER: "Fundacja Testowa",
        CERTIFICATE_IMAGE: "https://certyfikaty.example/znak.png",
        CERTIFICATE_URL: "https://certyfikaty.example/sklep/123",
      })
    ).text();
    expect(foreign).not.toContain("certyfikat");
  });

  it("marks a non-production shop with the dev marker and noindex", async () => {
    const { body } = await html("/");
    expect(body).toContain('class="dev-marker"');
    expect(body).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });

  it("answers every link of the frame without a server error", async () => {
    // The page's own links and its menus' (issue 37: their lists come from the fragment).
    const links = [...hrefs((await html("/")).body), ...hrefs((await html(ROUTES.menuFragment)).body)];
    const internal = [...new Set(links)].filter((href) => href.startsWith("/") && !href.startsWith("//"));
    expect(internal.length).toBeGreaterThan(300);
    const failures: string[] = [];
    for (const href of internal) {
      const response = await get(href, { redirect: "manual" });
      await response.arrayBuffer();
      if (response.status >= 500) failures.push(`${href} → ${response.status}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it("sends security headers with a strict script policy", async () => {
    const response = await get("/");
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    // Forms post only here, or to the payment gateway the pay-online form is redirected to.
    expect(csp).toContain("form-action 'self' https://secure.przelewy24.pl https://sandbox.przelewy24.pl");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const body = await response.text();
    // One inline executable script, the boot script the policy names by its hash; every other
    // <script> has a src or is JSON data.
    expect(csp).toContain(`'${clientManifest.bootHash}'`);
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(clientManifest.boot));
    expect(clientManifest.bootHash).toBe(`sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`);
    for (const script of await select(body, "script")) {
      if ("src" in script.attributes || /^application\/(ld\+)?json$/.test(script.attributes.type ?? "")) continue;
      expect(script.text).toBe(clientManifest.boot);
    }
  });
});

describe("home page content", () => {
  it("shows popular tyres from the catalogue with prices in PLN", async () => {
    const { body } = await html("/");
    const cards = body.match(/<article class="product-card"/g) ?? [];
    expect(cards.length).toBeGreaterThanOrEqual(4);
    expect(body).toMatch(/\d+,\d{2}\u00a0zł/);
    expect(body).toMatch(/href="\/dane-opony\/[a-z0-9-]+"/);
  });

  it("sends the size-search form to the canonical listing path", async () => {
    const response = await get("/opony?szerokosc=205&profil=55&srednica=16&sezon=zimowe", { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/opony/zimowe/205/55/r16");
    const junk = await get("/opony?szerokosc=%3Cb%3E&profil=9999&srednica=16", { redirect: "manual" });
    expect(junk.status).toBe(301);
    expect(junk.headers.get("location")).toBe("/opony/osobowe-suv?srednica=16");
  });

  it("never repeats an element id, though every island is its own React root", async () => {
    const tyre = /href="(\/dane-opony\/[^"]+)"/.exec((await html("/opony/zimowe")).body)![1]!;
    for (const path of ["/", "/opony/zimowe", tyre, "/koszyk", "/logowanie"]) {
      const { body } = await html(path);
      const ids = [...body.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!);
      const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
      expect(repeated, path).toEqual([]);
      // Islands that render ids only after hydration (the cookie banner) need distinct prefixes too,
      // including those in the header and footer, which are rendered apart from the page.
      const prefixes = [...body.matchAll(/data-id-prefix="([^"]*)"/g)].map((match) => match[1]!);
      expect(
        prefixes.filter((prefix, index) => prefixes.indexOf(prefix) !== index),
        path,
      ).toEqual([]);
    }
  });
});
