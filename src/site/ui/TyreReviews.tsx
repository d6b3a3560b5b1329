import { formatDate } from "../../common/i18n/intl";
import { ROUTES } from "../../common/routes";
import { MARK_WORDS, REVIEW_CRITERIA, REVIEW_HELP_ANCHOR, REVIEW_VERIFICATION_TEXT, ratingText, reviewCount } from "../../common/reviews";
import type { TyreReviews as Reviews } from "../shop-client";
import { Paragraphs } from "./Paragraphs";
import { Stars } from "./Stars";

export const REVIEWS_ANCHOR = "opinie";

const criterionLabel = (key: string) => REVIEW_CRITERIA.find((criterion) => criterion.key === key)?.label ?? key;

/** How the shop verifies reviews, with the help page's longer answer (consumer law asks the shop to say it). */
function Verification() {
  return (
    <p className="reviews-verification">
      {REVIEW_VERIFICATION_TEXT} <a href={`${ROUTES.help}#${REVIEW_HELP_ANCHOR}`}>Jak sprawdzamy opinie</a>
    </p>
  );
}

/**
 * The data page's reviews: the average and how many gave each mark, each criterion's average,
 * how reviews are verified, and the newest published reviews. Demo reviews (development only)
 * say so on each.
 */
export function TyreReviewsSection({ reviews }: { reviews: Reviews }) {
  return (
    <section className="tyre-reviews" id={REVIEWS_ANCHOR} aria-labelledby="reviews-title">
      <h2 id="reviews-title">Opinie kupujących</h2>
      {reviews.count === 0 || reviews.average === null ? (
        <>
          <p>Ta opona nie ma jeszcze opinii.</p>
          <Verification />
        </>
      ) : (
        <>
          <div className="reviews-summary">
            <p className="reviews-average">
              <strong>{ratingText(reviews.average)}</strong>
              <Stars value={reviews.average} className="stars-large" />
              <span>na podstawie {reviewCount(reviews.count)}</span>
            </p>
            <table className="reviews-distribution">
              <caption className="visually-hidden">Liczba opinii z daną oceną ogólną</caption>
              <tbody>
                {reviews.distribution.map((entry) => (
                  <tr key={entry.mark}>
                    <th scope="row">{`${entry.mark} / 5`}</th>
                    <td>
                      <meter
                        min={0}
                        max={reviews.count}
                        value={entry.count}
                        aria-label={`Ocena ${entry.mark}: ${reviewCount(entry.count)}`}
                      />
                    </td>
                    <td>{entry.count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {reviews.criteria.length ? (
              <dl className="reviews-criteria">
                {reviews.criteria.map((criterion) => (
                  <div key={criterion.key}>
                    <dt>{criterionLabel(criterion.key)}</dt>
                    <dd>
                      <Stars value={criterion.average ?? 0} /> {ratingText(criterion.average ?? 0)}
                    </dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </div>
          <Verification />
          <ol className="reviews-list">
            {reviews.items.map((review) => (
              <li key={review.id}>
                <article className="review" aria-label={`Opinia: ${review.author}`}>
                  <header className="review-header">
                    <Stars value={review.overall} />
                    <span className="review-mark" aria-hidden="true">{`${review.overall}/5`}</span>
                    <span className="review-author">{review.author}</span>
                    <time dateTime={new Date(review.createdAt).toISOString()}>{formatDate(review.createdAt)}</time>
                    {review.demo ? (
                      <span className="review-badge review-badge-demo">Przykładowa opinia (dane demonstracyjne)</span>
                    ) : (
                      <span className="review-badge">Zweryfikowany zakup</span>
                    )}
                  </header>
                  {REVIEW_CRITERIA.some((criterion) => review[criterion.key] !== null) ? (
                    <ul className="review-marks">
                      {REVIEW_CRITERIA.filter((criterion) => review[criterion.key] !== null).map((criterion) => (
                        <li key={criterion.key}>
                          {`${criterion.label}: ${review[criterion.key]}/5 (${MARK_WORDS[review[criterion.key]!]})`}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  {review.body ? <Paragraphs text={review.body} /> : null}
                </article>
              </li>
            ))}
          </ol>
          {reviews.count > reviews.items.length ? (
            <p className="muted small">{`Pokazujemy ${reviewCount(reviews.items.length)} najnowszych z ${reviews.count}.`}</p>
          ) : null}
        </>
      )}
    </section>
  );
}

/**
 * The reviews in a Product's markup: only buyers' published reviews (never the seed's examples),
 * and nothing at all without one (Google's review snippets must come from real reviews).
 */
export function reviewMarkup(reviews: Reviews) {
  if (reviews.verified.count === 0 || reviews.verified.average === null) return {};
  const rating = (value: number) => ({ "@type": "Rating", ratingValue: value, bestRating: 5, worstRating: 1 });
  return {
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: Number(reviews.verified.average.toFixed(2)),
      reviewCount: reviews.verified.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.items
      .filter((review) => !review.demo)
      .map((review) => ({
        "@type": "Review",
        author: { "@type": "Person", name: review.author },
        datePublished: new Date(review.createdAt).toISOString().slice(0, 10),
        reviewRating: rating(review.overall),
        ...(review.body ? { reviewBody: review.body } : {}),
      })),
  };
}
