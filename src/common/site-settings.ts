import { DEFAULT_OPENING_HOURS } from "./config/storefront";
import type { DeliveryOffer } from "./delivery";
import { DEFAULT_DELIVERY_PROMISE, type DeliveryPromise } from "./delivery-date";
import type { Secrets } from "./env";
import { formatZloty } from "./i18n/money";
import { type PaymentMethod, paymentMethods } from "./payment-methods";
import { formatNip } from "./reference/nip";

/** The seller as a sp. z o.o. must name itself (KSH art. 206 § 1, UŚUDE art. 5, UPK art. 12). */
export interface Company {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  nip: string;
  krs: string;
  /** "Sąd Rejonowy dla Krakowa-Śródmieścia w Krakowie, XI Wydział Gospodarczy KRS" */
  registryCourt: string;
  /** Share capital in złoty (0: not stated). */
  shareCapital: number;
  regon: string;
}

/** A quality mark the shop really holds: shown (and linked to its issuer) only when configured. */
export interface Certificate {
  issuer: string;
  image: string;
  verificationUrl: string;
}

/** The warehouse where buyers collect pickup orders (PICKUP_* in wrangler.toml). */
export interface PickupPoint {
  street: string;
  postalCode: string;
  city: string;
  /** As buyers read them: "pon.–pt. 8:00–17:00, sob. 9:00–13:00" (empty: not stated). */
  hours: string;
}

/**
 * Shop identity and contact data from configuration ([vars] in wrangler.toml): the defaults the
 * settings saved in /panel/ustawienia replace, section by section (src/common/shop-settings.ts).
 */
export interface SiteSettings {
  name: string;
  url: string;
  production: boolean;
  environment: string;
  company: Company;
  certificate: Certificate | null;
  /** What checkout offers, in its order: the online gateway only once configured (the one truth every page reads). */
  paymentMethods: PaymentMethod[];
  /** The owner's switch of the online gateway (/panel/ustawienia, "Płatności"): on until saved. */
  paymentSwitches: { online: boolean };
  email: string;
  phone: string;
  hours: { weekdays: { from: string; to: string }; saturday: { from: string; to: string } | null };
  social: { name: string; url: string }[];
  /** The warehouse buyers collect pickup orders from; null when not configured (then pickup is never offered). */
  pickup: PickupPoint | null;
  /**
   * The delivery methods offered now (D1, not configuration: src/common/delivery.ts), when the page
   * read them; the header's promise and the pages' delivery texts quote them. Absent: say nothing
   * about prices.
   */
  delivery?: DeliveryOffer | null;
  /** Account for orders paid by traditional bank transfer. */
  bank: { name: string; account: string };
  /** Google Tag Manager and GA4 IDs; empty = not loaded at all (and never before consent). */
  analytics: { gtmId: string; gaId: string };
  /** Tyre photos through Cloudflare Image Transformations in the srcset widths (IMAGE_TRANSFORMATIONS "1"). */
  imageTransformations: boolean;
  /** What every e-mail to a buyer ends with, below the shop's name (set in /panel/ustawienia; "" for nothing). */
  mailFooter: string;
  /** The dispatch cut-off and the days to hand over and deliver: the cards' dates, /dostawa, the checkout, mails. */
  deliveryPromise: DeliveryPromise;
  /** The owner's own text of /o-nas and /dlaczego-warto (/panel/ustawienia, src/common/content/page-markup.ts); "": the shop's text. */
  pageTexts: { about: string; why: string };
}

export function siteSettings(env: Env & Secrets): SiteSettings {
  const saturdayFrom = env.HOURS_SATURDAY_FROM ?? DEFAULT_OPENING_HOURS.saturday.from;
  const saturdayTo = env.HOURS_SATURDAY_TO ?? DEFAULT_OPENING_HOURS.saturday.to;
  const social = [
    { name: "Facebook", url: env.SOCIAL_FACEBOOK },
    { name: "Instagram", url: env.SOCIAL_INSTAGRAM },
    { name: "YouTube", url: env.SOCIAL_YOUTUBE },
  ].filter((link): link is { name: string; url: string } => Boolean(link.url));
  return {
    name: env.SITE_NAME,
    url: env.SITE_URL.replace(/\/+$/, ""),
    production: env.ENVIRONMENT === "production",
    environment: env.ENVIRONMENT,
    company: {
      name: env.COMPANY_NAME,
      street: env.COMPANY_STREET,
      postalCode: env.COMPANY_POSTAL_CODE,
      city: env.COMPANY_CITY,
      nip: env.COMPANY_NIP,
      krs: env.COMPANY_KRS ?? "",
      registryCourt: env.COMPANY_REGISTRY_COURT ?? "",
      shareCapital: Number(env.COMPANY_SHARE_CAPITAL || 0) || 0,
      regon: env.COMPANY_REGON ?? "",
    },
    certificate:
      // The image is the shop's own file: the CSP lets images load from the shop's origin only.
      env.CERTIFICATE_ISSUER && env.CERTIFICATE_IMAGE?.startsWith("/") && env.CERTIFICATE_URL?.startsWith("https://")
        ? { issuer: env.CERTIFICATE_ISSUER, image: env.CERTIFICATE_IMAGE, verificationUrl: env.CERTIFICATE_URL }
        : null,
    paymentMethods: paymentMethods(env),
    paymentSwitches: { online: true },
    pickup: pickupPoint(env),
    bank: { name: env.BANK_NAME, account: env.BANK_ACCOUNT },
    analytics: { gtmId: env.GTM_ID ?? "", gaId: env.GA_MEASUREMENT_ID ?? "" },
    imageTransformations: env.IMAGE_TRANSFORMATIONS === "1",
    mailFooter: "",
    deliveryPromise: DEFAULT_DELIVERY_PROMISE,
    pageTexts: { about: "", why: "" },
    email: env.CONTACT_EMAIL,
    phone: env.CONTACT_PHONE,
    hours: {
      weekdays: {
        from: env.HOURS_WEEKDAYS_FROM || DEFAULT_OPENING_HOURS.weekdays.from,
        to: env.HOURS_WEEKDAYS_TO || DEFAULT_OPENING_HOURS.weekdays.to,
      },
      saturday: saturdayFrom && saturdayTo ? { from: saturdayFrom, to: saturdayTo } : null,
    },
    social,
  };
}

/** The configured warehouse, or null when its street, postcode or city is missing. */
function pickupPoint(env: Env): PickupPoint | null {
  const street = env.PICKUP_STREET?.trim() ?? "";
  const postalCode = env.PICKUP_POSTAL_CODE?.trim() ?? "";
  const city = env.PICKUP_CITY?.trim() ?? "";
  return street && postalCode && city ? { street, postalCode, city, hours: env.PICKUP_HOURS?.trim() ?? "" } : null;
}

/** "ul. Christo Botewa 12, 30-798 Kraków" */
export function pickupAddress(point: PickupPoint): string {
  return `${point.street}, ${point.postalCode} ${point.city}`;
}

/** "ul. Półłanki 18, 30-740 Kraków" */
export function companyAddress(company: Company): string {
  return `${company.street}, ${company.postalCode} ${company.city}`;
}

/** "Opony Kraków sp. z o.o., ul. Półłanki 18, 30-740 Kraków" */
export function companyNameAndAddress(company: Company): string {
  return `${company.name}, ${companyAddress(company)}`;
}

/**
 * The register entry in the words a sp. z o.o. must use on its site and in its letters:
 * "wpisana do rejestru przedsiębiorców Krajowego Rejestru Sądowego prowadzonego przez …, KRS …,
 * NIP …, REGON …, kapitał zakładowy 50 000,00 zł". Parts not configured are left out.
 */
export function companyRegistration(company: Company): string {
  const parts = [
    company.krs
      ? `wpisana do rejestru przedsiębiorców Krajowego Rejestru Sądowego${company.registryCourt ? ` prowadzonego przez ${company.registryCourt}` : ""} pod numerem KRS ${company.krs}`
      : null,
    `NIP ${formatNip(company.nip)}`,
    company.regon ? `REGON ${company.regon}` : null,
    company.shareCapital > 0 ? `kapitał zakładowy ${formatZloty(company.shareCapital)}` : null,
  ];
  return parts.filter(Boolean).join(", ");
}
