import { Hono } from "hono";
import type { AppEnv } from "../env";
import { listingPath, parseListingForm } from "../../common/routes";

/**
 * Target of the size-search and filter forms (they work without JavaScript): sends the shopper
 * to the canonical listing path. Values out of range are dropped, never an error.
 */
export const searchPage = new Hono<AppEnv>().get("/opony", (c) => {
  const filter = parseListingForm(new URL(c.req.url).searchParams);
  // Permanent: the same form values always name the same listing.
  return c.redirect(listingPath(filter), 301);
});
