import { Hono } from "hono";
import * as v from "valibot";
import { validate } from "../../../common/api";
import { ShopError } from "../../../common/errors";
import { REFUSALS } from "../../../common/i18n/refusals";
import { confirmationNeeded, priceBoundsMessage, priceInBounds } from "../../../common/price-guard";
import { PRODUCERS } from "../../../common/reference/producers";
import { SEASONS } from "../../../common/config/storefront";
import { readPriceRules } from "../../pricing/store";
import { database } from "../../db/client";
import { moneyString } from "../../db/queries/checkout";
import { auditEntry } from "../../db/queries/staff";
import type { StaffApiEnv } from "../../env";
import { grossOf, PRICE_ROUNDINGS, PRICE_RULE_SCOPES, TIER_LABELS } from "../../pricing/price-rules";
import { repriceOffers, writePrices } from "../../pricing/reprice";

const idParam = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, "Numer musi być liczbą.")) });

/** "429.00", "429", "429,5" → grosze; the form's money fields. */
const money = (message: string) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.regex(/^\d{1,6}([.,]\d{1,2})?$/, message),
    v.transform((text) => {
      const [whole = "0", fraction = ""] = text.split(/[.,]/);
      return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
    }),
  );
const optionalMoney = (message: string) =>
  v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((text) => (text?.trim() ? text.trim() : null)),
    v.check((text) => text === null || /^\d{1,6}([.,]\d{1,2})?$/.test(text), message),
    v.transform((text) => (text === null ? null : v.parse(money(message), text))),
  );

const TIERS = Object.keys(TIER_LABELS);

const ruleInput = v.pipe(
  v.object({
    scope: v.picklist(PRICE_RULE_SCOPES, "Wybierz, których opon dotyczy reguła."),
    scope_value: v.pipe(
      v.optional(v.nullable(v.string()), null),
      v.transform((text) => (text?.trim() ? text.trim() : null)),
    ),
    markup_percent: v.pipe(
      v.string("Marżę podaj w procentach, np. 25 albo 12,5."),
      v.trim(),
      v.regex(/^\d{1,3}([.,]\d{1,2})?$/, "Marżę podaj w procentach, np. 25 albo 12,5."),
      v.transform((text) => Math.round(Number(text.replace(",", ".")) * 100)),
      v.maxValue(50_000, "Marża może wynosić najwyżej 500 %."),
    ),
    min_margin: v.pipe(
      v.optional(v.string(), "0"),
      v.transform((text) => text.trim() || "0"),
      money("Minimalną marżę podaj w złotych netto, np. 20 albo 20,00."),
    ),
    rounding: v.picklist(PRICE_ROUNDINGS, "Wybierz zaokrąglenie ceny."),
    floor: optionalMoney("Cenę minimalną podaj w złotych brutto, np. 150,00."),
    ceiling: optionalMoney("Cenę maksymalną podaj w złotych brutto, np. 2000,00."),
  }),
  v.check(
    (rule) => rule.scope === "all" || rule.scope_value !== null,
    "Wskaż, którego dostawcy, producenta, klasy albo sezonu dotyczy reguła.",
  ),
  v.check((rule) => rule.scope !== "tier" || TIERS.includes(rule.scope_value ?? ""), "Nieznana klasa producenta."),
  v.check((rule) => rule.scope !== "season" || (SEASONS as readonly string[]).includes(rule.scope_value ?? ""), "Nieznany sezon."),
  v.check(
    (rule) => rule.floor === null || rule.ceiling === null || rule.floor <= rule.ceiling,
    "Cena minimalna nie może być wyższa od maksymalnej.",
  ),
);

/** Offers whose new price is held for staff, with what they cost and would sell at. */
async function heldOffers(d1: D1Database) {
  const { results } = await d1
    .prepare(
      `SELECT v.id, v.sku, v.price, v.held_price, v.hidden, t.slug, p.name AS producer, m.name AS model, t.width, t.profile, t.rim,
              t.load_index, t.speed_index,
              (SELECT MAX(so.purchase_net) FROM supplier_offers so WHERE so.variant_id = v.id AND so.stock > 0) AS purchase_net
       FROM variants v JOIN tyres t ON t.id = v.tyre_id JOIN producers p ON p.id = t.producer_id JOIN tread_models m ON m.id = t.model_id
       WHERE v.held_price IS NOT NULL ORDER BY v.id LIMIT 200`,
    )
    .all<{
      id: number;
      sku: string;
      price: number;
      held_price: number;
      hidden: number;
      slug: string;
      producer: string;
      model: string;
      width: number;
      profile: number;
      rim: number;
      load_index: string;
      speed_index: string;
      purchase_net: number | null;
    }>();
  return results.map((row) => ({
    id: row.id,
    sku: row.sku,
    /** Why it waits: below purchase, a deep cut, or null (outside the bounds: it can only be kept). */
    reason: confirmationNeeded(row.price, row.held_price, row.purchase_net === null ? null : grossOf(row.purchase_net)),
    in_bounds: priceInBounds(row.held_price),
    name: `${row.producer} ${row.model} ${row.width}/${row.profile} R${row.rim} ${row.load_index}${row.speed_index}`,
    price: row.price,
    heldPrice: row.held_price,
    hidden: row.hidden === 1,
    purchaseGross: row.purchase_net === null ? null : grossOf(row.purchase_net),
  }));
}

/**
 * Price rules and held prices (/api/v1/staff/pricing): the rules list with the names they are
 * about, adding and removing a rule, pricing every offer again, and deciding a held price
 * (publish it, or keep the current one as a manual price). Every change is audited ("price-rule", "offer").
 */
export const staffPricingApi = new Hono<StaffApiEnv>()
  .get("/", async (c) => {
    const [rules, suppliers, held] = await Promise.all([
      readPriceRules(c.env.DB),
      c.env.DB.prepare("SELECT id, name FROM suppliers ORDER BY own_warehouse DESC, name").all<{ id: number; name: string }>(),
      heldOffers(c.env.DB),
    ]);
    const producers = await c.env.DB.prepare("SELECT id, name, slug FROM producers ORDER BY name").all<{
      id: number;
      name: string;
      slug: string;
    }>();
    return c.json({
      rules,
      held,
      suppliers: suppliers.results,
      producers: producers.results.map(({ id, name }) => ({ id, name })),
      tiers: Object.entries(TIER_LABELS).map(([value, label]) => ({
        value,
        label,
        producers: PRODUCERS.filter((p) => p.tier === value).length,
      })),
    });
  })
  .post("/rules", validate("json", ruleInput), async (c) => {
    const rule = c.req.valid("json");
    const now = Date.now();
    const row = await c.env.DB.prepare(
      `INSERT INTO price_rules (scope, scope_value, markup_basis_points, min_margin_grosze, rounding, floor_grosze, ceiling_grosze, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8) RETURNING id`,
    )
      .bind(
        rule.scope,
        rule.scope === "all" ? null : rule.scope_value,
        rule.markup_percent,
        rule.min_margin,
        rule.rounding,
        rule.floor,
        rule.ceiling,
        now,
      )
      .first<{ id: number }>();
    await auditEntry(database(c.env.DB), c.var.staff, {
      entity: "price-rule",
      entityId: row?.id ?? 0,
      action: "create",
      after: rule,
      at: now,
    }).run();
    return c.json({ rule: { id: row?.id } }, 201);
  })
  .delete("/rules/:id", validate("param", idParam), async (c) => {
    const id = Number(c.req.valid("param").id);
    const before = await c.env.DB.prepare("SELECT * FROM price_rules WHERE id = ?1").bind(id).first();
    if (!before) throw new ShopError("NOT_FOUND", { message: "Nie ma takiej reguły cenowej." });
    await c.env.DB.prepare("DELETE FROM price_rules WHERE id = ?1").bind(id).run();
    await auditEntry(database(c.env.DB), c.var.staff, {
      entity: "price-rule",
      entityId: id,
      action: "delete",
      before,
      at: Date.now(),
    }).run();
    return c.json({ deleted: id });
  })
  .post("/reprice", async (c) => c.json({ summary: await repriceOffers(c.env.DB, null, Date.now()) }))
  .post("/held/:id/:decision{publish|keep}", validate("param", idParam), async (c) => {
    const id = Number(c.req.valid("param").id);
    const decision = c.req.param("decision");
    const offer = await c.env.DB.prepare("SELECT id, price, held_price, hidden FROM variants WHERE id = ?1 AND held_price IS NOT NULL")
      .bind(id)
      .first<{ id: number; price: number; held_price: number; hidden: number }>();
    if (!offer) throw new ShopError("NOT_FOUND", { message: "Ta oferta nie czeka już na decyzję." });
    // A held price is a deep cut, below purchase or out of bounds: only an owner publishes it, and
    // never outside the bounds. Keeping the current price is anyone's call.
    if (decision === "publish" && c.var.staff.role !== "owner")
      throw new ShopError("FORBIDDEN", { message: REFUSALS.staffOffers.publishOwnersOnly });
    if (decision === "publish" && !priceInBounds(offer.held_price))
      throw new ShopError("VALIDATION_ERROR", { message: priceBoundsMessage(offer.held_price) });
    const now = Date.now();
    // Publish: the held price goes on sale (shown if it was waiting hidden). Keep: the current price
    // stays. Either way it becomes the offer's manual price, so the next feed does not hold it again.
    const price = decision === "publish" ? offer.held_price : offer.price;
    await writePrices(c.env.DB, [{ id, price, held: null }], now);
    await c.env.DB.prepare(
      `UPDATE variants SET manual_price = price,
         hidden = CASE WHEN ?2 = 'publish' THEN 0 ELSE hidden END WHERE id = ?1`,
    )
      .bind(id, decision)
      .run();
    await auditEntry(database(c.env.DB), c.var.staff, {
      entity: "offer",
      entityId: id,
      action: decision === "publish" ? "held-price-published" : "held-price-kept",
      before: { price: moneyString(offer.price), held: moneyString(offer.held_price) },
      after: { price: moneyString(price) },
      at: now,
    }).run();
    return c.json({ offer: { id, price } });
  });
