import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { decodeFeedBytes } from "../src/shop/catalogue-import/feed-source";
import { importFeedText } from "../src/shop/catalogue-import/run";
import { createImportRun, importRunInProgress } from "../src/shop/catalogue-import/write";
import { grossOf, sellingPrice } from "../src/shop/pricing/price-rules";
import { repriceOffers } from "../src/shop/pricing/reprice";
import { runFeedSchedule } from "../src/shop/suppliers/feed-schedule";
import { IMPORT_LEASE_MS, IMPORT_PROBLEMS_KEPT } from "../src/common/config/back-office";
import feedB from "./fixtures/wholesalers/hurtownia-opon-b.xml?raw";
import feedC from "./fixtures/wholesalers/hurtownia-opon-c.csv?raw";
import {
  FIXTURE_NOW,
  TYRES,
  WHOLESALER_A_PROFILE,
  WHOLESALER_B_PROFILE,
  WHOLESALER_C_PROFILE,
  wholesalerABytes,
} from "./fixtures/wholesalers/profiles";
import { basket, placeOrder, staffApi } from "./fixtures";
import { get, html } from "./helpers";
import { tyrePath } from "../src/common/routes";
import { SHOP_HEADER } from "../src/common/feed-columns";

/**
 * Several wholesalers at once (issue 33): each supplier's feed writes only its own offers; a
 * shopper sees one offer per tyre and production date at the rule's price with the summed stock;
 * orders are reserved against the sources; a full feed withdraws only its supplier's offers.
 * The fixtures' EANs (GS1 prefix 299) are nobody else's in this file's database.
 */

const NOW = FIXTURE_NOW;
const feedA = decodeFeedBytes(wholesalerABytes, "windows-1250") as string;

/** The shared tyre: Michelin Primacy 4+ 205/55 R16 91V, DOT 1426, at wholesalers A and B. */
const SHARED = TYRES.primacy91V;

async function addSupplier(name: string, deliveryDays: number, orderEmail = ""): Promise<number> {
  const row = await env.DB.prepare(
    "INSERT INTO suppliers (name, delivery_days, order_email, created_at) VALUES (?1, ?2, ?3, ?4) RETURNING id",
  )
    .bind(name, deliveryDays, orderEmail, NOW)
    .first<{ id: number }>();
  return row!.id;
}

/** The offer of `ean` made in DOT week/year (null week: year only), with its sources. */
async function offerOf(ean: string, year: number, week: number | null) {
  const offer = await env.DB.prepare(
    `SELECT v.id, v.sku, v.price, v.stock, v.delivery_days, v.held_price, v.hidden, v.manual_price FROM variants v JOIN tyres t ON t.id = v.tyre_id
     WHERE t.ean = ?1 AND v.production_year = ?2 AND v.dot_week IS ?3`,
  )
    .bind(ean, year, week)
    .first<{
      id: number;
      sku: string;
      price: number;
      stock: number;
      delivery_days: number;
      held_price: number | null;
      hidden: number;
      manual_price: number | null;
    }>();
  if (!offer) return null;
  const { results } = await env.DB.prepare(
    "SELECT supplier_id, stock, purchase_net FROM supplier_offers WHERE variant_id = ?1 ORDER BY supplier_id",
  )
    .bind(offer.id)
    .all<{ supplier_id: number; stock: number; purchase_net: number | null }>();
  return { ...offer, sources: results };
}

let a: number;
let b: number;
let c: number;

beforeAll(async () => {
  a = await addSupplier("Hurtownia Opon A", 1, "zamowienia@hurtownia-a.example");
  b = await addSupplier("Hurtownia Opon B", 1);
  c = await addSupplier("Hurtownia Opon C", 3);
  for (const [supplierId, text, profile] of [
    [a, feedA, WHOLESALER_A_PROFILE],
    [b, feedB, WHOLESALER_B_PROFILE],
    [c, feedC, WHOLESALER_C_PROFILE],
  ] as const) {
    const summary = await importFeedText(env.DB, text, {
      fileName: `dostawca-${supplierId}`,
      partial: false,
      supplierId,
      profile,
      now: NOW,
    });
    expect(summary.failed).toBeNull();
    expect(summary.refused).toBe(0);
  }
});

describe("three wholesalers' feeds", () => {
  it("give one offer per tyre and production date, with the stock of all its sources and the rule's price of the one serving it", async () => {
    const shared = await offerOf(SHARED, 2026, 14);
    expect(shared?.sources).toEqual([
      { supplier_id: a, stock: 12, purchase_net: 32927 },
      { supplier_id: b, stock: 8, purchase_net: 33150 },
    ]);
    expect(shared?.stock).toBe(20);
    // A and B both deliver in a day; A is cheaper, so A serves it: 329,27 zł net, 25 %, VAT, …9,00.
    expect(shared?.price).toBe(sellingPrice(32927, null).gross);
    expect(shared?.price).toBe(509_00);
    expect(shared?.delivery_days).toBe(1);
    const history = await env.DB.prepare("SELECT price FROM price_history WHERE variant_id = ?1").bind(shared!.id).all<{ price: number }>();
    expect(history.results.map((row) => row.price)).toEqual([509_00]);
    // C's Primacy is another production date: an offer of its own, priced from C's gross purchase price.
    const fromC = await offerOf(SHARED, 2026, 21);
    expect(fromC?.sources).toEqual([{ supplier_id: c, stock: 16, purchase_net: Math.round(405_00 / 1.23) }]);
    expect(fromC?.delivery_days).toBe(3);
  });

  it("carry the serving wholesaler's order cut-off to its offer, its card and its basket line, and follow staff's change of it", async () => {
    const cutoffOf = async (ean: string, year: number, week: number) =>
      (await env.DB.prepare(
        "SELECT v.source_cutoff_hour AS hour FROM variants v JOIN tyres t ON t.id = v.tyre_id WHERE t.ean = ?1 AND v.production_year = ?2 AND v.dot_week = ?3",
      )
        .bind(ean, year, week)
        .first<{ hour: number | null }>())!.hour;
    expect(await cutoffOf(SHARED, 2026, 14)).toBe(12);
    await env.DB.prepare("UPDATE suppliers SET cutoff_hour = 10 WHERE id = ?1").bind(a).run();
    try {
      expect(await cutoffOf(SHARED, 2026, 14)).toBe(10);
      // B, which also stocks it, keeps its own cut-off: only the serving source's counts.
      await env.DB.prepare("UPDATE suppliers SET cutoff_hour = 9 WHERE id = ?1").bind(b).run();
      expect(await cutoffOf(SHARED, 2026, 14)).toBe(10);
      const shared = await offerOf(SHARED, 2026, 14);
      const checkout = (await (await get(`/api/v1/checkout/${await basket({ sku: shared!.sku, quantity: 1 })}`)).json()) as {
        lines: { variant: { delivery_days: number; source_cutoff_hour: number | null } }[];
      };
      expect(checkout.lines.map((line) => line.variant)).toMatchObject([{ delivery_days: 1, source_cutoff_hour: 10 }]);
    } finally {
      await env.DB.prepare("UPDATE suppliers SET cutoff_hour = 12 WHERE id IN (?1, ?2)").bind(a, b).run();
    }
    expect(await cutoffOf(SHARED, 2026, 14)).toBe(12);
  });

  it("keeps a year-only production date as a year, shown so on the tyre's page, never as a week", async () => {
    const yearOnly = await offerOf(TYRES.winterContact205, 2025, null);
    expect(yearOnly?.sku).toBe(`${TYRES.winterContact205}-R2025`);
    expect(yearOnly?.stock).toBe(8);
    const slug = await env.DB.prepare("SELECT slug FROM tyres WHERE ean = ?1").bind(TYRES.winterContact205).first<{ slug: string }>();
    const page = await html(tyrePath(slug!.slug, { sku: yearOnly!.sku, isMain: false }));
    expect(page.status).toBe(200);
    expect(page.body).toContain("Rok produkcji 2025");
    expect(page.body).toContain("rok 2025 (dostawca nie podał tygodnia)");
    // From A's stock, which reaches the shop in 2 working days: dispatch in 1–2 + 2 days.
    expect(page.body).toContain("Wysyłka w 3–4 dni robocze");
    // "2025" is never read as DOT week 20 of 2025.
    expect(page.body).not.toContain("20. tydzień 2025");
  });

  it("a full feed from one supplier withdraws only that supplier's offers; the others' stock stays", async () => {
    const withoutShared = feedA
      .split("\r\n")
      .flatMap((line) => line.split("\n"))
      .filter((line) => !line.includes(SHARED))
      .join("\n");
    const summary = await importFeedText(env.DB, withoutShared, {
      fileName: "a-bez-primacy",
      partial: false,
      supplierId: a,
      profile: WHOLESALER_A_PROFILE,
      now: NOW,
    });
    expect(summary.outOfStock).toBe(1);
    const shared = await offerOf(SHARED, 2026, 14);
    expect(shared?.sources).toEqual([
      { supplier_id: a, stock: 0, purchase_net: 32927 },
      { supplier_id: b, stock: 8, purchase_net: 33150 },
    ]);
    expect(shared?.stock).toBe(8);
    // B serves it now: priced from B's purchase price (331,50 zł net → 519,00 zł), with its history row.
    expect(shared?.price).toBe(sellingPrice(33150, null).gross);
    expect(shared?.price).toBe(519_00);
    // The seeded catalogue (the own warehouse) lost nothing.
    const own = await env.DB.prepare("SELECT COUNT(*) AS n FROM supplier_offers WHERE supplier_id = 1 AND stock > 0").first<{
      n: number;
    }>();
    expect(own!.n).toBeGreaterThan(100);
    // A again in full: its stock is back.
    await importFeedText(env.DB, feedA, { fileName: "a", partial: false, supplierId: a, profile: WHOLESALER_A_PROFILE, now: NOW });
    expect(await offerOf(SHARED, 2026, 14)).toMatchObject({ stock: 20, price: 509_00 });
  });
});

describe("selling prices from rules", () => {
  it("a producer's rule with its rounding reprices the offer, with a price history row for the Omnibus figure", async () => {
    const michelin = await env.DB.prepare("SELECT id FROM producers WHERE slug = 'michelin'").first<{ id: number }>();
    await env.DB.prepare(
      "INSERT INTO price_rules (scope, scope_value, markup_basis_points, min_margin_grosze, rounding, created_at) VALUES ('producer', ?1, 3000, 0, '99', ?2)",
    )
      .bind(String(michelin!.id), NOW)
      .run();
    const summary = await repriceOffers(env.DB, null, NOW + 1000);
    expect(summary.changed).toBeGreaterThan(0);
    const shared = await offerOf(SHARED, 2026, 14);
    // 329,27 × 1,30 = 428,05 net → 526,50 gross → ,99 → 526,99.
    expect(shared?.price).toBe(526_99);
    const history = await env.DB.prepare("SELECT price FROM price_history WHERE variant_id = ?1 ORDER BY valid_from")
      .bind(shared!.id)
      .all<{ price: number }>();
    expect(history.results.map((row) => row.price)).toEqual([509_00, 519_00, 509_00, 526_99]);
    await env.DB.prepare("DELETE FROM price_rules").run();
  });

  it("a minimum margin takes over from a small markup", () => {
    expect(
      sellingPrice(100_00, {
        id: 1,
        scope: "all",
        scopeValue: null,
        markupPercent: 5,
        minMarginGrosze: 30_00,
        rounding: "none",
        floorGrosze: null,
        ceilingGrosze: null,
      }).gross,
    ).toBe(grossOf(130_00));
  });

  it("a manual price wins over the rules and over the next feed", async () => {
    const shared = await offerOf(SHARED, 2026, 14);
    await env.DB.prepare("UPDATE variants SET manual_price = 499_00 WHERE id = ?1".replace("499_00", "49900")).bind(shared!.id).run();
    await importFeedText(env.DB, feedA, { fileName: "a", partial: false, supplierId: a, profile: WHOLESALER_A_PROFILE, now: NOW + 2000 });
    expect((await offerOf(SHARED, 2026, 14))?.price).toBe(499_00);
    await env.DB.prepare("UPDATE variants SET manual_price = NULL WHERE id = ?1").bind(shared!.id).run();
    await repriceOffers(env.DB, [shared!.id], NOW + 3000);
    expect((await offerOf(SHARED, 2026, 14))?.price).toBe(509_00);
  });

  it("a price that would sell below purchase is held for staff, not published, until staff decide", async () => {
    // A ceiling under B's purchase price for its XL WinterContact: the rule would sell at a loss.
    await env.DB.prepare(
      "INSERT INTO price_rules (scope, scope_value, markup_basis_points, min_margin_grosze, rounding, ceiling_grosze, created_at) VALUES ('supplier', ?1, 2500, 0, 'none', 300_00, ?2)".replace(
        "300_00",
        "30000",
      ),
    )
      .bind(String(b), NOW)
      .run();
    const summary = await importFeedText(env.DB, feedB, {
      fileName: "b",
      partial: false,
      supplierId: b,
      profile: WHOLESALER_B_PROFILE,
      now: NOW + 4000,
    });
    expect(summary.held).toBeGreaterThan(0);
    const held = await env.DB.prepare("SELECT id, price, held_price FROM variants WHERE held_price IS NOT NULL ORDER BY id LIMIT 1").first<{
      id: number;
      price: number;
      held_price: number;
    }>();
    expect(held!.held_price).toBe(300_00);
    expect(held!.price).not.toBe(300_00);
    const listed = await staffApi("GET", "/staff/pricing");
    const body = (await listed.json()) as { held: { id: number; heldPrice: number }[] };
    expect(body.held.map((offer) => offer.id)).toContain(held!.id);
    const kept = await staffApi("POST", `/staff/pricing/held/${held!.id}/keep`);
    expect(kept.status).toBe(200);
    const after = await env.DB.prepare("SELECT price, held_price, manual_price FROM variants WHERE id = ?1").bind(held!.id).first();
    expect(after).toEqual({ price: held!.price, held_price: null, manual_price: held!.price });
    await env.DB.prepare("DELETE FROM price_rules").run();
  });
});

describe("orders reserved against sources", () => {
  it("200 parallel orders on a tyre two suppliers stock sell exactly their stock, the faster-and-cheaper source first", async () => {
    const shared = await offerOf(SHARED, 2026, 14);
    expect(shared?.stock).toBe(20);
    const tokens = await Promise.all(Array.from({ length: 200 }, () => basket({ sku: shared!.sku, quantity: 1 }).catch(() => null)));
    const open = tokens.filter((token): token is string => token !== null);
    const answers = await Promise.all(open.map((token) => placeOrder(token)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(20);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    const after = await offerOf(SHARED, 2026, 14);
    expect(after?.stock).toBe(0);
    expect(after?.sources.map((source) => source.stock)).toEqual([0, 0]);
    const reserved = await env.DB.prepare(
      "SELECT supplier_id, SUM(quantity) AS pieces FROM order_line_sources WHERE variant_id = ?1 GROUP BY supplier_id ORDER BY supplier_id",
    )
      .bind(shared!.id)
      .all<{ supplier_id: number; pieces: number }>();
    expect(reserved.results).toEqual([
      { supplier_id: a, pieces: 12 },
      { supplier_id: b, pieces: 8 },
    ]);
  }, 180_000);

  it("a cancelled order gives each piece back to the source it came from; the order page shows sources and sends a purchase order", async () => {
    await importFeedText(env.DB, feedB, { fileName: "b", partial: true, supplierId: b, profile: WHOLESALER_B_PROFILE, now: NOW + 5000 });
    await importFeedText(env.DB, feedA, { fileName: "a", partial: true, supplierId: a, profile: WHOLESALER_A_PROFILE, now: NOW + 5000 });
    const shared = await offerOf(SHARED, 2026, 14);
    expect(shared?.stock).toBe(20);
    // 14 pieces: all 12 of A's, then 2 of B's.
    const token = await basket({ sku: shared!.sku, quantity: 14 });
    const answer = await placeOrder(token, { payment_method: "cash_on_delivery" });
    expect(answer.status, await answer.clone().text()).toBe(201);
    const order = (await answer.json()) as { id: number; number: string };
    const detail = await staffApi("GET", `/staff/orders/${order.id}`);
    const { order: staffOrder } = (await detail.json()) as {
      order: { suppliers: { supplierId: number; lines: { quantity: number }[]; purchaseOrder: unknown }[] };
    };
    expect(staffOrder.suppliers.map((entry) => [entry.supplierId, entry.lines[0]?.quantity, entry.purchaseOrder])).toEqual([
      [a, 12, null],
      [b, 2, null],
    ]);
    const sent = await staffApi("POST", `/staff/orders/${order.id}/purchase-orders`, { supplier_id: a });
    expect(sent.status, await sent.clone().text()).toBe(201);
    const mail = await env.DB.prepare(
      "SELECT subject, text FROM mail_outbox WHERE \"to\" = 'zamowienia@hurtownia-a.example' ORDER BY id DESC LIMIT 1",
    ).first<{ subject: string; text: string }>();
    expect(mail?.subject).toBe(`Zamówienie ${order.number} – ${env.SITE_NAME}`);
    expect(mail?.text).toContain(`(kod ${shared!.sku}): 12 szt.`);
    expect((await staffApi("POST", `/staff/orders/${order.id}/purchase-orders`, { supplier_id: a })).status).toBe(409);
    // B has no order e-mail: refused with a reason staff can act on.
    const noEmail = await staffApi("POST", `/staff/orders/${order.id}/purchase-orders`, { supplier_id: b });
    expect(noEmail.status).toBe(400);
    expect(((await noEmail.json()) as { message: string }).message).toContain("nie ma adresu e-mail do zamówień");
    const received = await staffApi("POST", `/staff/orders/${order.id}/purchase-orders/${a}/received`);
    expect(received.status).toBe(200);

    const cancelled = await staffApi("POST", `/staff/orders/${order.id}/transitions`, { action: "cancel", reason: "customer_request" });
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    const after = await offerOf(SHARED, 2026, 14);
    expect(after?.sources.map((source) => source.stock)).toEqual([12, 8]);
    expect(after?.stock).toBe(20);
  });
});

describe("an import that dies", () => {
  it("never blocks the next one: its lease runs out, it is marked failed, and a good import runs", async () => {
    const killed = await createImportRun(env.DB, {
      fileName: "zabity.csv",
      fileKeyOf: null,
      source: "cli",
      partial: false,
      staffId: null,
      now: NOW,
      supplierId: a,
    });
    expect(killed).not.toBeNull();
    expect(
      await createImportRun(env.DB, {
        fileName: "drugi.csv",
        fileKeyOf: null,
        source: "cli",
        partial: false,
        staffId: null,
        now: NOW + 60_000,
      }),
    ).toBeNull();
    const later = NOW + IMPORT_LEASE_MS + 1;
    expect(await importRunInProgress(env.DB, later)).toBeNull();
    const summary = await importFeedText(env.DB, feedA, {
      fileName: "a",
      partial: true,
      supplierId: a,
      profile: WHOLESALER_A_PROFILE,
      now: later,
    });
    expect(summary.failed).toBeNull();
    const run = await env.DB.prepare("SELECT status, error FROM import_runs WHERE id = ?1")
      .bind(killed)
      .first<{ status: string; error: string }>();
    expect(run?.status).toBe("failed");
    expect(run?.error).toContain("przestał odpowiadać");
  });

  it("keeps only the first refused rows of a junk file with their reasons, and counts the rest", async () => {
    // The shop's header over rows of junk: every row refused, each with several problems.
    const rows = IMPORT_PROBLEMS_KEPT + 500;
    const junk = [SHOP_HEADER.join(";"), ...Array.from({ length: rows }, (_, index) => SHOP_HEADER.map(() => `x${index}`).join(";"))].join(
      "\n",
    );
    const summary = await importFeedText(env.DB, junk, { fileName: "smieci.csv", partial: true, now: NOW + IMPORT_LEASE_MS * 3 });
    expect(summary.failed).toBeNull();
    expect(summary.refused).toBe(rows);
    const kept = await env.DB.prepare("SELECT COUNT(*) AS n FROM import_problems WHERE run_id = ?1")
      .bind(summary.runId)
      .first<{ n: number }>();
    expect(kept!.n).toBe(IMPORT_PROBLEMS_KEPT);
    const run = await env.DB.prepare("SELECT refused, rows_total FROM import_runs WHERE id = ?1").bind(summary.runId).first();
    expect(run).toEqual({ refused: rows, rows_total: rows });
  });
});

describe("feeds on a schedule", () => {
  it("a feed whose address points inside the network is never fetched: the reason is kept, the stock stays, then the offers are withdrawn and the staff mailed once", async () => {
    const sup = await addSupplier("Hurtownia z adresem", 2);
    await importFeedText(env.DB, feedC, { fileName: "c", partial: false, supplierId: sup, profile: WHOLESALER_C_PROFILE, now: NOW });
    const pieces = async () =>
      (await env.DB.prepare("SELECT COALESCE(SUM(stock), 0) AS n FROM supplier_offers WHERE supplier_id = ?1")
        .bind(sup)
        .first<{ n: number }>())!.n;
    const before = await pieces();
    expect(before).toBeGreaterThan(0);
    // Due every 60 minutes, last good feed at NOW, withdrawn after 24 hours without one.
    await env.DB.prepare(
      "UPDATE suppliers SET feed_url = 'http://127.0.0.1/oferta.csv', feed_every_minutes = 60, feed_stale_hours = 24, feed_ok_at = ?2 WHERE id = ?1",
    )
      .bind(sup, NOW)
      .run();
    const hour = 3_600_000;
    const first = await runFeedSchedule(env, NOW + 2 * hour);
    expect(first.failed).toContain(sup);
    expect(first.fetched).not.toContain(sup);
    const state = await env.DB.prepare("SELECT feed_error, feed_checked_at FROM suppliers WHERE id = ?1")
      .bind(sup)
      .first<{ feed_error: string; feed_checked_at: number }>();
    expect(state?.feed_error).toContain("sieć wewnętrzną");
    expect(state?.feed_checked_at).toBe(NOW + 2 * hour);
    expect(await pieces()).toBe(before);
    // Not due again within the hour.
    expect((await runFeedSchedule(env, NOW + 2 * hour + 60_000)).failed).not.toContain(sup);
    // A day without a good feed: its offers are withdrawn, the staff told once.
    const stale = await runFeedSchedule(env, NOW + 25 * hour);
    expect(stale.withdrawn).toEqual([sup]);
    expect(await pieces()).toBe(0);
    const mails = await env.DB.prepare("SELECT subject FROM mail_outbox WHERE subject LIKE '%Hurtownia z adresem%'").all<{
      subject: string;
    }>();
    expect(mails.results.map((mail) => mail.subject)).toEqual(["Oferty dostawcy Hurtownia z adresem wycofane: brak aktualnego pliku"]);
    expect((await runFeedSchedule(env, NOW + 26 * hour)).withdrawn).toEqual([]);
  });
});

describe("the back office", () => {
  it("refuses a feed address inside the network with the fetch's own reason, in Polish", async () => {
    const answer = await staffApi("POST", "/staff/suppliers", {
      name: "Hurtownia z sieci wewnętrznej",
      delivery_days: 1,
      drop_shipping: false,
      cutoff_hour: 12,
      feed_url: "http://192.168.1.10/oferta.xml",
      feed_full: true,
      feed_every_minutes: 60,
      feed_stale_hours: 48,
      active: true,
    });
    expect(answer.status).toBe(400);
    const body = (await answer.json()) as { error_code: string; fields: { path: string; message: string }[] };
    expect(body.error_code).toBe("VALIDATION_ERROR");
    expect(body.fields).toEqual([{ path: "feed_url", message: expect.stringContaining("sieć wewnętrzną") }]);
  });

  it("lists suppliers with their offers and stock", async () => {
    const answer = await staffApi("GET", "/staff/suppliers");
    const { suppliers } = (await answer.json()) as { suppliers: { id: number; name: string; offers: number; ownWarehouse: boolean }[] };
    expect(suppliers[0]).toMatchObject({ id: 1, name: "Magazyn własny", ownWarehouse: true });
    expect(suppliers.find((supplier) => supplier.id === b)?.offers).toBeGreaterThan(0);
    expect((await get("/api/v1/staff/suppliers")).status).toBe(401);
  });
});
