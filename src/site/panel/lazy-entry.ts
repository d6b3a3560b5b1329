/**
 * The back office as a module of its own (src/lazy-build.mjs → src/site/panel/build/panel.js), loaded
 * by src/index.ts on the first /panel request: staff pages are a few requests a day, the shop's pages
 * thousands, and every isolate would otherwise load and compile the panel's code on each cold start.
 */
import { PANEL_BASE_PATH } from "../../common/config/back-office";
import { lazySubApp } from "../../common/api/lazy-sub-app";
import { panelApp } from ".";

export const panel = lazySubApp(PANEL_BASE_PATH, panelApp);
