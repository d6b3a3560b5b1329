import { useContext } from "react";
import { t } from "../../common/i18n/intl";
import { compareNoticeId, ROUTES, tyrePath } from "../../common/routes";
import { sizeLabel } from "../../common/reference/sizes";
import type { ListedTyre } from "../shop-client";
import { ArrowNames, EuClassBadge, EuLabelArrow, LABEL_ANCHOR } from "./EuLabelArrow";
import { seasonName } from "../../common/i18n/seasons";
import { tyreImage } from "../../common/images";
import { CARD_DATA_ID } from "../../common/markup/action-form-names";
import { packCard } from "../../common/markup/card-data";
import { JsonScript } from "./JsonScript";
import { CardActionsForm } from "../../common/ui/action-forms";
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
export function ProductCard({
  tyre,
  position,
  actions = true,
  season = true,
}: {
  tyre: ListedTyre;
  position?: number;
  actions?: boolean;
  /** The season line; a listing of one season says it in its heading, not on each of 24 cards. */
  season?: boolean;
}) {
  const name = `${tyre.producer.name} ${tyre.model.name}`;
  // The link names the offer the card advertises, so its page preselects the same price and year.
  const href = tyrePath(tyre.slug, tyre.bestSku ? { sku: tyre.bestSku, isMain: tyre.bestIsMain } : undefined);
  const transformations = useContext(SiteContext)?.imageTransformations ?? false;
  const buyable = tyre.inStock && tyre.price !== null;
  return (
    <article className="product-card" data-position={position}>
      {/* Not a link of its own: the name's link covers the whole card (client/styles.css, "the whole card leads"). */}
      <div className="product-card-image">
        <img {...tyreImage(tyre.imageKey, 160, transformations)} alt="" width="160" height="160" loading="lazy" />
        {tyre.reduction ? <span className="discount-badge">{`−${tyre.reduction.percent}%`}</span> : null}
      </div>
      <div className="product-card-body">
        {season ? <p className="product-card-season">{t(`season.${tyre.season}`)}</p> : null}
        <h3 className="product-card-name">
          <a href={href}>{name}</a>
        </h3>
        <p className="product-card-size">{`${sizeLabel(tyre)} ${tyre.loadIndex}${tyre.speedIndex}`}</p>
        <TyreBadges tyre={tyre} max={CARD_MAX_BADGES} />
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
        {/* A listing's cards (those with actions) share the arrow's name: CardDataScript renders it once. */}
        <EuLabelArrow fuelClass={tyre.label.fuel} href={`${href}#${LABEL_ANCHOR}`} sharedName={actions} />
        {buyable && tyre.price !== null ? (
          <OmnibusPrice price={tyre.price} reduction={tyre.reduction} prefix={tyre.offers > 1 ? t("tyre.fromShort") : undefined} bare />
        ) : (
          <p className="availability sold-out">{t("tyre.soldOut")}</p>
        )}
      </div>
      {buyable ? (
        <div className="product-card-stock">
          <p className="availability in-stock">{t("tyre.inStock")}</p>
          <DeliveryDate sources={[{ days: tyre.deliveryDays, cutoffHour: tyre.sourceCutoffHour }]} cached />
        </div>
      ) : null}
      {actions && tyre.inStock && tyre.bestSku ? <CardActions tyre={tyre} sku={tyre.bestSku} /> : null}
    </article>
  );
}

/** A card shows at most this many of its tyre's marks (XL, C, Run Flat, 3PMSF); its data page shows every one. */
const CARD_MAX_BADGES = 3;

/** A set of four, or what is left when fewer are in stock: what a card's "Do koszyka" adds. */
function cardQuantity(tyre: ListedTyre): number {
  return Math.min(DEFAULT_ADD_TO_BASKET_QUANTITY, tyre.bestStock);
}

/**
 * A card's "Porównaj" and "Do koszyka": plain server HTML (one form whose action names the offer)
 * that one island per listing takes over (client/islands/card-actions.tsx, reading the page's card
 * data, CardDataScript), not one React root per card.
 */
function CardActions({ tyre, sku }: { tyre: ListedTyre; sku: string }) {
  return <CardActionsForm sku={sku} quantity={cardQuantity(tyre)} />;
}

/**
 * What every card with actions on the page shares, once (not a copy per card): the data, a row per
 * offer (PackedCard), what the card-actions island and the chosen car's verdicts need, with `<`
 * escaped (JsonScript); and the words their label arrows are named by (ArrowNames). Rendered beside
 * the grid of cards.
 */
export function CardDataScript({ tyres }: { tyres: ListedTyre[] }) {
  const rows = tyres
    .filter((tyre) => tyre.inStock && tyre.bestSku)
    .map((tyre) => packCard(compareItemOfCard(tyre), seasonName(tyre.season)));
  return (
    <>
      <JsonScript id={CARD_DATA_ID} data={rows} />
      <ArrowNames classes={tyres.map((tyre) => tyre.label.fuel)} />
    </>
  );
}

/**
 * What the compare form did, for shoppers without JavaScript: each outcome's notice once per page
 * with compare forms, hidden until the form's answer returns to the page at it (`#…`, CSS :target),
 * so the cached page stays one for all. With scripts the pressed button says it (aria-pressed).
 */
export function CompareNotices() {
  return (
    <>
      <p id={compareNoticeId("dodano")} className="compare-notice" role="status">
        Dodano do porównania (najwyżej 3 opony naraz). <a href={ROUTES.compare}>{LABELS.seeComparison}</a>
      </p>
      <p id={compareNoticeId("usunieto")} className="compare-notice" role="status">
        Usunięto z porównania. <a href={ROUTES.compare}>{LABELS.seeComparison}</a>
      </p>
    </>
  );
}

export function TyreBadges({
  tyre,
  max,
}: {
  tyre: { xl: boolean; cargo: boolean; runFlat: boolean; threePmsf: boolean };
  /**
   * At most this many, each without its explanation (a card's: the data page explains them, and 24
   * cards' tooltips were ~2.4 KB of a listing); every one with its explanation as a tooltip without.
   */
  max?: number;
}) {
  const marks = [
    tyre.xl ? { label: "XL", title: t("tyre.xlTitle") } : null,
    tyre.cargo ? { label: "C", title: t("tyre.cargoTitle") } : null,
    tyre.runFlat ? { label: "Run Flat", title: t("tyre.runFlatTitle") } : null,
    tyre.threePmsf ? { label: "3PMSF", title: t("tyre.threePmsfTitle") } : null,
  ]
    .filter((mark) => mark !== null)
    .slice(0, max);
  if (!marks.length) return null;
  return (
    // A card's few marks speak for themselves; the data page's whole list is named.
    <ul className="badges" aria-label={max === undefined ? t("tyre.marks") : undefined}>
      {marks.map((mark) => (
        <li key={mark.label} className="badge-tag" title={max === undefined ? mark.title : undefined}>
          {mark.label}
        </li>
      ))}
    </ul>
  );
}

/**
 * The label's other classes (the fuel class is the arrow beside the price): wet grip, noise in dB and
 * its class. The pictograms are the stylesheet's (.eu-wet, .eu-noise), the wet class a letter on its
 * colour (EuClassBadge), so a card draws no SVG of its own. Each fact is one picture with its words
 * as its name (five elements a card, not a list of seven with hidden terms).
 */
export function EuMini({ label }: { label: { wet: string; noise: string; noiseDb: number } }) {
  return (
    <p className="eu-mini">
      <span className="eu-wet" role="img" aria-label={`${t("tyre.label.wetShort")}: klasa ${label.wet}`}>
        <EuClassBadge value={label.wet} spoken />
      </span>
      <span className="eu-noise" role="img" aria-label={`${t("tyre.label.noiseShort")}: ${label.noiseDb} dB, klasa ${label.noise}`}>
        {`${label.noiseDb} dB `}
        <span className="eu-noise-class">{label.noise}</span>
      </span>
    </p>
  );
}
