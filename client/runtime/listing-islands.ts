import "./shared-deps";

/*
 * A listing's islands in one chunk: a listing loads it as one file beside the entry; the home
 * page, blog and content pages never download it. The data page's islands: product-islands.ts.
 */
export { default as AutoSubmit } from "../islands/auto-submit";
export { default as CardActions } from "../islands/card-actions";
export { default as FilterSheet } from "../islands/filter-sheet";
