import { PRICE_HISTORY_CHART_DAYS } from "../../common/config/back-office";
import { formatDate, formatPrice } from "../../common/i18n/intl";
import type { Reduction } from "../shop-client";

interface PricePoint {
  price: number;
  validFrom: number;
}

/** The drawing's own units: it stretches to the column's width at a fixed height (client/styles.css, .price-chart). */
const WIDTH = 300;
const HEIGHT = 100;
/** Room above and below the line, in the drawing's units, so a flat price is not drawn on the edge. */
const PAD = 12;
const DAY_MS = 86_400_000;

/**
 * The selected offer's price over the last PRICE_HISTORY_CHART_DAYS days as a step line (a price
 * holds until the next change), with the Omnibus figure as a dashed line: the lowest price of the
 * 30 days before an announced reduction, or, with none, the lowest of the last 30 days. Server-
 * drawn SVG, no script; the figures are HTML beside it and a table says the same for readers.
 */
export function PriceHistoryChart({
  history,
  now,
  reduction,
  lowest30,
}: {
  history: PricePoint[];
  now: number;
  reduction: Reduction | null;
  lowest30: number | null;
}) {
  const first = history[0];
  if (!first) return null;
  const start = first.validFrom;
  // The price in force when the window opened was set earlier (historyWindow moved it to the start).
  const setEarlier = now - start >= PRICE_HISTORY_CHART_DAYS * DAY_MS - 1000;
  const marked = reduction ? reduction.lowest30 : lowest30;
  const prices = [...history.map((point) => point.price), ...(marked === null ? [] : [marked])];
  const highest = Math.max(...prices);
  const lowest = Math.min(...prices);
  const current = history.at(-1)?.price ?? lowest;
  const span = Math.max(now - start, 1);
  const x = (at: number) => round(((at - start) / span) * WIDTH);
  // A flat history is drawn across the middle.
  const y = (price: number) =>
    highest === lowest ? HEIGHT / 2 : round(PAD + ((highest - price) / (highest - lowest)) * (HEIGHT - 2 * PAD));
  const line = history.map((point, index) => (index === 0 ? `M0 ${y(point.price)}` : `H${x(point.validFrom)}V${y(point.price)}`)).join("");
  const markedText = reduction ? "Najniższa cena z 30\u00a0dni przed obniżką" : "Najniższa cena z ostatnich 30\u00a0dni";
  const summary =
    highest === lowest
      ? `Cena przez ostatnie ${PRICE_HISTORY_CHART_DAYS} dni bez zmian: ${formatPrice(current)}.`
      : `Cena w ostatnich ${PRICE_HISTORY_CHART_DAYS} dniach od ${formatPrice(lowest)} do ${formatPrice(highest)}, teraz ${formatPrice(current)}.`;
  return (
    <section className="price-history" aria-labelledby="price-history-title">
      <h2 id="price-history-title">Historia ceny</h2>
      <p className="price-history-summary">{summary}</p>
      <figure className="price-chart">
        <div className="price-chart-plot">
          <span className="price-chart-axis price-chart-high">{formatPrice(highest)}</span>
          <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" width="100%" height="120" aria-hidden="true" focusable="false">
            <path className="price-chart-line" d={`${line}H${WIDTH}`} vectorEffect="non-scaling-stroke" />
            {/* Over the line: where the price stood at the marked figure, the dashes still show. */}
            {marked === null ? null : (
              <line className="price-chart-omnibus" x1="0" x2={WIDTH} y1={y(marked)} y2={y(marked)} vectorEffect="non-scaling-stroke" />
            )}
          </svg>
          {highest === lowest ? null : <span className="price-chart-axis price-chart-low">{formatPrice(lowest)}</span>}
        </div>
        <div className="price-chart-dates">
          <span>{formatDate(start)}</span>
          <span>dziś</span>
        </div>
        <figcaption className="price-chart-legend">
          <span className="legend-line">Cena tej oferty</span>
          {marked === null ? null : (
            <span className="legend-omnibus">
              {markedText}: <strong>{formatPrice(marked)}</strong>
            </span>
          )}
        </figcaption>
      </figure>
      <details className="price-history-table">
        <summary>Zmiany ceny w tabeli</summary>
        <table className="attributes">
          <thead>
            <tr>
              <th scope="col">Obowiązuje od</th>
              <th scope="col">Cena</th>
            </tr>
          </thead>
          <tbody>
            {history.map((point, index) => (
              <tr key={point.validFrom}>
                <td>{index === 0 && setEarlier ? `przed ${formatDate(point.validFrom)}` : formatDate(point.validFrom)}</td>
                <td>{formatPrice(point.price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
