import { Hono } from "hono";
import * as v from "valibot";
import { CAMPAIGN_REGISTRATION_DAYS, ORDER_NUMBER_PATTERN } from "../../common/config/orders";
import { catalogueDatabase, database } from "../db/client";
import { type ActiveCampaign, findActiveCampaign, type Ineligibility, registerOrder } from "../db/queries/campaigns";
import type { ShopApiEnv } from "../env";
import { ShopError } from "../../common/errors";
import { limitAttempts, rateLimitKey } from "../../common/rate-limit";
import { sendLater } from "../mail/send-later";
import { emailField } from "../../common/api";
import { validate } from "../../common/api";
import { formatDate } from "../../common/i18n/intl";
import type { Season } from "../../common/config/storefront";

const registration = v.object({
  order_number: v.optional(v.unknown()),
  email: emailField,
  accept_rules: v.optional(v.unknown()),
});

const plural = new Intl.PluralRules("pl-PL");

/** "oponę", "opony", "opon" after a number, with the words that agree with it (accusative). */
const TYRE_FORMS = {
  one: { tyre: "oponę", marked: "oznaczoną", season: { zimowe: "zimową", letnie: "letnią", caloroczne: "całoroczną" } },
  few: { tyre: "opony", marked: "oznaczone", season: { zimowe: "zimowe", letnie: "letnie", caloroczne: "całoroczne" } },
  many: { tyre: "opon", marked: "oznaczonych", season: { zimowe: "zimowych", letnie: "letnich", caloroczne: "całorocznych" } },
} satisfies Record<string, { tyre: string; marked: string; season: Record<Season, string> }>;

type Conditions = Pick<ActiveCampaign, "producer" | "season" | "minQuantity" | "minRim" | "maxRim">;

/** The conditions in words: "co najmniej 4 opony marki Michelin o średnicy od 16 cali oznaczone plakietką promocji". */
export function conditionsSummary(campaign: Conditions): string {
  const quantity = Math.max(1, campaign.minQuantity);
  const category = plural.select(quantity);
  const forms = TYRE_FORMS[category === "one" || category === "few" ? category : "many"];
  const { minRim, maxRim } = campaign;
  const rim =
    minRim !== null && maxRim !== null
      ? minRim === maxRim
        ? `o średnicy ${minRim} cali`
        : `o średnicy od ${minRim} do ${maxRim} cali`
      : minRim !== null
        ? `o średnicy od ${minRim} cali`
        : maxRim !== null
          ? `o średnicy do ${maxRim} cali`
          : null;
  return [
    `co najmniej ${quantity} ${forms.tyre}`,
    campaign.season ? forms.season[campaign.season] : null,
    campaign.producer ? `marki ${campaign.producer}` : null,
    rim,
    `${forms.marked} plakietką promocji`,
  ]
    .filter(Boolean)
    .join(" ");
}

/** Why an order does not take part, in the shopper's words. */
function ineligibleMessage(campaign: ActiveCampaign, why: Ineligibility): string {
  if (why.reason === "dates")
    return `To zamówienie złożono poza czasem trwania promocji (od ${formatDate(campaign.startsAt)} do ${formatDate(campaign.endsAt)}).`;
  if (why.reason === "late")
    return `Zgłoszenia przyjmujemy do ${CAMPAIGN_REGISTRATION_DAYS} dni od złożenia zamówienia, a to zamówienie złożono wcześniej.`;
  const found =
    why.counted === 0
      ? "W tym zamówieniu nie ma takich opon."
      : why.counted === 1
        ? "W tym zamówieniu jest tylko 1 taka opona."
        : `W tym zamówieniu takich opon jest tylko ${why.counted}.`;
  return `Do tej promocji zamówienie musi zawierać ${conditionsSummary(campaign)}. ${found}`;
}

/**
 * Campaigns (SPEC §8 registerCampaign): a running campaign with its conditions, and the
 * registration of an order for its reward, answering INVALID_ORDER_NUMBER, ORDER_NOT_EXISTS,
 * ALREADY_REGISTERED and RULES_NOT_ACCEPTED, plus ORDER_NOT_ELIGIBLE (with the reason) when the
 * order was placed outside the campaign or does not meet its conditions.
 */
export const campaignsApi = new Hono<ShopApiEnv>()
  .get("/:slug", async (c) => {
    const campaign = await findActiveCampaign(catalogueDatabase(c.env.DB), c.req.param("slug"), Date.now());
    if (!campaign) throw new ShopError("NOT_FOUND", { message: "Ta promocja nie trwa albo już się zakończyła." });
    return c.json({
      campaign: {
        slug: campaign.slug,
        name: campaign.name,
        description: campaign.description,
        starts_at: new Date(campaign.startsAt).toISOString(),
        ends_at: new Date(campaign.endsAt).toISOString(),
        link_path: campaign.linkPath,
        conditions: {
          producer: campaign.producer,
          season: campaign.season,
          min_quantity: campaign.minQuantity,
          min_rim: campaign.minRim,
          max_rim: campaign.maxRim,
          summary: conditionsSummary(campaign),
        },
        reward: campaign.reward && {
          name: campaign.reward.name,
          details: campaign.reward.details,
          value_grosze: campaign.reward.valueGrosze,
          issuer: campaign.reward.issuer,
          handover: campaign.reward.handover,
          brand: campaign.reward.brand,
        },
      },
    });
  })
  .post("/:slug/registrations", validate("json", registration), async (c) => {
    const db = database(c.env.DB);
    const now = Date.now();
    const campaign = await findActiveCampaign(db, c.req.param("slug"), now);
    if (!campaign) throw new ShopError("NOT_FOUND", { message: "Ta promocja nie trwa albo już się zakończyła." });
    const input = c.req.valid("json");
    const orderNumber = typeof input.order_number === "string" ? input.order_number.trim().toUpperCase() : "";
    if (!ORDER_NUMBER_PATTERN.test(orderNumber)) throw new ShopError("INVALID_ORDER_NUMBER");
    if (input.accept_rules !== true) throw new ShopError("RULES_NOT_ACCEPTED");
    // Order numbers are sequential: without a limit, one e-mail address could be probed for orders.
    await limitAttempts(db, rateLimitKey("campaign-registration", c.req.raw, c.env.ENVIRONMENT), now);
    const outcome = await registerOrder(db, campaign, orderNumber, input.email, now);
    if (outcome === "ORDER_NOT_EXISTS")
      throw new ShopError(outcome, { message: "Nie znaleźliśmy zamówienia o tym numerze złożonego z tego adresu e-mail." });
    if (typeof outcome === "object") throw new ShopError("ORDER_NOT_ELIGIBLE", { message: ineligibleMessage(campaign, outcome) });
    if (outcome !== "registered") throw new ShopError(outcome);
    sendLater(c, {
      to: input.email,
      subject: `${c.env.SITE_NAME}: zgłoszenie do promocji „${campaign.name}”`,
      text: `Dzień dobry,\n\nprzyjęliśmy zgłoszenie zamówienia ${orderNumber} do promocji „${campaign.name}”. Nagrodę przekażemy po upływie 14 dni na odstąpienie od umowy, jeśli zamówienie zostanie opłacone i zatrzymane.\n\nPozdrawiamy\n${c.env.SITE_NAME}\n`,
    });
    return c.json({ ok: true, campaign: campaign.slug, order_number: orderNumber }, 201);
  });
