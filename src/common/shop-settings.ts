import * as v from "valibot";
import {
  emailField,
  ibanField,
  nipField,
  optionalKrsField,
  optionalRegonField,
  phoneField,
  postcodeField,
  requiredText,
  wholeNumberField,
} from "./api/fields";
import { multiLine } from "./api/validation";
import { markupToPage } from "./content/page-markup";
import { ROUTES } from "./routes";
import type { SiteSettings } from "./site-settings";

/**
 * The shop's settings a retailer edits in /panel/ustawienia (issue 39), stored in D1 by section
 * (table shop_settings) over the configuration's values ([vars] in wrangler.toml, which stay the
 * defaults until a section is saved). Every page, mail and the next invoice read the result
 * (applyShopSettings); invoices already issued keep the seller they were issued with.
 */
// Appended only: a section's place names it in the audit log (settingsAuditId).
export const SHOP_SETTING_SECTIONS = ["company", "contact", "bank", "delivery", "mail", "pages", "payments"] as const;
export type ShopSettingSection = (typeof SHOP_SETTING_SECTIONS)[number];

/** "8:00", "8.00", "08:00" → "08:00"; "" when `optional` and empty; anything else is refused. */
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const asTime = (value: string) => value.replace(".", ":").replace(/^(\d):/, "0$1:");
const timeField = (missing: string) =>
  v.pipe(v.string(missing), v.trim(), v.nonEmpty(missing), v.transform(asTime), v.regex(TIME, "Godzinę podaj jako GG:MM, np. 08:00."));
const optionalTimeField = v.pipe(
  v.string("Godzinę podaj jako GG:MM, np. 09:00."),
  v.trim(),
  v.transform(asTime),
  v.check((value) => value === "" || TIME.test(value), "Godzinę podaj jako GG:MM, np. 09:00."),
);

/** Share capital in whole złoty or with grosze ("5 000", "5000,00"); empty: not stated (0). */
const shareCapitalField = v.pipe(
  v.string("Podaj kapitał zakładowy w złotych."),
  v.transform((value) => value.replace(/[\s\u00a0]|zł/g, "").replace(",", ".")),
  v.check(
    (value) => value === "" || (/^\d{1,12}(\.\d{1,2})?$/.test(value) && Number.isFinite(Number(value))),
    "Kapitał zakładowy podaj w złotych, np. 5000 albo 5 000,00.",
  ),
  v.transform((value) => (value === "" ? 0 : Number(value))),
);

const text = (max: number, missing: string) => requiredText(max, missing, `Najwyżej ${max} znaków.`);

/** An owner's own text of a page (src/common/content/page-markup.ts); empty: the shop's own text. */
const pageTextField = multiLine(
  v.pipe(
    v.optional(
      v.pipe(v.string("Tekst strony jest za długi."), v.trim(), v.maxLength(12_000, "Tekst strony może mieć najwyżej 12 000 znaków.")),
      "",
    ),
    v.check(
      (text) => text === "" || markupToPage(text) !== null,
      "Zacznij tekst od akapitu: pierwszy akapit to wprowadzenie pod tytułem strony.",
    ),
  ),
);

/** A form's checkbox ("1" ticked, "" or absent not) or a program's boolean. */
const switchField = v.pipe(
  v.optional(v.union([v.boolean(), v.picklist(["1", ""])], "Zaznacz pole albo zostaw je puste."), ""),
  v.transform((value) => value === true || value === "1"),
);

/** Text one may leave empty (absent: ""), trimmed, at most `max` characters. */
const optionalPlainText = (max: number, tooLong: string) => v.optional(v.pipe(v.string(tooLong), v.trim(), v.maxLength(max, tooLong)), "");

/** Each section's fields as the API takes them (snake_case, like every staff form), with Polish messages. */
export const SHOP_SETTING_INPUTS = {
  company: v.object({
    name: text(200, "Podaj pełną nazwę firmy, np. Opony Kraków sp. z o.o."),
    street: text(120, "Podaj ulicę i numer."),
    postal_code: postcodeField,
    city: text(80, "Podaj miejscowość."),
    nip: nipField,
    regon: optionalRegonField,
    krs: optionalKrsField,
    registry_court: optionalPlainText(200, "Najwyżej 200 znaków."),
    share_capital: shareCapitalField,
  }),
  contact: v.pipe(
    v.object({
      email: emailField,
      phone: phoneField,
      weekdays_from: timeField("Podaj godzinę otwarcia w dni robocze."),
      weekdays_to: timeField("Podaj godzinę zamknięcia w dni robocze."),
      saturday_from: optionalTimeField,
      saturday_to: optionalTimeField,
    }),
    // "HH:MM" texts compare as times.
    v.forward(
      v.check((hours) => hours.weekdays_from < hours.weekdays_to, "Godzina zamknięcia musi być późniejsza niż otwarcia."),
      ["weekdays_to"],
    ),
    v.forward(
      v.check(
        (hours) => (hours.saturday_from === "") === (hours.saturday_to === ""),
        "Podaj obie godziny soboty albo żadnej (sklep nieczynny).",
      ),
      ["saturday_to"],
    ),
    v.forward(
      v.check(
        (hours) => hours.saturday_from === "" || hours.saturday_from < hours.saturday_to,
        "Godzina zamknięcia musi być późniejsza niż otwarcia.",
      ),
      ["saturday_to"],
    ),
  ),
  bank: v.object({
    bank_name: text(100, "Podaj nazwę banku."),
    bank_account: ibanField,
  }),
  delivery: v.pipe(
    v.object({
      cutoff_hour: wholeNumberField(6, 23, "Godzina wysyłki to pełna godzina od 6 do 23, np. 13."),
      // The texts read "w 1–2 dni robocze", "w ciągu 2–3 dni roboczych": right for a longest time of 2 to 4 days.
      handling_min: wholeNumberField(1, 4, "Najkrótszy czas wysyłki: od 1 do 4 dni roboczych."),
      handling_max: wholeNumberField(2, 4, "Najdłuższy czas wysyłki: od 2 do 4 dni roboczych."),
      transit_min: wholeNumberField(1, 4, "Najkrótsze doręczenie: od 1 do 4 dni roboczych."),
      transit_max: wholeNumberField(2, 4, "Najdłuższe doręczenie: od 2 do 4 dni roboczych."),
    }),
    v.forward(
      v.check((days) => days.handling_min <= days.handling_max, "Najdłuższy czas wysyłki nie może być krótszy od najkrótszego."),
      ["handling_max"],
    ),
    v.forward(
      v.check((days) => days.transit_min <= days.transit_max, "Najdłuższy czas doręczenia nie może być krótszy od najkrótszego."),
      ["transit_max"],
    ),
  ),
  mail: v.object({
    // A textarea: its lines are the mail's closing lines.
    footer: multiLine(optionalPlainText(600, "Stopka może mieć najwyżej 600 znaków.")),
  }),
  pages: v.object({
    about: pageTextField,
    why: pageTextField,
  }),
  // The online gateway on or off (an outage, a suspended account) without a deploy. A transfer is
  // always offered (the terms describe it); paying on delivery is per delivery method (/panel/dostawa).
  payments: v.object({
    online: switchField,
  }),
} as const;

/** The pages an owner may word themselves, by the `pages` section's field. */
export const OWNER_WORDED_PAGES = { about: ROUTES.about, why: ROUTES.why } as const;
export type OwnerWordedPage = keyof typeof OWNER_WORDED_PAGES;

export type ShopSettingInput<S extends ShopSettingSection> = v.InferInput<(typeof SHOP_SETTING_INPUTS)[S]>;
export type ShopSettingValues<S extends ShopSettingSection> = v.InferOutput<(typeof SHOP_SETTING_INPUTS)[S]>;

/**
 * A saved section as D1 holds it (JSON), read back only when it still has every field of its form
 * as text, a number or a switch: one saved by code that named a field otherwise, or altered by hand, is
 * null, and the configuration's values stand for it rather than a page failing on it.
 */
export function storedSection<S extends ShopSettingSection>(section: S, json: string): ShopSettingValues<S> | null {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  // A piped object schema keeps its object's entries (valibot spreads the first schema into the pipe).
  const { entries } = SHOP_SETTING_INPUTS[section] as unknown as { entries: Record<string, unknown> };
  const stored = value as Record<string, unknown>;
  return Object.keys(entries).every((name) => ["string", "number", "boolean"].includes(typeof stored[name]))
    ? (value as ShopSettingValues<S>)
    : null;
}

/** What D1 holds: each saved section's values (a section never saved is absent: the configuration's stands). */
export type ShopSettings = { [S in ShopSettingSection]?: ShopSettingValues<S> };

/**
 * The site's settings with the saved sections over the configuration's values. Saturday hours
 * need both ends; without them the shop is closed on Saturdays.
 */
export function applyShopSettings(site: SiteSettings, settings: ShopSettings | null | undefined): SiteSettings {
  if (!settings) return site;
  const { company, contact, bank, delivery, mail } = settings;
  return {
    ...site,
    company: company
      ? {
          name: company.name,
          street: company.street,
          postalCode: company.postal_code,
          city: company.city,
          nip: company.nip,
          regon: company.regon,
          krs: company.krs,
          registryCourt: company.registry_court,
          shareCapital: company.share_capital,
        }
      : site.company,
    ...(contact
      ? {
          email: contact.email,
          phone: contact.phone,
          hours: {
            weekdays: { from: contact.weekdays_from, to: contact.weekdays_to },
            saturday: contact.saturday_from && contact.saturday_to ? { from: contact.saturday_from, to: contact.saturday_to } : null,
          },
        }
      : {}),
    bank: bank ? { name: bank.bank_name, account: bank.bank_account } : site.bank,
    deliveryPromise: delivery
      ? {
          cutoffHour: delivery.cutoff_hour,
          handling: { min: delivery.handling_min, max: delivery.handling_max },
          transit: { min: delivery.transit_min, max: delivery.transit_max },
        }
      : site.deliveryPromise,
    mailFooter: mail ? mail.footer : site.mailFooter,
    ...(settings.payments
      ? {
          paymentSwitches: { online: settings.payments.online },
          // Switched off, the gateway is not offered (switched on, it still needs its keys).
          paymentMethods: settings.payments.online ? site.paymentMethods : site.paymentMethods.filter((method) => !method.online),
        }
      : {}),
    pageTexts: settings.pages ? { about: settings.pages.about, why: settings.pages.why } : site.pageTexts,
  };
}

/** Each section's fields as a form shows them now (the settings in force: saved, or the configuration's). */
export function settingFormValues(site: SiteSettings): { [S in ShopSettingSection]: Record<keyof ShopSettingInput<S>, string> } {
  const { company } = site;
  return {
    company: {
      name: company.name,
      street: company.street,
      postal_code: company.postalCode,
      city: company.city,
      nip: company.nip,
      regon: company.regon,
      krs: company.krs,
      registry_court: company.registryCourt,
      share_capital: company.shareCapital ? String(company.shareCapital).replace(".", ",") : "",
    },
    contact: {
      email: site.email,
      phone: site.phone,
      weekdays_from: site.hours.weekdays.from,
      weekdays_to: site.hours.weekdays.to,
      saturday_from: site.hours.saturday?.from ?? "",
      saturday_to: site.hours.saturday?.to ?? "",
    },
    bank: { bank_name: site.bank.name, bank_account: site.bank.account },
    delivery: {
      cutoff_hour: String(site.deliveryPromise.cutoffHour),
      handling_min: String(site.deliveryPromise.handling.min),
      handling_max: String(site.deliveryPromise.handling.max),
      transit_min: String(site.deliveryPromise.transit.min),
      transit_max: String(site.deliveryPromise.transit.max),
    },
    mail: { footer: site.mailFooter },
    pages: { about: site.pageTexts.about, why: site.pageTexts.why },
    payments: { online: site.paymentSwitches.online ? "1" : "" },
  };
}
