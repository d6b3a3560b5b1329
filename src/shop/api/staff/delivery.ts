import { Hono } from "hono";
import * as v from "valibot";
import { groszeOf, validate } from "../../../common/api";
import { forgetIsolateCache } from "../../../common/cache/with-cache";
import { DELIVERY_PRICE_MAX_GROSZE, DELIVERY_PRICINGS, DELIVERY_SLUG_PATTERN } from "../../../common/config/orders";
import { forgetDeliveryOffer } from "../../../common/delivery";
import { ShopError } from "../../../common/errors";
import { formatZloty } from "../../../common/i18n/money";
import { siteSettings } from "../../../common/site-settings";
import { database } from "../../db/client";
import { readDeliveryMethods, updateDeliveryMethod } from "../../db/queries/delivery-methods";
import type { StaffApiEnv } from "../../env";

const MAX_TEXT = `Najwyżej ${formatZloty(DELIVERY_PRICE_MAX_GROSZE / 100)}.`;

/** A money field of the form: "25", "25,00", "25.5" → grosze; blank is `blank` (null: not set). */
const moneyField = (label: string, blank: number | null) =>
  v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((text) => (text?.trim() ? text.trim() : null)),
    v.check((text) => text === null || groszeOf(text) !== null, `${label}: podaj kwotę w złotych, np. 25,00.`),
    v.transform((text) => (text === null ? blank : groszeOf(text)!)),
    v.check((grosze) => grosze === null || grosze <= DELIVERY_PRICE_MAX_GROSZE, `${label}: ${MAX_TEXT}`),
  );

const slugParam = v.object({ slug: v.pipe(v.string(), v.regex(DELIVERY_SLUG_PATTERN, "Nie ma takiego sposobu dostawy.")) });

/** What an owner sets of a method (the back office's form, or a program). */
const methodInput = v.object({
  name: v.pipe(
    v.string("Podaj nazwę sposobu dostawy."),
    v.trim(),
    v.nonEmpty("Podaj nazwę sposobu dostawy, np. „Kurier”."),
    v.maxLength(60, "Nazwa może mieć najwyżej 60 znaków."),
  ),
  price: moneyField("Cena dostawy", 0),
  pricing: v.picklist(DELIVERY_PRICINGS, "Wybierz, czy cena jest za zamówienie, czy za paczkę."),
  free_from_tyres: v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((text) => (text?.trim() ? text.trim() : null)),
    v.check(
      (text) => text === null || (/^\d{1,2}$/.test(text) && Number(text) >= 1),
      "Próg liczby opon: podaj liczbę od 1 do 99 albo zostaw puste pole.",
    ),
    v.transform((text) => (text === null ? null : Number(text))),
  ),
  free_from: v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((text) => (text?.trim() ? text.trim() : null)),
    v.check((text) => text === null || groszeOf(text) !== null, "Próg kwoty: podaj kwotę w złotych, np. 500,00, albo zostaw puste pole."),
    v.transform((text) => (text === null ? null : groszeOf(text)!)),
  ),
  cod_allowed: v.boolean("Zaznacz, czy można zapłacić przy odbiorze."),
  cod_fee: moneyField("Opłata za płatność przy odbiorze", 0),
  active: v.boolean("Zaznacz, czy sposób dostawy jest dostępny."),
  position: v.pipe(
    v.string("Podaj kolejność (liczba od 0 do 99)."),
    v.trim(),
    v.regex(/^\d{1,2}$/, "Kolejność: podaj liczbę od 0 do 99."),
    v.transform(Number),
  ),
});

export type StaffDeliveryMethodInput = v.InferInput<typeof methodInput>;

/**
 * Delivery methods (/api/v1/staff/delivery, issue 36): every member reads them, only an owner
 * changes them (prices are the shop's offer to every buyer). Each change is audited
 * ("delivery-method") and applies to the next checkout and order at once.
 */
export const staffDeliveryApi = new Hono<StaffApiEnv>()
  .get("/", async (c) => {
    const methods = await readDeliveryMethods(database(c.env.DB));
    return c.json({ methods, pickup: siteSettings(c.env).pickup });
  })
  .put("/:slug", validate("param", slugParam), validate("json", methodInput), async (c) => {
    if (c.var.staff.role !== "owner")
      throw new ShopError("FORBIDDEN", { message: "Ceny i sposoby dostawy może zmieniać tylko właściciel sklepu." });
    const { slug } = c.req.valid("param");
    const input = c.req.valid("json");
    const db = database(c.env.DB);
    const methods = await readDeliveryMethods(db);
    const method = methods.find((entry) => entry.slug === slug);
    if (!method) throw new ShopError("NOT_FOUND", { message: "Nie ma takiego sposobu dostawy." });
    const fields: { path: string; message: string }[] = [];
    if (input.active && method.kind === "pickup" && siteSettings(c.env).pickup === null)
      fields.push({
        path: "active",
        message:
          "Odbioru osobistego nie można włączyć: brakuje adresu magazynu w konfiguracji sklepu (PICKUP_STREET, PICKUP_POSTAL_CODE, PICKUP_CITY).",
      });
    if (!input.active && !methods.some((entry) => entry.active && entry.slug !== slug))
      fields.push({
        path: "active",
        message: "To jedyny dostępny sposób dostawy: najpierw włącz inny, żeby kupujący mieli z czego wybrać.",
      });
    if (!input.cod_allowed && (input.cod_fee ?? 0) > 0)
      fields.push({ path: "cod_fee", message: "Opłata za płatność przy odbiorze ma sens tylko, gdy taka płatność jest dostępna." });
    if (fields.length) throw new ShopError("VALIDATION_ERROR", { fields });
    const saved = await updateDeliveryMethod(
      db,
      slug,
      {
        name: input.name,
        priceGross: input.price ?? 0,
        pricing: input.pricing,
        freeFromTyres: input.free_from_tyres,
        freeFromGross: input.free_from,
        codAllowed: input.cod_allowed,
        codFeeGross: input.cod_fee ?? 0,
        active: input.active,
        position: input.position,
      },
      c.var.staff,
      Date.now(),
    );
    if (!saved) throw new ShopError("NOT_FOUND", { message: "Nie ma takiego sposobu dostawy." });
    // The header's promise and the pages quoting prices read the methods again (this isolate at once).
    forgetDeliveryOffer();
    forgetIsolateCache();
    return c.json({ method: saved });
  });
