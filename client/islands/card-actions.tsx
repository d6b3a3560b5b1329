import "../runtime/shared-deps";
import { SEASONS, type Season } from "../../src/config";
import { BASKET_LABELS, COMPARE_LABELS } from "../../src/i18n/action-labels";
import { seasonName } from "../../src/i18n/seasons";
import type { AnalyticsItem } from "../analytics";
import type { CompareTyre } from "../state/compare-item";
import AddToBasket from "./add-to-basket";
import CompareToggle from "./compare-toggle";

export interface CardActionsProps {
  /** The card's offer in the stored compare shape (SPEC §3); everything else derives from it. */
  item: CompareTyre;
  /** Pieces a press adds: a set of four, or what is left. */
  quantity: number;
  /** 1-based place in the list (analytics `index`). */
  position?: number;
}

/** The GA4 item of a card's offer, derived here rather than shipped in every card's props. */
function analyticsItemOf(item: CompareTyre, position?: number): AnalyticsItem {
  const season = (SEASONS as readonly string[]).includes(item.season) ? seasonName(item.season as Season) : item.season;
  return {
    item_id: item.sku,
    item_name: `${item.producer} ${item.tread}`,
    item_brand: item.producer,
    item_category: season,
    item_variant: `${String(item.attributes.size ?? "")} ${String(item.attributes.loadIndex ?? "")}${String(item.attributes.speedIndex ?? "")}`,
    price: Number(item.price ?? 0) / 100,
    ...(position !== undefined ? { index: position } : {}),
  };
}

/** A product card's two buttons as one island: one root and one chunk per card instead of two. */
export default function CardActions({ item, quantity, position }: CardActionsProps) {
  return (
    <div className="product-card-actions">
      <CompareToggle item={item} labels={COMPARE_LABELS} />
      <AddToBasket
        sku={item.sku}
        quantity={quantity}
        maxQuantity={quantity}
        slug={item.slug}
        item={analyticsItemOf(item, position)}
        labels={BASKET_LABELS}
      />
    </div>
  );
}
