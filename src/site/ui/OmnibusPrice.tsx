import { formatPrice } from "../../common/i18n/intl";
import { omnibusText } from "../../common/i18n/omnibus";
import type { Reduction } from "../shop-client";

/**
 * A price, and where it is reduced, the old price crossed out beside the Omnibus line: the lowest
 * price of the 30 days before the reduction, from which the "−X %" is computed. `bare` leaves out
 * the wrapper for a parent that lays the lines out itself (a product card's price box).
 */
export function OmnibusPrice({
  price,
  reduction,
  prefix,
  bare = false,
}: {
  price: number;
  reduction: Reduction | null;
  prefix?: string;
  bare?: boolean;
}) {
  const lines = (
    <>
      <p className="price-now">
        {prefix ? <span className="price-prefix">{`${prefix} `}</span> : null}
        <strong className={reduction ? "price-reduced" : undefined}>{formatPrice(price)}</strong>
        {reduction ? <s className="price-before">{formatPrice(reduction.lowest30)}</s> : null}
      </p>
      {reduction ? <p className="omnibus">{omnibusText(formatPrice(reduction.lowest30), reduction.percent)}</p> : null}
    </>
  );
  return bare ? lines : <div className="price-block">{lines}</div>;
}

/** The Omnibus line alone, for a reduced offer shown in a row (the data page's offer links: a span inside the link). */
export function OmnibusLine({ reduction }: { reduction: Reduction }) {
  return <span className="omnibus offer-omnibus">{omnibusText(formatPrice(reduction.lowest30), reduction.percent)}</span>;
}
