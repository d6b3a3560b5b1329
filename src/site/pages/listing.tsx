import { Hono, type Context, type MiddlewareHandler } from "hono";
import { LISTING_PAGE_SIZE, SEASONS, VEHICLE_TYPES, type Season, type VehicleType } from "../../common/config/storefront";
import { TYRE_AGE_FILTER_MONTHS } from "../../common/config/back-office";
import { cacheShort } from "../../common/cache/strategies";
import { withCache } from "../../common/cache/with-cache";
import type { AppEnv } from "../env";
import { formatPrice, t } from "../../common/i18n/intl";
import { seasonName, vehicleName } from "../../common/i18n/seasons";
import { Island } from "../island";
import { AnalyticsEvents } from "../ui/AnalyticsEvents";
import { sizeLabel } from "../../common/reference/sizes";
import type { FacetValue, ListingSizes, SearchAnswer, SizeCar } from "../shop-client";
import { ListingFacts } from "../ui/ListingFacts";

type ListingSize = ListingSizes["sizes"][number];
import { Breadcrumbs } from "../ui/Breadcrumbs";
import { Pagination } from "../ui/Pagination";
import { CardDataScript, CompareNotices } from "../ui/ProductCard";
import { ProductGrid } from "../ui/ProductGrid";
import { DOT_ARTICLE_PATH } from "../ui/production-date";
import { analyticsItem } from "../ui/product-data";
import { critical, optional } from "../shop-client/answers";
import { renderNotFound } from "./errors";
import { packFormParams } from "../../common/listing-form-query";
import { PRODUCER_FILTER_PINNED, PRODUCER_FILTER_SEARCH_FROM } from "../../common/config/merchandising";
import { ProducerWordmark } from "../ui/ProducerWordmark";
import {
  intIn,
  LISTING_FORM_PARAMS,
  LISTING_PARAM,
  LISTING_PARAMS,
  LISTING_SORTS,
  listingApiQuery,
  type ListingParamKey,
  type ListingParamRow,
} from "../../common/listing-filters";
import {
  clean,
  LISTING_QUERY_NAMES as Q,
  listingPath,
  parseListing,
  ROUTES,
  SHOP_API_BASE_PATH,
  type ListingFilter,
} from "../../common/routes";
import { LABELS } from "../../common/i18n/labels";
import { listingHeading } from "../../common/listing-heading";
import { comparePolish } from "../../common/i18n/collation";

type SizeOf = { width: number; profile: number; rim: number };

/** The shop API's query for a listing filter (English names, prices in grosze), one page's worth. */
function apiQuery(filter: ListingFilter): Record<string, string> {
  return { ...listingApiQuery(filter), limit: String(LISTING_PAGE_SIZE) };
}

/** The listing's own query names: anything else (utm_*, gclid) is someone else's and rides along. */
const LISTING_QUERY_SET = new Set<string>(Object.values(Q));

/**
 * Where a listing URL should be instead, or null when it already is the canonical one: the clean
 * path and the filter's query in canonical order (a single producer or a full size moves into the
 * path, a value that does not parse is dropped, `strona=1` goes), no trailing or double slash.
 * Foreign parameters (campaign tags) are kept, after the listing's own.
 */
function canonicalRedirect(url: URL, filter: ListingFilter): string | null {
  const own = new URLSearchParams([...url.searchParams].filter(([name]) => LISTING_QUERY_SET.has(name)));
  const requested = `${url.pathname}${own.size ? `?${own}` : ""}`;
  const canonical = listingPath(filter);
  if (requested === canonical) return null;
  const foreign = new URLSearchParams([...url.searchParams].filter(([name]) => !LISTING_QUERY_SET.has(name)));
  return foreign.size ? `${canonical}${canonical.includes("?") ? "&" : "?"}${foreign}` : canonical;
}

/** A page number as the query gives it: absent, or a whole number from 1 up. */
function pageParamIsValid(value: string | null): boolean {
  return value === null || intIn(value, 1, LISTING_PARAM.page.range.max) !== undefined;
}

function listingSegments(url: URL): string[] {
  return url.pathname.split("/").filter(Boolean).slice(1).map(decodeURIComponent);
}

/**
 * Before the page cache: the cache key sorts the query, so `?b=1&a=2` would otherwise be served
 * the copy `?a=2&b=1` rendered instead of its redirect. `?strona=0`, `-1`, `abc` name no page
 * (as on the blog); past the end is checked when the listing is known.
 */
const canonicalListing: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = new URL(c.req.url);
  if (!pageParamIsValid(url.searchParams.get(Q.page))) return renderNotFound(c);
  const filter = parseListing(listingSegments(url), url.searchParams);
  if (!filter) return renderNotFound(c);
  const redirect = canonicalRedirect(url, filter);
  if (redirect) return c.redirect(redirect, 301);
  return next();
};

async function renderListing(c: Context<AppEnv>) {
  const url = new URL(c.req.url);
  const segments = listingSegments(url);
  const filter = parseListing(segments, url.searchParams);
  if (!filter) return renderNotFound(c);

  // A landing page is the clean path (maybe a later page of it); anything the query narrows or
  // sorts is a view of it: `noindex, follow`, canonical to the clean path, page links nofollow.
  const canonical = listingPath(filter);
  const cleanPath = canonical.split("?")[0]!;
  const isView = listingPath({ ...filter, page: undefined }) !== cleanPath;
  // The loads start together (issue 37): the optional sizes first, never awaited before the search.
  const sizesLoad = isView ? Promise.resolve([]) : landingSizes(c, filter);
  const carsLoad = isView ? Promise.resolve([]) : sizeCars(c, filter);
  const answer = await critical(c.var.shop.catalogue.search.$get({ query: apiQuery(filter) }));
  // A filter the catalogue refuses (beyond what the path parser checks) names no listing.
  if (!answer) return renderNotFound(c);
  // Producer names come with the producer facet; the full list is asked for only when a chosen
  // producer is missing from it (then it has no tyres here, or does not exist at all).
  const names = new Map(answer.facets.producer.map((facet) => [facet.value, facet.label]));
  if (filter.producers?.some((slug) => !names.has(slug))) {
    const all = await critical(c.var.shop.catalogue.producers.$get());
    for (const producer of all?.producers ?? []) names.set(producer.slug, producer.name);
  }
  // A producer in the path must exist; one in the query that does not simply matches nothing.
  const pathProducer = segments.find((segment) => segment === filter.producers?.[0]);
  if (pathProducer && !names.has(pathProducer)) return renderNotFound(c);
  if ((filter.page ?? 1) > answer.pages) return renderNotFound(c);

  const producerName = (slug: string) => names.get(slug) ?? slug;
  const heading = listingHeading(filter, producerName);
  const [sizes, cars] = await Promise.all([sizesLoad, carsLoad]);
  const priceFrom = answer.facets.price ? formatPrice(answer.facets.price.min) : null;
  const page = filter.page && filter.page > 1 ? filter.page : undefined;
  return c.render(
    <ListingView filter={filter} answer={answer} heading={heading} producerName={producerName} sizes={sizes} cars={cars} isView={isView} />,
    {
      meta: {
        title: listingTitle(filter, heading),
        description: answer.total
          ? `${heading}${page ? ` – strona ${page}` : ""}: ${t("tyres.count", { count: answer.total })}${priceFrom ? ` w cenach od ${priceFrom}` : ""}. Etykieta UE i rok produkcji przy każdej ofercie, dostawa w całej Polsce.`
          : `${heading}: w tej chwili nie mamy takich opon w ofercie. Zobacz inne rozmiary i sezony – z etykietą UE i dostawą w całej Polsce.`,
        canonicalPath: isView ? cleanPath : canonical,
        compareBar: true,
        // Nothing to buy here (no tyre, or every one sold out): not a page to send searchers to.
        noindex: isView || answer.facets.price === null,
      },
    },
  );
}

/** A listing's title: a producer's own page says what it holds, later pages say which page. */
function listingTitle(filter: ListingFilter, heading: string): string {
  const producerOnly = filter.producers?.length === 1 && !filter.season && filter.width === undefined && filter.rim === undefined;
  const title = producerOnly ? `${heading} – zimowe, letnie i całoroczne` : heading;
  return filter.page && filter.page > 1 ? `${title} – strona ${filter.page}` : title;
}

/**
 * The sizes a landing page links to (its "Rozmiary" block): those its tyres in stock come in,
 * each to the size's own landing page within the page's season. A size page links its size in
 * the other seasons instead (see SizeSeasons); an unavailable answer leaves the block out.
 */
/** A size page's cars that take the size from the factory (its words, issue 38); none elsewhere. */
async function sizeCars(c: Context<AppEnv>, filter: ListingFilter): Promise<SizeCar[]> {
  const { width, profile, rim, vehicle } = filter;
  if (width === undefined || profile === undefined || rim === undefined) return [];
  const answer = await optional(c.var.shop.catalogue["size-cars"].$get({ query: listingApiQuery({ width, profile, rim, vehicle }) }), {
    cars: [],
  });
  return answer.cars;
}

async function landingSizes(c: Context<AppEnv>, filter: ListingFilter): Promise<ListingSize[]> {
  if (filter.width !== undefined) return [];
  const scope: ListingFilter = { season: filter.season, vehicle: filter.vehicle, producers: filter.producers, rim: filter.rim };
  const answer = await optional(c.var.shop.catalogue.sizes.$get({ query: listingApiQuery(clean(scope)) }), { sizes: [] });
  return answer.sizes;
}

export const listingPage = new Hono<AppEnv>().get(
  "/opony/*",
  canonicalListing,
  // A price bound is a slider's position: a one-off address, kept in the isolate only.
  withCache(cacheShort, Object.values(Q), [Q.priceMin, Q.priceMax]),
  renderListing,
);

export function ListingView({
  filter,
  answer,
  heading,
  producerName,
  sizes = [],
  cars = [],
  isView = false,
}: {
  filter: ListingFilter;
  answer: SearchAnswer;
  heading: string;
  producerName: (slug: string) => string;
  /** The sizes this landing page links to (its "Rozmiary" block). */
  sizes?: ListingSize[];
  /** The cars that take the page's size from the factory (a size page). */
  cars?: SizeCar[];
  /** A filtered or sorted view of a landing page (its page links are nofollow). */
  isView?: boolean;
}) {
  const crumbs: { label: string; href?: string }[] = [{ label: t("nav.tyres"), href: ROUTES.tyres }];
  const seasonCrumb = filter.season ? `Opony ${seasonName(filter.season)}` : undefined;
  // The season's page itself ends with its heading: "Opony › Opony zimowe", not the season twice.
  if (filter.season && seasonCrumb !== heading) crumbs.push({ label: seasonCrumb!, href: listingPath({ season: filter.season }) });
  return (
    <div className="container listing">
      <Breadcrumbs items={[...crumbs, { label: heading }]} />
      <header className="listing-head">
        <h1>
          <ListingHeading filter={filter} heading={heading} producerName={producerName} />
        </h1>
        <p className="listing-count">{t("tyres.found", { count: answer.total })}</p>
      </header>
      <div className="listing-layout">
        <FacetForm filter={filter} answer={answer} producerName={producerName} />
        <section className="listing-results" aria-labelledby="listing-results-heading">
          <h2 id="listing-results-heading" className="visually-hidden">
            Wyniki
          </h2>
          <ActiveFilters filter={filter} producerName={producerName} />
          <SortForm filter={filter} />
          {answer.items.length ? (
            <>
              {/* What a card's compare form did without scripts: each outcome's notice once, above the cards. */}
              <CompareNotices />
              <ProductGrid tyres={answer.items} firstPosition={(answer.page - 1) * answer.pageSize + 1} season={!filter.season} />
              {/* The cards' data once; one island takes over every card's compare and basket forms. */}
              <CardDataScript tyres={answer.items} />
              <Island name="card-actions" props={{}} />
            </>
          ) : (
            <div className="empty-state">
              <h2>Nie znaleźliśmy opon spełniających te kryteria</h2>
              <p>Zmień lub usuń część filtrów, aby zobaczyć więcej opon.</p>
              <a className="button button-secondary" href={listingPath({ season: filter.season, vehicle: filter.vehicle })}>
                {LABELS.clearFilters}
              </a>
            </div>
          )}
          <Pagination page={answer.page} pages={answer.pages} hrefOf={(page) => listingPath({ ...filter, page })} nofollow={isView} />
        </section>
      </div>
      {/* A size's or a producer's landing page says what it holds, in words made from its data. */}
      {!isView && (filter.width !== undefined || filter.producers?.length === 1) ? (
        <ListingFacts filter={filter} heading={heading} total={answer.total} facets={answer.facets} sizes={sizes} cars={cars} />
      ) : null}
      {sizes.length ? <SizeLinks filter={filter} sizes={sizes} /> : null}
      {!isView && filter.width !== undefined ? <SizeSeasons filter={filter} answer={answer} /> : null}
      <Island name="auto-submit" props={{ selector: "form.auto-submit" }} />
      <AnalyticsEvents
        events={{
          list: {
            id: listingPath({ ...filter, page: undefined, sort: undefined }),
            name: heading,
            items: answer.items.map((tyre, index) => analyticsItem(tyre, (answer.page - 1) * answer.pageSize + index + 1)),
          },
        }}
      />
    </div>
  );
}

/** Where a listing's heading names the producer: the one chosen producer is set as its wordmark. */
const PRODUCER_MARK = "\u0000";

/**
 * The listing's heading, with a single producer's name as its wordmark ("Opony zimowe MICHELIN"):
 * the same words as the plain heading (the title, the site map), only styled.
 */
function ListingHeading({
  filter,
  heading,
  producerName,
}: {
  filter: ListingFilter;
  heading: string;
  producerName: (slug: string) => string;
}) {
  const slug = filter.producers?.length === 1 ? filter.producers[0]! : undefined;
  if (!slug) return heading;
  const [before = "", after = ""] = listingHeading(filter, () => PRODUCER_MARK).split(PRODUCER_MARK);
  return (
    <>
      {before}
      <ProducerWordmark slug={slug} name={producerName(slug)} />
      {after}
    </>
  );
}

/** "opon zimowych", "opon" : whose sizes a block lists. */
function tyresOf(filter: ListingFilter): string {
  return filter.season ? `opon ${seasonName(filter.season, "genitive")}` : "opon";
}

/**
 * Every size this landing page's tyres in stock come in, grouped by rim, each linking to the
 * size's landing page in the page's season: so every season × size page is one link from its
 * season (and producer, rim) page, for shoppers and crawlers alike.
 */
function SizeLinks({ filter, sizes }: { filter: ListingFilter; sizes: ListingSize[] }) {
  const byRim = Map.groupBy(sizes, (size) => size.rim);
  // A producer's or vehicle type's count would mislead beside a link to every producer's size page.
  const sameScope = !filter.producers?.length && !filter.vehicle;
  return (
    <section className="size-links" aria-labelledby="size-links-title">
      <h2 id="size-links-title">Rozmiary {tyresOf(filter)}</h2>
      {/* Folded on phones (a hundred sizes are screens of links), always open on wide screens (CSS). */}
      <details className="size-links-all">
        <summary>{t("sizes.show", { count: sizes.length })}</summary>
        <dl>
          {[...byRim].map(([rim, ofRim]) => (
            <div key={rim}>
              <dt>R{rim}</dt>
              <dd>
                <ul className="chip-list">
                  {ofRim.map((size) => (
                    <li key={`${size.width}-${size.profile}`}>
                      <a
                        className="chip"
                        href={listingPath({ season: filter.season, width: size.width, profile: size.profile, rim: size.rim })}
                      >
                        {sizeLabel(size)}
                        {sameScope ? <span className="count"> ({size.tyres})</span> : null}
                      </a>
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ))}
        </dl>
      </details>
    </section>
  );
}

/** On a size's page: the same size in every other season that has it, and in all seasons. */
function SizeSeasons({ filter, answer }: { filter: ListingFilter; answer: SearchAnswer }) {
  // A van's size page (/opony/215/65/r16c) leads to the van size's other seasons.
  const size = {
    width: filter.width!,
    profile: filter.profile!,
    rim: filter.rim!,
    ...(filter.vehicle === "dostawcze" ? { vehicle: filter.vehicle } : {}),
  };
  const links = [
    ...SEASONS.filter((season) => season !== filter.season && countOf(answer.facets.season, season) > 0).map((season) => ({
      href: listingPath({ ...size, season }),
      label: listingHeading({ ...size, season }, String),
    })),
    ...(filter.season ? [{ href: listingPath(size), label: `Wszystkie ${listingHeading(size, String).replace(/^Opony/, "opony")}` }] : []),
  ];
  if (!links.length) return null;
  return (
    <section className="size-links" aria-labelledby="size-seasons-title">
      <h2 id="size-seasons-title">Rozmiar {sizeLabel({ ...size, cargo: filter.vehicle === "dostawcze" })} w innych sezonach</h2>
      <ul className="chip-list">
        {links.map((link) => (
          <li key={link.href}>
            <a className="chip" href={link.href}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export interface FilterChip {
  label: string;
  href: string;
}

/**
 * The listing's active filters, one chip per chosen value (a whole size is one), each linking to
 * the same listing without it, sorted as it is. Links, so they work without scripts. The vehicle
 * type is a chip only where it narrows another listing, not on its own page (/opony/dostawcze).
 */
export function filterChips(filter: ListingFilter, producerName: (slug: string) => string): { chips: FilterChip[]; clearHref: string } {
  const base: ListingFilter = { ...filter, page: undefined };
  const values = base as Record<ListingParamKey, unknown>;
  const without = (change: ListingFilter) => listingPath({ ...base, ...change });
  const vehicleIsPage = filter.vehicle !== undefined && listingPath(base).split("?")[0] === `/opony/${filter.vehicle}`;
  const hasSize = filter.width !== undefined && filter.profile !== undefined && filter.rim !== undefined;
  const chips: FilterChip[] = [];
  for (const row of LISTING_PARAMS as readonly ListingParamRow[]) {
    const key = row.key as ListingParamKey;
    const value = values[key];
    if (row.kind === "sort" || row.kind === "page" || value === undefined || value === false) continue;
    if (key === "vehicle" && vehicleIsPage) continue;
    if (hasSize && (key === "profile" || key === "rim")) continue;
    if (hasSize && key === "width") {
      chips.push({ label: sizeLabel(filter as SizeOf), href: without({ width: undefined, profile: undefined, rim: undefined }) });
    } else if (Array.isArray(value)) {
      for (const item of value as string[]) {
        const rest = (value as string[]).filter((other) => other !== item);
        chips.push({
          label: key === "producers" ? producerName(item) : `${row.label} ${item}`,
          href: without({ [key]: rest.length ? rest : undefined }),
        });
      }
    } else {
      const label =
        key === "season"
          ? seasonName(value as Season, "label")
          : key === "vehicle"
            ? vehicleName(value as VehicleType)
            : key === "rim"
              ? `R${value}`
              : row.kind === "flag"
                ? row.label
                : key === "maxAge"
                  ? `${row.label} ${value} mies.`
                  : `${row.label} ${value}${row.kind === "int" && row.scale ? " zł" : ""}`;
      chips.push({ label, href: without({ [key]: undefined }) });
    }
  }
  const clearHref = listingPath({ vehicle: vehicleIsPage ? filter.vehicle : undefined, sort: filter.sort });
  return { chips, clearHref };
}

function ActiveFilters({ filter, producerName }: { filter: ListingFilter; producerName: (slug: string) => string }) {
  const { chips, clearHref } = filterChips(filter, producerName);
  if (!chips.length) return null;
  return (
    <ul className="filter-chips" aria-label="Wybrane filtry">
      {chips.map((chip) => (
        <li key={chip.href}>
          <a className="filter-chip icon-close" href={chip.href}>
            <span className="visually-hidden">Usuń filtr: </span>
            {chip.label}
          </a>
        </li>
      ))}
      <li>
        <a className="filter-chips-clear" href={clearHref}>
          Wyczyść wszystkie
        </a>
      </li>
    </ul>
  );
}

/**
 * The sort, a GET form to the listing's own address: what the path says (season, size, producer)
 * needs no field; what only its query says rides in hidden fields (a GET form drops the action's
 * query). A new order starts at the first page.
 */
function SortForm({ filter }: { filter: ListingFilter }) {
  const [path, query] = listingPath({ ...filter, sort: undefined, page: undefined }).split("?");
  return (
    <form className="listing-toolbar auto-submit" action={path} method="get">
      {[...new URLSearchParams(query)].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label>
        <span>Sortuj według</span>
        <select name={Q.sort} defaultValue={filter.sort ?? LISTING_PARAM.sort.default}>
          {LISTING_SORTS.map((sort) => (
            <option key={sort.query} value={sort.query}>
              {sort.label}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button button-secondary submit-when-static">
        Sortuj
      </button>
    </form>
  );
}

/** A chosen value stays listed (with 0) even when nothing matches, so it can be unticked. */
function withSelected(
  values: FacetValue[],
  selected: string[] | undefined,
  label: (value: string) => string = (value) => value,
): FacetValue[] {
  const missing = (selected ?? []).filter((value) => !values.some((facet) => facet.value === value));
  return [...values, ...missing.map((value) => ({ value, label: label(value), count: 0 }))];
}

function countOf(values: FacetValue[], value: string): number {
  return values.find((facet) => facet.value === value)?.count ?? 0;
}

/** Whole złoty as a shopper reads them: "1240", "12 345" (pl-PL groups from 10,000). */
const zloty = new Intl.NumberFormat("pl-PL", { maximumFractionDigits: 0 });

/** Filters as a plain GET form (works without JavaScript; the filter-sheet island enhances it). */
function FacetForm({
  filter,
  answer,
  producerName,
}: {
  filter: ListingFilter;
  answer: SearchAnswer;
  producerName: (slug: string) => string;
}) {
  const { facets } = answer;
  const sort = filter.sort && filter.sort !== LISTING_PARAM.sort.default ? filter.sort : undefined;
  // As many as the chips above the list show (a size is one chip, not width, profile and rim).
  const activeCount = filterChips(filter, producerName).chips.length;
  const producers = withSelected(facets.producer, filter.producers, producerName);
  return (
    <aside className="facets">
      <details className="facets-panel">
        <summary>
          Filtry{activeCount ? <span className="badge-inline">{activeCount}</span> : null}
          {/* Shown only while the filters are a full-screen sheet: the summary is its close button then. */}
          <span className="sheet-close icon-before icon-close" aria-hidden="true" />
        </summary>
        <form className="facet-form" action={ROUTES.search} method="get">
          {sort ? <input type="hidden" name={Q.sort} value={sort} /> : null}
          {/* A car's minimums (from its page) stay while other filters change; their chips remove them. */}
          {filter.minLoad !== undefined ? <input type="hidden" name={Q.minLoad} value={filter.minLoad} /> : null}
          {filter.minSpeed !== undefined ? <input type="hidden" name={Q.minSpeed} value={filter.minSpeed} /> : null}
          <fieldset>
            <legend>Sezon</legend>
            <label className="option">
              <input type="radio" name={Q.season} value="" defaultChecked={!filter.season} /> Wszystkie
            </label>
            {SEASONS.map((season) => (
              <label key={season} className="option" data-count={countOf(facets.season, season)}>
                <input type="radio" name={Q.season} value={season} defaultChecked={filter.season === season} />
                {` ${seasonName(season, "label")}`}
              </label>
            ))}
          </fieldset>
          <fieldset>
            <legend>Rozmiar</legend>
            <div className="size-selects">
              {/* "Dowolna/Dowolny" agrees with the field's gender: szerokość and średnica are feminine, profil masculine. */}
              <SizeSelect label="Szerokość" any="Dowolna" name={Q.width} values={facets.width} selected={filter.width} />
              <SizeSelect label="Profil" any="Dowolny" name={Q.profile} values={facets.profile} selected={filter.profile} />
              <SizeSelect label="Średnica" any="Dowolna" name={Q.rim} values={facets.rim} selected={filter.rim} prefix="R" />
            </div>
          </fieldset>
          <ProducerFacet values={producers} selected={filter.producers ?? []} producerName={producerName} />
          <fieldset>
            <legend>Cena za sztukę (zł)</legend>
            <div className="price-range">
              <label>
                <span>od</span>
                <input
                  type="number"
                  name={Q.priceMin}
                  min="0"
                  step="1"
                  inputMode="numeric"
                  defaultValue={filter.priceMin}
                  aria-describedby={facets.price ? "price-range-hint" : undefined}
                />
              </label>
              <label>
                <span>do</span>
                <input
                  type="number"
                  name={Q.priceMax}
                  min="0"
                  step="1"
                  inputMode="numeric"
                  defaultValue={filter.priceMax}
                  aria-describedby={facets.price ? "price-range-hint" : undefined}
                />
              </label>
              {/* Enter in either field applies the range too; leaving a field never does. */}
              <button type="submit" className="button button-secondary price-apply">
                Zastosuj cenę
              </button>
            </div>
            {facets.price ? (
              // In words, not as placeholders: a grey "189" in the field looked like a chosen value.
              <p id="price-range-hint" className="field-hint">
                {`Ceny na tej liście: od ${zloty.format(Math.floor(facets.price.min / 100))} do ${zloty.format(Math.ceil(facets.price.max / 100))} zł`}
              </p>
            ) : null}
          </fieldset>
          <fieldset>
            <legend>Cechy</legend>
            <FlagOption name={Q.xl} label="XL (wzmocnione)" count={facets.xl} checked={filter.xl} />
            <FlagOption name={Q.runFlat} label="Run Flat" count={facets.runFlat} checked={filter.runFlat} />
            <FlagOption name={Q.threePmsf} label="3PMSF (płatek śniegu)" count={facets.threePmsf} checked={filter.threePmsf} />
          </fieldset>
          <fieldset>
            <legend>Wiek opony (data produkcji)</legend>
            <label className="option">
              <input type="radio" name={Q.maxAge} value="" defaultChecked={!filter.maxAge} /> Dowolny
            </label>
            {TYRE_AGE_FILTER_MONTHS.map((months) => (
              <label key={months} className="option">
                <input type="radio" name={Q.maxAge} value={months} defaultChecked={filter.maxAge === months} />
                {` nie starsze niż ${t("tyre.ageMonths", { count: months })}`}
              </label>
            ))}
            <a className="field-hint" href={DOT_ARTICLE_PATH}>
              Jak odczytać datę produkcji z kodu DOT?
            </a>
          </fieldset>
          <CheckboxFacet
            legend="Rodzaj pojazdu"
            name={Q.vehicle}
            values={facets.vehicle}
            selected={filter.vehicle ? [filter.vehicle] : undefined}
            label={(value) => ((VEHICLE_TYPES as readonly string[]).includes(value) ? vehicleName(value as VehicleType) : value)}
            radio
          />
          <CheckboxFacet
            legend="Efektywność paliwowa"
            name={Q.fuel}
            values={withSelected(facets.fuel, filter.fuel)}
            selected={filter.fuel}
            label={(value) => `Klasa ${value}`}
          />
          <CheckboxFacet
            legend="Przyczepność na mokrym"
            name={Q.wet}
            values={withSelected(facets.wet, filter.wet)}
            selected={filter.wet}
            label={(value) => `Klasa ${value}`}
          />
          <CheckboxFacet
            legend="Hałas zewnętrzny"
            name={Q.noise}
            values={withSelected(facets.noise, filter.noise)}
            selected={filter.noise}
            label={(value) => `Klasa ${value}`}
          />
          <CheckboxFacet
            legend={LABELS.loadIndex}
            name={Q.loadIndex}
            values={withSelected(facets.loadIndex, filter.loadIndex)}
            selected={filter.loadIndex}
            label={(value) => value}
            compact
          />
          <CheckboxFacet
            legend={LABELS.speedIndex}
            name={Q.speedIndex}
            values={withSelected(facets.speedIndex, filter.speedIndex)}
            selected={filter.speedIndex}
            label={(value) => value}
            compact
          />
          <Island
            name="filter-sheet"
            props={{
              searchUrl: `${SHOP_API_BASE_PATH}/catalogue/search`,
              params: packFormParams(LISTING_FORM_PARAMS),
              total: answer.total,
              clearHref: listingPath({ vehicle: filter.vehicle }),
              clearLabel: LABELS.clearFilters,
            }}
          />
        </form>
      </details>
    </aside>
  );
}

/**
 * The producer filter (issue 35), the same on desktop and in the phone's filter sheet: every
 * producer of the listing with its count. The chosen ones and the PRODUCER_FILTER_PINNED with the
 * most tyres come first, with their wordmarks (the makes most shoppers look for, and how much of
 * each there is); every other one follows from A to Ż, where a shopper looks for a name. From
 * PRODUCER_FILTER_SEARCH_FROM producers on, "Szukaj producenta" narrows both groups as the
 * shopper types (the filter-sheet island; until it runs the field keeps its place unseen, and
 * without scripts the checkboxes are the whole filter). The field has no name: it never goes
 * into the listing's address.
 */
function ProducerFacet({
  values,
  selected,
  producerName,
}: {
  values: FacetValue[];
  selected: string[];
  producerName: (slug: string) => string;
}) {
  if (values.length === 0) return null;
  const label = (facet: FacetValue) => facet.label || producerName(facet.value);
  const byCount = (a: FacetValue, b: FacetValue) => b.count - a.count || comparePolish(label(a), label(b));
  const chosen = values.filter((facet) => selected.includes(facet.value)).sort(byCount);
  const top = values
    .filter((facet) => !selected.includes(facet.value))
    .sort(byCount)
    .slice(0, PRODUCER_FILTER_PINNED);
  const pinned = new Set([...chosen, ...top].map((facet) => facet.value));
  const rest = values.filter((facet) => !pinned.has(facet.value)).sort((a, b) => comparePolish(label(a), label(b)));
  const option = (facet: FacetValue, wordmark: boolean) => (
    <label key={facet.value} className="option" data-count={facet.count}>
      <input type="checkbox" name={Q.producers} value={facet.value} defaultChecked={selected.includes(facet.value)} />
      {wordmark ? (
        <>
          {" "}
          <ProducerWordmark slug={facet.value} name={label(facet)} />
        </>
      ) : (
        ` ${label(facet)}`
      )}
    </label>
  );
  return (
    <fieldset className="producer-facet">
      <legend>Producent</legend>
      {values.length >= PRODUCER_FILTER_SEARCH_FROM ? (
        // The magnifier is the label's ::before; the field's name its aria-label (two elements less).
        <label className="producer-search icon-before icon-search">
          <input
            type="search"
            aria-label="Szukaj producenta"
            placeholder="Szukaj producenta"
            autoComplete="off"
            spellCheck={false}
            data-producer-search=""
          />
        </label>
      ) : null}
      <div className="option-list producer-top">{[...chosen, ...top].map((facet) => option(facet, true))}</div>
      {rest.length ? (
        <>
          <p className="producer-group">Pozostali producenci (A–Ż)</p>
          <div className="option-list scrollable producer-rest">{rest.map((facet) => option(facet, false))}</div>
        </>
      ) : null}
      {/* Shown by the stylesheet when the search hides every producer. */}
      <p className="producer-none field-hint" role="status">
        Brak producenta o takiej nazwie na tej liście.
      </p>
    </fieldset>
  );
}

function SizeSelect({
  label,
  any,
  name,
  values,
  selected,
  prefix = "",
}: {
  label: string;
  any: string;
  name: string;
  values: FacetValue[];
  selected?: number;
  prefix?: string;
}) {
  const sorted = [...values].sort((a, b) => Number(a.value) - Number(b.value));
  return (
    <label>
      <span>{label}</span>
      <select name={name} defaultValue={selected !== undefined ? String(selected) : ""}>
        <option value="">{any}</option>
        {sorted.map((facet) => (
          <option key={facet.value} value={facet.value}>
            {`${prefix}${facet.value} (${facet.count})`}
          </option>
        ))}
      </select>
    </label>
  );
}

function FlagOption({ name, label, count, checked }: { name: string; label: string; count: number; checked?: boolean }) {
  return (
    <label className="option" data-count={count}>
      <input type="checkbox" name={name} value="1" defaultChecked={checked} />
      {` ${label}`}
    </label>
  );
}

function CheckboxFacet(props: {
  legend: string;
  name: string;
  values: FacetValue[];
  selected?: string[];
  label: (value: string) => string;
  compact?: boolean;
  radio?: boolean;
}) {
  if (props.values.length === 0) return null;
  // One choice, not chosen, that every tyre of the list already has: nothing to narrow by.
  if (props.radio && props.values.length === 1 && !props.selected?.length) return null;
  return (
    <fieldset>
      <legend>{props.legend}</legend>
      <div className={props.compact ? "option-list compact" : "option-list"}>
        {props.radio ? (
          <label className="option">
            <input type="radio" name={props.name} value="" defaultChecked={!props.selected?.length} /> Wszystkie
          </label>
        ) : null}
        {props.values.map((facet) => (
          <label key={facet.value} className="option" data-count={facet.count}>
            <input
              type={props.radio ? "radio" : "checkbox"}
              name={props.name}
              value={facet.value}
              defaultChecked={props.selected?.includes(facet.value) ?? false}
            />
            {` ${props.label(facet.value)}`}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
