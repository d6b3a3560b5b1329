import "../../runtime/shared-deps";
import { useId, useState } from "react";
import { DEFAULT_ADD_TO_BASKET_QUANTITY } from "../../../src/common/config/storefront";
import { formatZloty } from "../../../src/common/i18n/money";
import type { CompareTyre } from "../../../src/common/compare-item";
import { tyreDisplayName, variantLine } from "../../../src/common/tyre-variant-names";
import { BasketIcon, HeaderActionIcon } from "../../../src/common/ui/icons";
import { VariantLine } from "../../../src/common/ui/variant-line";
import type { LastSeenProps } from "./";

interface LastSeenPanelProps extends LastSeenProps {
  items: readonly CompareTyre[];
}

const productHref = (item: CompareTyre) => `/dane-opony/${encodeURIComponent(item.slug)}?sup=${encodeURIComponent(item.sku)}`;

/** The offer's price ("599,00 zł"), stored in grosze; none when the item has none. */
function priceText(item: Pick<CompareTyre, "price">): string {
  const price = item.price === null || item.price === "" ? Number.NaN : Number(item.price);
  return Number.isFinite(price) ? formatZloty(price / 100) : "";
}

/**
 * The last-seen list (SPEC §4), loaded by its island only when there is something to list. "Do
 * koszyka" (client/islands/last-seen/add.ts) adds a set of four; a failure other than a sold-out offer
 * goes to the island's error boundary.
 */
export default function LastSeenPanel({ variant, title, basketHref, items }: LastSeenPanelProps) {
  const [open, setOpen] = useState(false);
  const [busySku, setBusySku] = useState<string | null>(null);
  const [, rethrow] = useState<null>(null);
  const panelId = useId();

  async function add(item: CompareTyre) {
    setBusySku(item.sku);
    try {
      // A chunk of its own (with the basket's add), loaded with the first press.
      const { addLastSeenToBasket } = await import("./add");
      if ((await addLastSeenToBasket(item, basketHref)) === "sold-out") setBusySku(null);
    } catch (error) {
      setBusySku(null);
      rethrow(() => {
        throw error;
      });
    }
  }

  const list = (
    <ul className="last-seen-list">
      {items.map((item) => (
        <li key={item.sku} className="last-seen-item">
          <a href={productHref(item)}>
            <span className="last-seen-name">{tyreDisplayName(item)}</span>{" "}
            {/* Two offers of one tread have one name: the size, indexes, marks and DOT week tell them apart. */}
            <VariantLine item={item} className="last-seen-variant" />{" "}
            {priceText(item) ? <span className="last-seen-offer">{priceText(item)}</span> : null}
          </a>
          <button
            type="button"
            className="last-seen-add"
            onClick={() => add(item)}
            disabled={busySku !== null}
            aria-label={`Do koszyka: ${[tyreDisplayName(item), variantLine(item), priceText(item), `${DEFAULT_ADD_TO_BASKET_QUANTITY} szt.`].filter(Boolean).join(", ")}`}
          >
            <BasketIcon />
            <span>{busySku === item.sku ? "Dodawanie…" : "Do koszyka"}</span>
          </button>
        </li>
      ))}
    </ul>
  );
  if (variant === "mobile") {
    return (
      <section className="mobile-last-seen">
        <h2>{title}</h2>
        {list}
      </section>
    );
  }
  return (
    <div className="dropdown">
      <button type="button" className="header-action" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <HeaderActionIcon name="eye" />
        <span className="header-action-label">{title}</span>
      </button>
      <div id={panelId} className="dropdown-panel last-seen-panel" hidden={!open}>
        {list}
      </div>
    </div>
  );
}
