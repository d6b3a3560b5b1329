import { ratingText, reviewCount } from "../../common/reviews";

/**
 * A mark out of five as stars: text characters coloured by CSS (client/styles.css, `.stars`), no
 * image or SVG per card, and no inline style (the CSP forbids it): the width of the gold part is
 * a class per half star. Screen readers hear "Ocena 4,5 na 5".
 */
export function Stars({ value, className }: { value: number; className?: string }) {
  const halves = Math.max(0, Math.min(10, Math.round(value * 2)));
  return (
    <span
      className={`stars stars-${halves}${className ? ` ${className}` : ""}`}
      role="img"
      aria-label={`Ocena ${ratingText(value)} na 5`}
    />
  );
}

/** A card's line: the stars, the average and how many reviews ("4,5 · 12 opinii"); nothing without reviews. */
export function RatingSummary({ reviews }: { reviews: { count: number; average: number | null } }) {
  if (!reviews.count || reviews.average === null) return null;
  return (
    <p className="rating-summary">
      <Stars value={reviews.average} />
      <span className="rating-value" aria-hidden="true">
        {ratingText(reviews.average)}
      </span>
      <span className="rating-count">{reviewCount(reviews.count)}</span>
    </p>
  );
}
