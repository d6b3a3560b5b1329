import { formatPrice } from "../../common/i18n/intl";
import { omnibusText } from "../../common/i18n/omnibus";
import type { Reduction } from "../shop-client";

/**
 * A price, and where it is reduced, the old price crossed out beside the Omnibus line: the lowest
 * price of the 30 days before the reduction, from which the "−X %" is computed.
 */
export function OmnibusPrice({ price, reduction, prefix }: { price: number; reduction: Reduction | null; prefix?: string }) {
  return (
    <div className="price-block">
      <p className="price-now">
        {prefix ? <span className="price-prefix">{`${prefix} `}</span> : null}
        <strong className={reduction ? "price-reduced" : undefined}>{formatPrice(price)}</strong>
        {reduction ? <s className="price-before">{formatPrice(reduction.lowest30)}</s> : null}
      </p>
      {reduction ? <p className="omnibus">{omnibusText(formatPrice(reduction.lowest30), reduction.percent)}</p> : null}
    </div>
  );
}

/** The Omnibus line alone, for a reduced offer shown in a row (the data page's offer links: a span inside the link). */
export function OmnibusLine({ reduction }: { reduction: Reduction }) {
  return <span className="omnibus offer-omnibus">{omnibusText(formatPrice(reduction.lowest30), reduction.percent)}</span>;
}
