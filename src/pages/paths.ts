/**
 * Every URL of the shop is built here (and, as the catalogue grows, parsed here), so a route
 * change is one edit. Builders return paths; `absoluteUrl` adds the configured origin.
 */

import type { Season, VehicleType } from "../config";

/** Fixed routes of SPEC §2. */
export const ROUTES = {
  home: "/",
  login: "/logowanie",
  register: "/rejestracja",
  account: "/konto",
  orders: "/konto/zamowienia",
  changePassword: "/konto/zmien-haslo",
  compare: "/porownywarka",
  basket: "/koszyk",
  blog: "/blog",
  delivery: "/dostawa",
  buyersInfo: "/informacje-dla-kupujacych",
  returns: "/zwrot-i-wymiana",
  terms: "/regulamin",
  complaints: "/reklamacja",
  about: "/o-nas",
  why: "/dlaczego-warto",
  privacy: "/polityka-prywatnosci",
  cookies: "/polityka-cookies",
  siteMap: "/mapa-strony",
  siteMapProducers: "/mapa-strony-producenci",
  siteMapCars: "/mapa-strony-auta",
  /** The footer's help page (SPEC leaves its path open). */
  help: "/pomoc",
  /** Size-search form target: redirects to the canonical listing path. */
  search: "/opony",
  tyres: "/opony/osobowe-suv",
} as const;

export function orderPath(id: string | number): string {
  return `${ROUTES.orders}/${encodeURIComponent(String(id))}`;
}

export function blogArticlePath(category: string, article: string): string {
  return `/blog/${encodeURIComponent(category)}/${encodeURIComponent(article)}`;
}

/** What a tyre listing shows; every part optional. */
export interface ListingFilter {
  vehicle?: VehicleType;
  season?: Season;
  producer?: string;
  width?: number;
  profile?: number;
  rim?: number;
  page?: number;
}

/**
 * The canonical listing path for a filter, following SPEC §2's route shapes:
 * /opony/{season}/{width}/{profile}/r{rim}, /opony/{width}/{profile}/r{rim}, /opony/{season}/r{rim},
 * /opony/{season}/{producer}, /opony/{producer}, /opony/{season}, /opony/{vehicle}.
 * Parts that no shape carries go to the query; a page number only when greater than 1.
 */
export function listingPath(filter: ListingFilter): string {
  const query = new URLSearchParams();
  const segments: string[] = [];
  const hasSize = filter.width !== undefined && filter.profile !== undefined && filter.rim !== undefined;
  if (hasSize) {
    if (filter.season) segments.push(filter.season);
    segments.push(String(filter.width), String(filter.profile), `r${filter.rim}`);
    if (filter.producer) query.set("producent", filter.producer);
  } else if (filter.rim !== undefined && filter.season) {
    segments.push(filter.season, `r${filter.rim}`);
    if (filter.producer) query.set("producent", filter.producer);
  } else if (filter.producer) {
    if (filter.season) segments.push(filter.season);
    segments.push(filter.producer);
    if (filter.rim !== undefined) query.set("srednica", String(filter.rim));
  } else if (filter.season) {
    segments.push(filter.season);
    if (filter.rim !== undefined) query.set("srednica", String(filter.rim));
  } else {
    segments.push(filter.vehicle ?? "osobowe-suv");
    if (filter.rim !== undefined) query.set("srednica", String(filter.rim));
  }
  if (!hasSize) {
    if (filter.width !== undefined) query.set("szerokosc", String(filter.width));
    if (filter.profile !== undefined) query.set("profil", String(filter.profile));
  }
  if (filter.vehicle && segments[0] !== filter.vehicle) query.set("typ", filter.vehicle);
  if (filter.page !== undefined && filter.page > 1) query.set("strona", String(filter.page));
  const search = query.toString();
  return `/opony/${segments.join("/")}${search ? `?${search}` : ""}`;
}

/** Product link (SPEC §2): path from the slug, `?sup=<sku>` for a non-main variant, optional hash. */
export function tyrePath(slug: string, variant?: { sku: string; isMain: boolean }, hash?: string): string {
  const query = variant && !variant.isMain ? `?sup=${encodeURIComponent(variant.sku)}` : "";
  return `/dane-opony/${encodeURIComponent(slug)}${query}${hash ? `#${encodeURIComponent(hash)}` : ""}`;
}

export function modelPath(slug: string): string {
  return `/model-opony/${encodeURIComponent(slug)}`;
}

export function carMakePath(slug: string): string {
  return `/opony-do/${encodeURIComponent(slug)}`;
}

export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl}/`).toString();
}
