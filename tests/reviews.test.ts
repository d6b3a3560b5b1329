import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { REVIEW_ANONYMOUS_AUTHOR, REVIEW_LINK_DAYS } from "../src/common/config/orders";
import { warsawToday } from "../src/common/i18n/calendar";
import { generateCatalogue } from "../src/shop/db/seed/generate";
import { catalogueToSql, demoReviewsSql } from "../src/shop/db/seed/sql";
import { basket, customer, type OrderOptions, offerSku, placedOrder, post, staffApi } from "./fixtures";
import { get, html, ORIGIN, select, selectOne } from "./helpers";
import { asStaff, noticeOf, serveAccessCerts, staffForm } from "./staff";

/** Waits for mail sent after the answer (waitUntil) to reach the outbox. */
async function mailTo(to: string, subject: string) {
  for (let i = 0; i < 150; i++) {
    const row = await env.DB.prepare('SELECT text FROM mail_outbox WHERE "to" = ? AND subject LIKE ? ORDER BY id DESC')
      .bind(to, `%${subject}%`)
      .first<{ text: string }>();
    if (row) return row.text;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail "${subject}" to ${to}`);
}

async function staffOk(method: string, path: string, body?: unknown) {
  const response = await staffApi(method, path, body);
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return response;
}

/** A two-line order taken through payment, packing and shipping, then delivered; its links by sku. */
async function deliveredOrder(offsets: [number, number], buyer?: OrderOptions) {
  const skus = [await offerSku(offsets[0], { minStock: 4 }), await offerSku(offsets[1], { minStock: 4 })];
  const token = await basket(skus.map((sku) => ({ sku, quantity: 2 })));
  const order = await placedOrder(token, buyer);
  await staffOk("POST", `/staff/orders/${order.id}/payments`, {
    amount: order.total_gross_amount,
    received_on: warsawToday(),
    method: "bank_transfer",
  });
  await staffOk("POST", `/staff/orders/${order.id}/transitions`, { action: "pack" });
  await staffOk("POST", `/staff/orders/${order.id}/transitions`, { action: "ship", carrier: "dpd", tracking_number: "0000123456789U" });
  const before = await env.DB.prepare("SELECT count(*) AS n FROM review_invites WHERE order_id = ?").bind(order.id).first<number>("n");
  await staffOk("POST", `/staff/orders/${order.id}/transitions`, { action: "deliver" });
  const text = await mailTo(order.email, "doręczone");
  const links = [...text.matchAll(/^(.+): (\S+\/opinia\/([A-Za-z0-9_-]{43}))$/gm)].map((match) => ({
    name: match[1]!,
    url: match[2]!,
    token: match[3]!,
  }));
  const lines = await env.DB.prepare(
    "SELECT l.sku, l.name, v.tyre_id, t.slug FROM order_lines l JOIN variants v ON v.id = l.variant_id JOIN tyres t ON t.id = v.tyre_id WHERE l.order_id = ?",
  )
    .bind(order.id)
    .all<{ sku: string; name: string; tyre_id: number; slug: string }>();
  // Which line each link is for, as the shop API answers it (two offers of one tyre share a name).
  const skuOf = async (token: string) =>
    ((await (await get(`/api/v1/reviews/invites/${token}`)).json()) as { invite: { line: { sku: string } } }).invite.line.sku;
  const tokens = Object.fromEntries(await Promise.all(links.map(async (link) => [await skuOf(link.token), link.token] as const)));
  const bySku = Object.fromEntries(lines.results.map((line) => [line.sku, { ...line, token: tokens[line.sku]! }]));
  return { order, skus, text, links, before, bySku };
}

/** The review form as a browser posts it (same origin, form-encoded). */
function postForm(token: string, fields: Record<string, string>) {
  return get(`/opinia/${token}`, {
    method: "POST",
    headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

const productMarkup = async (body: string) =>
  (await select(body, 'script[type="application/ld+json"]'))
    .map((script) => JSON.parse(script.text))
    .find((data) => data["@type"] === "Product");

describe("verified reviews", () => {
  beforeAll(serveAccessCerts);

  it("mails one link per order line when the order is delivered, and only then; each link is bound to its line and expires", async () => {
    const { order, text, links, before, bySku, skus } = await deliveredOrder([300, 301]);
    expect(before).toBe(0);
    expect(links).toHaveLength(2);
    expect(text).toContain(`ważny ${REVIEW_LINK_DAYS} dni`);
    const stored = await env.DB.prepare("SELECT token_hash, variant_id, expires_at, created_at FROM review_invites WHERE order_id = ?")
      .bind(order.id)
      .all<{ token_hash: string; expires_at: number; created_at: number }>();
    expect(stored.results).toHaveLength(2);
    // Only the hash is kept; the link's token is nowhere in D1.
    for (const row of stored.results) {
      expect(links.map((link) => link.token)).not.toContain(row.token_hash);
      expect(row.expires_at - row.created_at).toBe(REVIEW_LINK_DAYS * 86_400_000);
    }
    const page = await html(`/opinia/${bySku[skus[0]!]!.token}`);
    expect(page.status).toBe(200);
    expect(page.response.headers.get("cache-control")).toContain("no-store");
    expect((await selectOne(page.body, 'meta[name="robots"]')).attributes.content).toContain("noindex");
    expect((await selectOne(page.body, 'input[name="sku"]')).attributes.value).toBe(skus[0]);
    expect(await select(page.body, 'input[name="overall"]')).toHaveLength(5);
    expect((await html("/opinia/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA")).status).toBe(404);
  }, 60_000);

  it("refuses a link used for another order line, and a second review of one line; a pending review is not shown", async () => {
    const { bySku, skus } = await deliveredOrder([310, 311]);
    const first = bySku[skus[0]!]!;
    // The link of line 1 with the offer of line 2, through the page and through the shop API: refused, nothing written.
    const crossed = await postForm(first.token, { sku: skus[1]!, overall: "5", author: "Jan" });
    expect(crossed.status).toBe(403);
    expect(await crossed.text()).toContain("dotyczy innej pozycji zamówienia");
    const api = await post(`/api/v1/reviews/invites/${first.token}`, { sku: skus[1], overall: 5, author: "Jan" });
    expect(api.status).toBe(403);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM reviews WHERE tyre_id = ?").bind(first.tyre_id).first("n")).toBe(0);

    const written = await postForm(first.token, {
      sku: skus[0]!,
      overall: "4",
      wet: "5",
      noise: "3",
      body: "Świetne na mokrym.\nTrochę szumią przy 120 km/h.",
      author: "Jan",
    });
    expect(written.status).toBe(201);
    expect(await written.text()).toContain("Dziękujemy za opinię");
    // The same link again: refused, by the page and by the API; still one review.
    const again = await postForm(first.token, { sku: skus[0]!, overall: "1", author: "Jan" });
    expect(again.status).toBe(409);
    expect((await post(`/api/v1/reviews/invites/${first.token}`, { sku: skus[0], overall: 1, author: "Jan" })).status).toBe(409);
    const rows = await env.DB.prepare("SELECT overall, wet, noise, dry, body, status FROM reviews WHERE tyre_id = ?")
      .bind(first.tyre_id)
      .all();
    expect(rows.results).toEqual([
      { overall: 4, wet: 5, noise: 3, dry: null, body: "Świetne na mokrym.\nTrochę szumią przy 120 km/h.", status: "pending" },
    ]);
    expect((await html(`/opinia/${first.token}`)).body).toContain("Na każdą pozycję zamówienia przyjmujemy jedną opinię");
    // Pending: not on the data page, not in the markup.
    const page = await html(`/dane-opony/${first.slug}`);
    expect(page.body).not.toContain("Świetne na mokrym");
    expect(await productMarkup(page.body)).not.toHaveProperty("aggregateRating");

    // An expired link shows why and takes nothing.
    const second = bySku[skus[1]!]!;
    await env.DB.prepare("UPDATE review_invites SET expires_at = ? WHERE variant_id = (SELECT id FROM variants WHERE sku = ?)")
      .bind(Date.now() - 1000, skus[1])
      .run();
    expect((await html(`/opinia/${second.token}`)).body).toContain("Ten link do opinii wygasł");
    expect((await postForm(second.token, { sku: skus[1]!, overall: "5", author: "Jan" })).status).toBe(409);
    // A form without the overall mark comes back with the marks typed and a message.
    const third = await deliveredOrder([312, 313]);
    const missing = await postForm(third.bySku[third.skus[0]!]!.token, { sku: third.skus[0]!, wet: "2", author: "Ola" });
    expect(missing.status).toBe(400);
    const body = await missing.text();
    expect(body).toContain("Oceń oponę ogólnie");
    expect((await selectOne(body, 'input[name="wet"][value="2"]')).attributes).toHaveProperty("checked");
  }, 90_000);

  it("staff publish (or reject with a reason) without touching the words; then the card, the data page, the markup and the rating sort show it", async () => {
    const { bySku, skus, order } = await deliveredOrder([320, 321]);
    const line = bySku[skus[0]!]!;
    expect(
      (await postForm(line.token, { sku: skus[0]!, overall: "5", dry: "5", body: "Cicha i pewna <b>opona</b>.", author: "Ewa" })).status,
    ).toBe(201);
    const other = bySku[skus[1]!]!;
    expect((await postForm(other.token, { sku: skus[1]!, overall: "1", author: "Ewa" })).status).toBe(201);
    const [review] = (
      await env.DB.prepare("SELECT id FROM reviews WHERE order_id = ? AND variant_id = (SELECT id FROM variants WHERE sku = ?)")
        .bind(order.id, skus[0])
        .all<{ id: number }>()
    ).results;
    const [rejectedOne] = (
      await env.DB.prepare("SELECT id FROM reviews WHERE order_id = ? AND variant_id = (SELECT id FROM variants WHERE sku = ?)")
        .bind(order.id, skus[1])
        .all<{ id: number }>()
    ).results;

    // The back office lists it, pending, with the buyer's words as written.
    const list = await asStaff("/panel/opinie");
    expect(list.status).toBe(200);
    const listed = await list.text();
    expect(listed).toContain("Cicha i pewna &lt;b&gt;opona&lt;/b&gt;.");
    expect(listed).toContain(order.number);

    // A rejection needs a reason.
    expect((await staffApi("POST", `/staff/reviews/${rejectedOne!.id}/decision`, { status: "rejected" })).status).toBe(400);
    const rejected = await staffForm(`/panel/opinie/${rejectedOne!.id}/decyzja`, {
      status: "rejected",
      reason: "Opinia o kurierze, nie o oponie.",
    });
    expect(rejected.status).toBe(303);
    expect(noticeOf(rejected)).toBe("ok:Opinia odrzucona.");

    const published = await staffForm(`/panel/opinie/${review!.id}/decyzja`, { status: "published" });
    expect(published.status).toBe(303);
    expect(noticeOf(published)).toContain("ok:Opinia opublikowana");
    // Decided once: publishing again, or publishing the rejected one, is refused.
    expect((await staffApi("POST", `/staff/reviews/${review!.id}/decision`, { status: "published" })).status).toBe(409);
    expect((await staffApi("POST", `/staff/reviews/${rejectedOne!.id}/decision`, { status: "published" })).status).toBe(409);
    const stored = await env.DB.prepare("SELECT status, body, moderated_by FROM reviews WHERE id = ?").bind(review!.id).first();
    expect(stored).toMatchObject({ status: "published", body: "Cicha i pewna <b>opona</b>." });
    const audit = await env.DB.prepare("SELECT action FROM audit_log WHERE entity = 'review' AND entity_id IN (?, ?) ORDER BY id")
      .bind(rejectedOne!.id, review!.id)
      .all<{ action: string }>();
    expect(audit.results.map((entry) => entry.action)).toEqual(["reject", "publish"]);
    expect(await env.DB.prepare("SELECT review_count, rating_sum FROM tyres WHERE id = ?").bind(line.tyre_id).first()).toEqual({
      review_count: 1,
      rating_sum: 5,
    });
    expect(await env.DB.prepare("SELECT review_count FROM tyres WHERE id = ?").bind(other.tyre_id).first("review_count")).toBe(0);

    // The data page: the review, verified, with how reviews are verified and a link to the rules.
    const page = await html(`/dane-opony/${line.slug}`);
    const section = await selectOne(page.body, "#opinie");
    expect(section.text).toContain("Cicha i pewna <b>opona</b>.");
    expect(section.text).toContain("Zweryfikowany zakup");
    expect(section.text).toContain("wystawić je może tylko kupujący tę oponę");
    expect((await select(page.body, '#opinie a[href="/pomoc#opinie"]')).length).toBe(1);
    expect((await selectOne(page.body, "#opinie .reviews-average .stars")).attributes["aria-label"]).toBe("Ocena 5,0 na 5");
    const markup = await productMarkup(page.body);
    expect(markup.aggregateRating).toEqual({ "@type": "AggregateRating", ratingValue: 5, reviewCount: 1, bestRating: 5, worstRating: 1 });
    expect(markup.review).toEqual([
      expect.objectContaining({ "@type": "Review", author: { "@type": "Person", name: "Ewa" }, reviewBody: "Cicha i pewna <b>opona</b>." }),
    ]);
    // The help page explains it under the anchor the data page links.
    expect((await html("/pomoc")).body).toMatch(/id="opinie"/);

    // A demo review (development seed) shows as an example and never reaches the markup.
    await env.DB.prepare(
      "INSERT INTO reviews (tyre_id, overall, author, status, created_at, demo) VALUES (?, 1, 'Demo', 'published', ?, 1)",
    )
      .bind(line.tyre_id, Date.now())
      .run();
    await env.DB.prepare("UPDATE tyres SET review_count = review_count + 1, rating_sum = rating_sum + 1 WHERE id = ?")
      .bind(line.tyre_id)
      .run();
    const withDemo = await html(`/dane-opony/${line.slug}?km=15000`);
    expect(withDemo.body).toContain("Przykładowa opinia (dane demonstracyjne)");
    expect((await productMarkup(withDemo.body)).aggregateRating).toMatchObject({ ratingValue: 5, reviewCount: 1 });

    // Cards carry the stars and count; the rating sort puts the reviewed tyre first among its size.
    const tyre = await env.DB.prepare("SELECT season, width, profile, rim FROM tyres WHERE id = ?")
      .bind(line.tyre_id)
      .first<{ season: string; width: number; profile: number; rim: number }>();
    const search = await get(
      `/api/v1/catalogue/search?season=${tyre!.season}&width=${tyre!.width}&profile=${tyre!.profile}&rim=${tyre!.rim}&sort=rating&facets=0`,
    );
    const found = (await search.json()) as { items: { id: number; reviews: { count: number; average: number | null } }[] };
    expect(found.items[0]).toMatchObject({ id: line.tyre_id, reviews: { count: 2, average: 3 } });
    const listing = await html(`/opony/${tyre!.season}/${tyre!.width}/${tyre!.profile}/r${tyre!.rim}?sortuj=ocena`);
    expect(listing.status).toBe(200);
    const card = (await select(listing.body, ".product-card .rating-summary"))[0]!;
    expect(card.text).toContain("2 opinie");
    expect(listing.body).toContain('<option value="ocena" selected="">Ocena kupujących</option>');
  }, 90_000);

  it("an account's deletion keeps its review signed as a customer, without the name, and voids its unused links", async () => {
    const email = "recenzentka@example.pl";
    const cookie = await customer(email, "opony2026");
    const { bySku, skus, order } = await deliveredOrder([330, 331], { via: "site", email, headers: { cookie } });
    const reviewed = bySku[skus[0]!]!;
    const written = await postForm(reviewed.token, { sku: skus[0]!, overall: "5", author: "Agnieszka Wiśniewska" });
    expect(written.status).toBe(201);
    const invites = () => env.DB.prepare("SELECT count(*) AS n FROM review_invites WHERE order_id = ?").bind(order.id).first<number>("n");
    expect(await invites()).toBe(2);

    const deleted = await post("/api/account/user", { password: "opony2026" }, { cookie }, "DELETE");
    expect(deleted.status).toBe(200);
    const review = await env.DB.prepare("SELECT author, overall FROM reviews WHERE order_id = ?").bind(order.id).first();
    expect(review).toEqual({ author: REVIEW_ANONYMOUS_AUTHOR, overall: 5 });
    expect(await invites()).toBe(0);
    // The other line's link, still in the mailbox, now leads nowhere.
    expect((await get(`/opinia/${bySku[skus[1]!]!.token}`)).status).toBe(404);
  });

  it("a published review withdrawn at its author's request leaves the data page and the tyre's stars; the reason stays with staff", async () => {
    const { bySku, skus, order } = await deliveredOrder([340, 341]);
    const line = bySku[skus[0]!]!;
    expect((await postForm(line.token, { sku: skus[0]!, overall: "2", body: "Za głośne.", author: "Marek" })).status).toBe(201);
    const id = await env.DB.prepare("SELECT id FROM reviews WHERE order_id = ?").bind(order.id).first<number>("id");
    expect((await staffForm(`/panel/opinie/${id}/decyzja`, { status: "published" })).status).toBe(303);
    const stars = () => env.DB.prepare("SELECT review_count, rating_sum FROM tyres WHERE id = ?").bind(line.tyre_id).first();
    expect(await stars()).toEqual({ review_count: 1, rating_sum: 2 });
    expect((await selectOne((await html(`/dane-opony/${line.slug}`)).body, "#opinie")).text).toContain("Za głośne.");
    const publishedList = await (await asStaff("/panel/opinie?status=published")).text();
    expect(publishedList).toContain("Wycofaj z publikacji");

    // A withdrawal needs its reason too.
    expect((await staffApi("POST", `/staff/reviews/${id}/decision`, { status: "rejected" })).status).toBe(400);
    const withdrawn = await staffForm(`/panel/opinie/${id}/decyzja`, {
      status: "rejected",
      withdraw: "1",
      reason: "Na prośbę autora (e-mail z 28.11).",
    });
    expect(withdrawn.status).toBe(303);
    expect(noticeOf(withdrawn)).toBe("ok:Opinia wycofana: nie ma jej już na stronie opony.");
    expect(await stars()).toEqual({ review_count: 0, rating_sum: 0 });
    expect(await env.DB.prepare("SELECT status, reject_reason, body FROM reviews WHERE id = ?").bind(id).first()).toEqual({
      status: "rejected",
      reject_reason: "Na prośbę autora (e-mail z 28.11).",
      body: "Za głośne.",
    });
    expect((await selectOne((await html(`/dane-opony/${line.slug}`)).body, "#opinie")).text).not.toContain("Za głośne.");
    const audit = await env.DB.prepare("SELECT action FROM audit_log WHERE entity = 'review' AND entity_id = ? ORDER BY id").bind(id).all();
    expect(audit.results.map((entry) => entry.action)).toEqual(["publish", "withdraw"]);
    // Withdrawn once: again, or published again, is refused; the stars stay right.
    expect((await staffApi("POST", `/staff/reviews/${id}/decision`, { status: "rejected", reason: "x" })).status).toBe(409);
    expect((await staffApi("POST", `/staff/reviews/${id}/decision`, { status: "published" })).status).toBe(409);
    expect(await stars()).toEqual({ review_count: 0, rating_sum: 0 });
  });

  it("the development seed's reviews are all marked demo, and the test and production seeds carry none", () => {
    const catalogue = generateCatalogue({ variantTarget: 2000 });
    const inserts = demoReviewsSql(catalogue, Date.now()).filter((statement) => statement.startsWith("INSERT INTO reviews"));
    expect(inserts.length).toBeGreaterThan(40);
    for (const statement of inserts) expect(statement).toMatch(/, 1 FROM tyres WHERE slug = '[a-z0-9-]+';$/);
    expect(catalogueToSql(catalogue).some((statement) => statement.includes("reviews"))).toBe(false);
  });
});
