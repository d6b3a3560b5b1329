import { Hono } from "hono";
import { cacheShort } from "../../common/cache/strategies";
import { withCache } from "../../common/cache/with-cache";
import { DEFAULT_TYRE_IMAGE, LISTING_PAGE_SIZE, SEARCH_QUERY_MAX_LENGTH } from "../../common/config/storefront";
import { t } from "../../common/i18n/intl";
import { seasonName } from "../../common/i18n/seasons";
import { ROUTES } from "../../common/routes";
import type { AppEnv } from "../env";
import type { SearchSuggestion, SuggestAnswer } from "../shop-client";
import { critical } from "../shop-client/answers";
import { Breadcrumbs } from "../ui/Breadcrumbs";
import { CardDataScript, CompareNotices } from "../ui/ProductCard";
import { ProductGrid } from "../ui/ProductGrid";

/**
 * The header search's results (/szukaj?q=…), rendered on the server, so the search works without
 * JavaScript. When every word of the text names one place (a size with its season and producer,
 * a producer, a tread model, a car), the shopper goes straight there (302: the catalogue may
 * change what a text means); otherwise the page lists what matched: listings, tread models, cars
 * and the first tyres. Never indexed: a search's results are no page of their own.
 */
export const searchResultsPage = new Hono<AppEnv>().get(ROUTES.searchResults, withCache(cacheShort, ["q"]), async (c) => {
  const query = (c.req.query("q") ?? "").trim().slice(0, SEARCH_QUERY_MAX_LENGTH);
  // A text the API refuses (control characters) is answered like one that matched nothing.
  const answer = query
    ? await critical(c.var.shop.catalogue.suggest.$get({ query: { q: query, limit: String(LISTING_PAGE_SIZE) } }))
    : null;
  if (answer?.target) return c.redirect(answer.target, 302);
  const title = query ? `Wyniki wyszukiwania: ${query}` : "Wyszukiwarka opon";
  return c.render(<SearchResults query={query} answer={answer} />, {
    meta: { title, noindex: true, canonicalPath: ROUTES.searchResults },
  });
});

const GROUPS: { kinds: SearchSuggestion["kind"][]; title: string }[] = [
  { kinds: ["listing"], title: "Listy opon" },
  { kinds: ["model"], title: "Modele opon" },
  { kinds: ["car"], title: "Opony do samochodu" },
];

function SearchResults({ query, answer }: { query: string; answer: SuggestAnswer | null }) {
  const suggestions = answer?.suggestions ?? [];
  const found = suggestions.some((suggestion) => suggestion.kind !== "tyre") || (answer?.tyres.length ?? 0) > 0;
  return (
    <div className="container search-page">
      <Breadcrumbs items={[{ label: "Wyszukiwarka" }]} />
      <h1>{query ? <>Wyniki wyszukiwania: „{query}”</> : "Wyszukiwarka opon"}</h1>
      <search>
        <form className="search-page-form" action={ROUTES.searchResults} method="get" aria-label={t("search.field")}>
          <label htmlFor="szukaj-pole">{t("search.field")}</label>
          <div className="search-page-row">
            <input
              id="szukaj-pole"
              className="search-input"
              type="search"
              name="q"
              defaultValue={query}
              placeholder={t("search.placeholder")}
              maxLength={SEARCH_QUERY_MAX_LENGTH}
              autoComplete="off"
              enterKeyHint="search"
            />
            <button type="submit" className="button button-primary">
              {t("search.submit")}
            </button>
          </div>
        </form>
      </search>
      {query && !found ? (
        <section className="search-empty" aria-labelledby="search-empty-title">
          <h2 id="search-empty-title">Nie znaleźliśmy nic dla „{query}”</h2>
          <p>Sprawdź pisownię albo wpisz inaczej, na przykład:</p>
          <ul>
            <li>rozmiar: 205/55 R16, 205 55 16 lub 2055516,</li>
            <li>producenta: Dębica, Michelin, Continental,</li>
            <li>model opony: Alpin 6, Frigo HP2,</li>
            <li>samochód: Golf 8, Škoda Octavia.</li>
          </ul>
        </section>
      ) : null}
      {!query ? <p className="muted">Wpisz rozmiar (np. 205/55 R16), producenta, model opony albo samochód.</p> : null}
      {GROUPS.map((group) => {
        const items = suggestions.filter((suggestion) => group.kinds.includes(suggestion.kind));
        if (!items.length) return null;
        const titleId = `wyniki-${group.kinds[0]}`;
        return (
          <section key={group.title} className="search-group" aria-labelledby={titleId}>
            <h2 id={titleId}>{group.title}</h2>
            <ul className={group.kinds[0] === "model" ? "search-models" : "search-links"}>
              {items.map((item) =>
                item.kind === "model" ? (
                  <li key={item.href}>
                    <a className="search-model-card" href={item.href}>
                      <img src={DEFAULT_TYRE_IMAGE} alt="" width="64" height="64" loading="lazy" />
                      <span>
                        <strong>{item.label}</strong>
                        {item.season ? <span className="muted">Opona {seasonName(item.season, "singular")}</span> : null}
                      </span>
                    </a>
                  </li>
                ) : (
                  <li key={item.href}>
                    <a href={item.href}>{item.label}</a>
                    {item.count !== undefined ? <span className="muted"> · {t("tyres.found", { count: item.count })}</span> : null}
                  </li>
                ),
              )}
            </ul>
          </section>
        );
      })}
      {answer && answer.tyres.length > 0 ? (
        <section className="search-group" aria-labelledby="wyniki-opony">
          <h2 id="wyniki-opony">Opony</h2>
          <CompareNotices />
          <ProductGrid tyres={answer.tyres} />
          <CardDataScript tyres={answer.tyres} />
        </section>
      ) : null}
    </div>
  );
}
