import { Hono } from "hono";
import { cacheShort } from "../../common/cache/strategies";
import { withCache } from "../../common/cache/with-cache";
import { database } from "../db/client";
import type { ShopApiEnv } from "../env";
import { ShopError } from "../../common/errors";
import { companyLookup } from "../integrations/company-lookup";
import { GusError } from "../integrations/gus-bir";
import { formatNip, isValidNip, normaliseNip } from "../../common/reference/nip";

/** Company data by NIP (SPEC §7 "core/regon_api"): fills the invoice fields at checkout. */
export const companiesApi = new Hono<ShopApiEnv>().get("/regon_api/search_by_nip/:nip", withCache(cacheShort), async (c) => {
  const nip = normaliseNip(c.req.param("nip"));
  if (!nip || !isValidNip(nip)) throw new ShopError("INVALID_NIP");
  const lookup = companyLookup({
    secrets: c.env,
    db: database(c.env.DB),
    waitUntil: (promise) => c.executionCtx.waitUntil(promise),
  });
  let company: Awaited<ReturnType<typeof lookup>>;
  try {
    company = await lookup(nip);
  } catch (error) {
    if (!(error instanceof GusError)) throw error;
    c.var.reporter.capture(error, { url: c.req.url, method: c.req.method });
    throw new ShopError("COMPANY_LOOKUP_UNAVAILABLE");
  }
  if (!company)
    throw new ShopError("NOT_FOUND", {
      message: `Nie znaleźliśmy firmy o numerze NIP ${formatNip(nip)}. Sprawdź numer albo wpisz dane ręcznie.`,
    });
  return c.json({
    nip: company.nip,
    regon: company.regon,
    name: company.name,
    street: company.street,
    street_number: company.streetNumber,
    apartment_number: company.apartmentNumber,
    postal_code: company.postalCode,
    city: company.city,
  });
});
