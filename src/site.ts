import { DEFAULT_OPENING_HOURS } from "./config";

/** Shop identity and contact data from configuration ([vars] in wrangler.toml). */
export interface SiteSettings {
  name: string;
  url: string;
  production: boolean;
  environment: string;
  company: { name: string; street: string; postalCode: string; city: string; nip: string };
  email: string;
  phone: string;
  hours: { weekdays: { from: string; to: string }; saturday: { from: string; to: string } | null };
  social: { name: string; url: string }[];
  /** Account for orders paid by traditional bank transfer. */
  bank: { name: string; account: string };
  /** Google Tag Manager and GA4 IDs; empty = not loaded at all (and never before consent). */
  analytics: { gtmId: string; gaId: string };
  /** Tyre photos through Cloudflare Image Transformations in the srcset widths (IMAGE_TRANSFORMATIONS "1"). */
  imageTransformations: boolean;
}

export function siteSettings(env: Env): SiteSettings {
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
    },
    bank: { name: env.BANK_NAME, account: env.BANK_ACCOUNT },
    analytics: { gtmId: env.GTM_ID ?? "", gaId: env.GA_MEASUREMENT_ID ?? "" },
    imageTransformations: env.IMAGE_TRANSFORMATIONS === "1",
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
