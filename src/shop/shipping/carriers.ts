/**
 * Which carriers this shop books parcels with, from configuration (INPOST_API, DPD_API and their
 * secrets; README "Carriers and labels"): the carrier's sandbox or production host, the stand-in
 * inside the Worker ("local", for the tests), or a URL (the stand-in `npm run carriers` serves).
 * A carrier whose credentials are missing is off: the order page then keeps the tracking number
 * typed in by hand.
 */
import type { CarrierId } from "../../common/config/back-office";
import type { Bindings } from "../../common/env";
import type { Carrier } from "./carrier";
import { DPD_HOSTS, DPD_INFO_SERVICES_PATH, DPD_PACKAGE_SERVICES_PATH, dpdCarrier } from "./dpd";
import { INPOST_HOSTS, inpostCarrier } from "./inpost";
import { loadInvoicePdf } from "../invoice/load-pdf";
import { DPD_STAND_IN_CREDENTIALS, INPOST_STAND_IN_CREDENTIALS } from "./stand-in/credentials";
import type { CarrierStandIn } from "./stand-in/stand-in";

/** The carriers with an API client, in the order the back office offers them. */
export const API_CARRIERS = ["inpost", "dpd"] as const satisfies CarrierId[];
export type ApiCarrierId = (typeof API_CARRIERS)[number];

/**
 * The stand-ins behind "local", one per isolate (tests reach them to move a parcel along). They
 * draw labels with pdf-lib, so they come with the on-demand PDF module, never in the main script.
 */
const localStandIns: Partial<Record<ApiCarrierId, CarrierStandIn>> = {};
export async function localStandIn(id: ApiCarrierId): Promise<CarrierStandIn> {
  if (!localStandIns[id]) {
    const { inpostStandIn, dpdStandIn } = await loadInvoicePdf();
    localStandIns[id] = id === "inpost" ? inpostStandIn() : dpdStandIn();
  }
  return localStandIns[id]!;
}

const networkFetch = (request: Request) => fetch(request);
const isUrl = (value: string) => /^https?:\/\//.test(value);
/** A stand-in on this machine (`npm run carriers`) takes its public test credentials when none are set. */
const isLocalUrl = (value: string) => /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//.test(`${value}/`);

function inpostFrom(env: Bindings): Carrier | null {
  const mode = env.INPOST_API?.trim() ?? "";
  if (!mode) return null;
  if (mode === "local")
    return inpostCarrier({
      baseUrl: "https://inpost-stand-in.invalid",
      credentials: INPOST_STAND_IN_CREDENTIALS,
      fetch: async (request: Request) => (await localStandIn("inpost")).fetch(request),
    });
  const baseUrl = mode === "sandbox" || mode === "production" ? INPOST_HOSTS[mode] : isUrl(mode) ? mode.replace(/\/+$/, "") : null;
  if (!baseUrl) throw new Error(`INPOST_API must be "", "sandbox", "production", "local" or a URL, not "${mode}"`);
  const credentials =
    env.INPOST_TOKEN && env.INPOST_ORGANIZATION_ID
      ? { token: env.INPOST_TOKEN, organizationId: env.INPOST_ORGANIZATION_ID }
      : isLocalUrl(baseUrl)
        ? INPOST_STAND_IN_CREDENTIALS
        : null;
  return credentials ? inpostCarrier({ baseUrl, credentials, fetch: networkFetch }) : null;
}

/** DPD's two services under one base (the stand-ins serve them at DPD's own paths). */
const dpdServicesAt = (base: string) => ({
  baseUrl: `${base}${DPD_PACKAGE_SERVICES_PATH}`,
  infoBaseUrl: `${base}${DPD_INFO_SERVICES_PATH}`,
});

function dpdFrom(env: Bindings): Carrier | null {
  const mode = env.DPD_API?.trim() ?? "";
  if (!mode) return null;
  if (mode === "local")
    return dpdCarrier({
      ...dpdServicesAt("https://dpd-stand-in.invalid"),
      credentials: DPD_STAND_IN_CREDENTIALS,
      fetch: async (request: Request) => (await localStandIn("dpd")).fetch(request),
    });
  const urls =
    mode === "demo" || mode === "production"
      ? { baseUrl: DPD_HOSTS[mode].packageServicesUrl, infoBaseUrl: DPD_HOSTS[mode].infoServicesUrl }
      : isUrl(mode)
        ? dpdServicesAt(mode.replace(/\/+$/, ""))
        : null;
  if (!urls) throw new Error(`DPD_API must be "", "demo", "production", "local" or a URL, not "${mode}"`);
  const credentials =
    env.DPD_LOGIN && env.DPD_PASSWORD && env.DPD_MASTER_FID
      ? { login: env.DPD_LOGIN, password: env.DPD_PASSWORD, masterFid: env.DPD_MASTER_FID }
      : isLocalUrl(mode)
        ? DPD_STAND_IN_CREDENTIALS
        : null;
  return credentials ? dpdCarrier({ ...urls, credentials, fetch: networkFetch }) : null;
}

/**
 * A stand-in in production would print labels no courier takes: "local" and a stand-in on this
 * machine count as off there (the order page keeps the manual number).
 */
function standInInProduction(env: Bindings, mode: string | undefined): boolean {
  return env.ENVIRONMENT === "production" && isStandIn(mode);
}

/** A carrier's mode (INPOST_API, DPD_API) that names a stand-in: "local" or one on this machine. */
export function isStandIn(mode: string | undefined): boolean {
  const value = mode?.trim() ?? "";
  return value === "local" || isLocalUrl(value);
}

/** The client of a carrier, or null when it is not configured. */
export function carrierFor(env: Bindings, id: string): Carrier | null {
  if (id === "inpost") return standInInProduction(env, env.INPOST_API) ? null : inpostFrom(env);
  if (id === "dpd") return standInInProduction(env, env.DPD_API) ? null : dpdFrom(env);
  return null;
}

/** The carriers configured now (their clients), in API_CARRIERS order. */
export function configuredCarriers(env: Bindings): ApiCarrierId[] {
  return API_CARRIERS.filter((id) => carrierFor(env, id) !== null);
}
