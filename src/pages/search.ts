import { Hono } from "hono";
import { SEASONS, type Season } from "../config";
import type { AppEnv } from "../env";
import { listingPath, type ListingFilter } from "./paths";

function integer(value: string | undefined, min: number, max: number): number | undefined {
  if (!value || !/^\d{1,3}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
}

/**
 * Target of the size-search form (works without JavaScript): sends the shopper to the canonical
 * listing path for the chosen size and season. Values out of range are dropped, never an error.
 */
export const searchPage = new Hono<AppEnv>().get("/opony", (c) => {
  const season = c.req.query("sezon");
  const filter: ListingFilter = {
    season: (SEASONS as readonly string[]).includes(season ?? "") ? (season as Season) : undefined,
    width: integer(c.req.query("szerokosc"), 100, 400),
    profile: integer(c.req.query("profil"), 20, 95),
    rim: integer(c.req.query("srednica"), 10, 30),
  };
  return c.redirect(listingPath(filter), 302);
});
