import { DEFAULT_TYRE_IMAGE } from "../config";
import { formatPrice, t } from "../i18n/intl";
import { tyrePath } from "../pages/paths";
import { sizeLabel } from "../reference/sizes";
import type { TyreSummary } from "../shop-client";
import { FuelIcon, NoiseIcon, WetIcon } from "./eu-icons";
import { imageUrl } from "./images";

/** A tyre on a list: image, name, size with indexes, badges, EU label classes and price. */
export function ProductCard({ tyre }: { tyre: TyreSummary }) {
  const name = `${tyre.producer.name} ${tyre.model.name}`;
  const href = tyrePath(tyre.slug);
  return (
    <article className="product-card">
      <a href={href} className="product-card-image" tabIndex={-1} aria-hidden="true">
        <img src={imageUrl(tyre.imageUrl) ?? DEFAULT_TYRE_IMAGE} alt="" width="160" height="160" loading="lazy" />
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
        <ul className="badges" aria-label="Oznaczenia">
          {tyre.xl ? <li className="badge-tag">XL</li> : null}
          {tyre.cargo ? <li className="badge-tag">C</li> : null}
          {tyre.runFlat ? <li className="badge-tag">Run Flat</li> : null}
          {tyre.threePmsf ? <li className="badge-tag" title="Symbol płatka śniegu na tle góry">3PMSF</li> : null}
        </ul>
        <dl className="eu-mini" aria-label="Etykieta UE">
          <div>
            <dt><FuelIcon /><span className="visually-hidden">{t("tyre.label.fuel")}</span></dt>
            <dd className={`eu-class eu-${tyre.label.fuel}`}>{tyre.label.fuel}</dd>
          </div>
          <div>
            <dt><WetIcon /><span className="visually-hidden">{t("tyre.label.wet")}</span></dt>
            <dd className={`eu-class eu-${tyre.label.wet}`}>{tyre.label.wet}</dd>
          </div>
          <div>
            <dt><NoiseIcon /><span className="visually-hidden">{t("tyre.label.noise")}</span></dt>
            <dd>{tyre.label.noiseDb} dB</dd>
          </div>
        </dl>
        <p className="product-card-price">
          {tyre.inStock ? (
            <>
              <span className="price-from">{t("tyre.from", { price: "" }).trim()}</span>{" "}
              <strong>{formatPrice(tyre.price)}</strong>
            </>
          ) : (
            <span className="sold-out">{t("tyre.soldOut")}</span>
          )}
        </p>
        <p className="product-card-offers">{t("tyre.offers", { count: tyre.offers })}</p>
      </div>
    </article>
  );
}
