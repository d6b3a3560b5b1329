import { Hono } from "hono";
import { CURRENCY } from "../../common/config/locale";
import type { DeliveryPromise } from "../../common/delivery-date";
import { plural, WORKING_DAY_WORDS } from "../../common/i18n/plural";
import { DEFAULT_ADD_TO_BASKET_QUANTITY } from "../../common/config/storefront";
import { Island } from "../island";
import { AnalyticsEvents } from "../ui/AnalyticsEvents";
import { cacheShort } from "../../common/cache/strategies";
import { withCache } from "../../common/cache/with-cache";
import type { AppEnv } from "../env";
import { formatPrice, t } from "../../common/i18n/intl";
import { seasonName } from "../../common/i18n/seasons";
import { LOAD_INDEX_KG, SPEED_INDEX_KMH, sizeAndIndexLabel, sizeLabel } from "../../common/reference/sizes";
import { yearlyKm } from "../../common/reference/label-effects";
import { noiseLimitDb } from "../../common/reference/tyre-rules";
import { DOT_ARTICLE_PATH, productionDateText } from "../ui/production-date";
import type { TyreDetail } from "../shop-client";
import { Breadcrumbs } from "../ui/Breadcrumbs";
import { EuLabel, EuLabelSummary, euLabelOf } from "../ui/EuLabel";
import { tyreImage } from "../../common/images";
import { CAR_FIT_REASONS, CAR_FIT_SLOT } from "../../common/markup/car-fit-names";
import { JsonLd } from "../ui/JsonLd";
import { fitTitle } from "../ui/Layout";
import { eprelCertification, RETURN_POLICY, schemaPrice, shippingDetails } from "../ui/merchant-markup";
import { type DeliveryRule, deliveryHeadline, singleTyreDelivery } from "../../common/delivery";
import { DeliveryDate } from "../ui/DeliveryDate";
import { OmnibusLine, OmnibusPrice } from "../ui/OmnibusPrice";
import { PriceHistoryChart } from "../ui/PriceHistoryChart";
import { LABEL_PRACTICE_ANCHOR, LabelInPractice } from "../ui/LabelInPractice";
import { analyticsItemOfOffer, compareItemOfOffer } from "../ui/product-data";
import { CompareNotices, TyreBadges } from "../ui/ProductCard";
import { JsonScript } from "../ui/JsonScript";
import { ProducerGpsrSection } from "../ui/ProducerGpsr";
import { useSite } from "../ui/site-context";
import type { SiteSettings } from "../../common/site-settings";
import { critical, optional } from "../shop-client/answers";
import { renderNotFound } from "./errors";
import { absoluteUrl, campaignPath, listingPath, modelPath, offerPath, tyrePath } from "../../common/routes";
import { keepNumbersWithUnits } from "../../common/i18n/typography";
import { LABELS } from "../../common/i18n/labels";
import { REVIEWS_ANCHOR, reviewMarkup, TyreReviewsSection } from "../ui/TyreReviews";
import { RatingSummary } from "../ui/Stars";

type Variant = TyreDetail["variants"][number];

const LOW_STOCK = 20;
/** An offer's production week as the DOT code gives it: "DOT 1226 (12. tydzień 2026)". */
/** "Produkcja: 31. tydzień 2026 (DOT 3126)" */
function productionText(week: number | null, year: number): string {
  return week ? `Produkcja: ${productionDateText(week, year)}` : t("tyre.productionYear", { year });
}

/** The offer shown, in the stored compare shape, for the browser (last-seen records it). */
const PRODUCT_DATA_ID = "product-data";

/**
 * When an offer served from a wholesaler's stock leaves the shop: the usual handling time plus
 * the working days the goods take to reach the shop; null for the shop's own stock (the usual
 * promise, stated on the delivery page and in the terms).
 */
function dispatchText(deliveryDays: number, promise: DeliveryPromise): string | null {
  if (deliveryDays <= 0) return null;
  const min = promise.handling.min + deliveryDays;
  const max = promise.handling.max + deliveryDays;
  return `Wysyłka w ${min}–${max} ${plural(max, WORKING_DAY_WORDS)}`;
}

function stockText(stock: number): string {
  if (stock <= 0) return t("tyre.soldOut");
  return stock > LOW_STOCK ? `Dostępne: ponad ${LOW_STOCK}\u00a0szt.` : `Dostępne: ${stock}\u00a0szt.`;
}

/**
 * The offer a data page shows without `?sup=`: the tyre's best offer (the cheapest in stock, the
 * one its listing card advertises), never a sold-out one while another is in stock.
 */
export function defaultOffer(detail: TyreDetail): Variant | undefined {
  const inStock = detail.variants.filter((variant) => variant.stock > 0);
  const cheapest = [...inStock].sort((a, b) => a.price - b.price || b.productionYear - a.productionYear || a.id - b.id)[0];
  return (
    inStock.find((variant) => variant.id === detail.tyre.bestVariantId) ??
    cheapest ??
    detail.variants.find((variant) => variant.isMain) ??
    detail.variants[0]
  );
}

const yesNo = (value: boolean) => (value ? "Tak" : "Nie");

/** The full product name: producer, tread model, size and indexes. */
export function tyreName(detail: TyreDetail): string {
  const { tyre } = detail;
  return `${detail.producer.name} ${detail.model.name} ${sizeAndIndexLabel(tyre)}`;
}

/** Longer than any offer's sku (an EAN and a production code: ~19 characters; staff forms take 64). */
const SKU_MAX_LENGTH = 64;

export const tyrePage = new Hono<AppEnv>().get("/dane-opony/:slug", withCache(cacheShort, ["sup", "km"]), async (c) => {
  const slug = c.req.param("slug");
  if (!/^[a-z0-9-]{1,160}$/.test(slug)) return renderNotFound(c);
  // The distance form's answer: one address per distance it can mean, so the page's cached copies stay few.
  const url = new URL(c.req.url);
  const rawKm = url.searchParams.get("km");
  const km = yearlyKm(rawKm);
  if (rawKm !== null && (rawKm !== String(km) || url.searchParams.getAll("km").length > 1)) {
    url.searchParams.set("km", String(km));
    return c.redirect(`${url.pathname}${url.search}#${LABEL_PRACTICE_ANCHOR}`, 301);
  }
  // `?sup=` names one offer of this tyre, and each value is a cached copy of its own: anything else
  // (an unknown sku, a second value, more than a sku could be) goes to an address that is one.
  const asked = url.searchParams.getAll("sup");
  const toOffer = (sku: string | null, status: 301 | 302) => {
    url.searchParams.delete("sup");
    if (sku !== null) url.searchParams.set("sup", sku);
    return c.redirect(`${url.pathname}${url.search}`, status);
  };
  if (asked.some((value) => value.length > SKU_MAX_LENGTH)) return toOffer(null, 301);
  const detail = await critical(c.var.shop.catalogue.tyres[":slug"].$get({ param: { slug } }));
  if (!detail) {
    // An address the tyre had before its data changed it: for good, to where it is now.
    const moved = await optional(c.var.shop.catalogue.tyres[":slug"].moved.$get({ param: { slug } }), null);
    return moved?.slug ? c.redirect(`${tyrePath(moved.slug)}${url.search}`, 301) : renderNotFound(c);
  }
  const requested = asked[0] ?? "";
  const known = detail.variants.some((variant) => variant.sku === requested);
  // 302: an offer gone today may be back with the next delivery.
  if (asked.length > 0 && !known) return toOffer(null, 302);
  if (asked.length > 1) return toOffer(requested, 301);
  const selected = detail.variants.find((variant) => variant.sku === requested) ?? defaultOffer(detail);
  if (!selected) return renderNotFound(c);
  const name = tyreName(detail);
  const season = seasonName(detail.tyre.season, "singular");
  const { fuelClass, wetClass, noiseDb, imageKey } = detail.tyre;
  const photo = photoPath(imageKey);
  return c.render(<TyreView detail={detail} selected={selected} name={name} km={km} requestedSku={requested} />, {
    meta: {
      title: fitTitle(`${name} – opona ${season}`, name),
      description: `${name}: etykieta UE ${fuelClass}/${wetClass}/${noiseDb} dB, rok produkcji ${selected.productionYear}${selected.stock > 0 ? `, cena ${formatPrice(selected.price)}` : ""}.${deliverySentence(c.var.delivery?.methods)}`,
      canonicalPath: tyrePath(detail.tyre.slug),
      compareBar: true,
      ogType: "product",
      // Link previews show the photo; without one, the shop's default picture (Layout).
      ...(photo ? { ogImage: photo, ogImageAlt: name } : {}),
    },
  });
});

/** " Darmowa dostawa od 2 opon." after the price's note (nothing while the methods are unknown). */
function deliverySentence(methods: DeliveryRule[] | undefined): string {
  const headline = methods ? deliveryHeadline(methods) : null;
  return headline ? ` ${headline.charAt(0).toUpperCase()}${headline.slice(1)}.` : "";
}

/**
 * The address of the tyre's photo for search engines and link previews (the original in R2, its
 * largest size), or null without one: Google's merchant listings take no SVG and no placeholder
 * picture, so a tyre without a photo names none rather than the default tyre drawing.
 */
function photoPath(imageKey: string | null): string | null {
  return imageKey ? tyreImage(imageKey, 512, false).src : null;
}

/**
 * The tyre as a merchant listing (Google's Product with one Offer per offer shown, in the page's
 * order: the headline offer first). The EAN is the GTIN, the producer's code the MPN; the EU label
 * is a certification only when it is a real EPREL registration.
 */
function productMarkup(detail: TyreDetail, offers: Variant[], name: string, site: SiteSettings) {
  const { tyre, producer, model } = detail;
  const couriers = site.delivery?.methods.some((rule) => rule.kind === "courier") ? site.delivery.methods : null;
  const photo = photoPath(tyre.imageKey);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name,
    description: model.description,
    sku: offers[0]?.sku,
    ...(tyre.ean ? { gtin13: tyre.ean } : {}),
    ...(tyre.supplierCode ? { mpn: tyre.supplierCode } : {}),
    brand: { "@type": "Brand", name: producer.name },
    model: model.name,
    ...(photo ? { image: absoluteUrl(site.url, photo) } : {}),
    ...(tyre.eprelSource !== "demo" && tyre.eprelId ? { hasCertification: eprelCertification(tyre.eprelId) } : {}),
    ...reviewMarkup(detail.reviews),
    offers: offers.map((variant) => {
      const inStock = variant.stock > 0;
      return {
        "@type": "Offer",
        sku: variant.sku,
        url: absoluteUrl(site.url, offerPath(tyre.slug, variant.sku)),
        price: schemaPrice(variant.price),
        priceCurrency: CURRENCY,
        // A reduced price's "was" is the lowest price of the 30 days before (Omnibus), as the page shows it.
        ...(inStock && variant.reduction
          ? {
              priceSpecification: {
                "@type": "UnitPriceSpecification",
                priceType: "https://schema.org/StrikethroughPrice",
                price: schemaPrice(variant.reduction.lowest30),
                priceCurrency: CURRENCY,
              },
            }
          : {}),
        availability: inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
        itemCondition: "https://schema.org/NewCondition",
        // What the cheapest courier charges for one tyre of this offer; none named while the methods are unknown.
        ...(couriers ? { shippingDetails: shippingDetails(singleTyreDelivery(couriers, variant.price) ?? 0, site.deliveryPromise) } : {}),
        hasMerchantReturnPolicy: RETURN_POLICY,
      };
    }),
  };
}

export function TyreView({
  detail,
  selected,
  name,
  km,
  requestedSku,
}: {
  detail: TyreDetail;
  selected: Variant;
  name: string;
  /** The shopper's yearly distance for the label's fuel figure (`?km=`). */
  km: number;
  /** The offer the address named (`?sup=`), kept by the distance form. */
  requestedSku: string | null;
}) {
  const site = useSite();
  const { tyre, producer, model } = detail;
  const offers = [selected, ...detail.variants.filter((variant) => variant.id !== selected.id)];
  const campaignsOf = (variantId: number) => detail.campaigns.filter((campaign) => campaign.variantId === variantId);
  const loadKg = tyre.loadIndex
    .split("/")
    .map((index) => LOAD_INDEX_KG[Number(index)])
    .filter(Boolean);
  const compareItem = compareItemOfOffer(detail, selected);
  const item = analyticsItemOfOffer(detail, selected);
  const promotions = campaignsOf(selected.id).map((campaign) => ({
    promotion_id: campaign.slug,
    promotion_name: campaign.name,
    creative_slot: "karta-produktu",
  }));

  const euLabel = euLabelOf(detail);

  // In reading order, which is the phone's order (issue 16): photo, name, price and offer, the
  // label's classes, add to basket, the offers; then the full label and the details. On desktop
  // the photo and the label make the left column (client/styles.css, issue 16 block).
  return (
    <div className="container product-page">
      <Breadcrumbs
        items={[
          { label: `Opony ${seasonName(tyre.season)}`, href: listingPath({ season: tyre.season }) },
          { label: producer.name, href: listingPath({ season: tyre.season, producers: [producer.slug] }) },
          { label: `${model.name} ${sizeLabel(tyre)}` },
        ]}
      />
      <div className="product-layout">
        <div className="product-photo">
          {/* 104 px wide beside the name on a phone, 150 px tall above it up to 1023 px, up to 320 px wide beside the summary on desktop (client/styles.css). */}
          <img
            {...tyreImage(tyre.imageKey, 384, site.imageTransformations, "(min-width: 1024px) 320px, (max-width: 479.98px) 104px, 200px")}
            alt={name}
            width="384"
            height="384"
          />
        </div>
        <div className="product-summary">
          <p className="product-season">Opona {seasonName(tyre.season, "singular")}</p>
          <h1>{name}</h1>
          {detail.reviews.count ? (
            <a className="rating-link" href={`#${REVIEWS_ANCHOR}`}>
              <RatingSummary reviews={detail.reviews} />
            </a>
          ) : null}
          <TyreBadges tyre={tyre} />
          {/* For a shopper who chose a car, whether this tyre fits it: the browser's verdict (client/runtime/car-fit-dom.ts), its reasons under the buttons. */}
          <div
            {...{
              [CAR_FIT_SLOT]: JSON.stringify({
                season: tyre.season,
                size: compareItem.attributes.size,
                loadIndex: tyre.loadIndex,
                speedIndex: tyre.speedIndex,
                xl: tyre.xl,
                cargo: tyre.cargo,
                runFlat: tyre.runFlat,
              }),
            }}
          />
          <section className="product-buy" aria-labelledby="offers-title">
            {selected.stock > 0 ? (
              <>
                <OmnibusPrice price={selected.price} reduction={selected.reduction} />
                {/* Tyres are bought in sets: the price of the set the button adds. */}
                <p className="price-set">
                  Komplet {DEFAULT_ADD_TO_BASKET_QUANTITY} szt.:{" "}
                  <strong>{formatPrice(selected.price * DEFAULT_ADD_TO_BASKET_QUANTITY)}</strong>
                </p>
              </>
            ) : (
              <p className="price-now">
                <strong>{formatPrice(selected.price)}</strong>
              </p>
            )}
            <p className="product-selected">
              {/* The year alone: one line on a phone, the add button on the first screen; the offers below name the week. */}
              Rok produkcji {selected.productionYear} ·{" "}
              <span className={selected.stock > 0 ? "in-stock" : "sold-out"}>{stockText(selected.stock)}</span>
            </p>
            <EuLabelSummary label={euLabel} />
            <div className="product-actions">
              {selected.stock > 0 ? (
                <Island
                  name="add-to-basket"
                  props={{
                    sku: selected.sku,
                    quantity: DEFAULT_ADD_TO_BASKET_QUANTITY,
                    withQuantity: true,
                    maxQuantity: selected.stock,
                    slug: tyre.slug,
                    item,
                  }}
                />
              ) : (
                <p className="sold-out">Ta oferta jest wyprzedana – wybierz inny rok produkcji poniżej.</p>
              )}
              <Island name="compare-toggle" props={{ item: compareItem }} />
            </div>
            {/* Why the tyre fits the chosen car only so far, or not at all: under the buttons, the headline above the price. */}
            <div {...{ [CAR_FIT_REASONS]: "" }} />
            <CompareNotices />
            <p className="muted small">Cena za 1 sztukę, z VAT.{deliverySentence(site.delivery?.methods)}</p>
            <h2 id="offers-title">{t("tyre.offers", { count: detail.variants.length })}</h2>
            <ul className="offers">
              {offers.map((variant) => (
                <li key={variant.sku} className={variant.id === selected.id ? "offer selected" : "offer"}>
                  <a href={offerPath(tyre.slug, variant.sku)} aria-current={variant.id === selected.id ? "true" : undefined}>
                    <span className="offer-year">{productionText(variant.dotWeek, variant.productionYear)}</span>
                    <span className={variant.stock > 0 ? "offer-stock in-stock" : "offer-stock sold-out"}>
                      {stockText(variant.stock)}
                      {variant.stock > 0 && dispatchText(variant.deliveryDays, site.deliveryPromise)
                        ? ` · ${dispatchText(variant.deliveryDays, site.deliveryPromise)}`
                        : null}
                    </span>
                    {variant.stock > 0 ? (
                      <DeliveryDate sources={[{ days: variant.deliveryDays, cutoffHour: variant.sourceCutoffHour }]} cached inline />
                    ) : null}
                    <span className="offer-price">
                      {formatPrice(variant.price)}
                      {variant.reduction ? <span className="offer-discount">−{variant.reduction.percent}%</span> : null}
                    </span>
                    {variant.reduction ? <OmnibusLine reduction={variant.reduction} /> : null}
                  </a>
                  {campaignsOf(variant.id).length ? (
                    <ul className="campaigns">
                      {campaignsOf(variant.id).map((campaign) => (
                        <li key={campaign.slug} className="campaign" title={campaign.description} data-promotion-id={campaign.slug}>
                          <a href={campaignPath(campaign.slug)}>{campaign.name}</a>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
            <p className="offers-dot-help">
              <a href={DOT_ARTICLE_PATH}>Jak odczytać datę produkcji z kodu DOT?</a>
            </p>
          </section>
        </div>
        <div className="product-label">
          <EuLabel label={euLabel} />
          <LabelInPractice
            label={euLabel}
            km={km}
            noiseLimitDb={noiseLimitDb({ ...tyre, tyreClass: euLabel.tyreClass })}
            keep={requestedSku ? { sup: requestedSku } : {}}
          />
        </div>
        <div className="product-details">
          <section aria-labelledby="attributes-title">
            <h2 id="attributes-title">Dane opony</h2>
            <table className="attributes">
              <tbody>
                <Row
                  label="Bieżnik (model)"
                  value={
                    <a href={modelPath(model.slug)}>
                      {producer.name} {model.name}
                    </a>
                  }
                />
                <Row label="Rozmiar" value={sizeLabel(tyre)} />
                <Row
                  label={LABELS.loadIndex}
                  value={`${tyre.loadIndex}${loadKg.length ? ` (${loadKg.map((kg) => `${kg} kg`).join(" / ")} na oponę)` : ""}`}
                />
                <Row
                  label={LABELS.speedIndex}
                  value={`${tyre.speedIndex}${SPEED_INDEX_KMH[tyre.speedIndex] ? ` (do ${SPEED_INDEX_KMH[tyre.speedIndex]} km/h)` : ""}`}
                />
                <Row label="Opona dostawcza (C)" value={yesNo(tyre.cargo)} />
                <Row label="Wzmocniona (XL)" value={yesNo(tyre.xl)} />
                <Row label="Rant ochronny felgi (FR)" value={yesNo(tyre.rimProtector)} />
                <Row label="Run Flat" value={yesNo(tyre.runFlat)} />
                <Row label="Technologia samouszczelniająca" value={yesNo(tyre.selfSeal)} />
                <Row label="System redukcji hałasu" value={yesNo(tyre.noiseCancelling)} />
                <Row label="Homologacja" value={tyre.homologation ? `${tyre.homologation} – ${tyre.homologationLong}` : "Brak"} />
                <Row label="Data produkcji (DOT)" value={productionDateText(selected.dotWeek, selected.productionYear)} />
                <Row label="Symbol 3PMSF" value={yesNo(tyre.threePmsf)} />
                <Row label="Sezon" value={seasonName(tyre.season, "singular")} />
              </tbody>
            </table>
          </section>

          <PriceHistoryChart history={selected.priceHistory} now={Date.now()} reduction={selected.reduction} lowest30={selected.lowest30} />

          <section aria-labelledby="model-title">
            <h2 id="model-title">O modelu {model.name}</h2>
            <p>{keepNumbersWithUnits(model.description)}</p>
          </section>

          <TyreReviewsSection reviews={detail.reviews} />

          <ProducerGpsrSection brand={producer.name} gpsr={producer.gpsr} verified={producer.gpsrVerified} shopEmail={site.email} />
        </div>
      </div>
      <AnalyticsEvents events={{ item, promotions }} />
      <JsonScript id={PRODUCT_DATA_ID} data={compareItem} />
      <Island name="last-seen-recorder" props={{ sourceId: PRODUCT_DATA_ID }} />
      <JsonLd data={productMarkup(detail, offers, name, site)} />
    </div>
  );
}

function Row({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>{value}</td>
    </tr>
  );
}
