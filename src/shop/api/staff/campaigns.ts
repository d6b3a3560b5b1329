import { eq } from "drizzle-orm";
import { Hono, type MiddlewareHandler } from "hono";
import * as v from "valibot";
import {
  amountField,
  dayField,
  multiLine,
  optionalText,
  optionalWholeNumberField,
  requiredText,
  validate,
  wholeNumberField,
} from "../../../common/api";
import { forgetIsolateCache } from "../../../common/cache/with-cache";
import { CAMPAIGN_LIMITS } from "../../../common/config/orders";
import { SEASONS } from "../../../common/config/storefront";
import { ShopError } from "../../../common/errors";
import { warsawDayEnd, warsawDayStart, warsawToday } from "../../../common/i18n/calendar";
import { formatZloty } from "../../../common/i18n/money";
import { slugify } from "../../../common/reference/producers";
import { database } from "../../db/client";
import { failedWith } from "../../db/queries/d1-batch";
import { readAuditTrail } from "../../db/queries/staff";
import {
  type CampaignChange,
  createCampaign,
  deleteCampaign,
  readStaffCampaign,
  readStaffCampaigns,
  type StaffCampaignRow,
  updateCampaign,
} from "../../db/queries/staff-campaigns";
import { producers } from "../../db/schema";
import { campaignReward } from "../../db/queries/campaign-columns";
import type { StaffApiEnv } from "../../env";
import { conditionsSummary } from "../campaigns";

const { maxQuantity, minRim, maxRim, maxRewardGrosze } = CAMPAIGN_LIMITS;

/** Runs of spaces and line breaks as one space. */
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/** What an owner sets of a campaign (the back office's form, or a program), with Polish messages. */
const campaignFields = {
  name: requiredText(80, "Podaj nazwę promocji, np. „Zimowa wymiana”.", "Nazwa może mieć najwyżej 80 znaków."),
  // Typed in a textarea; a banner and a rules paragraph are one run of text: line breaks become spaces.
  description: multiLine(
    v.pipe(
      requiredText(300, "Napisz zapowiedź promocji: co kupujący musi kupić i co dostanie.", "Zapowiedź może mieć najwyżej 300 znaków."),
      v.transform(oneLine),
      v.minLength(20, "Zapowiedź jest za krótka: napisz, co trzeba kupić i co się dostaje (co najmniej 20 znaków)."),
    ),
  ),
  starts_on: dayField("Podaj dzień rozpoczęcia promocji."),
  ends_on: dayField("Podaj ostatni dzień promocji."),
  link_path: v.pipe(
    v.string("Podaj adres strony z oponami w promocji."),
    v.trim(),
    v.nonEmpty("Podaj adres strony z oponami w promocji, np. /opony/zimowe."),
    v.maxLength(200, "Adres może mieć najwyżej 200 znaków."),
    // Not "//host" nor "/\\host", which browsers read as another site.
    v.regex(/^\/(?![/\\])[^\s<>"\\]*$/, "Podaj adres strony tego sklepu zaczynający się od „/”, np. /opony/zimowe albo /opony/michelin."),
  ),
  producer: v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((text) => (text?.trim() ? text.trim() : null)),
  ),
  season: v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((text) => (text?.trim() ? text.trim() : null)),
    v.check((text) => text === null || (SEASONS as readonly string[]).includes(text), "Wybierz sezon z listy."),
    v.transform((text) => text as (typeof SEASONS)[number] | null),
  ),
  min_quantity: wholeNumberField(1, maxQuantity, `Liczba opon w zamówieniu: od 1 do ${maxQuantity}.`),
  min_rim: optionalWholeNumberField(minRim, maxRim, `Średnica: od ${minRim} do ${maxRim} cali albo puste pole.`),
  max_rim: optionalWholeNumberField(minRim, maxRim, `Średnica: od ${minRim} do ${maxRim} cali albo puste pole.`),
  reward_name: requiredText(
    120,
    "Napisz, co otrzyma kupujący, np. „elektroniczną kartę podarunkową”.",
    "Nazwa nagrody może mieć najwyżej 120 znaków.",
  ),
  reward_value: v.pipe(
    amountField("Podaj wartość nagrody w złotych, np. 200,00.", "Podaj wartość nagrody w złotych, np. 200,00."),
    v.check((grosze) => grosze <= maxRewardGrosze, `Wartość nagrody: najwyżej ${formatZloty(maxRewardGrosze / 100)}.`),
  ),
  reward_details: multiLine(
    v.pipe(
      optionalText(600, "Opis nagrody może mieć najwyżej 600 znaków."),
      v.transform((text) => oneLine(text ?? "")),
    ),
  ),
  reward_handover: v.picklist(["email", "courier"], "Wybierz, jak nagroda dotrze do kupującego."),
  reward_issuer: v.pipe(
    optionalText(200, "Najwyżej 200 znaków."),
    v.transform((text) => text || null),
  ),
  reward_brand: v.pipe(
    optionalText(60, "Najwyżej 60 znaków."),
    v.transform((text) => text || null),
  ),
  on_home: v.boolean("Zaznacz, czy pokazać baner na stronie głównej."),
  position: wholeNumberField(0, 99, "Kolejność: liczba od 0 do 99."),
};

/** A campaign's fields; a new one also names its address (/promocje/{slug}; blank: made from the name), fixed once made. */
const campaignInput = v.pipe(
  v.object({
    ...campaignFields,
    slug: v.pipe(
      v.optional(v.nullable(v.string()), null),
      v.transform((text) => text?.trim() ?? ""),
      v.maxLength(60, "Adres może mieć najwyżej 60 znaków."),
    ),
  }),
  v.forward(
    // Across fields, each reported at the field a person would correct (also beside other fields' errors).
    v.partialCheck(
      [["starts_on"], ["ends_on"]],
      (input) => input.ends_on >= input.starts_on,
      "Ostatni dzień nie może być wcześniejszy niż pierwszy.",
    ),
    ["ends_on"],
  ),
  v.forward(
    v.partialCheck(
      [["min_rim"], ["max_rim"]],
      (input) => input.min_rim === null || input.max_rim === null || input.min_rim <= input.max_rim,
      "Największa średnica nie może być mniejsza od najmniejszej.",
    ),
    ["max_rim"],
  ),
);

export type StaffCampaignInput = v.InferInput<typeof campaignInput>;

const idParam = v.object({
  id: v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/, "Nie ma takiej promocji."), v.transform(Number)),
});

/** A campaign as the back office reads it: dates as Warsaw days, money in grosze, the conditions in words. */
function staffCampaign(row: StaffCampaignRow, now: number) {
  return {
    ...row,
    starts_on: warsawToday(row.startsAt),
    ends_on: warsawToday(row.endsAt),
    state: now < row.startsAt ? ("planned" as const) : now > row.endsAt ? ("ended" as const) : ("running" as const),
    conditions: conditionsSummary({ ...row, producer: row.producerName }),
    reward: campaignReward(row),
  };
}

type CampaignInput = v.InferOutput<typeof campaignInput>;

/** The input as the campaigns table stores it; the producer named by slug must exist. */
async function changeOf(db: ReturnType<typeof database>, input: CampaignInput): Promise<CampaignChange> {
  let producerId: number | null = null;
  if (input.producer !== null) {
    const producer = await db.select({ id: producers.id }).from(producers).where(eq(producers.slug, input.producer)).get();
    if (!producer) throw new ShopError("VALIDATION_ERROR", { fields: [{ path: "producer", message: "Wybierz producenta z listy." }] });
    producerId = producer.id;
  }
  return {
    name: input.name,
    description: input.description,
    startsAt: warsawDayStart(input.starts_on)!,
    // Inclusive, as every campaign query compares: the last millisecond of the last day.
    endsAt: warsawDayEnd(input.ends_on)! - 1,
    linkPath: input.link_path,
    producerId,
    season: input.season,
    minQuantity: input.min_quantity,
    minRim: input.min_rim,
    maxRim: input.max_rim,
    rewardName: input.reward_name,
    rewardDetails: input.reward_details ?? "",
    rewardValue: input.reward_value,
    rewardIssuer: input.reward_issuer ?? null,
    rewardHandover: input.reward_handover,
    rewardBrand: input.reward_brand ?? null,
    onHome: input.on_home,
    position: input.position,
  };
}

/** The producers a campaign's form offers, by name. */
const producerChoices = (db: ReturnType<typeof database>) =>
  db.select({ slug: producers.slug, name: producers.name }).from(producers).orderBy(producers.name);

/** Before anything is read of the request: a member who is not an owner gets 403, whatever they sent. */
const ownersWrite: MiddlewareHandler<StaffApiEnv> = async (c, next) => {
  if (c.var.staff.role !== "owner")
    throw new ShopError("FORBIDDEN", { message: "Promocje może zakładać i zmieniać tylko właściciel sklepu." });
  await next();
};

/** What a campaign that has begun keeps: buyers take part on these terms (its published rules). */
const FIXED_ONCE_STARTED = [
  ["starts_on", (row: CampaignChange) => row.startsAt],
  ["min_quantity", (row: CampaignChange) => row.minQuantity],
  ["producer", (row: CampaignChange) => row.producerId],
  ["season", (row: CampaignChange) => row.season],
  ["min_rim", (row: CampaignChange) => row.minRim],
  ["max_rim", (row: CampaignChange) => row.maxRim],
  ["reward_name", (row: CampaignChange) => row.rewardName],
  ["reward_value", (row: CampaignChange) => row.rewardValue],
  ["reward_details", (row: CampaignChange) => row.rewardDetails ?? ""],
  ["reward_handover", (row: CampaignChange) => row.rewardHandover],
  ["reward_issuer", (row: CampaignChange) => row.rewardIssuer],
  ["reward_brand", (row: CampaignChange) => row.rewardBrand],
] as const;

/**
 * A change to a campaign that has begun: its start, conditions and reward stay (buyers' orders
 * were placed on them), and it ends today at the earliest (orders placed so far keep the time to
 * register). Name, announcement, tyres page and banner may change. Field by field, in Polish.
 */
function refusedOnceStarted(before: StaffCampaignRow, change: CampaignChange, today: string): { path: string; message: string }[] {
  const was = { ...before, rewardDetails: before.rewardDetails ?? "" };
  // A reward nobody had described yet may be described now (the rules named the announcement instead).
  const fixed = before.rewardName === null ? FIXED_ONCE_STARTED.filter(([path]) => !path.startsWith("reward_")) : FIXED_ONCE_STARTED;
  const fields: { path: string; message: string }[] = fixed
    .filter(([, value]) => value(was) !== value(change))
    .map(([path]) => ({
      path,
      message:
        "Promocja już się zaczęła: kupujący biorą w niej udział na tych warunkach, więc tego nie zmienisz. Możesz ją zakończyć i utworzyć nową.",
    }));
  if (change.endsAt !== before.endsAt && warsawToday(change.endsAt) < today)
    fields.push({ path: "ends_on", message: "Trwającą promocję można zakończyć najwcześniej dziś." });
  return fields;
}

/**
 * Campaigns (/api/v1/staff/campaigns, issue 39): every member reads them, only an owner creates,
 * changes or removes one (its rules bind the shop). Each change is audited ("campaign") and marks
 * the campaign's offers again by its conditions; the home page's banners and the campaign's page
 * show it at once in this isolate (the panel forgets the cached pages).
 */
export const staffCampaignsApi = new Hono<StaffApiEnv>()
  .get("/", async (c) => {
    const now = Date.now();
    const db = database(c.env.DB);
    const [rows, producerRows] = await Promise.all([readStaffCampaigns(db), producerChoices(db)]);
    return c.json({ campaigns: rows.map((row) => staffCampaign(row, now)), producers: producerRows, today: warsawToday(now) });
  })
  .get("/:id", validate("param", idParam), async (c) => {
    const { id } = c.req.valid("param");
    const db = database(c.env.DB);
    const [row, history, producerRows] = await Promise.all([
      readStaffCampaign(db, id),
      readAuditTrail(db, "campaign", id),
      producerChoices(db),
    ]);
    if (!row) throw new ShopError("NOT_FOUND", { message: "Nie ma takiej promocji." });
    return c.json({ campaign: staffCampaign(row, Date.now()), history, producers: producerRows });
  })
  .post("/", ownersWrite, validate("json", campaignInput), async (c) => {
    const input = c.req.valid("json");
    const now = Date.now();
    const slug = slugify(input.slug || input.name)
      .slice(0, 60)
      .replace(/-+$/, "");
    const fields: { path: string; message: string }[] = [];
    if (!slug) fields.push({ path: "slug", message: "Adres promocji musi zawierać litery lub cyfry." });
    // Not backdated: orders placed before it existed would meet it afterwards.
    if (input.starts_on < warsawToday(now)) fields.push({ path: "starts_on", message: "Promocja może zacząć się najwcześniej dziś." });
    if (input.ends_on < warsawToday(now))
      fields.push({ path: "ends_on", message: "Ta data już minęła: promocja musi trwać co najmniej do dziś." });
    if (fields.length) throw new ShopError("VALIDATION_ERROR", { fields });
    const db = database(c.env.DB);
    const change = await changeOf(db, input);
    try {
      const id = await createCampaign(db, slug, change, input.producer, c.var.staff, now);
      forgetIsolateCache();
      return c.json({ campaign: staffCampaign((await readStaffCampaign(db, id))!, now) }, 201);
    } catch (error) {
      if (!failedWith(error, "UNIQUE constraint failed: campaigns.slug")) throw error;
      throw new ShopError("VALIDATION_ERROR", {
        fields: [{ path: "slug", message: `Promocja o adresie /promocje/${slug} już istnieje: podaj inny adres.` }],
      });
    }
  })
  // A campaign's address stays what it was made with: `slug` is not read here.
  .put("/:id", ownersWrite, validate("param", idParam), validate("json", campaignInput), async (c) => {
    const { id } = c.req.valid("param");
    const db = database(c.env.DB);
    const now = Date.now();
    const input = c.req.valid("json");
    const before = await readStaffCampaign(db, id);
    if (!before) throw new ShopError("NOT_FOUND", { message: "Nie ma takiej promocji." });
    const change = await changeOf(db, input);
    // The form speaks in days: a day left as it was keeps its stored instant (a seeded campaign's is not midnight).
    if (warsawToday(change.startsAt) === warsawToday(before.startsAt)) change.startsAt = before.startsAt;
    if (warsawToday(change.endsAt) === warsawToday(before.endsAt)) change.endsAt = before.endsAt;
    if (before.startsAt <= now) {
      const fields = refusedOnceStarted(before, change, warsawToday(now));
      if (fields.length) throw new ShopError("VALIDATION_ERROR", { fields });
    }
    const saved = await updateCampaign(db, before, change, input.producer, c.var.staff, now);
    if (!saved) throw new ShopError("NOT_FOUND", { message: "Nie ma takiej promocji." });
    forgetIsolateCache();
    return c.json({ campaign: staffCampaign(saved, now) });
  })
  .delete("/:id", ownersWrite, validate("param", idParam), async (c) => {
    const { id } = c.req.valid("param");
    const outcome = await deleteCampaign(database(c.env.DB), id, c.var.staff, Date.now());
    if (outcome === "missing") throw new ShopError("NOT_FOUND", { message: "Nie ma takiej promocji." });
    if (outcome === "registered")
      throw new ShopError("CONFLICT", {
        message:
          "Do tej promocji zgłoszono już zamówienia, więc nie można jej usunąć: nagrody trzeba wydać. Zakończ ją, zmieniając ostatni dzień.",
      });
    forgetIsolateCache();
    return c.json({ ok: true, campaign: outcome });
  });
