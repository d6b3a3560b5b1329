import { seasonName, vehicleName } from "./i18n/seasons";
import type { ListingFilter } from "./listing-filters";
import { sizeLabel } from "./reference/sizes";

/** "Opony zimowe Michelin 205/55 R16": what a listing shows, in words (its heading, the site map's links, the search's suggestions). */
export function listingHeading(filter: ListingFilter, producerName: (slug: string) => string): string {
  const parts: string[] = [];
  const van = filter.vehicle === "dostawcze";
  if (filter.season) parts.push("Opony", seasonName(filter.season));
  else if (filter.vehicle && !filter.producers?.length && filter.width === undefined) return vehicleName(filter.vehicle, "heading");
  else parts.push("Opony");
  // A van's size page: "Opony zimowe dostawcze 215/65 R16C".
  if (van && filter.width !== undefined) parts.push("dostawcze");
  if (filter.producers?.length === 1) parts.push(producerName(filter.producers[0]!));
  if (filter.width !== undefined && filter.profile !== undefined && filter.rim !== undefined)
    parts.push(sizeLabel({ width: filter.width, profile: filter.profile, rim: filter.rim, cargo: van }));
  else if (filter.rim !== undefined) parts.push(`R${filter.rim}`);
  return parts.join(" ");
}
