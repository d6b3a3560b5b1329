import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { CRON_PURGE } from "../src/common/config/orders";
import { addDays, warsawToday } from "../src/common/i18n/calendar";
import { PANEL_ROUTES } from "../src/common/routes";
import { runScheduled } from "../src/shop/scheduled";
import { basket, offerSku, placedOrder, staffApi } from "./fixtures";
import { html, select } from "./helpers";
import { asStaff, noticeOf, STAFF, serveAccessCerts, staffForm } from "./staff";

/**
 * Issue 39 point 2: the home page's banners and the campaigns behind them, edited in /panel/promocje
 * without code. An owner creates a campaign with its conditions and reward; its offers are marked
 * by those conditions (and again nightly), the home page shows its banner in the owner's order,
 * its page carries rules made from the reward, and every change is audited. This file has a D1
 * of its own: it adds, changes and removes campaigns.
 */

const today = warsawToday();

/** A campaign as the panel's form sends it: two Continental summer tyres from 16 inches, a gift card. */
const SUMMER = {
  name: "Karta za letnie Continentale",
  slug: "",
  description: "Kup 2 letnie opony Continental od 16 cali w jednym zamówieniu, a dostaniesz kartę podarunkową za 150 zł.",
  starts_on: today,
  ends_on: addDays(today, 20),
  link_path: "/opony/letnie/continental",
  min_quantity: "2",
  producer: "continental",
  season: "letnie",
  min_rim: "16",
  max_rim: "",
  reward_name: "elektroniczną kartę podarunkową Allegro",
  reward_value: "150,00",
  reward_details: "Kartą zapłacisz za zakupy w serwisie Allegro. Karty nie można wymienić na gotówkę.",
  reward_handover: "email",
  reward_issuer: "Allegro.pl sp. z o.o. z siedzibą w Poznaniu",
  reward_brand: "Continental",
  on_home: "1",
  position: "0",
};

const campaignRow = (slug: string) =>
  env.DB.prepare("SELECT id, name, starts_at, ends_at, on_home, reward_value, offers_by_conditions FROM campaigns WHERE slug = ?")
    .bind(slug)
    .first<{
      id: number;
      name: string;
      starts_at: number;
      ends_at: number;
      on_home: number;
      reward_value: number;
      offers_by_conditions: number;
    }>();

const markedOffers = async (id: number) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM campaign_variants WHERE campaign_id = ?").bind(id).first<{ n: number }>())!.n;

/** Every offer of the tyres a campaign's conditions name: what its marks must be. */
const matchingOffers = async (producer: string, season: string, minRim: number) =>
  (await env.DB.prepare(
    "SELECT COUNT(*) AS n FROM variants v JOIN tyres t ON t.id = v.tyre_id JOIN producers p ON p.id = t.producer_id WHERE p.slug = ? AND t.season = ? AND t.rim >= ?",
  )
    .bind(producer, season, minRim)
    .first<{ n: number }>())!.n;

const campaignCount = async () => (await env.DB.prepare("SELECT COUNT(*) AS n FROM campaigns").first<{ n: number }>())!.n;

/** The banners' names on the home page, in their order. */
const homeBanners = async () => (await select((await html("/")).body, ".campaign-banner-name")).map((element) => element.text);

beforeAll(serveAccessCerts);

describe("campaigns in the back office (/panel/promocje)", () => {
  let created: number;

  it("an owner creates a campaign: its offers are marked, its banner leads the home page and its rules name the reward", async () => {
    const before = await homeBanners();
    expect(before).toEqual(["Zimowa wymiana", "Karta podarunkowa za opony Michelin"]);
    const response = await staffForm(PANEL_ROUTES.campaigns, SUMMER);
    expect(response.status).toBe(303);
    const row = (await campaignRow("karta-za-letnie-continentale"))!;
    expect(row).not.toBeNull();
    created = row.id;
    expect(response.headers.get("location")).toBe(PANEL_ROUTES.campaign(created));
    const marked = await markedOffers(created);
    expect(marked).toBe(await matchingOffers("continental", "letnie", 16));
    expect(marked).toBeGreaterThan(0);
    expect(noticeOf(response)).toMatch(
      new RegExp(`^ok:Utworzono promocję „${SUMMER.name}”: oznaczono ${marked} ofert[yę]?\\. Baner jest już na stronie głównej\\.$`),
    );
    // Whole Warsaw days: from the first day's midnight to the last day's end.
    expect(warsawToday(row.starts_at)).toBe(today);
    expect(warsawToday(row.ends_at)).toBe(SUMMER.ends_on);
    expect(warsawToday(row.ends_at + 1)).toBe(addDays(SUMMER.ends_on, 1));
    expect(row.reward_value).toBe(150_00);

    // Position 0 like the seeded two: the one ending first leads.
    expect(await homeBanners()).toEqual([SUMMER.name, ...before]);
    const home = (await html("/")).body;
    expect(home).toContain("150,00\u00a0zł");

    const page = (await html("/promocje/karta-za-letnie-continentale")).body;
    expect(page).toContain(SUMMER.description);
    // Two tyres are no set: the rules do not call them one.
    expect(page).toContain("by jedno zamówienie obejmowało co najmniej 2 opony letnie marki Continental o średnicy od 16 cali");
    expect(page).toContain("W nagrodę otrzymasz elektroniczną kartę podarunkową Allegro o wartości 150,00\u00a0zł.");
    expect(page).toContain("Wydawcą nagrody jest Allegro.pl sp. z o.o. z siedzibą w Poznaniu");
    expect(page).toContain("Producent opon Continental nie jest jej organizatorem ani sponsorem");
    expect(page).toContain("Nagrodę (kod karty lub bonu) wyślemy e-mailem");

    const detail = await asStaff(PANEL_ROUTES.campaign(created));
    expect(detail.status).toBe(200);
    const body = await detail.text();
    expect(body).toContain("Anna Nowak");
    expect(body).toContain("utworzenie");
  });

  it("refuses bad input field by field in Polish, keeps what was typed and writes nothing", async () => {
    const count = await campaignCount();
    const response = await staffForm(PANEL_ROUTES.campaigns, {
      ...SUMMER,
      name: "Promocja z błędami",
      starts_on: addDays(today, 5),
      ends_on: addDays(today, 2),
      min_rim: "20",
      max_rim: "16",
      reward_value: "dwieście",
      link_path: "https://inny-sklep.pl/opony",
      producer: "nie-ma-takiego",
    });
    expect(response.status).toBe(400);
    const body = await response.text();
    const invalid = (await select(body, '[aria-invalid="true"]')).map((element) => element.attributes.name);
    expect(invalid.sort()).toEqual(["ends_on", "link_path", "max_rim", "reward_value"]);
    expect(body).toContain("Ostatni dzień nie może być wcześniejszy niż pierwszy.");
    expect(body).toContain("Największa średnica nie może być mniejsza od najmniejszej.");
    expect(body).toContain("Podaj kwotę w złotych, np. 449,00.");
    expect(body).toContain("Podaj adres strony tego sklepu zaczynający się od „/”");
    expect(body).toContain('value="Promocja z błędami"');
    expect(await campaignCount()).toBe(count);

    // The producer is checked once the fields are right.
    const unknownProducer = await staffForm(PANEL_ROUTES.campaigns, { ...SUMMER, name: "Nieznany producent", producer: "nie-ma-takiego" });
    expect(unknownProducer.status).toBe(400);
    expect(await unknownProducer.text()).toContain("Wybierz producenta z listy.");
    // An address already taken, and an end already past.
    const taken = await staffForm(PANEL_ROUTES.campaigns, { ...SUMMER, name: "Druga zima", slug: "zimowa-wymiana" });
    expect(await taken.text()).toContain("Promocja o adresie /promocje/zimowa-wymiana już jest: podaj inny adres.");
    const past = await staffForm(PANEL_ROUTES.campaigns, {
      ...SUMMER,
      name: "Miniona",
      starts_on: addDays(today, -10),
      ends_on: addDays(today, -1),
    });
    expect(await past.text()).toContain("Ta data już minęła: promocja musi trwać co najmniej do dziś.");
    expect(await campaignCount()).toBe(count);
  });

  it("answers programs with JSON: field errors, and 403 for a member who is not an owner", async () => {
    const invalid = await staffApi("POST", "/staff/campaigns", { ...SUMMER, on_home: true, min_quantity: "0", reward_handover: "poczta" });
    expect(invalid.status).toBe(400);
    const body = (await invalid.json()) as { error_code: string; fields: { path: string; message: string }[] };
    expect(body.error_code).toBe("VALIDATION_ERROR");
    expect(body.fields.map((field) => field.path).sort()).toEqual(["min_quantity", "reward_handover"]);
    const forbidden = await staffApi("POST", "/staff/campaigns", { ...SUMMER, name: "Od pracownika", on_home: true }, STAFF);
    expect(forbidden.status).toBe(403);
    expect(((await forbidden.json()) as { message: string }).message).toBe("Promocje może zakładać i zmieniać tylko właściciel sklepu.");
    const list = await staffApi("GET", "/staff/campaigns", undefined, STAFF);
    expect(list.status).toBe(200);
  });

  it("a member who is not an owner reads the campaigns but cannot change them", async () => {
    const page = await asStaff(PANEL_ROUTES.campaigns, STAFF);
    const body = await page.text();
    expect(body).toContain(SUMMER.name);
    expect(body).toContain("Promocje może zakładać i zmieniać tylko właściciel sklepu.");
    expect((await select(body, "fieldset.campaign-form-all[disabled]")).length).toBe(1);
    const refused = await staffForm(PANEL_ROUTES.campaign(created), { ...SUMMER, on_home: "" }, STAFF);
    expect(refused.status).toBe(303);
    expect(noticeOf(refused)).toBe("error:Promocje może zakładać i zmieniać tylko właściciel sklepu.");
    expect((await campaignRow("karta-za-letnie-continentale"))!.on_home).toBe(1);
  });

  it("editing hides the banner and marks the offers by the new conditions; the history says what changed", async () => {
    const response = await staffForm(PANEL_ROUTES.campaign(created), { ...SUMMER, on_home: "", min_rim: "18" });
    expect(response.status).toBe(303);
    expect(noticeOf(response)).toMatch(/^ok:Zapisano promocję „Karta za letnie Continentale”: oznaczono \d+ ofert/);
    expect(await homeBanners()).not.toContain(SUMMER.name);
    expect(await markedOffers(created)).toBe(await matchingOffers("continental", "letnie", 18));
    // Its page stays: only the banner is hidden.
    expect((await html("/promocje/karta-za-letnie-continentale")).status).toBe(200);
    const history = await (await asStaff(PANEL_ROUTES.campaign(created))).text();
    expect(history).toContain("baner na stronie głównej: tak → nie");
    expect(history).toContain("średnica od: 16 → 18");
  });

  it("offers imported later join a campaign saved in the panel overnight", async () => {
    await env.DB.prepare("DELETE FROM campaign_variants WHERE campaign_id = ?").bind(created).run();
    const summary = await runScheduled(CRON_PURGE, env);
    expect(summary.campaignsRemarked).toBeGreaterThanOrEqual(1);
    expect(await markedOffers(created)).toBe(await matchingOffers("continental", "letnie", 18));
    // The seeded campaigns keep the offers they were given (never saved in the panel).
    const seeded = (await campaignRow("zimowa-wymiana"))!;
    expect(seeded.offers_by_conditions).toBe(0);
  });

  it("removes a campaign nobody registered for, and refuses one with registrations", async () => {
    const order = await placedOrder(await basket({ sku: await offerSku(3), quantity: 1 }));
    const winter = (await campaignRow("zimowa-wymiana"))!;
    await env.DB.prepare("INSERT INTO campaign_registrations (campaign_id, order_id, created_at) VALUES (?, ?, ?)")
      .bind(winter.id, order.id, Date.now())
      .run();
    const refused = await staffForm(`${PANEL_ROUTES.campaign(winter.id)}/usun`, {});
    expect(noticeOf(refused)).toMatch(/^error:Do tej promocji zgłoszono już zamówienia, więc nie można jej usunąć/);
    expect(await campaignRow("zimowa-wymiana")).not.toBeNull();

    const removed = await staffForm(`${PANEL_ROUTES.campaign(created)}/usun`, {});
    expect(removed.headers.get("location")).toBe(PANEL_ROUTES.campaigns);
    expect(noticeOf(removed)).toBe(`ok:Usunięto promocję „${SUMMER.name}”.`);
    expect(await campaignRow("karta-za-letnie-continentale")).toBeNull();
    expect(await markedOffers(created)).toBe(0);
    expect((await html("/promocje/karta-za-letnie-continentale")).status).toBe(404);
    const audit = await env.DB.prepare("SELECT action FROM audit_log WHERE entity = 'campaign' AND entity_id = ? ORDER BY id")
      .bind(created)
      .all<{ action: string }>();
    expect(audit.results.map((row) => row.action)).toEqual(["create", "update", "delete"]);
  });
});
