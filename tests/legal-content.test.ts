import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  BANK_TRANSFER_PAYMENT_WORKING_DAYS,
  CAMPAIGN_REGISTRATION_DAYS,
  DELIVERY_HANDLING_DAYS,
  DELIVERY_TRANSIT_DAYS,
} from "../src/common/config/orders";
import { RETURN_COURIER_COST_PER_TYRE_GROSZE } from "../src/common/config/back-office";
import { buyersInfoPage } from "../src/common/content/pages/buyers-info";
import { deliveryPage } from "../src/common/content/pages/delivery";
import { helpPage } from "../src/common/content/pages/help";
import { termsPage } from "../src/common/content/pages/terms";
import { whyPage } from "../src/common/content/pages/why";
import type { ContentPage } from "../src/common/content/types";
import { formatDayRange } from "../src/common/i18n/calendar";
import { formatDate } from "../src/common/i18n/intl";
import { formatZloty } from "../src/common/i18n/money";
import { workingDays, workingDaysGenitive } from "../src/common/i18n/plural";
import app from "../src/index";
import { shopFacts } from "../src/common/content/shop-facts";
import { siteSettings } from "../src/common/site-settings";
import { get, html } from "./helpers";

const P24 = { P24_MERCHANT_ID: "123456", P24_API_KEY: "klucz-api", P24_CRC: "a1b2c3d4e5f6a7b8" };
const NO_P24 = { P24_MERCHANT_ID: "", P24_API_KEY: "", P24_CRC: "" };

/** A page rendered with the given secrets; each configuration on its own host, so the page cache never mixes them. */
async function renderWith(path: string, secrets: Record<string, string>, host: string): Promise<string> {
  const context = createExecutionContext();
  const response = await app.fetch(new Request(`https://${host}${path}`), { ...env, ...secrets }, context);
  await waitOnExecutionContext(context);
  expect(response.status, `${host}${path}`).toBe(200);
  return (await response.text()).replaceAll("<!-- -->", "");
}

/** Every "a–b dni" range a text quotes (working days of handling and transit). */
function dayRanges(text: string): Set<string> {
  return new Set([...text.matchAll(/(\d+–\d+)\s[Dd]ni/g)].map((match) => match[1]!));
}

/** A page's text as one string (what the renderer gets), to check content independently of markup. */
function pageText(page: ContentPage): string {
  return JSON.stringify(page);
}

const PRE_CONTRACT_PAGES = ["/dostawa", "/pomoc", "/informacje-dla-kupujacych", "/regulamin"];

describe("pre-contract information is one truth (issue 20 point 8)", () => {
  it("names Przelewy24 and BLIK only when the gateway is configured", async () => {
    // Pages that mention online payment only in passing must not promise it either.
    for (const path of ["/zwrot-i-wymiana", "/polityka-prywatnosci", "/polityka-cookies", "/deklaracja-dostepnosci"])
      expect(await renderWith(path, NO_P24, "bez-p24.sklep.test"), path).not.toMatch(/Przelewy24|BLIK|PayPro/);
    for (const path of PRE_CONTRACT_PAGES) {
      const off = await renderWith(path, NO_P24, "bez-p24.sklep.test");
      expect(off, path).not.toMatch(/Przelewy24|BLIK/);
      const on = await renderWith(path, P24, "z-p24.sklep.test");
      expect(on, path).toContain("Przelewy24");
      expect(on, path).toContain("BLIK");
    }
    // The terms list exactly the configured methods, each as a bold item of § 7.
    const methods = (body: string) =>
      [
        ...body
          .split('id="platnosci"')[1]!
          .split("</ul>")[0]!
          .matchAll(/<li><strong>([^<]+)<\/strong>/g),
      ].map((m) => m[1]);
    expect(methods(await renderWith("/regulamin", NO_P24, "bez-p24.sklep.test"))).toEqual(["Przelew tradycyjny", "Płatność przy odbiorze"]);
    expect(methods(await renderWith("/regulamin", P24, "z-p24.sklep.test"))).toEqual([
      "Płatność online przez Przelewy24",
      "Przelew tradycyjny",
      "Płatność przy odbiorze",
    ]);
  });

  it("shows the delivery days of config on every page that quotes them", async () => {
    const configured = new Set([formatDayRange(DELIVERY_HANDLING_DAYS), formatDayRange(DELIVERY_TRANSIT_DAYS)]);
    for (const path of [...PRE_CONTRACT_PAGES, "/dlaczego-warto"]) {
      const { body } = await html(path);
      const shown = dayRanges(body);
      expect(shown.size, path).toBeGreaterThan(0);
      for (const range of shown) expect(configured, `${path}: ${range}`).toContain(range);
    }
  });

  it("states the bank transfer's term in working days of config, with its reminder, wherever it is quoted", async () => {
    const days = BANK_TRANSFER_PAYMENT_WORKING_DAYS;
    const quoted = {
      "/regulamin": [
        `Wpłaty oczekujemy w ciągu ${workingDaysGenitive(days).replace(" d", " D")} od złożenia Zamówienia: dnia złożenia Zamówienia nie liczymy`,
        "w Dniu roboczym poprzedzającym ostatni dzień tego terminu przypomnimy Ci o wpłacie e-mailem",
      ],
      "/informacje-dla-kupujacych": [
        `Jeśli nie zapłacisz w ciągu ${workingDaysGenitive(days)}, odstąpimy od umowy (dzień roboczy wcześniej`,
      ],
      "/pomoc": [`Na wpłatę masz ${workingDays(days)} od złożenia zamówienia; dzień roboczy przed upływem tego terminu przypomnimy`],
      // What the checkout shows beside the method.
      "/api/v1/checkout/payments/methods": [`Na wpłatę masz ${workingDays(days)}, wysyłamy po jej zaksięgowaniu.`],
    };
    for (const [path, sentences] of Object.entries(quoted)) {
      // The pages keep a number with its unit by a no-break space ("3 dni"): read it as a space.
      const body = (await html(path)).body.replaceAll("\u00a0", " ");
      for (const sentence of sentences) expect(body, path).toContain(sentence);
      // No calendar days left over from the old seven.
      expect(body, path).not.toMatch(/(wpłat\w*|zapłacisz) w ciągu \d+ dni od/);
    }
  });

  it("takes the days from the shop's facts, never from the copy", () => {
    const facts = { ...shopFacts(siteSettings(env)), handlingDays: "3–5", transitDays: "6–8" };
    for (const page of [deliveryPage, helpPage, buyersInfoPage, termsPage, whyPage]) {
      const ranges = dayRanges(pageText(page(facts)));
      expect(ranges, page.name).toContain("3–5");
      expect(ranges, page.name).toContain("6–8");
      expect(
        [...ranges].every((range) => range === "3–5" || range === "6–8"),
        page.name,
      ).toBe(true);
    }
  });
});

describe("legal texts", () => {
  it("name the seller's register entry: KRS, court, REGON and share capital (KSH art. 206, UŚUDE art. 5)", async () => {
    const capital = formatZloty(Number(env.COMPANY_SHARE_CAPITAL));
    for (const path of ["/regulamin", "/o-nas", "/informacje-dla-kupujacych", "/polityka-prywatnosci"]) {
      const { body } = await html(path);
      for (const fact of [env.COMPANY_KRS, env.COMPANY_REGISTRY_COURT, env.COMPANY_REGON, capital])
        expect(body, `${path}: ${fact}`).toContain(fact);
    }
    const terms = (await html("/regulamin")).body;
    // In the definition of the seller (§ 1) and in § 2.
    expect(terms.match(new RegExp(`KRS ${env.COMPANY_KRS}`, "g"))?.length).toBeGreaterThanOrEqual(2);
    const privacy = (await html("/polityka-prywatnosci")).body;
    expect(privacy).toContain("prowadząca sklep internetowy");
    expect(privacy).toContain("Nie wyznaczyliśmy inspektora ochrony danych");
  });

  it("state the cost of sending tyres back by courier and the refunded delivery", async () => {
    const cost = `${formatZloty(RETURN_COURIER_COST_PER_TYRE_GROSZE.min / 100).replace(/\s?zł$/, "")}–${formatZloty(RETURN_COURIER_COST_PER_TYRE_GROSZE.max / 100)}`;
    for (const path of ["/regulamin", "/zwrot-i-wymiana"]) {
      const { body } = await html(path);
      expect(body, path).toContain(cost);
      expect(body, path).toMatch(/zwykłą przesyłką pocztową/);
      // Delivery comes back up to the cheapest ordinary delivery to the door offered (art. 32 ust. 3), the fee for paying on delivery does not.
      expect(body, path).toMatch(/najtańszego zwykłego sposobu dosta\p{L}+ pod Twój adres, jaki oferowaliśmy/u);
      expect(body, path).toMatch(/opłaty za płatność przy odbiorze\)? nie zwracamy/);
    }
  });

  it("speak of non-conformity to consumers, keeping defects (rękojmia) for businesses only", async () => {
    for (const path of ["/reklamacja", "/informacje-dla-kupujacych", "/pomoc", "/dlaczego-warto", "/zwrot-i-wymiana", "/regulamin"]) {
      const article = (await html(path)).body.split("<article")[1]!.split("</article>")[0]!;
      // Each paragraph, list item or table row that speaks of defects must be the businesses' warranty.
      for (const chunk of article.split(/<\/(?:p|li|tr)>/)) {
        if (/\bwad(?:a|y|ę|ą|zie|liw)/i.test(chunk)) expect(chunk, path).toMatch(/rękojmi/i);
      }
      if (path !== "/zwrot-i-wymiana") expect(article, path).toMatch(/brak\p{L}* zgodności/u);
    }
  });

  it("cancel an unpaid order by the shop's contractual right of withdrawal, as the schedule does", async () => {
    const terms = (await html("/regulamin")).body;
    expect(terms).toContain("umowne prawo odstąpienia, art. 395 Kodeksu cywilnego");
    expect(terms).toMatch(/Oświadczenie o odstąpieniu wysyłamy e-mailem/);
  });

  it("give the shop no one-sided withdrawal from a cash-on-delivery order it could not confirm by phone: such an order is accepted only after the call", async () => {
    const terms = (await html("/regulamin")).body;
    // § 5: the contract comes with the acceptance after the call; unconfirmed, there is no contract.
    expect(terms).toContain("Umowa zostaje zawarta z chwilą wysłania e-maila z potwierdzeniem przyjęcia Zamówienia po tej rozmowie");
    expect(terms).toContain("Jeśli w tym czasie nie potwierdzimy Zamówienia, nie zostaje ono przyjęte: Umowa nie zostaje zawarta");
    // § 7: the reserved withdrawal covers late payment only.
    const reserved = terms.split("umowne prawo odstąpienia")[1]!.split("</ul>")[0]!;
    expect(reserved).not.toMatch(/odbiorze|telefonicznie/);
    expect(terms).toContain("Przy płatności przy odbiorze takiego prawa nie zastrzegamy.");
  });

  it("state clearly that the shop agrees to out-of-court dispute resolution", async () => {
    for (const path of ["/regulamin", "/reklamacja", "/informacje-dla-kupujacych"]) {
      const { body } = await html(path);
      expect(body, path).toContain("Wyrażamy zgodę na pozasądowe rozwiązywanie sporów konsumenckich");
      expect(body, path).toContain("Inspekcji Handlowej");
    }
    expect((await html("/regulamin")).body).toContain("rzecznik konsumentów");
  });

  it("date legal texts as the terms do, with r.", async () => {
    // The terms changed last on 29 November 2026 (a cash-on-delivery order accepted only after the call), the returns
    // page on the 28th (the refunded delivery), the privacy policy too (reviews after an account's deletion); the rest on the 25th.
    const updated: Record<string, string> = {
      "/regulamin": "2026-11-29",
      "/zwrot-i-wymiana": "2026-11-28",
      "/polityka-prywatnosci": "2026-11-28",
    };
    for (const path of ["/regulamin", "/zwrot-i-wymiana", "/reklamacja", "/polityka-prywatnosci", "/deklaracja-dostepnosci"]) {
      expect((await html(path)).body, path).toContain(`Aktualizacja: ${formatDate(updated[path] ?? "2026-11-25")} r.`);
    }
    expect((await html("/regulamin")).body.replaceAll("\u00a0", " ")).toContain(
      "Regulamin w tym brzmieniu obowiązuje od 29 listopada 2026 r.",
    );
  });

  it("publish an accessibility statement listed in both site maps", async () => {
    const { status, body } = await html("/deklaracja-dostepnosci");
    expect(status).toBe(200);
    for (const fact of [
      "WCAG 2.1",
      "klawiatur",
      "Znane ograniczenia",
      "Prezes Zarządu Państwowego Funduszu Rehabilitacji Osób Niepełnosprawnych",
      env.CONTACT_EMAIL,
    ])
      expect(body).toContain(fact);
    expect(body).toContain("ustawy z dnia 26 kwietnia 2024\u00a0r.");
    expect((await html("/mapa-strony")).body).toContain('href="/deklaracja-dostepnosci"');
    expect(await (await get("/sitemap-strony.xml")).text()).toContain("https://sklep.test/deklaracja-dostepnosci</loc>");
  });
});

describe("promotion rules (issue 20 point 9)", () => {
  it("name the organiser, the reward's value and issuer, the condition and the registration deadline", async () => {
    const campaigns = await env.DB.prepare(
      "SELECT slug, name, ends_at, reward_name, reward_value FROM campaigns WHERE starts_at <= ?1 AND ends_at >= ?1 ORDER BY id",
    )
      .bind(Date.now())
      .all<{ slug: string; name: string; ends_at: number; reward_name: string; reward_value: number }>();
    expect(campaigns.results.map((campaign) => campaign.slug)).toEqual(["zimowa-wymiana", "michelin-karta-podarunkowa"]);
    for (const campaign of campaigns.results) {
      expect(campaign.reward_name, campaign.slug).toBeTruthy();
      const rules = (await html(`/promocje/${campaign.slug}`)).body.split('id="regulamin"')[1]!;
      expect(rules).toContain(`Organizatorem promocji „${campaign.name}” jest ${env.COMPANY_NAME}`);
      expect(rules).toContain(`KRS ${env.COMPANY_KRS}`);
      expect(rules).toContain(`W nagrodę otrzymasz ${campaign.reward_name} o wartości ${formatZloty(campaign.reward_value / 100)}`);
      expect(rules).toContain("by jedno zamówienie obejmowało komplet, czyli co najmniej 4 opony");
      expect(rules).toContain(`w ciągu ${CAMPAIGN_REGISTRATION_DAYS}\u00a0dni od złożenia zamówienia`);
      expect(rules).toContain(`${formatDate(campaign.ends_at)}\u00a0r.`);
      expect(rules).toMatch(/Reklamacje dotyczące promocji/);
      expect(rules).toMatch(/Administratorem danych podanych w zgłoszeniu jest Organizator/);
    }
    const michelin = (await html("/promocje/michelin-karta-podarunkowa")).body;
    expect(michelin).toContain("co najmniej 4 opony marki Michelin o średnicy od 16 cali");
    expect(michelin).toContain("Wydawcą nagrody jest Edenred Polska sp. z o.o.");
    expect(michelin).toContain("Producent opon Michelin nie jest jej organizatorem ani sponsorem");
    const winter = (await html("/promocje/zimowa-wymiana")).body;
    expect(winter).toContain("4 pokrowce na koła z logo sklepu");
    expect(winter).toContain("o średnicy do 19 cali");
    expect(winter).toContain("Nagrodę wydaje Organizator");
  });
});
