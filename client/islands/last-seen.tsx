import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { useSnapshot } from "valtio";
import { DEFAULT_ADD_TO_BASKET_QUANTITY } from "../../src/config";
import { analytics } from "../analytics";
import { addToBasket } from "../checkout";
import { ApiError } from "../query";
import { tyreDisplayName, type CompareTyre } from "../state/compare-item";
import { lastSeenState, restoreLastSeen } from "../state/last-seen";
import { openModal } from "../state/modal";
import { useHydrated } from "../use-hydrated";
import { BasketIcon, EyeIcon } from "./icons";

export interface LastSeenProps {
  variant: "desktop" | "mobile";
  title: string;
  basketHref: string;
}

const productHref = (item: CompareTyre) => `/dane-opony/${encodeURIComponent(item.slug)}${item.isMain ? "" : `?sup=${encodeURIComponent(item.sku)}`}`;

/**
 * Last-seen tyres (SPEC §4): rendered only after mount and only with at least one entry. "Do
 * koszyka" adds a set of four and opens the basket; a sold-out offer explains itself in a modal
 * whose confirmation reloads the page; any other failure goes to the error boundary.
 */
export default function LastSeen({ variant, title, basketHref }: LastSeenProps) {
  const { items, mounted } = useSnapshot(lastSeenState);
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [busySku, setBusySku] = useState<string | null>(null);
  const [, rethrow] = useState<null>(null);
  const queryClient = useQueryClient();
  const panelId = useId();
  useEffect(() => {
    if (!lastSeenState.mounted) restoreLastSeen();
  }, []);
  if (!hydrated || !mounted || items.length === 0) return null;

  async function add(item: CompareTyre) {
    setBusySku(item.sku);
    try {
      await addToBasket(queryClient, item.sku, DEFAULT_ADD_TO_BASKET_QUANTITY);
      analytics.addToCart({
        item_id: item.sku,
        item_name: tyreDisplayName(item),
        item_brand: item.producer,
        item_category: item.season,
        item_variant: `${String(item.attributes.size ?? "")} ${String(item.attributes.loadIndex ?? "")}${String(item.attributes.speedIndex ?? "")}`,
        price: Number(item.price) / 100,
        quantity: DEFAULT_ADD_TO_BASKET_QUANTITY,
      });
      location.assign(basketHref);
    } catch (error) {
      setBusySku(null);
      if (error instanceof ApiError && error.data?.error_code === "VARIANT_SOLD_OUT") {
        openModal({
          type: "info",
          title: "Tej oferty już nie ma",
          description: `Oferty opony ${tyreDisplayName(item)} nie ma już w ilości ${DEFAULT_ADD_TO_BASKET_QUANTITY} sztuk – ktoś nas ubiegł. Odświeżymy stronę, aby pokazać aktualne oferty.`,
          buttonLabel: "Odśwież stronę",
          onConfirm: () => location.reload(),
        });
        return;
      }
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
            <span className="last-seen-name">{tyreDisplayName(item)}</span>
            <span className="last-seen-size">{String(item.attributes.size ?? "")}</span>
          </a>
          <button type="button" className="last-seen-add" onClick={() => add(item)} disabled={busySku !== null} aria-label={`Do koszyka: ${tyreDisplayName(item)}, ${DEFAULT_ADD_TO_BASKET_QUANTITY} szt.`}>
            <BasketIcon />
            <span>{busySku === item.sku ? "Dodaję…" : "Do koszyka"}</span>
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
        <span className="header-action-icon">
          <EyeIcon />
        </span>
        <span className="header-action-label">{title}</span>
      </button>
      <div id={panelId} className="dropdown-panel last-seen-panel" hidden={!open}>
        {list}
      </div>
    </div>
  );
}
