/**
 * The shop API's staff routes (/staff) as a module of their own (src/lazy-build.mjs →
 * src/shop/api/staff/build/staff-api.js), loaded by src/shop/api on the first /staff call: only the
 * back office calls them, and every isolate would otherwise load and compile them (with the feed
 * import they start) on each cold start.
 */
import { lazySubApp } from "../../../common/api/lazy-sub-app";
import { staffApi } from ".";

export const staff = lazySubApp("/staff", staffApi);
