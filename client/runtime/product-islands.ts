import "./shared-deps";

/*
 * The data page's and the compare page's islands in one chunk (a listing's: listing-islands.ts).
 * Adding from the last-seen list comes from here too: it shares the basket code.
 */
export { default as AddToBasket } from "../islands/add-to-basket";
export { default as CompareRemove } from "../islands/compare-remove";
export { default as CompareToggle } from "../islands/compare-toggle";
export { default as LastSeenRecorder } from "../islands/last-seen-recorder";
export { addLastSeenToBasket } from "../last-seen-add";
