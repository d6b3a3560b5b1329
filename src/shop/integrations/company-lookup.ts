/**
 * Company data by NIP for invoices: the GUS REGON register when a key is configured, else the
 * embedded companies table (local development, tests, a shop without a GUS key yet).
 */
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { companies } from "../db/schema";
import type { Secrets } from "../../common/env";
import { COMPANIES, type CompanyRecord } from "../../common/reference/companies";
import { formatNip } from "../../common/reference/nip";
import { GUS_PRODUCTION_URL, lookUpNipInGus } from "./gus-bir";

export type CompanyLookup = (nip: string) => Promise<CompanyRecord | null>;

export function companyLookup(options: {
  secrets: Secrets;
  db: Database;
  waitUntil: (promise: Promise<unknown>) => void;
  fetch?: typeof fetch;
}): CompanyLookup {
  const key = options.secrets.GUS_API_KEY;
  if (key) {
    const gus = { url: options.secrets.GUS_API_URL || GUS_PRODUCTION_URL, key, fetch: options.fetch };
    return (nip) => lookUpNipInGus(gus, nip, options.waitUntil);
  }
  return async (nip) => (await options.db.query.companies.findFirst({ where: eq(companies.nip, nip) })) ?? null;
}

/**
 * The line beside the checkout's NIP field outside production when no GUS key is set: the lookup
 * then knows only the embedded demo companies (README "Demo NIPs"), so a tester's real NIP finds
 * nothing. Decided from the site's own settings (the in-process shop API shares them).
 */
export function localCompanyLookupNote(secrets: Pick<Secrets, "GUS_API_KEY">, production: boolean): string | null {
  if (production || secrets.GUS_API_KEY) return null;
  // Non-breaking hyphens: a NIP never splits over two lines (the lookup ignores non-digits).
  const examples = COMPANIES.slice(0, 2).map((company) => formatNip(company.nip).replaceAll("-", "\u2011"));
  return `Wersja testowa bez klucza GUS: dane pobierzemy tylko z lokalnej listy przykładowych firm, np. NIP\u00a0${examples.join(" lub ")}.`;
}
