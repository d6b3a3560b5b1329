import "../../runtime/shared-deps";
import { useEffect, useState } from "react";
import { COMPARE_MAX_ITEMS, COMPARE_MIN_ITEMS_EXCLUSIVE } from "../../../src/common/config/storefront";
import { plural } from "../../../src/common/i18n/plural";
import { removeFromCompare } from "../../state/compare";
import { tyreVariantName, variantIndexes } from "../../../src/common/tyre-variant-names";

import type { CompareBarProps } from "./";
import type { CompareTyre } from "../../../src/common/compare-item";
import { LABELS } from "../../../src/common/i18n/labels";

const BODY_MARKER = "compareBar";
const moreForms = {
  one: "Wybierz jeszcze # oponę",
  few: "Wybierz jeszcze # opony",
  many: "Wybierz jeszcze # opon",
  other: "Wybierz jeszcze # opony",
};

/**
 * The compare bar's content (SPEC §4), loaded by its island with the first chosen tyre: it slides
 * up and marks the body (so the page leaves room for it); three slots; each tyre can be removed;
 * "Porównaj" works once more than the minimum is chosen.
 */
export default function CompareBarPanel({ compareHref, compareTyres }: CompareBarProps & { compareTyres: readonly CompareTyre[] }) {
  const count = compareTyres.length;
  // Mounted closed, opened a frame later: the bar slides up instead of appearing.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setMounted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  const open = mounted && count > 0;
  useEffect(() => {
    if (open) document.body.dataset[BODY_MARKER] = "";
    else delete document.body.dataset[BODY_MARKER];
    return () => void delete document.body.dataset[BODY_MARKER];
  }, [open]);

  const ready = count > COMPARE_MIN_ITEMS_EXCLUSIVE;
  const slots = Array.from({ length: COMPARE_MAX_ITEMS }, (_, index) => compareTyres[index] ?? null);
  return (
    <section className="compare-bar" data-open={open ? "" : undefined} aria-label={LABELS.tyreComparison} aria-hidden={!open} inert={!open}>
      <div className="container compare-bar-inner">
        <p className="compare-bar-title">
          Porównanie{" "}
          <span className="compare-bar-count">
            ({count}/{COMPARE_MAX_ITEMS})
          </span>
        </p>
        <ol className="compare-slots">
          {slots.map((tyre, index) =>
            tyre ? (
              <li key={tyre.sku} className="compare-slot">
                <span className="compare-slot-name">
                  <span className="compare-slot-producer">{tyre.producer}</span> <span className="compare-slot-tread">{tyre.tread}</span>
                </span>
                {/* Two versions of one tread in one size differ in the indexes: 91H or 94H XL. */}
                <span className="compare-slot-variant">
                  <span className="compare-slot-size">{String(tyre.attributes.size ?? "")}</span>{" "}
                  {variantIndexes(tyre.attributes) ? <span className="compare-slot-index">{variantIndexes(tyre.attributes)}</span> : null}
                </span>
                <button
                  type="button"
                  className="compare-slot-remove"
                  aria-label={`Usuń z porównania: ${tyreVariantName(tyre)}`}
                  onClick={() => removeFromCompare(tyre.sku)}
                >
                  ×
                </button>
              </li>
            ) : (
              <li key={`empty-${index}`} className="compare-slot empty">
                Puste miejsce – dodaj oponę
              </li>
            ),
          )}
        </ol>
        {ready ? (
          <a className="button button-primary compare-bar-go" href={compareHref}>
            Porównaj
          </a>
        ) : (
          <button
            type="button"
            className="button button-primary compare-bar-go"
            disabled
            title={plural(COMPARE_MIN_ITEMS_EXCLUSIVE + 1 - count, moreForms)}
          >
            Porównaj
          </button>
        )}
      </div>
    </section>
  );
}
