/**
 * Island name → loader. The frame's islands (header, menu, toasts) are on every page, so they
 * ship in the entry chunk: lazy-loading them would only add requests and bytes. Every other
 * island is a dynamic import, which esbuild turns into its own chunk, so a page downloads only
 * the islands it shows. Add a new island here and in components.ts.
 */
import "./shared-deps";
import AccountMenu from "./account-menu";
import BasketBadge from "./basket-badge";
import CompareLink from "./compare-link";
import CookieConsent from "./cookie-consent";
import GlobalUi from "./global-ui";
import LastSeen from "./last-seen";
import MobileMenu from "./mobile-menu";

const inEntry = <T,>(component: T) => () => Promise.resolve({ default: component });

export const FRAME_ISLANDS = ["mobile-menu", "basket-badge", "account-menu", "compare-link", "last-seen", "global-ui", "cookie-consent"] as const;

export const islandLoaders = {
  "mobile-menu": inEntry(MobileMenu),
  "basket-badge": inEntry(BasketBadge),
  "account-menu": inEntry(AccountMenu),
  "compare-link": inEntry(CompareLink),
  "last-seen": inEntry(LastSeen),
  "global-ui": inEntry(GlobalUi),
  "cookie-consent": inEntry(CookieConsent),
  "auto-submit": () => import("./auto-submit"),
  "add-to-basket": () => import("./add-to-basket"),
  "compare-toggle": () => import("./compare-toggle"),
  "card-actions": () => import("./card-actions"),
  analytics: () => import("./analytics"),
  "json-form": () => import("./json-form"),
  basket: () => import("./basket"),
  "compare-bar": () => import("./compare-bar"),
  "compare-remove": () => import("./compare-remove"),
  "last-seen-recorder": () => import("./last-seen-recorder"),
  "checkout-form": () => import("./checkout-form"),
  "delete-account": () => import("./delete-account"),
  "invoice-download": () => import("./invoice-download"),
} as const;

export type IslandName = keyof typeof islandLoaders;
