/**
 * Verified reviews (issue 35). A buyer reviews a tyre through the link mailed when their order was
 * delivered: the link is a random token (D1 keeps only its SHA-256) bound to one order line (order
 * + offer) and valid REVIEW_LINK_DAYS; the line gets at most one review (a unique index, so two
 * submissions at once cannot both land). Staff publish or reject (with a reason) a pending review
 * and never change its words; publishing adds its mark to the tyre's `review_count` and
 * `rating_sum` in the same batch, which cards and the rating sort read.
 */
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { PANEL_PAGE_SIZE } from "../../../common/config/back-office";
import { REVIEW_ANONYMOUS_AUTHOR, REVIEW_LINK_DAYS, REVIEWS_ON_PAGE } from "../../../common/config/orders";
import { REVIEW_CRITERIA, type ReviewCriterion } from "../../../common/reviews";
import { randomToken, sha256Hex } from "../../../common/tokens";
import type { Database } from "../client";
import { orderLines, orders, producers, reviewInvites, reviews, treadModels, tyres, variants, type REVIEW_STATUSES } from "../schema";
import { d1Statements, failedWith } from "./d1-batch";
import { auditEntry, type StaffActor } from "./staff";

const DAY_MS = 86_400_000;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export type ReviewMarks = { overall: number } & Partial<Record<ReviewCriterion, number | null>>;

/** One review link per line of the order, to mail: the tyre's name as bought and the token. */
export interface ReviewLink {
  variantId: number;
  name: string;
  token: string;
}

/**
 * The links of an order's lines and the statements that store them (for the batch that marks the
 * order delivered, so a delivered order always has its links and no other order gets any).
 */
export async function reviewInviteStatements(db: Database, orderId: number, now: number) {
  const lines = await db
    .select({ variantId: orderLines.variantId, name: orderLines.name })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  const { raw } = d1Statements(db);
  const links: ReviewLink[] = lines.map((line) => ({ ...line, token: randomToken() }));
  const statements = await Promise.all(
    links.map(async (link) =>
      raw(
        "INSERT OR IGNORE INTO review_invites (token_hash, order_id, variant_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)",
        await sha256Hex(link.token),
        orderId,
        link.variantId,
        now,
        now + REVIEW_LINK_DAYS * DAY_MS,
      ),
    ),
  );
  return { links, statements };
}

/** A token's shape (randomToken: 32 bytes in base64url); anything else is no link at all. */
export const REVIEW_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * What a review link leads to: the order line, its tyre and whether it can be reviewed now;
 * null for a token that is no link (unknown, malformed).
 */
export async function readReviewInvite(db: Database, token: string, now: number) {
  if (!REVIEW_TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({
      orderId: reviewInvites.orderId,
      variantId: reviewInvites.variantId,
      expiresAt: reviewInvites.expiresAt,
      orderNumber: orders.number,
      orderStatus: orders.status,
      firstName: orders.billingFirstName,
      name: orderLines.name,
      sku: orderLines.sku,
      tyreId: tyres.id,
      tyreSlug: tyres.slug,
      season: tyres.season,
      producer: producers.name,
      model: treadModels.name,
    })
    .from(reviewInvites)
    .innerJoin(orders, eq(orders.id, reviewInvites.orderId))
    .innerJoin(orderLines, and(eq(orderLines.orderId, reviewInvites.orderId), eq(orderLines.variantId, reviewInvites.variantId)))
    .innerJoin(variants, eq(variants.id, reviewInvites.variantId))
    .innerJoin(tyres, eq(tyres.id, variants.tyreId))
    .innerJoin(producers, eq(producers.id, tyres.producerId))
    .innerJoin(treadModels, eq(treadModels.id, tyres.modelId))
    .where(eq(reviewInvites.tokenHash, await sha256Hex(token)))
    .limit(1);
  if (!row) return null;
  const [existing] = await db
    .select({ status: reviews.status, createdAt: reviews.createdAt })
    .from(reviews)
    .where(and(eq(reviews.orderId, row.orderId), eq(reviews.variantId, row.variantId)))
    .limit(1);
  const state: "open" | "expired" | "reviewed" | "returned" = existing
    ? "reviewed"
    : row.expiresAt <= now
      ? "expired"
      : row.orderStatus !== "delivered"
        ? "returned"
        : "open";
  return {
    state,
    expiresAt: row.expiresAt,
    orderNumber: row.orderNumber,
    line: { sku: row.sku, name: row.name },
    tyre: { id: row.tyreId, slug: row.tyreSlug, season: row.season, producer: row.producer, model: row.model },
    /** The signature the form suggests: the buyer's first name. */
    suggestedAuthor: row.firstName,
    review: existing ? { status: existing.status, createdAt: existing.createdAt } : null,
  };
}

export type ReviewInvite = NonNullable<Awaited<ReturnType<typeof readReviewInvite>>>;

export type SubmitResult =
  | { ok: true; id: number }
  | { ok: false; reason: "not_found" | "expired" | "reviewed" | "returned" | "other_line" };

/**
 * Stores a buyer's review as pending. `sku` is the offer the form was shown for: a token used for
 * any other line (another offer of the order, another order) is refused, as is a second review
 * of the line (the unique index decides, so parallel submissions give one review).
 */
export async function submitReview(
  db: Database,
  token: string,
  input: { sku: string; marks: ReviewMarks; body: string | null; author: string },
  now: number,
): Promise<SubmitResult> {
  const invite = await readReviewInvite(db, token, now);
  if (!invite) return { ok: false, reason: "not_found" };
  if (invite.line.sku !== input.sku) return { ok: false, reason: "other_line" };
  if (invite.state !== "open") return { ok: false, reason: invite.state };
  const [line] = await db
    .select({ orderId: reviewInvites.orderId, variantId: reviewInvites.variantId })
    .from(reviewInvites)
    .where(eq(reviewInvites.tokenHash, await sha256Hex(token)));
  const snowApplies = invite.tyre.season !== "letnie";
  const mark = (key: ReviewCriterion) => (key === "snow" && !snowApplies ? null : (input.marks[key] ?? null));
  try {
    const [row] = await db
      .insert(reviews)
      .values({
        tyreId: invite.tyre.id,
        orderId: line!.orderId,
        variantId: line!.variantId,
        overall: input.marks.overall,
        dry: mark("dry"),
        wet: mark("wet"),
        snow: mark("snow"),
        noise: mark("noise"),
        comfort: mark("comfort"),
        wear: mark("wear"),
        body: input.body,
        author: input.author,
        createdAt: now,
      })
      .returning({ id: reviews.id });
    return { ok: true, id: row!.id };
  } catch (error) {
    if (failedWith(error, "UNIQUE constraint failed")) return { ok: false, reason: "reviewed" };
    throw error;
  }
}

const REVIEW_COLUMNS = {
  id: reviews.id,
  overall: reviews.overall,
  dry: reviews.dry,
  wet: reviews.wet,
  snow: reviews.snow,
  noise: reviews.noise,
  comfort: reviews.comfort,
  wear: reviews.wear,
  body: reviews.body,
  author: reviews.author,
  createdAt: reviews.createdAt,
  demo: reviews.demo,
};

/**
 * A tyre's published reviews as its data page shows them: the newest REVIEWS_ON_PAGE, and over
 * all of them the average overall mark, how many gave each mark, and each criterion's average and
 * count (a criterion nobody marked is left out). `verified` counts only buyers' reviews (the
 * development seed's examples excluded): the only figures the Product markup may carry.
 */
export async function tyreReviews(db: Database, tyreId: number) {
  const published = and(eq(reviews.tyreId, tyreId), eq(reviews.status, "published"));
  const criteriaColumns = Object.fromEntries(
    REVIEW_CRITERIA.flatMap(({ key }) => [
      [`${key}Avg`, sql<number | null>`avg(${reviews[key]})`],
      [`${key}Count`, sql<number>`count(${reviews[key]})`],
    ]),
  ) as Record<`${ReviewCriterion}${"Avg" | "Count"}`, ReturnType<typeof sql<number | null>>>;
  const [list, [summary], distribution, [verified]] = await Promise.all([
    db.select(REVIEW_COLUMNS).from(reviews).where(published).orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(REVIEWS_ON_PAGE),
    db
      .select({ count: count(), average: sql<number | null>`avg(${reviews.overall})`, ...criteriaColumns })
      .from(reviews)
      .where(published),
    db.select({ mark: reviews.overall, count: count() }).from(reviews).where(published).groupBy(reviews.overall),
    db
      .select({ count: count(), average: sql<number | null>`avg(${reviews.overall})` })
      .from(reviews)
      .where(and(published, eq(reviews.demo, false))),
  ]);
  const total = summary?.count ?? 0;
  const row = summary as unknown as Record<string, number | null> | undefined;
  return {
    count: total,
    average: total ? Number(summary!.average) : null,
    distribution: [5, 4, 3, 2, 1].map((mark) => ({ mark, count: distribution.find((entry) => entry.mark === mark)?.count ?? 0 })),
    criteria: REVIEW_CRITERIA.map(({ key }) => ({
      key,
      average: row?.[`${key}Avg`] ?? null,
      count: Number(row?.[`${key}Count`] ?? 0),
    })).filter((entry) => entry.count > 0),
    verified: { count: verified?.count ?? 0, average: verified?.count ? Number(verified.average) : null },
    items: list.map((review) => ({ ...review, body: review.body ?? null })),
  };
}

export type TyreReviews = Awaited<ReturnType<typeof tyreReviews>>;

/** The back office's list: one status (pending first by default), oldest waiting first, a page at a time. */
export async function listReviews(db: Database, query: { status: ReviewStatus; page: number }) {
  const where = eq(reviews.status, query.status);
  const [items, [total]] = await Promise.all([
    db
      .select({
        ...REVIEW_COLUMNS,
        status: reviews.status,
        rejectReason: reviews.rejectReason,
        moderatedAt: reviews.moderatedAt,
        orderId: reviews.orderId,
        orderNumber: orders.number,
        sku: variants.sku,
        tyreSlug: tyres.slug,
        season: tyres.season,
        producer: producers.name,
        model: treadModels.name,
        width: tyres.width,
        profile: tyres.profile,
        rim: tyres.rim,
      })
      .from(reviews)
      .innerJoin(tyres, eq(tyres.id, reviews.tyreId))
      .innerJoin(producers, eq(producers.id, tyres.producerId))
      .innerJoin(treadModels, eq(treadModels.id, tyres.modelId))
      .leftJoin(orders, eq(orders.id, reviews.orderId))
      .leftJoin(variants, eq(variants.id, reviews.variantId))
      .where(where)
      .orderBy(query.status === "pending" ? reviews.createdAt : desc(reviews.moderatedAt), reviews.id)
      .limit(PANEL_PAGE_SIZE)
      .offset((query.page - 1) * PANEL_PAGE_SIZE),
    db.select({ n: count() }).from(reviews).where(where),
  ]);
  const counts = await db.select({ status: reviews.status, n: count() }).from(reviews).groupBy(reviews.status);
  const totalCount = total?.n ?? 0;
  return {
    items,
    total: totalCount,
    page: query.page,
    pages: Math.max(1, Math.ceil(totalCount / PANEL_PAGE_SIZE)),
    counts: Object.fromEntries(counts.map((entry) => [entry.status, entry.n])) as Partial<Record<ReviewStatus, number>>,
  };
}

export type ModerationResult = { ok: true; tyreSlug: string } | { ok: false; reason: "not_found" | "decided" };

/**
 * Publishes or rejects (with a reason) a pending review, or withdraws a published one (its author
 * asked, or it broke the rules after all: rejected with the reason), in one batch: a guard that its
 * status is still the one read (two members at once: the second is refused), the status, the
 * tyre's count and sum of marks (added when published, taken back when withdrawn), and the audit
 * row. The review's words are never touched.
 */
export async function moderateReview(
  db: Database,
  actor: StaffActor,
  id: number,
  decision: { status: "published" } | { status: "rejected"; reason: string },
  now: number,
): Promise<ModerationResult> {
  const [review] = await db
    .select({ status: reviews.status, tyreId: reviews.tyreId, overall: reviews.overall, slug: tyres.slug })
    .from(reviews)
    .innerJoin(tyres, eq(tyres.id, reviews.tyreId))
    .where(eq(reviews.id, id));
  if (!review) return { ok: false, reason: "not_found" };
  const withdrawn = review.status === "published" && decision.status === "rejected";
  if (review.status !== "pending" && !withdrawn) return { ok: false, reason: "decided" };
  const { d1, statement, raw } = d1Statements(db);
  const reason = decision.status === "rejected" ? decision.reason : null;
  // Published: the tyre's stars count it; withdrawn: they no longer do.
  const step = decision.status === "published" ? 1 : withdrawn ? -1 : 0;
  try {
    await d1.batch([
      raw(
        "INSERT INTO batch_guards (reason) SELECT 'REVIEW_DECIDED' WHERE NOT EXISTS (SELECT 1 FROM reviews WHERE id = ? AND status = ?)",
        id,
        review.status,
      ),
      statement(
        db
          .update(reviews)
          .set({ status: decision.status, rejectReason: reason, moderatedBy: actor.id, moderatedAt: now })
          .where(eq(reviews.id, id)),
      ),
      ...(step !== 0
        ? [
            statement(
              db
                .update(tyres)
                .set({
                  reviewCount: sql`${tyres.reviewCount} + ${step}`,
                  ratingSum: sql`${tyres.ratingSum} + ${step * review.overall}`,
                })
                .where(eq(tyres.id, review.tyreId)),
            ),
          ]
        : []),
      statement(
        auditEntry(db, actor, {
          entity: "review",
          entityId: id,
          action: decision.status === "published" ? "publish" : withdrawn ? "withdraw" : "reject",
          before: { status: review.status },
          after: { status: decision.status, ...(reason ? { reason } : {}) },
          at: now,
        }),
      ),
    ]);
  } catch (error) {
    if (failedWith(error, "REVIEW_DECIDED")) return { ok: false, reason: "decided" };
    throw error;
  }
  return { ok: true, tyreSlug: review.slug };
}

/**
 * What an account's deletion does to its reviews: a published review stays (other buyers read it,
 * and the tyre's marks count it) signed "Klient" instead of the name; the unused review links of
 * its orders go. Builders for the deletion's one batch, run before its orders lose their user.
 */
export function anonymiseUserReviews(db: Database, userId: number) {
  const ordersOfUser = db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId));
  return [
    db.update(reviews).set({ author: REVIEW_ANONYMOUS_AUTHOR }).where(inArray(reviews.orderId, ordersOfUser)),
    db.delete(reviewInvites).where(inArray(reviewInvites.orderId, ordersOfUser)),
  ] as const;
}
