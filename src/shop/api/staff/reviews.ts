import { Hono } from "hono";
import * as v from "valibot";
import { multiLine, requiredText, validate } from "../../../common/api";
import { forgetIsolateCache } from "../../../common/cache/with-cache";
import { ShopError } from "../../../common/errors";
import { database } from "../../db/client";
import { listReviews, moderateReview } from "../../db/queries/reviews";
import { REVIEW_STATUSES } from "../../db/schema";
import type { StaffApiEnv } from "../../env";

const listQuery = v.object({
  status: v.optional(v.picklist(REVIEW_STATUSES, "Nieznany status opinii.")),
  page: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/, "Numer strony musi być liczbą całkowitą od 1."), v.transform(Number))),
});

/**
 * Publish, or reject with a reason the staff keep (the words of the review are never edited); a
 * published review is withdrawn the same way, rejected with its reason.
 */
const decision = v.variant(
  "status",
  [
    v.object({ status: v.literal("published") }),
    v.object({
      status: v.literal("rejected"),
      reason: multiLine(requiredText(500, "Podaj powód odrzucenia opinii.", "Powód może mieć najwyżej 500 znaków.")),
    }),
  ],
  "Wybierz: opublikuj albo odrzuć z powodem.",
);

const idParam = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number)) });

/** Back office: reviews waiting for moderation, published and rejected ones; a decision on one. */
export const staffReviewsApi = new Hono<StaffApiEnv>()
  .get("/", validate("query", listQuery), async (c) => {
    const query = c.req.valid("query");
    return c.json(await listReviews(database(c.env.DB), { status: query.status ?? "pending", page: query.page ?? 1 }));
  })
  .post("/:id{[0-9]{1,9}}/decision", validate("param", idParam), validate("json", decision), async (c) => {
    const input = c.req.valid("json");
    const result = await moderateReview(database(c.env.DB), c.var.staff, c.req.valid("param").id, input, Date.now());
    if (!result.ok) {
      throw result.reason === "not_found"
        ? new ShopError("NOT_FOUND", { message: "Nie ma takiej opinii." })
        : new ShopError("CONFLICT", { message: "Ta opinia ma już decyzję (ktoś z obsługi ją opublikował albo odrzucił). Odśwież listę." });
    }
    // The tyre's card and data page show the new stars (or lose a withdrawn review's): the isolate's cached answers are forgotten.
    forgetIsolateCache();
    return c.json({ ok: true, status: input.status, tyre_slug: result.tyreSlug });
  });
