/**
 * Company data by NIP for invoices: the GUS REGON register when a key is configured, else the
 * embedded companies table (local development, tests, a shop without a GUS key yet).
 */
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { companies } from "../db/schema";
import type { Secrets } from "../../common/env";
import type { CompanyRecord } from "../../common/reference/companies";
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
