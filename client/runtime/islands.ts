/**
 * The one list of islands: name → how the browser loads it. The frame's islands (header, menu,
 * toasts) ship in the entry chunk, but for the header's parts a phone hides (a chunk of their
 * own); a listing's and a data page's small islands share one chunk per page type (as a chunk
 * each they cost more than they save: issue 21 measured the listing at 20 files and 88 KB gzip,
 * 4 KB of it lost to compressing each tiny file apart); the larger islands of the basket,
 * checkout and account pages are chunks of their own.
 * The server renders from the same list (src/site/island.tsx resolves every loader once at startup).
 * A new island: its file in client/islands/, one line here.
 */
import "./shared-deps";
import BasketBadge from "../islands/basket-badge";
import CompareBar from "../islands/compare-bar";
import GlobalUi from "../islands/global-ui";
import MobileMenu from "../islands/mobile-menu";

/** In the entry chunk: imported above, "loaded" at once. */
const entry = <C>(component: C) => ({ inEntry: true as const, load: () => Promise.resolve({ default: component }) });
/** Its own chunk, fetched when a page shows the island. */
const lazy = <M extends { default: unknown }>(load: () => Promise<M>) => ({ inEntry: false as const, load });
/**
 * Hydrates only at the shopper's first use of it (focus, pointer, key; its first click is held and
 * given again): its server HTML works until then. The marker's data-hydrate="interaction" asks the same.
 */
const onFirstUse = <E extends { inEntry: boolean; load: () => Promise<{ default: unknown }> }>(island: E) => ({
  ...island,
  hydrate: "interaction" as const,
});
/** One chunk for a listing's islands (client/runtime/listing-islands.ts). */
const listing = <N extends keyof typeof import("./listing-islands")>(name: N) =>
  lazy(() => import("./listing-islands").then((islands) => ({ default: islands[name] })));
/** One chunk for the header's parts a phone shows only when asked (client/runtime/header-islands.ts). */
const header = <N extends keyof typeof import("./header-islands")>(name: N) =>
  lazy(() => import("./header-islands").then((islands) => ({ default: islands[name] })));
/** One chunk for the data page's islands (client/runtime/product-islands.ts). */
const product = <N extends "AddToBasket" | "CompareToggle" | "LastSeenRecorder">(name: N) =>
  lazy(() => import("./product-islands").then((islands) => ({ default: islands[name] })));

export const ISLANDS = {
  // The frame's, on every page.
  "mobile-menu": entry(MobileMenu),
  "basket-badge": entry(BasketBadge),
  "global-ui": entry(GlobalUi),
  // The frame's, hidden on a phone (desktop header) or until its menu opens (last seen there).
  "account-menu": header("AccountMenu"),
  "compare-link": header("CompareLink"),
  "last-seen": header("LastSeen"),
  // The desktop mega menu's tabs: they fetch their panels (client/runtime/menu-lists.ts) when first pointed at or focused.
  "mega-menu": header("MegaMenu"),
  // The header's search: its own chunk, loaded with the first touch of the field.
  "search-box": onFirstUse(lazy(() => import("../islands/search-box"))),
  // Listings' and data pages': a stub that loads the bar with the first chosen tyre.
  "compare-bar": entry(CompareBar),
  // A listing's and the data page's: small, so one chunk for each page type.
  "auto-submit": listing("AutoSubmit"),
  "filter-sheet": listing("FilterSheet"),
  "card-actions": listing("CardActions"),
  "add-to-basket": product("AddToBasket"),
  "compare-toggle": product("CompareToggle"),
  "last-seen-recorder": product("LastSeenRecorder"),
  // The account's and the order's: larger, and on pages few shoppers reach.
  // Only where GTM or GA is configured (src/site/ui/AnalyticsEvents.tsx).
  analytics: lazy(() => import("../islands/analytics")),
  "json-form": lazy(() => import("../islands/json-form")),
  basket: lazy(() => import("../islands/basket")),
  "checkout-form": lazy(() => import("../islands/checkout-form")),
  "delete-account": lazy(() => import("../islands/delete-account")),
  "invoice-download": lazy(() => import("../islands/invoice-download")),
};

export type IslandName = keyof typeof ISLANDS;
/** The component an island's module exports. */
export type IslandComponent<N extends IslandName> = Awaited<ReturnType<(typeof ISLANDS)[N]["load"]>>["default"];
/** The (JSON-serialisable) props the server passes to an island. */
export type IslandProps<N extends IslandName> = Parameters<IslandComponent<N>>[0];
