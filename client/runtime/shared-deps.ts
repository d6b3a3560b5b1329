/**
 * Imported by the entry (through islands.ts) and by every module the browser loads lazily
 * (the account's and order's islands, the modal host, web-vitals, the filter count, last seen's
 * add). esbuild puts a module shared by several entry points into a chunk per combination of
 * importers; giving every lazy module the same shared imports as the entry collapses those into
 * one shared chunk instead of a dozen tiny files that compress worse apart (issue 21: the
 * listing loaded 20 files). Only modules the entry loads anyway belong here.
 */
import "react";
import "react/jsx-runtime";
import "../../src/common/config/locale";
import "../../src/common/config/orders";
import "../../src/common/config/security";
import "../../src/common/config/storefront";
import "../../src/common/i18n/action-labels";
import "../../src/common/markup/action-form-names";
import "../../src/common/markup/island-props";
import "../basket/basket-add-loader";
import "../api/fetch-json";
import "../errors/error-reporting";
import "../../src/common/ui/icons";
import "../../src/common/i18n/plural";
import "../state/app";
import "../state/basket";
import "../state/compare";
import "../../src/common/compare-item";
import "../state/cookies";
import "../state/last-seen";
import "../state/modal";
import "../state/session";
import "../state/ui";
import "./every-entry";
import "./use-hydrated";
// valtio declares itself free of side effects, so a bare import would be dropped: named instead.
export { proxy, subscribe, useSnapshot } from "valtio";
