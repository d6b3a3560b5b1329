import { Hono } from "hono";
import { formatDateTime } from "../../common/i18n/intl";
import { REVIEW_CRITERIA } from "../../common/reviews";
import { PANEL_ROUTES, tyrePath } from "../../common/routes";
import { sizeLabel } from "../../common/reference/sizes";
import type { PanelEnv } from "../env";
import type { StaffReview, StaffReviewList } from "../shop-client";
import { answerOf } from "../shop-client/answers";
import { forgetTyreDataPages } from "./cached-pages";
import { field, formAction } from "./form-actions";
import { renderPanel } from "./render";
import { Paragraphs } from "../ui/Paragraphs";

const STATUSES = [
  ["pending", "Do sprawdzenia"],
  ["published", "Opublikowane"],
  ["rejected", "Odrzucone"],
] as const;
type Status = (typeof STATUSES)[number][0];

function listUrl(status: Status, page?: number) {
  const params = new URLSearchParams();
  if (status !== "pending") params.set("status", status);
  if (page && page > 1) params.set("strona", String(page));
  const search = params.toString();
  return search ? `${PANEL_ROUTES.reviews}?${search}` : PANEL_ROUTES.reviews;
}

function ReviewCard({ review }: { review: StaffReview }) {
  const marks = REVIEW_CRITERIA.filter((criterion) => review[criterion.key] !== null);
  const action = `${PANEL_ROUTES.reviews}/${review.id}/decyzja`;
  return (
    <article className="panel-card panel-review" aria-labelledby={`review-${review.id}`}>
      <h2 id={`review-${review.id}`}>
        <a href={tyrePath(review.tyreSlug)}>{`${review.producer} ${review.model} ${sizeLabel(review)}`}</a>
        {` – ${review.overall}/5`}
      </h2>
      <dl className="panel-dl">
        <dt>Podpis</dt>
        <dd>{review.author}</dd>
        <dt>Wystawiona</dt>
        <dd>{formatDateTime(review.createdAt)}</dd>
        <dt>Zamówienie</dt>
        <dd>
          {review.orderId !== null ? (
            <a href={PANEL_ROUTES.order(review.orderId)}>{review.orderNumber}</a>
          ) : (
            "opinia przykładowa (dane demonstracyjne)"
          )}
          {review.sku ? <span className="panel-muted">{` · oferta ${review.sku}`}</span> : null}
        </dd>
        <dt>Oceny szczegółowe</dt>
        <dd>{marks.length ? marks.map((criterion) => `${criterion.label}: ${review[criterion.key]}/5`).join(" · ") : "brak"}</dd>
        {review.status === "rejected" ? (
          <>
            <dt>Powód odrzucenia</dt>
            <dd>{review.rejectReason}</dd>
          </>
        ) : null}
        {review.moderatedAt ? (
          <>
            <dt>Decyzja</dt>
            <dd>{formatDateTime(review.moderatedAt)}</dd>
          </>
        ) : null}
      </dl>
      {review.body ? (
        // The buyer's words exactly as written: staff read them, never edit them.
        <blockquote className="panel-review-body">
          <Paragraphs text={review.body} />
        </blockquote>
      ) : (
        <p className="panel-muted">Bez opisu – same oceny.</p>
      )}
      {review.status === "pending" ? (
        <div className="panel-review-actions">
          <form method="post" action={action} className="panel-actions">
            <input type="hidden" name="status" value="published" />
            <button type="submit" className="panel-button">
              Opublikuj
            </button>
          </form>
          <form method="post" action={action} className="panel-form">
            <input type="hidden" name="status" value="rejected" />
            <label>
              <span>Powód odrzucenia (zostaje w zapleczu)</span>
              <textarea name="reason" rows={2} required maxLength={500} />
            </label>
            <div className="panel-actions">
              <button type="submit" className="panel-button panel-button-danger">
                Odrzuć
              </button>
            </div>
          </form>
        </div>
      ) : null}
      {review.status === "published" && review.orderId !== null ? (
        // The author asked to take it down (or it broke the rules after all): it leaves the page and the stars.
        <form method="post" action={action} className="panel-form panel-review-actions">
          <input type="hidden" name="status" value="rejected" />
          <input type="hidden" name="withdraw" value="1" />
          <label>
            <span>Powód wycofania (np. na prośbę autora; zostaje w zapleczu)</span>
            <textarea name="reason" rows={2} required maxLength={500} />
          </label>
          <div className="panel-actions">
            <button type="submit" className="panel-button panel-button-danger">
              Wycofaj z publikacji
            </button>
          </div>
        </form>
      ) : null}
    </article>
  );
}

function ReviewList({ list, status }: { list: StaffReviewList; status: Status }) {
  return (
    <>
      <nav className="panel-tabs" aria-label="Status opinii">
        <ul>
          {STATUSES.map(([value, label]) => (
            <li key={value}>
              <a href={listUrl(value)} aria-current={value === status ? "page" : undefined}>
                {`${label} (${list.counts[value] ?? 0})`}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className="panel-muted">
        Opinie wystawiają tylko kupujący, przez link z e-maila o doręczeniu (jedna na pozycję zamówienia). Publikuj opinie pozytywne i
        negatywne; odrzucaj tylko niezgodne z zasadami (obraźliwe, z danymi osobowymi, niedotyczące opony) i zawsze podaj powód. Treści
        opinii nie zmieniamy.
      </p>
      {list.items.length === 0 ? (
        <p>Nie ma tu żadnej opinii.</p>
      ) : (
        list.items.map((review) => <ReviewCard key={review.id} review={review} />)
      )}
      <nav className="panel-pager" aria-label="Strony listy opinii">
        <span>{`Znaleziono: ${list.total}. Strona ${list.page} z ${list.pages}.`}</span>
        {list.page > 1 ? (
          <a href={listUrl(status, list.page - 1)} rel="prev">
            Poprzednia strona
          </a>
        ) : null}
        {list.page < list.pages ? (
          <a href={listUrl(status, list.page + 1)} rel="next">
            Następna strona
          </a>
        ) : null}
      </nav>
    </>
  );
}

/** Back office: buyers' reviews to publish or reject with a reason (issue 35). */
export const panelReviews = new Hono<PanelEnv>()
  .get("/opinie", async (c) => {
    const asked = c.req.query("status");
    const status: Status = STATUSES.some(([value]) => value === asked) ? (asked as Status) : "pending";
    const page = /^[1-9]\d{0,5}$/.test(c.req.query("strona") ?? "") ? c.req.query("strona") : undefined;
    const list = await answerOf<StaffReviewList>(
      await c.var.staffShop.staff.reviews.$get({ query: { status, ...(page ? { page } : {}) } }),
    );
    return renderPanel(c, { title: "Opinie", section: PANEL_ROUTES.reviews, children: <ReviewList list={list} status={status} /> });
  })
  .post("/opinie/:id{[0-9]{1,9}}/decyzja", async (c) => {
    const id = c.req.param("id");
    const form = await c.req.parseBody();
    const publish = field(form, "status") === "published";
    const withdraw = field(form, "withdraw") === "1";
    return formAction(c, PANEL_ROUTES.reviews, async () => {
      const api = c.var.staffShop.staff.reviews[":id{[0-9]{1,9}}"].decision;
      const json = publish ? { status: "published" as const } : { status: "rejected" as const, reason: field(form, "reason") };
      const result = await answerOf<{ tyre_slug: string }>(await api.$post({ param: { id }, json }));
      if (!publish && !withdraw) return "Opinia odrzucona.";
      // The tyre's data page shows it (or stops showing it) at once; listings catch up within their cache time.
      await forgetTyreDataPages(c, [result.tyre_slug]);
      return publish ? "Opinia opublikowana: jest na stronie opony." : "Opinia wycofana: nie ma jej już na stronie opony.";
    });
  });
