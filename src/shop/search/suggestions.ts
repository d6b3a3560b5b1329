/**
 * The header search's answer (GET /api/v1/catalogue/suggest?q=…): what the typed text names, read
 * by src/common/search-query.ts against the catalogue's names, as links (the listing of its size,
 * season and producer; tread models; cars), the listing's first tyres and, when the text names
 * exactly one place, that place (`target`: the results page /szukaj redirects there).
 *
 * Names are matched in memory (typos, no diacritics: no SQL index does that) against the
 * vocabulary read once per isolate; the one D1 read per answer is the listing's page of tyres,
 * the same indexed search a listing runs.
 */

import { SEARCH_SUGGEST_TYRES, SEARCH_VOCABULARY_TTL_MS, type Season } from "../../common/config/storefront";
import { listingHeading } from "../../common/listing-heading";
import type { ListingFilter, SearchFilter } from "../../common/listing-filters";
import { carGenerationPath, carMakePath, carModelPath, listingPath, modelPath, tyrePath } from "../../common/routes";
import { sizeAndIndexLabel } from "../../common/reference/sizes";
import { parseSearchQuery, searchListingFilter, type ParsedSearch, type SearchVocabulary } from "../../common/search-query";
import type { Database } from "../db/client";
import { searchTyres, type TyreCard } from "../db/queries/search";
import { readSearchVocabulary } from "../db/queries/search-vocabulary";

export interface Suggestion {
  /** listing: a listing of tyres (its count); model: a tread model's page; car: a car's page; tyre: one tyre's page (its price). */
  kind: "listing" | "model" | "car" | "tyre";
  label: string;
  href: string;
  /** Tyres in stock on the listing. */
  count?: number;
  /** A tread model's season. */
  season?: Season;
  /** A tyre's cheapest price in stock (grosze). */
  price?: number;
}

export interface SuggestionAnswer {
  query: string;
  /** Where the text leads when every word of it named one place; null: show the results. */
  target: string | null;
  suggestions: Suggestion[];
  /** The first tyres of the listing the text names (none when it names no listing). */
  tyres: TyreCard[];
  total: number;
}

let vocabulary: { value: Promise<SearchVocabulary>; expiresAt: number } | null = null;

/** The catalogue's names, read once per isolate and kept SEARCH_VOCABULARY_TTL_MS. */
function searchVocabulary(db: Database, now: number): Promise<SearchVocabulary> {
  if (!vocabulary || vocabulary.expiresAt <= now) {
    const value = readSearchVocabulary(db);
    vocabulary = { value, expiresAt: now + SEARCH_VOCABULARY_TTL_MS };
    // A failed read is not kept: the next request reads again.
    value.catch(() => (vocabulary = null));
  }
  return vocabulary.value;
}

/** Forgets the kept names (tests, and after staff add a producer). */
export function forgetSearchVocabulary(): void {
  vocabulary = null;
}

/** Whether the reading names anything a listing filters on. */
function namesListing(filter: ListingFilter): boolean {
  return Object.keys(filter).length > 0;
}

/** The listing's name with what the heading leaves out: a partial size, the indexes, XL, run flat. */
function listingLabel(filter: ListingFilter, parsed: ParsedSearch): string {
  const parts = [listingHeading(filter, () => parsed.producer?.name ?? "")];
  if (parsed.size && parsed.size.rim === undefined) parts.push(`${parsed.size.width}/${parsed.size.profile}`);
  if (parsed.size?.cargo) parts[0] += "C";
  if (parsed.loadIndex && parsed.speedIndex) parts.push(`${parsed.loadIndex}${parsed.speedIndex}`);
  if (parsed.xl) parts.push("XL");
  if (parsed.runFlat) parts.push("Run Flat");
  return parts.join(" ");
}

/** Where the text leads when nothing of it was left unread. */
function targetOf(parsed: ParsedSearch, filter: ListingFilter): string | null {
  if (parsed.unmatched.length > 0) return null;
  if (parsed.model && !parsed.size && parsed.rim === undefined) return modelPath(parsed.model.slug);
  if (namesListing(filter)) return listingPath(filter);
  const car = parsed.car;
  if (car?.generation && car.model) return carGenerationPath(car.make.slug, car.model.slug, car.generation.slug);
  if (car?.model) return carModelPath(car.make.slug, car.model.slug);
  if (car) return carMakePath(car.make.slug);
  return null;
}

export async function suggest(db: Database, reader: D1DatabaseSession, text: string, tyreLimit: number): Promise<SuggestionAnswer> {
  const query = text.trim();
  const parsed = parseSearchQuery(query, await searchVocabulary(db, Date.now()));
  const filter = searchListingFilter(parsed);
  const suggestions: Suggestion[] = [];
  let tyres: TyreCard[] = [];
  let total = 0;

  if (namesListing(filter)) {
    const found = await searchTyres(reader, { ...(filter as SearchFilter), limit: tyreLimit, offset: 0, withoutFacets: true });
    tyres = found.items;
    total = found.total;
    suggestions.push({ kind: "listing", label: listingLabel(filter, parsed), href: listingPath(filter), count: total });
    // With a size, the producer's whole range and the size's other producers are one tap away.
    if (parsed.producer && (parsed.size || parsed.rim !== undefined)) {
      const withoutProducer = { ...filter, producers: undefined };
      suggestions.push({
        kind: "listing",
        label: listingLabel(withoutProducer, { ...parsed, producer: undefined }),
        href: listingPath(withoutProducer),
      });
      const producerOnly: ListingFilter = { producers: [parsed.producer.slug], ...(parsed.season ? { season: parsed.season } : {}) };
      suggestions.push({
        kind: "listing",
        label: listingHeading(producerOnly, () => parsed.producer!.name),
        href: listingPath(producerOnly),
      });
    }
  }
  for (const model of parsed.models.slice(0, 5)) {
    suggestions.push({ kind: "model", label: `${model.producer.name} ${model.name}`, href: modelPath(model.slug), season: model.season });
  }
  const car = parsed.car;
  if (car?.model) {
    const name = `${car.make.name} ${car.generation?.name ?? car.model.name}`;
    const href = car.generation
      ? carGenerationPath(car.make.slug, car.model.slug, car.generation.slug)
      : carModelPath(car.make.slug, car.model.slug);
    suggestions.push({ kind: "car", label: name, href });
  } else if (car) {
    suggestions.push({ kind: "car", label: car.make.name, href: carMakePath(car.make.slug) });
  }
  for (const tyre of tyres.slice(0, SEARCH_SUGGEST_TYRES)) {
    suggestions.push({
      kind: "tyre",
      label: `${tyre.producer.name} ${tyre.model.name} ${sizeAndIndexLabel(tyre)}`,
      href: tyrePath(tyre.slug, tyre.bestSku ? { sku: tyre.bestSku, isMain: tyre.bestIsMain } : undefined),
      ...(tyre.price !== null ? { price: tyre.price } : {}),
    });
  }
  return { query, target: targetOf(parsed, filter), suggestions, tyres, total };
}
