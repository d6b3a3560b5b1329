import { and, eq, inArray, sql } from "drizzle-orm";
import { MAX_BASKET_LINES } from "../../../common/config/orders";
import { REFUSALS } from "../../../common/i18n/refusals";
import { toHex } from "../../../common/encoding";
import { vatOf } from "../../../common/vat";
import { ShopError } from "../../../common/errors";
import { seasonName } from "../../../common/i18n/seasons";
import type { Database } from "../client";
import { reductionsFor, type Reduction } from "./omnibus";
import { runningAt } from "./campaign-columns";
import { campaigns, campaignVariants, checkoutLines, checkouts, producers, treadModels, tyres, variants } from "../schema";

/** Money leaves the API as a string with two decimals: 123450 grosze → "1234.50". */
export function moneyString(grosze: number): string {
  // A correction's difference is negative: the sign goes before the whole amount ("-446.35").
  const sign = grosze < 0 ? "-" : "";
  const whole = Math.abs(grosze);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, "0")}`;
}

export { vatOf };

export const CHECKOUT_TOKEN_PATTERN = /^[a-f0-9]{32}$/;

function reductionAnswer(reduction: Reduction | undefined): { lowest_30_days: string; percent: number } | null {
  return reduction ? { lowest_30_days: moneyString(reduction.lowest30), percent: reduction.percent } : null;
}

function newToken(): string {
  return toHex(crypto.getRandomValues(new Uint8Array(16)));
}

/** The checkout as the API answers it (SPEC §3), totals computed here from D1 prices. */
export async function readCheckout(db: Database, token: string) {
  const checkout = await db.query.checkouts.findFirst({ where: eq(checkouts.token, token) });
  if (!checkout) return null;
  const rows = await db
    .select({
      variantId: variants.id,
      sku: variants.sku,
      quantity: checkoutLines.quantity,
      price: variants.price,
      // A hidden offer (back office) reads as sold out: the basket shows it so, and no order takes it.
      stock: sql<number>`CASE WHEN ${variants.hidden} THEN 0 ELSE ${variants.stock} END`.as("line_stock"),
      productionYear: variants.productionYear,
      deliveryDays: variants.deliveryDays,
      sourceCutoffHour: variants.sourceCutoffHour,
      isMain: variants.isMain,
      tyreSlug: tyres.slug,
      season: tyres.season,
      vehicleType: tyres.vehicleType,
      width: tyres.width,
      profile: tyres.profile,
      rim: tyres.rim,
      loadIndex: tyres.loadIndex,
      speedIndex: tyres.speedIndex,
      xl: tyres.xl,
      cargo: tyres.cargo,
      runFlat: tyres.runFlat,
      imageKey: tyres.imageKey,
      producer: sql<string>`${producers.name}`.as("producer_name"),
      model: sql<string>`${treadModels.name}`.as("model_name"),
    })
    .from(checkoutLines)
    .innerJoin(variants, eq(variants.id, checkoutLines.variantId))
    .innerJoin(tyres, eq(tyres.id, variants.tyreId))
    .innerJoin(producers, eq(producers.id, tyres.producerId))
    .innerJoin(treadModels, eq(treadModels.id, tyres.modelId))
    .where(eq(checkoutLines.checkoutToken, token))
    .orderBy(checkoutLines.addedAt);
  const lineCampaigns = rows.length
    ? await db
        .select({ variantId: campaignVariants.variantId, name: campaigns.name, slug: campaigns.slug })
        .from(campaignVariants)
        .innerJoin(campaigns, eq(campaigns.id, campaignVariants.campaignId))
        // Only a running campaign's badge (a planned or ended one keeps its marks, issue 39).
        .where(
          and(
            inArray(
              campaignVariants.variantId,
              rows.map((row) => row.variantId),
            ),
            runningAt(Date.now()),
          ),
        )
    : [];
  // The basket shows a reduced offer's Omnibus line as every other place does (one query over the lines' history).
  const reductions = await reductionsFor(
    db.$client,
    rows.map((row) => ({ id: row.variantId, price: row.price })),
    Date.now(),
  );
  const total = rows.reduce((sum, row) => sum + row.price * row.quantity, 0);
  return {
    token,
    lines: rows.map((row) => ({
      sku: row.sku,
      quantity: row.quantity,
      price: moneyString(row.price),
      total_price: moneyString(row.price * row.quantity),
      stock: row.stock,
      /** The announced reduction: the lowest price of the 30 days before it ("449.00") and the percent below it. */
      reduction: reductionAnswer(reductions.get(row.variantId)),
      variant: {
        product: {
          shop_name: `${row.producer} ${row.model} ${row.width}/${row.profile} R${row.rim} ${row.loadIndex}${row.speedIndex}${row.xl ? " XL" : ""}`,
          producer: row.producer,
          tread: row.model,
          season: seasonName(row.season),
          size: `${row.width}/${row.profile} R${row.rim}`,
          load_index: row.loadIndex,
          speed_index: row.speedIndex,
          tyre_type: row.vehicleType,
          /** Construction the basket's advice reads: same-axle (client/islands/basket/advice.ts) and the chosen car's XL need (src/common/car-fit.ts). */
          xl: row.xl,
          cargo: row.cargo,
          run_flat: row.runFlat,
          slug: row.tyreSlug,
          /** R2 key of the tyre's photo (src/common/images.ts tyreImage); null: the default image. */
          image_key: row.imageKey,
        },
        is_main: row.isMain,
        production_year: row.productionYear,
        /** Working days its source needs to reach the shop's dispatch (0: own warehouse): the delivery date's input. */
        delivery_days: row.deliveryDays,
        /** Its wholesaler's order cut-off hour (null: own stock): an order after it leaves a day later. */
        source_cutoff_hour: row.sourceCutoffHour,
        campaigns: lineCampaigns
          .filter((campaign) => campaign.variantId === row.variantId)
          .map((campaign) => ({ name: campaign.name, slug: campaign.slug })),
      },
    })),
    lines_count: rows.length,
    total_gross_amount: moneyString(total),
    /** The VAT 23 % included in the total. */
    vat_amount: moneyString(vatOf(total)),
  };
}

/**
 * Sets one line of a checkout (creating the checkout when there is no token). Quantity 0 removes
 * the line. A quantity above the stock, a sold-out offer or one hidden by staff, is refused with
 * VARIANT_SOLD_OUT and nothing is written. Returns the token.
 */
export async function setCheckoutLine(
  db: Database,
  input: { token?: string; sku: string; quantity: number; now: number },
): Promise<string> {
  const variant = await db.query.variants.findFirst({
    where: eq(variants.sku, input.sku),
    columns: { id: true, stock: true, hidden: true },
  });
  if (!variant) throw new ShopError("NOT_FOUND", { message: REFUSALS.basket.offerUnknown });
  // A hidden offer is not for sale: as if sold out (a stale page may still offer it); removing it stays possible.
  if (input.quantity > 0 && (variant.hidden || input.quantity > variant.stock)) throw new ShopError("VARIANT_SOLD_OUT");

  if (!input.token) {
    if (input.quantity === 0) {
      throw new ShopError("VALIDATION_ERROR", { fields: [{ path: "quantity", message: REFUSALS.basket.quantityAtLeastOne }] });
    }
    const token = newToken();
    await db.batch([
      db.insert(checkouts).values({ token, createdAt: input.now, updatedAt: input.now }),
      db.insert(checkoutLines).values({ checkoutToken: token, variantId: variant.id, quantity: input.quantity, addedAt: input.now }),
    ]);
    return token;
  }

  const checkout = await db.query.checkouts.findFirst({ where: eq(checkouts.token, input.token), columns: { token: true } });
  if (!checkout) throw new ShopError("NOT_FOUND", { message: REFUSALS.basket.basketUnknown });
  const line = and(eq(checkoutLines.checkoutToken, input.token), eq(checkoutLines.variantId, variant.id));
  if (input.quantity > 0) {
    const held = await db
      .select({ variantId: checkoutLines.variantId })
      .from(checkoutLines)
      .where(eq(checkoutLines.checkoutToken, input.token));
    if (held.length >= MAX_BASKET_LINES && !held.some((row) => row.variantId === variant.id)) {
      throw new ShopError("VALIDATION_ERROR", {
        message: REFUSALS.basket.tooManyLines(MAX_BASKET_LINES),
        fields: [{ path: "sku", message: REFUSALS.basket.tooManyLines(MAX_BASKET_LINES) }],
      });
    }
  }
  await db.batch([
    input.quantity === 0
      ? db.delete(checkoutLines).where(line)
      : db
          .insert(checkoutLines)
          .values({ checkoutToken: input.token, variantId: variant.id, quantity: input.quantity, addedAt: input.now })
          .onConflictDoUpdate({ target: [checkoutLines.checkoutToken, checkoutLines.variantId], set: { quantity: input.quantity } }),
    db.update(checkouts).set({ updatedAt: input.now }).where(eq(checkouts.token, input.token)),
  ]);
  return input.token;
}
