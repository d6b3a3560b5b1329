/**
 * What shoppers see and keep in their browser: compare, last seen, query stale times, analytics, the page frame, the catalogue and the EU label.
 * One part of the spec's constants (src/common/config/): the browser bundle imports these
 * modules too, so keep them free of server-only imports.
 */

// ── Compare ───────────────────────────────────────────────────────────────────────────────────
export const COMPARE_MAX_ITEMS = 3;
/**
 * The compare button stays disabled until the selection count exceeds this: comparing one tyre
 * with nothing tells the shopper nothing, so two is the least that makes a comparison.
 */
export const COMPARE_MIN_ITEMS_EXCLUSIVE = 1;
/** The header compare link appears when the selection count exceeds this; below, a tooltip. */
export const COMPARE_HEADER_LINK_MIN_EXCLUSIVE = 1;
export const COMPARE_COOKIE = "compare-tyres";
export const COMPARE_COOKIE_MAX_AGE_S = 7 * 24 * 60 * 60;
/**
 * The car the shopper chose (issue 22): make, generation and one factory fitment, as JSON the
 * server writes (FORM_ACTIONS.carSelect) and the browser reads to judge tyres. Set only when the
 * shopper asks for it, so it needs no consent (a service the shopper requested).
 */
export const SELECTED_CAR_COOKIE = "wybrany-samochod";
export const SELECTED_CAR_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

// ── Last seen ─────────────────────────────────────────────────────────────────────────────────
export const LAST_SEEN_MAX_ITEMS = 5;
export const LAST_SEEN_TTL_MS = 604_800_000;
export const LAST_SEEN_STORAGE_KEY = "last-seen-products";
/** Add-to-basket quantity from the last-seen panel and the default on a tyre data page. */
export const DEFAULT_ADD_TO_BASKET_QUANTITY = 4;

// ── Client data (TanStack Query), milliseconds ───────────────────────────────────────────────
export const STALE_TIME_MS = {
  default: 20_000,
  session: 5_000,
  checkout: 3_000,
  simpleCheckout: 0,
  paymentMethods: Number.POSITIVE_INFINITY,
} as const;

// ── Analytics ─────────────────────────────────────────────────────────────────────────────────
export const ANALYTICS_TAX = 23;
export const ANALYTICS_SHIPPING = 0;
/** Share of visits (with analytics consent) that report web vitals (LCP, INP, CLS, TTFB). */
export const SPEED_INSIGHTS_SAMPLE_RATE = 0.1;
export const TRACING_SAMPLE_RATE = 0;
export const WEB_VITALS = ["LCP", "INP", "CLS", "TTFB"] as const;

// ── UI ────────────────────────────────────────────────────────────────────────────────────────
export const TOAST_DURATION_MS = 3000;
export const LOADING_OVERLAY_FADE_S = 0.2;
export const MENU_OVERLAY_Z_INDEX = 400;
/** Layout breakpoints (px, min-width). Below `lg` the mobile header is shown; `sm` lets wide phones take a third tile column. */
export const BREAKPOINTS = { xs: 0, sm: 480, md: 768, lg: 1024, xl: 1238 } as const;
export const MODAL_WIDTHS = { sm: 430, md: 544, lg: 674 } as const;
/**
 * The spec's two unexplained exported numbers (64 and 120). Read here as the mobile header height
 * and the scroll distance after which the mobile header slides away when scrolling down.
 */
export const MOBILE_HEADER_HEIGHT_PX = 64;
export const HEADER_HIDE_SCROLL_THRESHOLD_PX = 120;

/** Default opening hours: the spec's data object with 08:00, 16:00 and two empty strings. */
export const DEFAULT_OPENING_HOURS = {
  weekdays: { from: "08:00", to: "16:00" },
  saturday: { from: "", to: "" },
} as const;

// ── Catalogue ─────────────────────────────────────────────────────────────────────────────────
export const LISTING_PAGE_SIZE = 24;
/** URLs per child file of /sitemap.xml's tyre pages (the protocol allows 50,000). */
export const SITEMAP_PAGE_SIZE = 5000;
/** At most this many cars a size page names as taking the size from the factory (issue 38). */
export const SIZE_CARS_LIMIT = 12;
/** Articles per page of /blog. */
export const BLOG_PAGE_SIZE = 4;
/** Reading speed behind an article's "N min czytania" (words per minute, Polish prose). */
export const READING_WORDS_PER_MINUTE = 200;
export const LISTING_MAX_PAGE = 500;
/** The filter sheet asks the search for its live count this long after the last choice (issue 16). */
export const FILTER_COUNT_DEBOUNCE_MS = 300;

// ── The search box (issue 35) ─────────────────────────────────────────────────────────────────
/** The longest query the search reads (characters); more is cut off, never an error. */
export const SEARCH_QUERY_MAX_LENGTH = 100;
/** The header's box asks for suggestions from this many characters, this long after the last key. */
export const SEARCH_SUGGEST_MIN_CHARS = 2;
export const SEARCH_SUGGEST_DEBOUNCE_MS = 150;
/** Tyres a suggestion list shows; the results page (/szukaj) shows a listing page's worth. */
export const SEARCH_SUGGEST_TYRES = 3;
/** How long a Worker isolate keeps the names the search matches (producers, models, cars) before reading them again. */
export const SEARCH_VOCABULARY_TTL_MS = 5 * 60_000;
/**
 * An island out of view hydrates when it scrolls near or the browser is idle; this long at most
 * when it never is idle (client/main.ts), so a busy page still gets its buttons' scripts.
 */
export const ISLAND_IDLE_TIMEOUT_MS = 2_000;
export const DEFAULT_TYRE_IMAGE = "/img/opona.svg";
/** Relative image paths are prefixed with this base; empty means "same origin". */
export const IMAGE_BASE_URL = "";
/** The widths (px) tyre photos are offered in (SPEC §9): the srcset's candidates. */
export const IMAGE_WIDTHS = [128, 256, 384, 512] as const;
/** Where the Worker serves files kept in R2 (photos "opony/…", labels and sheets "etykiety/…"). */
export const FILES_PATH_PREFIX = "/pliki/";

/** The shop's mark as a PNG for search engines (Google takes no SVG logo): src/site/ui/Logo.tsx's drawing at 512 px. */
export const SHOP_LOGO_PNG = "/img/logo.png";
/** The R2 key prefixes: tyre photos, and EPREL labels with their product information sheets. */
export const TYRE_IMAGE_KEY_PREFIX = "opony/";
export const EPREL_KEY_PREFIX = "etykiety/";
/** Largest tyre photo accepted (a back-office upload or a feed's image URL). */
export const TYRE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Largest official label image or product information sheet taken from EPREL. */
export const EPREL_FILE_MAX_BYTES = 5 * 1024 * 1024;
// ── EU tyre label (Regulation (EU) 2020/740) ──────────────────────────────────────────────────
/** Fuel efficiency and wet grip classes (annex I parts A and B), best first. */
export const LABEL_CLASSES = ["A", "B", "C", "D", "E"] as const;
export type LabelClass = (typeof LABEL_CLASSES)[number];
/** External rolling noise classes (annex I part C), quietest first. */
export const NOISE_CLASSES = ["A", "B", "C"] as const;
/**
 * The scales' colours (annex II point 2, given in CMYK as "cyan-magenta-yellow-black", X = 100 %):
 * A X-00-X-00, B 70-00-X-00, C 30-00-X-00, D 00-30-X-00, E 00-X-X-00 – the same inks as the
 * energy labels under Regulation (EU) 2017/1369, here as the sRGB equivalents of those inks used
 * for the energy labels' screen artwork (X-00-X-00 #009036 … 00-X-X-00 #e2001a). The nested
 * display's arrow (annex VI) takes its class's colour.
 */
export const LABEL_CLASS_COLOURS: Record<LabelClass, string> = {
  A: "#009036",
  B: "#52ae32",
  C: "#c8d400",
  D: "#fbba00",
  E: "#e2001a",
};
/** The regulation's number, printed on the label. */
export const TYRE_LABEL_REGULATION = "2020/740";

/** How long fetching a feed's photo or an EPREL answer may take before it counts as failed. */
export const REMOTE_FETCH_TIMEOUT_MS = 15_000;
/** Files named by their content never change: browsers and the edge keep them for a year. */
export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";

export const SEASONS = ["zimowe", "letnie", "caloroczne"] as const;
export type Season = (typeof SEASONS)[number];
export const VEHICLE_TYPES = ["osobowe-suv", "dostawcze", "terenowe-4x4"] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];
/** Footer producer links (SPEC §2), as listing slugs. */
export const FOOTER_PRODUCER_SLUGS = ["continental", "michelin", "hankook", "debica", "uniroyal", "goodyear", "bridgestone"] as const;

// ── Basket and compare forms without JavaScript (issue 16, point 5) ───────────────────────────
/** Where the card and data-page buttons and the basket lines post; the islands intercept them when scripts run. */
export const FORM_ACTIONS = {
  basketAdd: "/koszyk/dodaj",
  basketLine: "/koszyk/zmien",
  compareToggle: "/porownywarka/zmien",
  /** The cookie banner's choice (issue 21: the banner is server HTML and works without scripts). */
  consent: "/zgoda-cookies",
  /** "Wybierz ten samochód" on a generation's page, and the chosen car's "Usuń" (issue 22). */
  carSelect: "/moj-samochod",
} as const;
