import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { CRON_PURGE } from "../src/common/config/orders";
import { addDays, warsawToday } from "../src/common/i18n/calendar";
import { PANEL_ROUTES } from "../src/common/routes";
import { runScheduled } from "../src/shop/scheduled";
import { basket, offerSku, placedOrder, staffApi } from "./fixtures";
import { get, html, select } from "./helpers";
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
  let planned: number;

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
    expect(body).toContain("Podaj wartość nagrody w złotych, np. 200,00.");
    expect(body).toContain("Podaj adres strony tego sklepu zaczynający się od „/”");
    expect(body).toContain('value="Promocja z błędami"');
    expect(await campaignCount()).toBe(count);

    // The producer is checked once the fields are right.
    const unknownProducer = await staffForm(PANEL_ROUTES.campaigns, { ...SUMMER, name: "Nieznany producent", producer: "nie-ma-takiego" });
    expect(unknownProducer.status).toBe(400);
    expect(await unknownProducer.text()).toContain("Wybierz producenta z listy.");
    // An address already taken, and an end already past.
    const taken = await staffForm(PANEL_ROUTES.campaigns, { ...SUMMER, name: "Druga zima", slug: "zimowa-wymiana" });
    expect(await taken.text()).toContain("Promocja o adresie /promocje/zimowa-wymiana już istnieje: podaj inny adres.");
    const past = await staffForm(PANEL_ROUTES.campaigns, {
      ...SUMMER,
      name: "Miniona",
      starts_on: addDays(today, -10),
      ends_on: addDays(today, -1),
    });
    const pastBody = await past.text();
    expect(pastBody).toContain("Ta data już minęła: promocja musi trwać co najmniej do dziś.");
    expect(pastBody).toContain("Promocja może zacząć się najwcześniej dziś.");
    expect(await campaignCount()).toBe(count);
  });

  it("answers programs with JSON: field errors, and 403 for a member who is not an owner", async () => {
    const invalid = await staffApi("POST", "/staff/campaigns", {
      ...SUMMER,
      on_home: true,
      min_quantity: "0",
      reward_handover: "poczta",
      // Browsers read "/\\host" as another site.
      link_path: "/\\inny-sklep.pl",
    });
    expect(invalid.status).toBe(400);
    const body = (await invalid.json()) as { error_code: string; fields: { path: string; message: string }[] };
    expect(body.error_code).toBe("VALIDATION_ERROR");
    expect(body.fields.map((field) => field.path).sort()).toEqual(["link_path", "min_quantity", "reward_handover"]);
    // A member who is not an owner hears that first, whatever was sent.
    const forbidden = await staffApi("POST", "/staff/campaigns", { name: "" }, STAFF);
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
    const denied = await staffForm(PANEL_ROUTES.campaign(created), { ...SUMMER, on_home: "" }, STAFF);
    expect(denied.status).toBe(303);
    expect(noticeOf(denied)).toBe("error:Promocje może zakładać i zmieniać tylko właściciel sklepu.");
    expect((await campaignRow("karta-za-letnie-continentale"))!.on_home).toBe(1);
  });

  it("a campaign that has begun keeps its start, conditions and reward; its name and banner still change", async () => {
    const refused = await staffForm(PANEL_ROUTES.campaign(created), { ...SUMMER, min_rim: "18", reward_value: "120,00" });
    expect(refused.status).toBe(400);
    const body = await refused.text();
    const invalid = (await select(body, '[aria-invalid="true"]')).map((element) => element.attributes.name);
    expect(invalid.sort()).toEqual(["min_rim", "reward_value"]);
    expect(body).toContain("Promocja już się zaczęła: kupujący biorą w niej udział na tych warunkach, więc tego nie zmienisz.");
    // One that began 20 days ago ends today at the earliest: orders placed so far keep their time to register.
    const winter = (await campaignRow("zimowa-wymiana"))!;
    const { campaign } = (await (await staffApi("GET", `/staff/campaigns/${winter.id}`)).json()) as { campaign: Record<string, unknown> };
    const early = await staffApi("PUT", `/staff/campaigns/${winter.id}`, {
      name: campaign.name,
      description: campaign.description,
      starts_on: campaign.starts_on,
      ends_on: addDays(today, -1),
      link_path: campaign.linkPath,
      min_quantity: String(campaign.minQuantity),
      season: campaign.season,
      reward_name: campaign.rewardName,
      reward_value: String(Number(campaign.rewardValue) / 100),
      reward_details: campaign.rewardDetails,
      reward_handover: campaign.rewardHandover,
      on_home: true,
      position: "0",
    });
    expect(early.status).toBe(400);
    expect(((await early.json()) as { fields: { path: string; message: string }[] }).fields).toEqual([
      { path: "ends_on", message: "Trwającą promocję można zakończyć najwcześniej dziś." },
    ]);
    expect(await markedOffers(created)).toBe(await matchingOffers("continental", "letnie", 16));

    const response = await staffForm(PANEL_ROUTES.campaign(created), { ...SUMMER, name: "Karta za letnie opony Continental", on_home: "" });
    expect(response.status).toBe(303);
    expect(noticeOf(response)).toMatch(/^ok:Zapisano promocję „Karta za letnie opony Continental”: oznaczono \d+ ofert/);
    expect(await homeBanners()).not.toContain("Karta za letnie opony Continental");
    // Its page stays, under its first address: only the banner is hidden.
    expect((await html("/promocje/karta-za-letnie-continentale")).body).toContain("Karta za letnie opony Continental");
    const history = await (await asStaff(PANEL_ROUTES.campaign(created))).text();
    expect(history).toContain("baner na stronie głównej: tak → nie");
    expect(history).toContain("nazwa: Karta za letnie Continentale → Karta za letnie opony Continental");
  });

  it("a planned campaign marks its offers without a badge until it begins, and marks them again when its conditions change", async () => {
    const response = await staffForm(PANEL_ROUTES.campaigns, {
      ...SUMMER,
      name: "Wiosenna karta za Continentale",
      starts_on: addDays(today, 5),
      ends_on: addDays(today, 35),
    });
    expect(response.status).toBe(303);
    planned = (await campaignRow("wiosenna-karta-za-continentale"))!.id;
    expect(await markedOffers(planned)).toBe(await matchingOffers("continental", "letnie", 16));
    // An offer both campaigns mark: the running one's badge shows on its page and in a basket, the planned one's not.
    const offer = (await env.DB.prepare(
      "SELECT v.sku, t.slug FROM campaign_variants cv JOIN variants v ON v.id = cv.variant_id JOIN tyres t ON t.id = v.tyre_id WHERE cv.campaign_id = ? AND v.is_main = 1 AND v.stock > 0 AND v.hidden = 0 LIMIT 1",
    )
      .bind(planned)
      .first<{ sku: string; slug: string }>())!;
    const page = (await html(`/dane-opony/${offer.slug}`)).body;
    expect(page).toContain("Karta za letnie opony Continental");
    expect(page).not.toContain("Wiosenna karta za Continentale");
    const token = await basket({ sku: offer.sku, quantity: 1 });
    const answer = (await (await get(`/api/v1/checkout/${token}`)).json()) as { lines: { variant: { campaigns: { name: string }[] } }[] };
    expect(answer.lines[0]!.variant.campaigns.map((campaign) => campaign.name)).toEqual(["Karta za letnie opony Continental"]);
    // Its page answers only once it runs.
    expect((await html("/promocje/wiosenna-karta-za-continentale")).status).toBe(404);

    const changed = await staffForm(PANEL_ROUTES.campaign(planned), {
      ...SUMMER,
      name: "Wiosenna karta za Continentale",
      starts_on: addDays(today, 5),
      ends_on: addDays(today, 35),
      min_rim: "18",
    });
    expect(changed.status).toBe(303);
    expect(await markedOffers(planned)).toBe(await matchingOffers("continental", "letnie", 18));
    expect(await (await asStaff(PANEL_ROUTES.campaign(planned))).text()).toContain("średnica od: 16 → 18");
  });

  it("overnight, the campaigns saved in the panel that have not ended mark offers imported since; others stay as they were", async () => {
    const seeded = (await campaignRow("zimowa-wymiana"))!;
    const seededMarks = await markedOffers(seeded.id);
    // An ended campaign saved in the panel, with one mark of its own.
    await env.DB.prepare(
      "INSERT INTO campaigns (slug, name, description, starts_at, ends_at, link_path, season, min_quantity, offers_by_conditions) VALUES ('jesienna', 'Jesienna', 'Zakończona promocja jesienna.', ?, ?, '/opony', 'letnie', 1, 1)",
    )
      .bind(Date.now() - 40 * 86_400_000, Date.now() - 10 * 86_400_000)
      .run();
    const ended = (await campaignRow("jesienna"))!.id;
    await env.DB.prepare("INSERT INTO campaign_variants (campaign_id, variant_id) SELECT ?, id FROM variants LIMIT 1").bind(ended).run();
    await env.DB.prepare("DELETE FROM campaign_variants WHERE campaign_id IN (?, ?)").bind(created, planned).run();

    const summary = await runScheduled(CRON_PURGE, env);
    expect(summary.campaignsRemarked).toBe(2);
    expect(await markedOffers(created)).toBe(await matchingOffers("continental", "letnie", 16));
    expect(await markedOffers(planned)).toBe(await matchingOffers("continental", "letnie", 18));
    expect(await markedOffers(ended)).toBe(1);
    // The seeded campaigns keep the offers they were given until saved in the panel.
    expect(await markedOffers(seeded.id)).toBe(seededMarks);
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
    expect(noticeOf(removed)).toBe("ok:Usunięto promocję „Karta za letnie opony Continental”.");
    expect(await campaignRow("karta-za-letnie-continentale")).toBeNull();
    expect(await markedOffers(created)).toBe(0);
    expect((await html("/promocje/karta-za-letnie-continentale")).status).toBe(404);
    const audit = await env.DB.prepare("SELECT action FROM audit_log WHERE entity = 'campaign' AND entity_id = ? ORDER BY id")
      .bind(created)
      .all<{ action: string }>();
    expect(audit.results.map((row) => row.action)).toEqual(["create", "update", "delete"]);
  });
});
