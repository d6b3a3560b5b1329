import { useContext } from "react";
import { t } from "../../common/i18n/intl";
import { compareNoticeId, ROUTES, tyrePath } from "../../common/routes";
import { seasonName } from "../../common/i18n/seasons";
import { sizeLabel } from "../../common/reference/sizes";
import type { ListedTyre } from "../shop-client";
import { NoiseIcon, WetIcon } from "./eu-icons";
import { EuClassBadge, EuLabelArrow, LABEL_ANCHOR } from "./EuLabelArrow";
import { tyreImage } from "../../common/images";
import { CARD_ACTIONS } from "../../common/markup/action-form-names";
import { AddToBasketForm, CompareForm } from "../../common/ui/action-forms";
import { DEFAULT_ADD_TO_BASKET_QUANTITY } from "../../common/config/storefront";
import { DeliveryDate } from "./DeliveryDate";
import { OmnibusPrice } from "./OmnibusPrice";
import { compareItemOfCard } from "./product-data";
import { SiteContext } from "./site-context";
import { LABELS } from "../../common/i18n/labels";
import { RatingSummary } from "./Stars";

/**
 * A tyre on a list: image, name, size with indexes, badges, EU label classes, year and price.
 * `actions` adds compare and add-to-basket: on listings, where the shopper has chosen a size and
 * the compare bar shows; the home page's mixed-size showcase leads to the data pages instead.
 *
 * Its parts are the article's children, so a phone can lay a card out as a compact row
 * (client/styles.css, "Product cards as rows on phones"): the photo, what the tyre is (beside the
 * photo), then the price, the stock and the buttons (the foot). On a desktop grid they stack.
 */
export function ProductCard({ tyre, position, actions = true }: { tyre: ListedTyre; position?: number; actions?: boolean }) {
  const name = `${tyre.producer.name} ${tyre.model.name}`;
  // The link names the offer the card advertises, so its page preselects the same price and year.
  const href = tyrePath(tyre.slug, tyre.bestSku ? { sku: tyre.bestSku, isMain: tyre.bestIsMain } : undefined);
  const transformations = useContext(SiteContext)?.imageTransformations ?? false;
  return (
    <article className="product-card" data-position={position}>
      <a href={href} className="product-card-image" tabIndex={-1} aria-hidden="true">
        <img {...tyreImage(tyre.imageKey, 160, transformations)} alt="" width="160" height="160" loading="lazy" />
        {tyre.reduction ? <span className="discount-badge">−{tyre.reduction.percent}%</span> : null}
      </a>
      <div className="product-card-body">
        <p className="product-card-season">{t(`season.${tyre.season}`)}</p>
        <h3 className="product-card-name">
          <a href={href}>{name}</a>
        </h3>
        <p className="product-card-size">
          {sizeLabel(tyre)} {tyre.loadIndex}
          {tyre.speedIndex}
        </p>
        <TyreBadges tyre={tyre} />
        <RatingSummary reviews={tyre.reviews} />
        <EuMini label={tyre.label} />
        {tyre.productionYear ? (
          <p className="product-card-year">
            {tyre.dotWeek
              ? t("tyre.productionWeek", { week: tyre.dotWeek, year: tyre.productionYear })
              : t("tyre.productionYear", { year: tyre.productionYear })}
          </p>
        ) : null}
      </div>
      <div className="product-card-price">
        {/* The EU label's nested display beside the price (Regulation (EU) 2020/740 annex VI). */}
        <EuLabelArrow fuelClass={tyre.label.fuel} href={`${href}#${LABEL_ANCHOR}`} />
        {tyre.inStock && tyre.price !== null ? (
          <OmnibusPrice price={tyre.price} reduction={tyre.reduction} prefix={tyre.offers > 1 ? t("tyre.fromShort") : undefined} />
        ) : (
          <p className="availability sold-out">{t("tyre.soldOut")}</p>
        )}
      </div>
      <div className="product-card-stock">
        {tyre.inStock && tyre.price !== null ? (
          <>
            <p className="availability in-stock">{t("tyre.inStock")}</p>
            <DeliveryDate sources={[{ days: tyre.deliveryDays, cutoffHour: tyre.sourceCutoffHour }]} cached />
          </>
        ) : null}
        <p className="product-card-offers">{t("tyre.offers", { count: tyre.offers })}</p>
      </div>
      {actions && tyre.inStock && tyre.bestSku ? <CardActions tyre={tyre} sku={tyre.bestSku} position={position} /> : null}
      {actions && tyre.inStock && tyre.bestSku ? <CompareNotices sku={tyre.bestSku} /> : null}
    </article>
  );
}

/**
 * A card's "Porównaj" and "Do koszyka": plain server HTML that one island per listing takes over
 * (client/islands/card-actions.tsx, reading the data attributes), not one React root per card.
 */
function CardActions({ tyre, sku, position }: { tyre: ListedTyre; sku: string; position?: number }) {
  // A set of four, or what is left when fewer are in stock.
  const quantity = Math.min(DEFAULT_ADD_TO_BASKET_QUANTITY, tyre.bestStock);
  return (
    <div
      className="product-card-actions"
      {...{
        [CARD_ACTIONS.item]: JSON.stringify(compareItemOfCard(tyre)),
        [CARD_ACTIONS.quantity]: quantity,
        [CARD_ACTIONS.position]: position,
        [CARD_ACTIONS.category]: seasonName(tyre.season),
      }}
    >
      <CompareForm sku={sku} slug={tyre.slug} selected={false} />
      <AddToBasketForm sku={sku} slug={tyre.slug} busy={false}>
        <input type="hidden" name="quantity" value={quantity} />
      </AddToBasketForm>
    </div>
  );
}

/**
 * What the compare form did, for shoppers without JavaScript: hidden until the form's answer
 * returns to the page at one of them (`#…`, CSS :target), so the cached page stays one for all.
 */
export function CompareNotices({ sku }: { sku: string }) {
  return (
    <>
      <p id={compareNoticeId("dodano", sku)} className="compare-notice" role="status">
        Dodano do porównania (najwyżej 3 opony naraz). <a href={ROUTES.compare}>{LABELS.seeComparison}</a>
      </p>
      <p id={compareNoticeId("usunieto", sku)} className="compare-notice" role="status">
        Usunięto z porównania. <a href={ROUTES.compare}>{LABELS.seeComparison}</a>
      </p>
    </>
  );
}

export function TyreBadges({ tyre }: { tyre: { xl: boolean; cargo: boolean; runFlat: boolean; threePmsf: boolean } }) {
  if (!tyre.xl && !tyre.cargo && !tyre.runFlat && !tyre.threePmsf) return null;
  return (
    <ul className="badges" aria-label={t("tyre.marks")}>
      {tyre.xl ? (
        <li className="badge-tag" title={t("tyre.xlTitle")}>
          XL
        </li>
      ) : null}
      {tyre.cargo ? (
        <li className="badge-tag" title={t("tyre.cargoTitle")}>
          C
        </li>
      ) : null}
      {tyre.runFlat ? (
        <li className="badge-tag" title={t("tyre.runFlatTitle")}>
          Run Flat
        </li>
      ) : null}
      {tyre.threePmsf ? (
        <li className="badge-tag" title={t("tyre.threePmsfTitle")}>
          3PMSF
        </li>
      ) : null}
    </ul>
  );
}

/** The label's other classes (the fuel class is the arrow beside the price): wet grip, noise in dB and its class. */
export function EuMini({ label }: { label: { wet: string; noise: string; noiseDb: number } }) {
  return (
    <dl className="eu-mini" aria-label={t("tyre.euLabel")}>
      <div>
        <dt>
          <WetIcon />
          <span className="visually-hidden">{t("tyre.label.wet")}</span>
        </dt>
        <dd>
          <EuClassBadge value={label.wet} />
          <span className="visually-hidden">{label.wet}</span>
        </dd>
      </div>
      <div>
        <dt>
          <NoiseIcon />
          <span className="visually-hidden">{t("tyre.label.noise")}</span>
        </dt>
        <dd>
          {`${label.noiseDb} dB `}
          <span className="eu-noise-class">{label.noise}</span>
        </dd>
      </div>
    </dl>
  );
}
