/**
 * Every URL of the shop is built here (and, as the catalogue grows, parsed here), so a route
 * change is one edit. Builders return paths; `absoluteUrl` adds the configured origin.
 */

import { CAMPAIGN_PATH_PREFIX } from "./config/orders";
import { FORM_ACTIONS, SEASONS, VEHICLE_TYPES, type Season, type VehicleType } from "./config/storefront";
import { PANEL_BASE_PATH } from "./config/back-office";
import {
  clean,
  intIn,
  LISTING_PARAM,
  LISTING_QUERY_NAMES,
  listingQueryParams,
  readListingQuery,
  SLUG,
  type ListingFilter,
  type ListingParamKey,
} from "./listing-filters";

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
  /** The basket's and compare's forms without JavaScript (src/site/pages/basket-actions.ts). */
  basketAdd: FORM_ACTIONS.basketAdd,
  basketLine: FORM_ACTIONS.basketLine,
  compareToggle: FORM_ACTIONS.compareToggle,
  consent: FORM_ACTIONS.consent,
  carSelect: FORM_ACTIONS.carSelect,
  checkout: "/zamowienie",
  orderConfirmation: "/zamowienie/potwierdzenie",
  /** An order's status without an account: its number and the e-mail or postcode it was placed with. */
  orderStatus: "/status-zamowienia",
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
  /** The shop's accessibility statement (ustawa z dnia 26 kwietnia 2024 r., European Accessibility Act). */
  accessibility: "/deklaracja-dostepnosci",
  siteMap: "/mapa-strony",
  siteMapProducers: "/mapa-strony-producenci",
  siteMapCars: "/mapa-strony-auta",
  /**
   * The header menus' lists (the mega menu's and the phone menu's), fetched when a menu first
   * opens: an HTML fragment, the same for everyone, `noindex`, linked from no page.
   */
  menuFragment: "/fragment/menu",
  /** "Wybierz samochód": every make, and the picker's target (`?marka=` → that make's page). */
  carPicker: "/opony-do",
  /** The footer's help page (SPEC leaves its path open). */
  help: "/pomoc",
  /** A buyer's review of one order line, through the link mailed with the delivery: /opinia/{token}. */
  review: "/opinia",
  /** Size-search form target: redirects to the canonical listing path. */
  search: "/opony",
  /** The header search's results (?q=): redirects where the text names one place, lists matches otherwise. */
  searchResults: "/szukaj",
  tyres: "/opony/osobowe-suv",
} as const;

/**
 * Pages that quote the delivery methods' prices (an owner sets them at /panel/dostawa, issue 36):
 * cached minutes rather than a day, and forgotten in the data centre where a price changes.
 */
export const PAGES_QUOTING_DELIVERY: readonly string[] = [
  ROUTES.home,
  ROUTES.delivery,
  ROUTES.buyersInfo,
  ROUTES.about,
  ROUTES.why,
  ROUTES.help,
];

/**
 * Paths robots.txt keeps crawlers out of: the account and checkout (they only redirect a visitor
 * who is not signed in or has an empty basket), the APIs, development tools and the back office.
 * The basket, compare, sign-in, register and password pages are NOT here: they say `noindex`
 * themselves, which a crawler can only read on a page it may fetch.
 */
export const ROBOTS_DISALLOWED_PREFIXES = [ROUTES.account, ROUTES.checkout, "/api/", "/dev/", PANEL_BASE_PATH] as const;

/** The base of in-process calls to the shop API: such a request never leaves the Worker. */
export const IN_PROCESS_BASE_URL = "http://shop.internal";

/** Where the shop API is mounted on the site; SHOP_API_URL names it elsewhere. */
export const SHOP_API_BASE_PATH = "/api/v1";

/** The APIs' paths that pages post to, mails link to and robots.txt names (SPEC §7). */
/** The back office (src/site/panel): staff only, behind Cloudflare Access in production. */
export const PANEL_ROUTES = {
  home: PANEL_BASE_PATH,
  /** The go-live checklist (issue 39): what the live configuration still lacks before real orders. */
  goLive: `${PANEL_BASE_PATH}/start`,
  /** Development only: choose a seeded staff member (Cloudflare Access does this in production). */
  devSignIn: `${PANEL_BASE_PATH}/logowanie`,
  devSignOut: `${PANEL_BASE_PATH}/wyloguj`,
  orders: `${PANEL_BASE_PATH}/zamowienia`,
  order: (id: number) => `${PANEL_BASE_PATH}/zamowienia/${id}`,
  ordersExport: `${PANEL_BASE_PATH}/eksport/zamowienia.csv`,
  offers: `${PANEL_BASE_PATH}/oferty`,
  offer: (id: number) => `${PANEL_BASE_PATH}/oferty/${id}`,
  complaints: `${PANEL_BASE_PATH}/reklamacje`,
  complaint: (id: number) => `${PANEL_BASE_PATH}/reklamacje/${id}`,
  staff: `${PANEL_BASE_PATH}/zespol`,
  imports: `${PANEL_BASE_PATH}/importy`,
  importRun: (id: number) => `${PANEL_BASE_PATH}/importy/${id}`,
  /** Producers' GPSR data (issue 20): the list and one producer's form. */
  producers: `${PANEL_BASE_PATH}/producenci`,
  producer: (id: number) => `${PANEL_BASE_PATH}/producenci/${id}`,
  /** The invoice register (issue 32): the list, one invoice, its files. */
  invoices: `${PANEL_BASE_PATH}/faktury`,
  /** The accountant's CSV of a month's invoices, a row per line (?month=RRRR-MM). */
  invoicesExport: `${PANEL_BASE_PATH}/faktury/eksport.csv`,
  invoice: (id: number) => `${PANEL_BASE_PATH}/faktury/${id}`,
  invoiceFile: (id: number, file: "pdf" | "xml" | "upo") => `${PANEL_BASE_PATH}/faktury/${id}/plik/${file}`,
  /** Suppliers and their feeds (issue 33): the list, one supplier with its mapping profile. */
  suppliers: `${PANEL_BASE_PATH}/dostawcy`,
  supplier: (id: number) => `${PANEL_BASE_PATH}/dostawcy/${id}`,
  /** Price rules and prices held for staff. */
  pricing: `${PANEL_BASE_PATH}/ceny`,
  /** Buyers' reviews waiting for a decision, and the published and rejected ones (issue 35). */
  reviews: `${PANEL_BASE_PATH}/opinie`,
  /** Delivery methods, their prices and the cash-on-delivery fee (issue 36): owners edit, others read. */
  delivery: `${PANEL_BASE_PATH}/dostawa`,
  /** The shop's data a retailer edits without code (issue 39): company, contact and hours, bank account, e-mail footer. */
  settings: `${PANEL_BASE_PATH}/ustawienia`,
  /** Campaigns and the home page's banners (issue 39): their conditions, reward and rules, owners edit. */
  campaigns: `${PANEL_BASE_PATH}/promocje`,
  campaign: (id: number) => `${PANEL_BASE_PATH}/promocje/${id}`,
  /** Parcels booked through the carriers (issue 36): the day's labels and pickup, returned or lost parcels. */
  shipments: `${PANEL_BASE_PATH}/przesylki`,
  shipmentLabel: (id: number) => `${PANEL_BASE_PATH}/przesylki/${id}/etykieta.pdf`,
  dayLabels: (day: string) => `${PANEL_BASE_PATH}/przesylki/etykiety.pdf?dzien=${day}`,
  /** "Nadaj przesyłkę" on a packed order. */
  orderShipment: (id: number) => `${PANEL_BASE_PATH}/zamowienia/${id}/nadaj`,
} as const;

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

/** One of the signed-in customer's invoices: its stored PDF, named by Content-Disposition. */
export function invoicePdfPath(orderId: number, invoiceId: number): string {
  return `/api/account/orders/${orderId}/faktury/${invoiceId}`;
}

/** An attachment of a mail in the development outbox: /dev/poczta/12/regulamin.pdf. */
export function devMailAttachmentPath(messageId: number, fileName: string): string {
  return `${ROUTES.devMail}/${messageId}/${encodeURIComponent(fileName)}`;
}

export function campaignRegistrationPath(slug: string): string {
  return `${SHOP_API_BASE_PATH}/campaigns/${encodeURIComponent(slug)}/registrations`;
}

/** The review form a delivered order's mail links for one of its lines. */
export function reviewPath(token: string): string {
  return `${ROUTES.review}/${encodeURIComponent(token)}`;
}

/** Tyre data pages live under this prefix (islands build their links from it). */
export const TYRE_PATH_PREFIX = "/dane-opony/";

export function orderPath(id: string | number): string {
  return `${ROUTES.orders}/${encodeURIComponent(String(id))}`;
}

export function blogArticlePath(category: string, article: string): string {
  return `/blog/${encodeURIComponent(category)}/${encodeURIComponent(article)}`;
}

export type { ListingFilter, ListingSort } from "./listing-filters";
export { clean, LISTING_QUERY_NAMES, listingFormFields, SORTS } from "./listing-filters";

const isSeason = (value: string): value is Season => (SEASONS as readonly string[]).includes(value);
const isVehicle = (value: string): value is VehicleType => (VEHICLE_TYPES as readonly string[]).includes(value);

/** A slug read from the query: text, empty when missing (SPEC §2). */
export function querySlug(query: URLSearchParams, name: string): string {
  return query.get(name) ?? "";
}

// Path segments are checked against the same ranges as the query parameters.
const WIDTH = LISTING_PARAM.width.range;
const PROFILE = LISTING_PARAM.profile.range;
const RIM = LISTING_PARAM.rim.range;

/** The canonical listing path for a filter, following SPEC §2's route shapes:
 * /opony/{season}/{width}/{profile}/r{rim}, /opony/{width}/{profile}/r{rim}, /opony/{season}/r{rim},
 * a van's size with C as the trade writes it (/opony/215/65/r16c, /opony/zimowe/215/65/r16c: van
 * tyres only, issue 38),
 * /opony/{season}/{producer}, /opony/{producer}, /opony/{season}, /opony/{vehicle}.
 * Parts that no shape carries go to the query (listing-filters.ts: its order, names and values);
 * a page number only when greater than 1.
 */
export function listingPath(filter: ListingFilter): string {
  const segments: string[] = [];
  const producers = filter.producers ?? [];
  const single = producers.length === 1 ? producers[0] : undefined;
  const hasSize = filter.width !== undefined && filter.profile !== undefined && filter.rim !== undefined;
  const inPath = new Set<ListingParamKey>();
  if (hasSize) {
    if (filter.season) segments.push(filter.season);
    const van = filter.vehicle === "dostawcze";
    segments.push(String(filter.width), String(filter.profile), `r${filter.rim}${van ? "c" : ""}`);
    inPath.add("season").add("width").add("profile").add("rim");
    if (van) inPath.add("vehicle");
  } else if (filter.rim !== undefined && filter.season) {
    segments.push(filter.season, `r${filter.rim}`);
    inPath.add("season").add("rim");
  } else if (single) {
    if (filter.season) segments.push(filter.season);
    segments.push(single);
    inPath.add("season").add("producers");
  } else if (filter.season) {
    segments.push(filter.season);
    inPath.add("season");
  } else {
    segments.push(filter.vehicle ?? "osobowe-suv");
    inPath.add("vehicle");
  }
  const search = new URLSearchParams(listingQueryParams(filter, inPath)).toString();
  return `/opony/${segments.join("/")}${search ? `?${search}` : ""}`;
}

/**
 * A car's factory size as the car pages link it (issue 38): the size's own clean, indexable page
 * (of a season when one is chosen), a van's with C and van tyres alone; never a filtered view.
 */
export function carSizePath(size: { width: number; profile: number; rim: number; vehicleType: VehicleType }, season?: Season): string {
  const { width, profile, rim } = size;
  return listingPath({ season, width, profile, rim, ...(size.vehicleType === "dostawcze" ? { vehicle: "dostawcze" } : {}) });
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
      // "r16c": a van's size, van tyres only.
      const van = /^r\d+c$/.test(size[2] ?? "");
      filter.rim = rimSegment(van ? size[2]!.slice(0, -1) : size[2]);
      if (filter.width === undefined || filter.profile === undefined || filter.rim === undefined) return null;
      if (van) filter.vehicle = "dostawcze";
      break;
    }
    default:
      return null;
  }

  // Query parts never override what the path says.
  return clean(readListingQuery(filter, query));
}

/** Reads the size-search and facet form (GET /opony?…): the same names as the listing query. */
export function parseListingForm(query: URLSearchParams): ListingFilter {
  const filter = parseListing(["osobowe-suv"], query) ?? {};
  // The form's vehicle comes from `typ`; "osobowe-suv" above only satisfied the parser.
  const vehicle = query.get(LISTING_QUERY_NAMES.vehicle) ?? "";
  if (isVehicle(vehicle)) filter.vehicle = vehicle;
  else delete filter.vehicle;
  delete filter.page;
  return clean(filter);
}

/** Product link (SPEC §2): path from the slug, `?sup=<sku>` for a non-main variant, optional hash. */
export function tyrePath(slug: string, variant?: { sku: string; isMain: boolean }, hash?: string): string {
  const query = variant && !variant.isMain ? `?sup=${encodeURIComponent(variant.sku)}` : "";
  return `${TYRE_PATH_PREFIX}${encodeURIComponent(slug)}${query}${hash ? `#${encodeURIComponent(hash)}` : ""}`;
}

/**
 * A link to one offer of a tyre, whatever the offer: always with `?sup=`, because the plain path
 * shows the cheapest offer in stock (issue 16), which need not be the main one.
 */
export function offerPath(slug: string, sku: string): string {
  return `${TYRE_PATH_PREFIX}${encodeURIComponent(slug)}?sup=${encodeURIComponent(sku)}`;
}

/** What a compare form did; its answer returns to the page at this outcome's notice. */
export type CompareOutcome = "dodano" | "usunieto";

/**
 * The id of the notice a compare form's answer returns to (`#…`): a page with compare forms carries
 * each outcome's notice once, hidden, and CSS shows the target, so a shared, cached page can still
 * say what happened (the button it was pressed on shows the tyre's new state after the reload).
 */
export function compareNoticeId(outcome: CompareOutcome): string {
  return `porownanie-${outcome}`;
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

/** One car model of a make (Golf), with its generations. */
export function carModelPath(make: string, model: string): string {
  return `${carMakePath(make)}/${encodeURIComponent(model)}`;
}

/**
 * Where a car model's links lead: its page, or its only generation's when it has one (issue 38:
 * /opony-do/dacia/jogger repeated /opony-do/dacia/jogger/jogger, so it answers 301 there).
 */
export function carModelPagePath(makeSlug: string, model: { slug: string; generations: readonly { slug: string }[] }): string {
  const [only, ...more] = model.generations;
  return only && more.length === 0 ? carGenerationPath(makeSlug, model.slug, only.slug) : carModelPath(makeSlug, model.slug);
}

/** A model's generation and its factory fitments: /opony-do/volkswagen/golf/golf-viii. */
export function carGenerationPath(make: string, model: string, generation: string): string {
  return `${carModelPath(make, model)}/${encodeURIComponent(generation)}`;
}

export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl}/`).toString();
}
