import { Hono } from "hono";
import * as v from "valibot";
import { multiLine, noStore, optionalText, requiredText, validate } from "../../common/api";
import { REVIEW_AUTHOR_MAX, REVIEW_BODY_MAX } from "../../common/config/orders";
import { ShopError } from "../../common/errors";
import { REVIEW_CRITERIA, type ReviewCriterion } from "../../common/reviews";
import { database } from "../db/client";
import { readReviewInvite, REVIEW_TOKEN_PATTERN, type SubmitResult, submitReview } from "../db/queries/reviews";
import type { ShopApiEnv } from "../env";

const mark = (message: string) => v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(5, message));
const optionalMark = (message: string) => v.optional(v.nullable(mark(message)));

/** A review as the form sends it: the overall mark, any criteria, optional words, a signature. */
const reviewInput = v.object({
  /** The offer the form was shown for: a link for another line of the order is refused. */
  sku: v.pipe(v.string("Brakuje kodu oferty."), v.trim(), v.nonEmpty("Brakuje kodu oferty."), v.maxLength(64, "Za długi kod oferty.")),
  overall: mark("Oceń oponę ogólnie: od 1 do 5 gwiazdek."),
  ...(Object.fromEntries(REVIEW_CRITERIA.map(({ key, label }) => [key, optionalMark(`${label}: ocena od 1 do 5.`)])) as Record<
    ReviewCriterion,
    ReturnType<typeof optionalMark>
  >),
  body: multiLine(optionalText(REVIEW_BODY_MAX, `Opinia może mieć najwyżej ${REVIEW_BODY_MAX} znaków.`)),
  author: requiredText(REVIEW_AUTHOR_MAX, "Podpisz opinię (np. imieniem).", `Podpis może mieć najwyżej ${REVIEW_AUTHOR_MAX} znaków.`),
});

export type ReviewRequest = v.InferInput<typeof reviewInput>;

const tokenParam = validate("param", v.object({ token: v.string() }));

/** Why a link cannot take a review, in the buyer's words (the page shows them as they come). */
const REFUSALS: Record<Exclude<SubmitResult, { ok: true }>["reason"], () => ShopError> = {
  not_found: () => new ShopError("NOT_FOUND", { message: "Ten link do opinii jest nieprawidłowy. Sprawdź, czy skopiowano go w całości." }),
  expired: () => new ShopError("CONFLICT", { message: "Ten link do opinii wygasł." }),
  reviewed: () => new ShopError("CONFLICT", { message: "Ta pozycja zamówienia ma już opinię: na każdą pozycję przyjmujemy jedną opinię." }),
  returned: () => new ShopError("CONFLICT", { message: "Opony z tego zamówienia zostały zwrócone, więc nie można ich ocenić." }),
  other_line: () =>
    new ShopError("FORBIDDEN", {
      message: "Ten link dotyczy innej pozycji zamówienia. Opinię o każdej oponie wystawisz przez link wysłany dla niej.",
    }),
};

/**
 * /reviews: a buyer's review through the link mailed with the delivery (src/shop/db/queries/reviews.ts).
 * GET /invites/:token answers what the link is for (404 for no link); POST writes the review,
 * pending until staff publish it. Never cached: the answer depends on the link.
 */
export const reviewsApi = new Hono<ShopApiEnv>()
  .use(noStore)
  .get("/invites/:token", tokenParam, async (c) => {
    const invite = await readReviewInvite(database(c.env.DB), c.req.valid("param").token, Date.now());
    if (!invite) throw REFUSALS.not_found();
    return c.json({ invite });
  })
  .post("/invites/:token", tokenParam, validate("json", reviewInput), async (c) => {
    const token = c.req.valid("param").token;
    if (!REVIEW_TOKEN_PATTERN.test(token)) throw REFUSALS.not_found();
    const input = c.req.valid("json");
    const marks = { overall: input.overall, ...Object.fromEntries(REVIEW_CRITERIA.map(({ key }) => [key, input[key] ?? null])) };
    const result = await submitReview(
      database(c.env.DB),
      token,
      { sku: input.sku, marks, body: input.body || null, author: input.author },
      Date.now(),
    );
    if (!result.ok) throw REFUSALS[result.reason]();
    return c.json({ review: { id: result.id, status: "pending" as const } }, 201);
  });
