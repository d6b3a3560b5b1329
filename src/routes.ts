/**
 * Every URL of the shop is built here (and, as the catalogue grows, parsed here), so a route
 * change is one edit. Builders return paths; `absoluteUrl` adds the configured origin.
 */

import { CAMPAIGN_PATH_PREFIX, LISTING_MAX_PAGE, SEASONS, VEHICLE_TYPES, type Season, type VehicleType } from "./config";

/** Fixed routes of SPEC §2. */
export const ROUTES = {
  home: "/",
  login: "/logowanie",
  register: "/rejestracja",
  account: "/konto",
  orders: "/konto/zamowienia",
  /** The mailed link that attaches guest orders to the account lands here. */
  claimOrders: "/konto/zamowienia/dolacz",
  changePassword: "/konto/zmien-haslo",
  passwordReset: "/haslo/przypomnij",
  passwordResetConfirm: "/haslo/nowe",
  /** The embedded mailer's outbox; exists only outside production. */
  devMail: "/dev/poczta",
  compare: "/porownywarka",
  basket: "/koszyk",
  checkout: "/zamowienie",
  orderConfirmation: "/zamowienie/potwierdzenie",
  /** The confirmation page's "pay online" form posts here. */
  payOnline: "/zamowienie/platnosc",
  blog: "/blog",
  delivery: "/dostawa",
  buyersInfo: "/informacje-dla-kupujacych",
  returns: "/zwrot-i-wymiana",
  terms: "/regulamin",
  complaints: "/reklamacja",
  about: "/o-nas",
  why: "/dlaczego-warto",
  privacy: "/polityka-prywatnosci",
  cookies: "/polityka-cookies",
  siteMap: "/mapa-strony",
  siteMapProducers: "/mapa-strony-producenci",
  siteMapCars: "/mapa-strony-auta",
  /** The footer's help page (SPEC leaves its path open). */
  help: "/pomoc",
  /** Size-search form target: redirects to the canonical listing path. */
  search: "/opony",
  tyres: "/opony/osobowe-suv",
} as const;

/** Paths robots.txt keeps out: personal pages, the APIs and development tools. */
export const PRIVATE_PATH_PREFIXES = [
  ROUTES.account,
  ROUTES.basket,
  ROUTES.compare,
  ROUTES.checkout,
  ROUTES.login,
  ROUTES.register,
  "/haslo/",
  "/api/",
  "/dev/",
] as const;

/** The base of in-process calls to the shop API: such a request never leaves the Worker. */
export const IN_PROCESS_BASE_URL = "http://shop.internal";

/** Where the shop API is mounted on the site; SHOP_API_URL names it elsewhere. */
export const SHOP_API_BASE_PATH = "/api/v1";

/** The APIs' paths that pages post to, mails link to and robots.txt names (SPEC §7). */
export const API_ROUTES = {
  root: "/api/",
  signIn: "/api/auth/signin",
  register: `${SHOP_API_BASE_PATH}/auth/register`,
  passwordReset: `${SHOP_API_BASE_PATH}/auth/password_reset`,
  passwordResetConfirm: `${SHOP_API_BASE_PATH}/auth/password_reset/confirm`,
  accountUser: "/api/account/user",
  changePassword: "/api/account/change-password",
  claimOrders: "/api/account/orders/claim",
  claimOrdersConfirm: "/api/account/orders/claim/confirm",
  complaints: "/api/complaints",
  przelewy24Notification: `${SHOP_API_BASE_PATH}/payments/przelewy24/notification`,
} as const;

export function invoicePdfPath(orderId: number): string {
  return `/api/account/orders/${orderId}/invoice.pdf`;
}

export function campaignRegistrationPath(slug: string): string {
  return `${SHOP_API_BASE_PATH}/campaigns/${encodeURIComponent(slug)}/registrations`;
}

/** Tyre data pages live under this prefix (islands build their links from it). */
export const TYRE_PATH_PREFIX = "/dane-opony/";

export function orderPath(id: string | number): string {
  return `${ROUTES.orders}/${encodeURIComponent(String(id))}`;
}

export function blogArticlePath(category: string, article: string): string {
  return `/blog/${encodeURIComponent(category)}/${encodeURIComponent(article)}`;
}

export const SORTS = ["popularnosc", "cena-rosnaco", "cena-malejaco", "przyczepnosc", "halas"] as const;
export type ListingSort = (typeof SORTS)[number];
export const LABEL_CLASSES = ["A", "B", "C", "D", "E"] as const;
export const NOISE_CLASSES = ["A", "B", "C"] as const;

/** What a tyre listing shows; every part optional. Prices are whole złoty. */
export interface ListingFilter {
  vehicle?: VehicleType;
  season?: Season;
  producers?: string[];
  width?: number;
  profile?: number;
  rim?: number;
  loadIndex?: string[];
  speedIndex?: string[];
  xl?: boolean;
  runFlat?: boolean;
  threePmsf?: boolean;
  fuel?: string[];
  wet?: string[];
  noise?: string[];
  priceMin?: number;
  priceMax?: number;
  sort?: ListingSort;
  page?: number;
}

/** Query parameter names (Polish, short, stable: they are in shared links). */
const Q = {
  producers: "producent",
  season: "sezon",
  vehicle: "typ",
  width: "szerokosc",
  profile: "profil",
  rim: "srednica",
  loadIndex: "nosnosc",
  speedIndex: "predkosc",
  xl: "xl",
  runFlat: "runflat",
  threePmsf: "3pmsf",
  fuel: "paliwo",
  wet: "przyczepnosc",
  noise: "halas",
  priceMin: "cena-od",
  priceMax: "cena-do",
  sort: "sortuj",
  page: "strona",
} as const;

/** A slug as the catalogue stores them: lowercase words joined by hyphens, at most 60 characters. */
const SLUG = /^(?=.{1,60}$)[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** More values of one filter than any menu offers are ignored beyond this many. */
const MAX_LIST_ITEMS = 20;
const isSeason = (value: string): value is Season => (SEASONS as readonly string[]).includes(value);
const isVehicle = (value: string): value is VehicleType => (VEHICLE_TYPES as readonly string[]).includes(value);

function intIn(value: string | null | undefined, min: number, max: number): number | undefined {
  if (!value || !/^\d{1,6}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
}

/**
 * A comma-separated list (SPEC §7), each item checked; unknown items are dropped. Repeated
 * parameters (checkboxes of a form) are read as one list.
 */
function list(values: string[], accept: (item: string) => boolean): string[] | undefined {
  const value = values.join(",");
  if (!value) return undefined;
  const items = [...new Set(value.split(",").map((item) => item.trim()).filter((item) => item && accept(item)))].slice(0, MAX_LIST_ITEMS);
  return items.length ? items.sort() : undefined;
}

const flag = (value: string | null) => (value === "1" ? true : undefined);

/** A slug read from the query: text, empty when missing (SPEC §2). */
export function querySlug(query: URLSearchParams, name: string): string {
  return query.get(name) ?? "";
}

const WIDTH = { min: 100, max: 400 };
const PROFILE = { min: 20, max: 95 };
const RIM = { min: 10, max: 30 };

/** The canonical listing path for a filter, following SPEC §2's route shapes:
 * /opony/{season}/{width}/{profile}/r{rim}, /opony/{width}/{profile}/r{rim}, /opony/{season}/r{rim},
 * /opony/{season}/{producer}, /opony/{producer}, /opony/{season}, /opony/{vehicle}.
 * Parts that no shape carries go to the query; a page number only when greater than 1.
 */
export function listingPath(filter: ListingFilter): string {
  const query = new URLSearchParams();
  const segments: string[] = [];
  const producers = filter.producers ?? [];
  const single = producers.length === 1 ? producers[0] : undefined;
  const hasSize = filter.width !== undefined && filter.profile !== undefined && filter.rim !== undefined;
  let pathHas = { season: false, producer: false, size: false, rim: false, vehicle: false };
  if (hasSize) {
    if (filter.season) segments.push(filter.season);
    segments.push(String(filter.width), String(filter.profile), `r${filter.rim}`);
    pathHas = { ...pathHas, season: Boolean(filter.season), size: true, rim: true };
  } else if (filter.rim !== undefined && filter.season) {
    segments.push(filter.season, `r${filter.rim}`);
    pathHas = { ...pathHas, season: true, rim: true };
  } else if (single) {
    if (filter.season) segments.push(filter.season);
    segments.push(single);
    pathHas = { ...pathHas, season: Boolean(filter.season), producer: true };
  } else if (filter.season) {
    segments.push(filter.season);
    pathHas = { ...pathHas, season: true };
  } else {
    segments.push(filter.vehicle ?? "osobowe-suv");
    pathHas = { ...pathHas, vehicle: true };
  }
  if (producers.length && !pathHas.producer) query.set(Q.producers, [...producers].sort().join(","));
  if (filter.vehicle && !pathHas.vehicle) query.set(Q.vehicle, filter.vehicle);
  if (!pathHas.size) {
    if (filter.width !== undefined) query.set(Q.width, String(filter.width));
    if (filter.profile !== undefined) query.set(Q.profile, String(filter.profile));
    if (filter.rim !== undefined && !pathHas.rim) query.set(Q.rim, String(filter.rim));
  }
  const lists = { loadIndex: filter.loadIndex, speedIndex: filter.speedIndex, fuel: filter.fuel, wet: filter.wet, noise: filter.noise };
  for (const [key, values] of Object.entries(lists)) {
    if (values?.length) query.set(Q[key as keyof typeof lists], [...values].sort().join(","));
  }
  if (filter.xl) query.set(Q.xl, "1");
  if (filter.runFlat) query.set(Q.runFlat, "1");
  if (filter.threePmsf) query.set(Q.threePmsf, "1");
  if (filter.priceMin !== undefined) query.set(Q.priceMin, String(filter.priceMin));
  if (filter.priceMax !== undefined) query.set(Q.priceMax, String(filter.priceMax));
  if (filter.sort && filter.sort !== "popularnosc") query.set(Q.sort, filter.sort);
  if (filter.page !== undefined && filter.page > 1) query.set(Q.page, String(filter.page));
  const search = query.toString();
  return `/opony/${segments.join("/")}${search ? `?${search}` : ""}`;
}

/**
 * Reads a listing URL: the path segments after /opony/ (the catch-all tyrePageSlug) and the
 * query. Returns null when the path is not one of the route shapes (→ 404). Query values that do
 * not parse are dropped, so a mangled link still shows a sensible listing.
 */
export function parseListing(segments: string[], query: URLSearchParams): ListingFilter | null {
  const filter: ListingFilter = {};
  const rimSegment = (segment: string | undefined) => (segment?.startsWith("r") ? intIn(segment.slice(1), RIM.min, RIM.max) : undefined);
  const [a, b, c, d] = segments;
  switch (segments.length) {
    case 1:
      if (isVehicle(a!)) filter.vehicle = a;
      else if (isSeason(a!)) filter.season = a;
      else if (SLUG.test(a!) && !/^\d/.test(a!)) filter.producers = [a!];
      else return null;
      break;
    case 2:
      if (!isSeason(a!)) return null;
      filter.season = a;
      if (rimSegment(b) !== undefined) filter.rim = rimSegment(b);
      else if (SLUG.test(b!) && !isSeason(b!) && !isVehicle(b!) && !/^(\d|r\d)/.test(b!)) filter.producers = [b!];
      else return null;
      break;
    case 3:
    case 4: {
      const size = segments.length === 4 ? [b, c, d] : [a, b, c];
      if (segments.length === 4) {
        if (!isSeason(a!)) return null;
        filter.season = a;
      }
      filter.width = intIn(size[0], WIDTH.min, WIDTH.max);
      filter.profile = intIn(size[1], PROFILE.min, PROFILE.max);
      filter.rim = rimSegment(size[2]);
      if (filter.width === undefined || filter.profile === undefined || filter.rim === undefined) return null;
      break;
    }
    default:
      return null;
  }

  // Query parts never override what the path says.
  if (!filter.producers) filter.producers = list(query.getAll(Q.producers), (item) => SLUG.test(item));
  if (!filter.vehicle) {
    const vehicle = query.get(Q.vehicle) ?? "";
    if (isVehicle(vehicle)) filter.vehicle = vehicle;
  }
  if (!filter.season) {
    const season = query.get(Q.season) ?? "";
    if (isSeason(season)) filter.season = season;
  }
  filter.width ??= intIn(query.get(Q.width), WIDTH.min, WIDTH.max);
  filter.profile ??= intIn(query.get(Q.profile), PROFILE.min, PROFILE.max);
  filter.rim ??= intIn(query.get(Q.rim), RIM.min, RIM.max);
  filter.loadIndex = list(query.getAll(Q.loadIndex), (item) => /^\d{2,3}(\/\d{2,3})?$/.test(item));
  filter.speedIndex = list(query.getAll(Q.speedIndex), (item) => /^[A-Z]$/.test(item));
  filter.fuel = list(query.getAll(Q.fuel), (item) => (LABEL_CLASSES as readonly string[]).includes(item));
  filter.wet = list(query.getAll(Q.wet), (item) => (LABEL_CLASSES as readonly string[]).includes(item));
  filter.noise = list(query.getAll(Q.noise), (item) => (NOISE_CLASSES as readonly string[]).includes(item));
  filter.xl = flag(query.get(Q.xl));
  filter.runFlat = flag(query.get(Q.runFlat));
  filter.threePmsf = flag(query.get(Q.threePmsf));
  filter.priceMin = intIn(query.get(Q.priceMin), 0, 100_000);
  filter.priceMax = intIn(query.get(Q.priceMax), 0, 100_000);
  const sort = query.get(Q.sort) ?? "";
  if ((SORTS as readonly string[]).includes(sort)) filter.sort = sort as ListingSort;
  filter.page = intIn(query.get(Q.page), 1, LISTING_MAX_PAGE);
  return clean(filter);
}

/** Drops undefined keys and the defaults, so equal filters compare equal. */
export function clean(filter: ListingFilter): ListingFilter {
  const result: ListingFilter = {};
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    if (key === "page" && value === 1) continue;
    if (key === "sort" && value === "popularnosc") continue;
    (result as Record<string, unknown>)[key] = value;
  }
  return result;
}

/** Reads the size-search and facet form (GET /opony?…): the same names as the listing query. */
export function parseListingForm(query: URLSearchParams): ListingFilter {
  const filter = parseListing(["osobowe-suv"], query) ?? {};
  // The form's vehicle comes from `typ`; "osobowe-suv" above only satisfied the parser.
  const vehicle = query.get(Q.vehicle) ?? "";
  if (isVehicle(vehicle)) filter.vehicle = vehicle;
  else delete filter.vehicle;
  delete filter.page;
  return clean(filter);
}

export const LISTING_QUERY_NAMES = Q;

/**
 * Every part of a filter as query parameters (nothing in the path): the hidden fields of the
 * listing's forms, which GET /opony turns back into the canonical path.
 */
export function listingFormFields(filter: ListingFilter): [string, string][] {
  const fields: [string, string][] = [];
  const push = (name: string, value: string | number | undefined) => {
    if (value !== undefined && value !== "") fields.push([name, String(value)]);
  };
  push(Q.vehicle, filter.vehicle);
  push(Q.season, filter.season);
  push(Q.producers, filter.producers?.join(","));
  push(Q.width, filter.width);
  push(Q.profile, filter.profile);
  push(Q.rim, filter.rim);
  push(Q.loadIndex, filter.loadIndex?.join(","));
  push(Q.speedIndex, filter.speedIndex?.join(","));
  push(Q.fuel, filter.fuel?.join(","));
  push(Q.wet, filter.wet?.join(","));
  push(Q.noise, filter.noise?.join(","));
  if (filter.xl) push(Q.xl, 1);
  if (filter.runFlat) push(Q.runFlat, 1);
  if (filter.threePmsf) push(Q.threePmsf, 1);
  push(Q.priceMin, filter.priceMin);
  push(Q.priceMax, filter.priceMax);
  if (filter.sort && filter.sort !== "popularnosc") push(Q.sort, filter.sort);
  return fields;
}

/** Product link (SPEC §2): path from the slug, `?sup=<sku>` for a non-main variant, optional hash. */
export function tyrePath(slug: string, variant?: { sku: string; isMain: boolean }, hash?: string): string {
  const query = variant && !variant.isMain ? `?sup=${encodeURIComponent(variant.sku)}` : "";
  return `${TYRE_PATH_PREFIX}${encodeURIComponent(slug)}${query}${hash ? `#${encodeURIComponent(hash)}` : ""}`;
}

export function modelPath(slug: string): string {
  return `/model-opony/${encodeURIComponent(slug)}`;
}

export function campaignPath(slug: string): string {
  return `${CAMPAIGN_PATH_PREFIX}${encodeURIComponent(slug)}`;
}

export function carMakePath(slug: string): string {
  return `/opony-do/${encodeURIComponent(slug)}`;
}

export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl}/`).toString();
}
