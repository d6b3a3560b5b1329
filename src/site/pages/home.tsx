import { Hono } from "hono";
import { SEASONS, type Season, SHOP_LOGO_PNG } from "../../common/config/storefront";
import { cacheShort } from "../../common/cache/strategies";
import { withCache } from "../../common/cache/with-cache";
import type { AppEnv } from "../env";
import { formatDate, t } from "../../common/i18n/intl";
import { formatZloty } from "../../common/i18n/money";
import { warsawToday } from "../../common/i18n/calendar";
import { seasonName } from "../../common/i18n/seasons";
import { AnalyticsEvents } from "../ui/AnalyticsEvents";
import { analyticsItem } from "../ui/product-data";
import { CAR_MAKES } from "../../common/reference/cars";
import { POPULAR_SIZES, SIZE_SEARCH_OPTIONS, sizeLabel } from "../../common/reference/sizes";
import type { Campaign } from "../shop-client";
import { optional } from "../shop-client/answers";
import type { SiteSettings } from "../../common/site-settings";
import { pageSite } from "../page-settings";
import { JsonLd } from "../ui/JsonLd";
import { ProductCard } from "../ui/ProductCard";
import { absoluteUrl, campaignPath, listingPath, ROUTES } from "../../common/routes";
import { HOME_BEST_SELLERS, HOME_TOP_PRODUCERS } from "../../common/config/merchandising";
import { sellingSeason, sellingSeasonTyres } from "../../common/selling-season";
import { ProducerWordmark } from "../ui/ProducerWordmark";
import { SHOP_COUNTRY, shopReturnPolicy } from "../ui/merchant-markup";
import { CarMakeChips, CarPicker } from "../ui/CarPicker";
import { carMakes } from "./car-make";
import { allSeasonSentence } from "../../common/content/catalogue-claims";
import type { CatalogueFacts } from "../../common/content/types";

/** The season tiles; the all-season line claims the 3PMSF mark only as far as the offers carry it. */
const seasonTiles = (catalogue: CatalogueFacts | null): { season: Season; title: string; text: string }[] => [
  { season: "zimowe", title: "Opony zimowe", text: "Na śnieg, błoto pośniegowe i temperatury poniżej 7\u00a0°C." },
  { season: "caloroczne", title: "Opony całoroczne", text: allSeasonSentence(catalogue) },
  { season: "letnie", title: "Opony letnie", text: "Krótka droga hamowania w ciepłe dni, na suchym i mokrym." },
];

/** Every width, profile and rim diameter the catalogue's sizes have (src/common/reference/sizes.ts). */
const { widths: WIDTHS, profiles: PROFILES, rims: RIMS } = SIZE_SEARCH_OPTIONS;

/**
 * The home page's product grid has 2 columns on phones and 4 from 768 px (styles.css, "home page
 * blocks"), so it shows a multiple of 4 tyres: whole rows at every width (issue 16).
 */
const POPULAR_ROW = 4;
/** Sizes' tiles: 2, 3, 4 or 6 columns, so 12 fill whole rows at every width. */
const SIZE_COUNT = 12;

const DAY_MS = 24 * 60 * 60 * 1000;

/** "zimowe i całoroczne": the tyre seasons a block is about, in words. */
function seasonsInWords(seasons: readonly Season[]): string {
  const names = seasons.map((season) => seasonName(season));
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} i ${names.at(-1)}` : (names[0] ?? "");
}

export const homePage = new Hono<AppEnv>().get("/", withCache(cacheShort), async (c) => {
  const selling = sellingSeason();
  const seasons = sellingSeasonTyres(selling);
  // Optional data: the page renders without it if the catalogue is unreachable.
  const [best, stats, campaignList, makes] = await Promise.all([
    optional(
      c.var.shop.catalogue["best-sellers"].$get({
        query: { season: seasons.join(","), limit: String(HOME_BEST_SELLERS), producer_limit: String(HOME_TOP_PRODUCERS) },
      }),
      null,
    ),
    optional(c.var.shop.catalogue.stats.$get(), null),
    optional(c.var.shop.catalogue.campaigns.$get(), null),
    carMakes(c),
  ]);
  // Whole rows only (a short answer on a small catalogue).
  const bestItems = best ? best.tyres.items.slice(0, best.tyres.items.length - (best.tyres.items.length % POPULAR_ROW)) : [];
  const producers = best?.producers.items ?? [];
  // The running campaigns the owner shows on the home page (/panel/promocje), in their order.
  const campaigns = (campaignList?.campaigns ?? []).filter((campaign) => campaign.onHome);
  const bestTitle = best?.tyres.basis === "orders" ? t(`home.bestSellers.${selling}`) : t(`home.popularIn.${selling}`);

  return c.render(
    <>
      <section className="hero">
        <div className="container hero-inner">
          <div className="hero-copy">
            <h1>{t("home.heroTitle")}</h1>
            {stats ? <p className="hero-lead">{t("home.heroLead", { count: stats.offers, producers: stats.producers })}</p> : null}
            {/* Desktop only: on a phone both forms come first (the same promises are in "Dlaczego u nas"). */}
            <ul className="hero-points">
              {(["delivery", "fresh", "returns"] as const).map((key) => (
                <li key={key}>{t(`home.benefit.${key}`)}</li>
              ))}
            </ul>
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
        <section className="container section home-promos" aria-labelledby="promotions-title">
          <h2 className="section-title" id="promotions-title">
            {t("home.promotions")}
          </h2>
          <ul className="campaign-banners">
            {campaigns.map((campaign) => (
              <li key={campaign.slug}>
                <CampaignBanner campaign={campaign} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {bestItems.length > 0 && best ? (
        <section className="container section home-best-sellers" id="bestsellery" aria-labelledby="best-sellers-title">
          <div className="section-head">
            <div>
              <h2 className="section-title" id="best-sellers-title">
                {bestTitle}
              </h2>
              <p className="section-lead">
                {best.tyres.basis === "orders"
                  ? t("home.bestSellersLead", { seasons: seasonsInWords(seasons), orders: best.tyres.orders, days: best.days })
                  : t("home.popularLead", { seasons: seasonsInWords(seasons) })}
              </p>
            </div>
            <a className="section-more" href={listingPath({ season: selling })}>
              {t("home.seasonAll", { season: seasonName(selling) })}
            </a>
          </div>
          {/* What sold is numbered by its place; popular tyres (all of them while orders are few, or those filling up a short ranking) are not. */}
          <ol className="product-grid product-grid-home best-sellers">
            {bestItems.map((tyre, index) => (
              <li key={tyre.slug} className="best-seller">
                {tyre.sold ? (
                  <span className="best-seller-rank" title={t("home.bestSellerRank", { rank: index + 1 })}>
                    <span className="visually-hidden">{t("home.bestSellerRank", { rank: index + 1 })}</span>
                    <span aria-hidden="true">{index + 1}</span>
                  </span>
                ) : null}
                <ProductCard tyre={tyre} position={index + 1} actions={false} />
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      {producers.length > 0 && best ? (
        <section className="container section home-producers" aria-labelledby="producers-title">
          <div className="section-head">
            <div>
              <h2 className="section-title" id="producers-title">
                {t("home.producers")}
              </h2>
              <p className="section-lead">
                {best.producers.basis === "orders" ? t("home.producersBySales", { days: best.days }) : t("home.producersByRange")}
              </p>
            </div>
            <a className="section-more" href={ROUTES.siteMapProducers}>
              {t("home.producersAll")}
            </a>
          </div>
          <ul className="producer-tiles">
            {producers.map((producer) => (
              <li key={producer.slug}>
                <a className="producer-tile" href={listingPath({ producers: [producer.slug] })}>
                  <ProducerWordmark slug={producer.slug} name={producer.name} size="md" />
                  <span className="producer-tile-count">{t("tyres.count", { count: producer.tyres })}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="container section">
        <h2 className="section-title">{t("home.seasons")}</h2>
        <ul className="season-tiles">
          {seasonTiles(stats).map((tile) => (
            <li key={tile.season} className={`season-tile season-${tile.season}`}>
              <a href={listingPath({ season: tile.season })}>
                <strong>{tile.title}</strong>
                <span>{tile.text}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>

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

      <AnalyticsEvents
        events={{
          list: bestItems.length
            ? {
                // The ranking by orders is a list of its own in the reports; the popular tyres keep their old id.
                id: best?.tyres.basis === "orders" ? "bestsellery" : "popularne",
                name: bestTitle,
                items: bestItems.map((tyre, index) => analyticsItem(tyre, index + 1)),
              }
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
      <ShopJsonLd site={pageSite(c)} />
    </>,
    { meta: { canonicalPath: "/" } },
  );
});

/** Whole Warsaw calendar days from today to a campaign's last day (0: it ends today). */
function daysLeft(endsAt: number | string, now = Date.now()): number {
  const day = (at: number) => Date.parse(warsawToday(at));
  return Math.max(0, Math.round((day(new Date(endsAt).getTime()) - day(now)) / DAY_MS));
}

/**
 * A running campaign as a banner: what it is about (the producer's wordmark or the season), the
 * reward's value, its name and words, how long it runs, and two ways on: the tyres it covers and
 * its rules with the registration. A click anywhere in it is the promotion's select_promotion.
 */
function CampaignBanner({ campaign }: { campaign: Campaign }) {
  const { reward } = campaign;
  const about = campaign.season ?? "producer";
  return (
    <article className={`campaign-banner campaign-banner-${about}`} data-promotion-id={campaign.slug}>
      <div className="campaign-banner-top">
        <span className="campaign-banner-tag">{t("home.campaignTag")}</span>
        {campaign.producerSlug && campaign.producerName ? (
          <span className="campaign-banner-brand">
            <ProducerWordmark slug={campaign.producerSlug} name={campaign.producerName} />
          </span>
        ) : campaign.season ? (
          <span className="campaign-banner-season">Opony {seasonName(campaign.season)}</span>
        ) : null}
      </div>
      <h3 className="campaign-banner-name">{campaign.name}</h3>
      {reward ? (
        <p className="campaign-banner-reward">
          <span>{t("home.campaignReward")}</span> <strong>{formatZloty(reward.valueGrosze / 100)}</strong>
        </p>
      ) : null}
      <p className="campaign-banner-text">{campaign.description}</p>
      <p className="campaign-banner-until">
        {t("home.campaignUntil", { date: formatDate(campaign.endsAt) })} ·{" "}
        {t("home.campaignDaysLeft", { count: daysLeft(campaign.endsAt) })}
      </p>
      <div className="campaign-banner-actions">
        <a className="button button-primary" href={campaign.linkPath}>
          {t("home.campaignTyres")}
        </a>
        <a className="campaign-banner-rules" href={campaignPath(campaign.slug)}>
          {t("home.campaignRules")}
        </a>
      </div>
    </article>
  );
}

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
