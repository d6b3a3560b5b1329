import "./shared-deps";

/*
 * The data page's and the compare page's islands in one chunk (a listing's: listing-islands.ts).
 */
export { default as AddToBasket } from "../islands/add-to-basket";
export { default as CompareToggle } from "../islands/compare-toggle";
export { default as LastSeenRecorder } from "../islands/last-seen-recorder";
