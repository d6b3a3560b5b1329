/**
 * The one list of islands: name → how the browser loads it and whether it belongs to the frame.
 * The frame's islands (header, menu, toasts) are on every page, so they ship in the entry chunk:
 * lazy-loading them would only add requests and bytes. Every other island is a dynamic import,
 * which esbuild turns into its own chunk, so a page downloads only the islands it shows.
 * The server renders from the same list (src/island.tsx resolves every loader once at startup).
 * A new island: its file in client/islands/, one line here.
 */
import "./shared-deps";
import AccountMenu from "../islands/account-menu";
import BasketBadge from "../islands/basket-badge";
import CompareLink from "../islands/compare-link";
import CookieConsent from "../islands/cookie-consent";
import GlobalUi from "../islands/global-ui";
import LastSeen from "../islands/last-seen";
import MobileMenu from "../islands/mobile-menu";

/** In the entry chunk: imported above, "loaded" at once. */
const frame = <C>(component: C) => ({ frame: true as const, load: () => Promise.resolve({ default: component }) });
/** Its own chunk, fetched when a page shows the island. */
const lazy = <M extends { default: unknown }>(load: () => Promise<M>) => ({ frame: false as const, load });

export const ISLANDS = {
  "mobile-menu": frame(MobileMenu),
  "basket-badge": frame(BasketBadge),
  "account-menu": frame(AccountMenu),
  "compare-link": frame(CompareLink),
  "last-seen": frame(LastSeen),
  "global-ui": frame(GlobalUi),
  "cookie-consent": frame(CookieConsent),
  "auto-submit": lazy(() => import("../islands/auto-submit")),
  "filter-sheet": lazy(() => import("../islands/filter-sheet")),
  "add-to-basket": lazy(() => import("../islands/add-to-basket")),
  "compare-toggle": lazy(() => import("../islands/compare-toggle")),
  "card-actions": lazy(() => import("../islands/card-actions")),
  analytics: lazy(() => import("../islands/analytics")),
  "json-form": lazy(() => import("../islands/json-form")),
  basket: lazy(() => import("../islands/basket")),
  "compare-bar": lazy(() => import("../islands/compare-bar")),
  "compare-remove": lazy(() => import("../islands/compare-remove")),
  "last-seen-recorder": lazy(() => import("../islands/last-seen-recorder")),
  "checkout-form": lazy(() => import("../islands/checkout-form")),
  "delete-account": lazy(() => import("../islands/delete-account")),
  "invoice-download": lazy(() => import("../islands/invoice-download")),
};

export type IslandName = keyof typeof ISLANDS;
/** The component an island's module exports. */
export type IslandComponent<N extends IslandName> = Awaited<ReturnType<(typeof ISLANDS)[N]["load"]>>["default"];
/** The (JSON-serialisable) props the server passes to an island. */
export type IslandProps<N extends IslandName> = Parameters<IslandComponent<N>>[0];
