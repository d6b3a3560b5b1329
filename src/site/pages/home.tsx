import { Hono } from "hono";
import { SEASONS, type Season, SHOP_LOGO_PNG } from "../../common/config/storefront";
import { cacheShort } from "../../common/cache/strategies";
import { withCache } from "../../common/cache/with-cache";
import type { AppEnv } from "../env";
import { formatDate, t } from "../../common/i18n/intl";
import { seasonName } from "../../common/i18n/seasons";
import { AnalyticsEvents } from "../ui/AnalyticsEvents";
import { analyticsItem } from "../ui/product-data";
import { CAR_MAKES } from "../../common/reference/cars";
import { POPULAR_SIZES, SIZE_SEARCH_OPTIONS, sizeLabel } from "../../common/reference/sizes";
import type { ListedTyre } from "../shop-client";
import { optional } from "../shop-client/answers";
import { siteSettings, type SiteSettings } from "../../common/site-settings";
import { JsonLd } from "../ui/JsonLd";
import { ProductCard } from "../ui/ProductCard";
import { absoluteUrl, campaignPath, listingPath, ROUTES } from "../../common/routes";
import { SHOP_COUNTRY, shopReturnPolicy } from "../ui/merchant-markup";
import { CarMakeChips, CarPicker } from "../ui/CarPicker";
import { carMakes } from "./car-make";

const seasonTiles: { season: Season; title: string; text: string }[] = [
  { season: "zimowe", title: "Opony zimowe", text: "Na śnieg, błoto pośniegowe i temperatury poniżej 7\u00a0°C." },
  { season: "caloroczne", title: "Opony całoroczne", text: "Jeden komplet na cały rok, z symbolem 3PMSF." },
  { season: "letnie", title: "Opony letnie", text: "Krótka droga hamowania w ciepłe dni, na suchym i mokrym." },
];

/** Every width, profile and rim diameter the catalogue's sizes have (src/common/reference/sizes.ts). */
const { widths: WIDTHS, profiles: PROFILES, rims: RIMS } = SIZE_SEARCH_OPTIONS;

/**
 * The home page's product grid has 2 columns on phones and 4 from 768 px (styles.css, "home page
 * blocks"), so it shows a multiple of 4 tyres: whole rows at every width (issue 16).
 */
const POPULAR_ROW = 4;
const POPULAR_COUNT = 2 * POPULAR_ROW;
/** Producers' and sizes' tiles: 2, 3, 4 or 6 columns, so 12 fill whole rows at every width. */
const PRODUCER_COUNT = 12;
const SIZE_COUNT = 12;

/**
 * The most popular tyres, one size per tread model first so the grid shows variety, then further
 * sizes if the models run short; cut to whole rows.
 */
function popularTyres(tyres: ListedTyre[]): ListedTyre[] {
  const seen = new Set<string>();
  const firstOfModel: ListedTyre[] = [];
  const more: ListedTyre[] = [];
  for (const tyre of tyres) {
    if (seen.has(tyre.model.slug)) more.push(tyre);
    else {
      seen.add(tyre.model.slug);
      firstOfModel.push(tyre);
    }
  }
  const chosen = [...firstOfModel, ...more].slice(0, POPULAR_COUNT);
  return chosen.slice(0, chosen.length - (chosen.length % POPULAR_ROW));
}

export const homePage = new Hono<AppEnv>().get("/", withCache(cacheShort), async (c) => {
  // Optional data: the page renders without it if the catalogue is unreachable.
  const [search, stats, producerList, campaignList, makes] = await Promise.all([
    optional(c.var.shop.catalogue.search.$get({ query: { sort: "popularity", limit: "48", facets: "0" } }), null),
    optional(c.var.shop.catalogue.stats.$get(), null),
    optional(c.var.shop.catalogue.producers.$get(), null),
    optional(c.var.shop.catalogue.campaigns.$get(), null),
    carMakes(c),
  ]);
  const popular = search ? popularTyres(search.items) : [];
  const producers = producerList?.producers.slice(0, PRODUCER_COUNT) ?? [];
  const campaigns = campaignList?.campaigns ?? [];

  return c.render(
    <>
      <section className="hero">
        <div className="container hero-inner">
          <div className="hero-copy">
            <h1>{t("home.heroTitle")}</h1>
            {stats ? <p className="hero-lead">{t("home.heroLead", { count: stats.offers, producers: stats.producers })}</p> : null}
          </div>
          {/* The two ways in, side by side from 768 px: by the size on the tyre's side, or by the car. */}
          <div className="hero-forms">
            <form className="hero-search size-search" action={ROUTES.search} method="get" aria-labelledby="size-search-title">
              <h2 id="size-search-title">{t("home.sizeSearch")}</h2>
              <div className="size-search-fields">
                <label>
                  <span>{t("home.width")}</span>
                  <select name="szerokosc" defaultValue="205">
                    {WIDTHS.map((width) => (
                      <option key={width} value={width}>
                        {width}
                      </option>
                    ))}
                  </select>
                </label>
                <label>
                  <span>{t("home.profile")}</span>
                  <select name="profil" defaultValue="55">
                    {PROFILES.map((profile) => (
                      <option key={profile} value={profile}>
                        {profile}
                      </option>
                    ))}
                  </select>
                </label>
                <label>
                  <span>{t("home.rim")}</span>
                  <select name="srednica" defaultValue="16">
                    {RIMS.map((rim) => (
                      <option key={rim} value={rim}>
                        R{rim}
                      </option>
                    ))}
                  </select>
                </label>
                <label>
                  <span>{t("home.season")}</span>
                  <select name="sezon" defaultValue="">
                    <option value="">{t("home.anySeason")}</option>
                    {SEASONS.map((season) => (
                      <option key={season} value={season}>
                        Opony {seasonName(season)}
                      </option>
                    ))}
                  </select>
                </label>
              </div>
              <p className="size-search-hint">Rozmiar przeczytasz na boku opony, np. 205/55 R16.</p>
              <button type="submit" className="button button-primary button-block">
                {t("home.search")}
              </button>
            </form>
            <CarPicker makes={makes} />
          </div>
        </div>
      </section>

      {campaigns.length ? (
        <section className="container section home-promos">
          <h2 className="section-title">Promocje</h2>
          <ul className="promo-list">
            {campaigns.map((campaign) => (
              <li key={campaign.slug}>
                <a className="promo" href={campaignPath(campaign.slug)} data-promotion-id={campaign.slug}>
                  <strong>{campaign.name}</strong>
                  <span>{campaign.description}</span>
                  <small>Do {formatDate(campaign.endsAt)}</small>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="container section">
        <h2 className="section-title">{t("home.seasons")}</h2>
        <ul className="season-tiles">
          {seasonTiles.map((tile) => (
            <li key={tile.season} className={`season-tile season-${tile.season}`}>
              <a href={listingPath({ season: tile.season })}>
                <strong>{tile.title}</strong>
                <span>{tile.text}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>

      {popular.length > 0 ? (
        <section className="container section">
          <h2 className="section-title">{t("home.popular")}</h2>
          <div className="product-grid product-grid-home">
            {popular.map((tyre, index) => (
              <ProductCard key={tyre.slug} tyre={tyre} position={index + 1} actions={false} />
            ))}
          </div>
        </section>
      ) : null}

      <section className="container section">
        <h2 className="section-title">{t("home.benefits")}</h2>
        <ul className="benefits">
          {(["delivery", "fresh", "advice", "returns"] as const).map((key) => (
            <li key={key}>
              <strong>{t(`home.benefit.${key}`)}</strong>
              <span>{t(`home.benefit.${key}Text`)}</span>
            </li>
          ))}
        </ul>
      </section>

      {producers.length > 0 ? (
        <section className="container section">
          <h2 className="section-title">{t("home.producers")}</h2>
          <ul className="link-tiles">
            {producers.map((producer) => (
              <li key={producer.slug}>
                <a className="link-tile" href={listingPath({ producers: [producer.slug] })}>
                  {producer.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <AnalyticsEvents
        events={{
          list: popular.length
            ? { id: "popularne", name: t("home.popular"), items: popular.map((tyre, index) => analyticsItem(tyre, index + 1)) }
            : undefined,
          promotions: campaigns.map((campaign, index) => ({
            promotion_id: campaign.slug,
            promotion_name: campaign.name,
            creative_slot: `strona-glowna-${index + 1}`,
          })),
        }}
      />

      <section className="container section">
        <h2 className="section-title">{t("nav.carMakes")}</h2>
        <CarMakeChips makes={CAR_MAKES} />
      </section>

      <section className="container section">
        <h2 className="section-title">{t("nav.sizes")}</h2>
        <ul className="link-tiles">
          {POPULAR_SIZES.slice(0, SIZE_COUNT).map((size) => (
            <li key={sizeLabel(size)}>
              <a className="link-tile" href={listingPath({ width: size.width, profile: size.profile, rim: size.rim })}>
                {sizeLabel(size)}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <ShopJsonLd site={siteSettings(c.env)} />
    </>,
    { meta: { canonicalPath: "/" } },
  );
});

/**
 * Who runs the shop, for search engines: the OnlineStore (an Organization: seller, contact, the
 * shop-wide return policy) and the WebSite. Each tyre's offers carry delivery and returns too.
 */
function ShopJsonLd({ site }: { site: SiteSettings }) {
  return (
    <JsonLd
      data={{
        "@context": "https://schema.org",
        "@graph": [
          {
            "@type": "OnlineStore",
            "@id": `${site.url}/#organization`,
            name: site.name,
            legalName: site.company.name,
            url: `${site.url}/`,
            logo: absoluteUrl(site.url, SHOP_LOGO_PNG),
            email: site.email,
            telephone: site.phone,
            vatID: `PL${site.company.nip}`,
            address: {
              "@type": "PostalAddress",
              streetAddress: site.company.street,
              postalCode: site.company.postalCode,
              addressLocality: site.company.city,
              addressCountry: SHOP_COUNTRY,
            },
            sameAs: site.social.map((link) => link.url),
            hasMerchantReturnPolicy: shopReturnPolicy(site.url),
          },
          {
            "@type": "WebSite",
            "@id": `${site.url}/#website`,
            name: site.name,
            url: `${site.url}/`,
            inLanguage: "pl-PL",
            publisher: { "@id": `${site.url}/#organization` },
          },
        ],
      }}
    />
  );
}
