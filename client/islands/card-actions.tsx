import "./shared-deps";
import AddToBasket, { type AddToBasketProps } from "./add-to-basket";
import CompareToggle, { type CompareToggleProps } from "./compare-toggle";

export interface CardActionsProps {
  compare: CompareToggleProps;
  basket: AddToBasketProps;
}

/** A product card's two buttons as one island: one root and one chunk per card instead of two. */
export default function CardActions({ compare, basket }: CardActionsProps) {
  return (
    <div className="product-card-actions">
      <CompareToggle {...compare} />
      <AddToBasket {...basket} />
    </div>
  );
}
