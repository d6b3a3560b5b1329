/**
 * Island name → component, imported statically: the server renders these, the browser never
 * imports this file (it uses registry.ts). Keep both lists in step; a test checks they match.
 */
import JsonForm from "./json-form";
import AccountMenu from "./account-menu";
import AddToBasket from "./add-to-basket";
import Analytics from "./analytics";
import CompareToggle from "./compare-toggle";
import CookieConsent from "./cookie-consent";
import AutoSubmit from "./auto-submit";
import CardActions from "./card-actions";
import Basket from "./basket";
import BasketBadge from "./basket-badge";
import CheckoutForm from "./checkout-form";
import CompareBar from "./compare-bar";
import CompareLink from "./compare-link";
import CompareRemove from "./compare-remove";
import DeleteAccount from "./delete-account";
import GlobalUi from "./global-ui";
import InvoiceDownload from "./invoice-download";
import LastSeen from "./last-seen";
import LastSeenRecorder from "./last-seen-recorder";
import MobileMenu from "./mobile-menu";
import type { IslandName } from "./registry";

export const islandComponents = {
  "mobile-menu": MobileMenu,
  "basket-badge": BasketBadge,
  "account-menu": AccountMenu,
  "compare-link": CompareLink,
  "last-seen": LastSeen,
  "global-ui": GlobalUi,
  "auto-submit": AutoSubmit,
  "add-to-basket": AddToBasket,
  "compare-toggle": CompareToggle,
  "card-actions": CardActions,
  analytics: Analytics,
  "json-form": JsonForm,
  basket: Basket,
  "compare-bar": CompareBar,
  "compare-remove": CompareRemove,
  "last-seen-recorder": LastSeenRecorder,
  "delete-account": DeleteAccount,
  "invoice-download": InvoiceDownload,
  "cookie-consent": CookieConsent,
  "checkout-form": CheckoutForm,
} satisfies Record<IslandName, unknown>;

export type IslandProps<N extends IslandName> = Parameters<(typeof islandComponents)[N]>[0];
