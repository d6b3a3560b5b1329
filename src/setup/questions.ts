/*
 * What `npm run setup:production` asks (issue 39), in Polish or English, each answer checked by the
 * same rules the shop's own forms use (src/common/api/fields.ts, src/common/shop-settings.ts):
 * NIP, REGON and IBAN check digits, e-mail, postcode. Pure, so every validator is tested with good
 * and bad values (tests/setup-plan.test.ts).
 */
import * as v from "valibot";
import { emailField, requiredText } from "../common/api/fields";
import { SHOP_SETTING_INPUTS } from "../common/shop-settings";

export type Language = "pl" | "en";
export type Words = Record<Language, string>;

export interface Question {
  id: string;
  label: Words;
  /** Shown under the question: what it is for, an example. */
  hint?: Words;
  /** Checks and normalises the answer; its message is Polish, `invalid` says it in English. */
  schema: v.GenericSchema<string | undefined, unknown>;
  invalid: string;
  /** May be left empty. */
  optional?: boolean;
}

const company = SHOP_SETTING_INPUTS.company.entries;
const contact = SHOP_SETTING_INPUTS.contact.entries;
const bank = SHOP_SETTING_INPUTS.bank.entries;

const siteUrl = v.pipe(
  v.string("Podaj adres sklepu."),
  v.trim(),
  v.nonEmpty("Podaj adres sklepu, np. https://oponykrakow.pl."),
  v.transform((value) => (/^https?:\/\//i.test(value) ? value : `https://${value}`).replace(/\/+$/, "")),
  v.check(
    (value) => URL.canParse(value) && new URL(value).protocol === "https:" && new URL(value).pathname === "/",
    "Adres sklepu to https:// i domena, bez ścieżki, np. https://oponykrakow.pl.",
  ),
);

const accessTeamDomain = v.pipe(
  v.string("Podaj domenę zespołu Access."),
  v.trim(),
  v.toLowerCase(),
  v.transform((value) => value.replace(/^https:\/\//, "").replace(/\/.*$/, "")),
  v.regex(/^[a-z0-9-]+\.cloudflareaccess\.com$/, "Domena zespołu Access ma postać <zespół>.cloudflareaccess.com."),
);

const accessAudience = v.pipe(
  v.string("Podaj tag AUD aplikacji Access."),
  v.trim(),
  v.toLowerCase(),
  v.regex(/^[0-9a-f]{64}$/, "Tag AUD (Application Audience) to 64 znaki 0–9 i a–f, skopiowane z ustawień aplikacji Access."),
);

const ksefEnvironment = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.picklist(["test", "demo", "prd"], "Środowisko KSeF: test, demo albo prd (produkcja)."),
);

/** The answers a text field gets as a string (share capital is a number to the shop, text to TOML). */
const asText = (schema: v.GenericSchema) => v.pipe(schema, v.transform(String)) as v.GenericSchema<string, string>;

/** The shop's data, in the order asked; each becomes a [vars] value (SHOP_VARS). */
export const SHOP_QUESTIONS: Question[] = [
  {
    id: "site_name",
    label: { pl: "Nazwa sklepu", en: "The shop's name" },
    hint: { pl: "w tytułach stron, logo i e-mailach, np. OponyKraków.pl", en: "in page titles, the logo and mails, e.g. OponyKraków.pl" },
    schema: requiredText(60, "Podaj nazwę sklepu.", "Nazwa sklepu może mieć najwyżej 60 znaków."),
    invalid: "Enter the shop's name (at most 60 characters).",
  },
  {
    id: "site_url",
    label: { pl: "Adres sklepu", en: "The shop's address" },
    hint: {
      pl: "np. https://oponykrakow.pl; domena w strefie DNS tego konta Cloudflare",
      en: "e.g. https://oponykrakow.pl; a domain whose zone is on this Cloudflare account",
    },
    schema: siteUrl,
    invalid: "The address is https:// and a domain, no path, e.g. https://oponykrakow.pl.",
  },
  {
    id: "company_name",
    label: { pl: "Pełna nazwa firmy", en: "Company name (as registered)" },
    schema: company.name,
    invalid: "Enter the company's full name.",
  },
  {
    id: "company_street",
    label: { pl: "Ulica i numer", en: "Street and number" },
    schema: company.street,
    invalid: "Enter the street and number.",
  },
  {
    id: "company_postal_code",
    label: { pl: "Kod pocztowy", en: "Postcode" },
    schema: company.postal_code,
    invalid: "A Polish postcode is 00-000.",
  },
  { id: "company_city", label: { pl: "Miejscowość", en: "City" }, schema: company.city, invalid: "Enter the city." },
  {
    id: "company_nip",
    label: { pl: "NIP", en: "NIP (tax number)" },
    schema: company.nip,
    invalid: "Invalid NIP: 10 digits whose check digit matches.",
  },
  {
    id: "company_regon",
    label: { pl: "REGON", en: "REGON" },
    hint: { pl: "9 lub 14 cyfr; Enter – pomiń", en: "9 or 14 digits; Enter to skip" },
    schema: company.regon,
    invalid: "Invalid REGON: 9 or 14 digits whose check digit matches.",
    optional: true,
  },
  {
    id: "company_krs",
    label: { pl: "Numer KRS", en: "KRS number" },
    hint: { pl: "spółka: 10 cyfr; działalność w CEIDG: Enter", en: "a company: 10 digits; a sole trader: Enter" },
    schema: company.krs,
    invalid: "A KRS number has 10 digits, e.g. 0000123456.",
    optional: true,
  },
  {
    id: "company_registry_court",
    label: { pl: "Sąd rejestrowy", en: "Registry court" },
    hint: { pl: "np. Sąd Rejonowy dla Krakowa-Śródmieścia w Krakowie, XI Wydział Gospodarczy KRS", en: "as in the KRS extract" },
    schema: company.registry_court,
    invalid: "At most 200 characters.",
    optional: true,
  },
  {
    id: "company_share_capital",
    label: { pl: "Kapitał zakładowy w złotych", en: "Share capital in PLN" },
    hint: { pl: "np. 5000; Enter – nie podajemy", en: "e.g. 5000; Enter to leave out" },
    schema: asText(company.share_capital),
    invalid: "Share capital in złoty, e.g. 5000 or 5 000,00.",
    optional: true,
  },
  {
    id: "contact_email",
    label: { pl: "E-mail do klientów", en: "Customer e-mail address" },
    schema: contact.email,
    invalid: "Enter a valid e-mail address.",
  },
  { id: "contact_phone", label: { pl: "Telefon", en: "Phone" }, schema: contact.phone, invalid: "Enter a phone number, e.g. 600 700 800." },
  { id: "bank_name", label: { pl: "Nazwa banku", en: "Bank name" }, schema: bank.bank_name, invalid: "Enter the bank's name." },
  {
    id: "bank_account",
    label: { pl: "Numer konta (IBAN)", en: "Bank account (IBAN)" },
    hint: { pl: "26 cyfr, z PL lub bez", en: "26 digits, with or without PL" },
    schema: bank.bank_account,
    invalid: "Invalid account number: its check digits do not match.",
  },
];

/** Who runs the shop first: the owner Cloudflare Access lets into /panel. */
export const OWNER_QUESTIONS: Question[] = [
  {
    id: "owner_email",
    label: { pl: "E-mail właściciela (logowanie do zaplecza)", en: "Owner's e-mail (back-office sign-in)" },
    schema: emailField,
    invalid: "Enter a valid e-mail address.",
  },
  {
    id: "owner_name",
    label: { pl: "Imię i nazwisko właściciela", en: "Owner's name" },
    schema: requiredText(120, "Podaj imię i nazwisko.", "Imię i nazwisko mogą mieć najwyżej 120 znaków."),
    invalid: "Enter the owner's full name.",
  },
];

export const ACCESS_QUESTIONS: Question[] = [
  {
    id: "access_team_domain",
    label: { pl: "Domena zespołu Access", en: "Access team domain" },
    hint: { pl: "<zespół>.cloudflareaccess.com (Zero Trust → Settings)", en: "<team>.cloudflareaccess.com (Zero Trust → Settings)" },
    schema: accessTeamDomain,
    invalid: "The team domain looks like <team>.cloudflareaccess.com.",
  },
  {
    id: "access_aud",
    label: { pl: "Tag AUD aplikacji Access", en: "Access application AUD tag" },
    schema: accessAudience,
    invalid: "The AUD tag is 64 characters 0–9 and a–f, copied from the Access application.",
  },
];

export const KSEF_ENVIRONMENT_QUESTION: Question = {
  id: "ksef_environment",
  label: { pl: "Środowisko KSeF (test, demo, prd)", en: "KSeF environment (test, demo, prd)" },
  schema: ksefEnvironment,
  invalid: "KSeF environment: test, demo or prd (production).",
};

/** The [vars] each answer sets in the production configuration. */
export const SHOP_VARS: Record<string, string> = {
  site_name: "SITE_NAME",
  site_url: "SITE_URL",
  company_name: "COMPANY_NAME",
  company_street: "COMPANY_STREET",
  company_postal_code: "COMPANY_POSTAL_CODE",
  company_city: "COMPANY_CITY",
  company_nip: "COMPANY_NIP",
  company_regon: "COMPANY_REGON",
  company_krs: "COMPANY_KRS",
  company_registry_court: "COMPANY_REGISTRY_COURT",
  company_share_capital: "COMPANY_SHARE_CAPITAL",
  contact_email: "CONTACT_EMAIL",
  contact_phone: "CONTACT_PHONE",
  bank_name: "BANK_NAME",
  bank_account: "BANK_ACCOUNT",
  access_team_domain: "ACCESS_TEAM_DOMAIN",
  access_aud: "ACCESS_AUD",
  ksef_environment: "KSEF_ENVIRONMENT",
};

/** An answer checked: its normalised value, or the message to show (in the asked language). */
export function checkAnswer(question: Question, raw: string, language: Language): { value: string } | { message: string } {
  if (question.optional && raw.trim() === "") return { value: "" };
  const result = v.safeParse(question.schema, raw);
  if (result.success) {
    const value = String(result.output);
    // No share capital stated: the shop leaves it out (the configuration's "").
    return { value: value === "0" && question.id === "company_share_capital" ? "" : value };
  }
  return { message: language === "pl" ? (result.issues[0]?.message ?? "Nieprawidłowa wartość.") : question.invalid };
}
