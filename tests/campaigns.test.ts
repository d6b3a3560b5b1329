import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { basket, placedOrder, post } from "./fixtures";
import { html } from "./helpers";

/** A guest order of a set of four of one offer: of the campaign (meeting its conditions), or (inCampaign false) of none. */
async function order(slug: string, inCampaign: boolean, email: string) {
  const offer = await env.DB.prepare(
    `SELECT v.sku FROM variants v WHERE v.stock >= 8 AND ${inCampaign ? "" : "NOT"} EXISTS (SELECT 1 FROM campaign_variants cv JOIN campaigns c ON c.id = cv.campaign_id WHERE cv.variant_id = v.id AND c.slug = ?) ORDER BY v.id LIMIT 1 OFFSET 3`,
  )
    .bind(slug)
    .first<{ sku: string }>();
  const token = await basket({ sku: offer!.sku, quantity: 4 });
  return (await placedOrder(token, { email, via: "site" })).number;
}

describe("campaign registration", () => {
  it("has a page per running campaign with its rules and form; badges link there", async () => {
    const campaign = await env.DB.prepare("SELECT slug, name FROM campaigns WHERE ends_at > ? ORDER BY id LIMIT 1")
      .bind(Date.now())
      .first<{ slug: string; name: string }>();
    const { status, body } = await html(`/promocje/${campaign!.slug}`);
    expect(status).toBe(200);
    expect(body).toContain(`<h1>${campaign!.name}</h1>`);
    expect(body).toContain('id="regulamin"');
    expect(body).toContain(`/api/v1/campaigns/${campaign!.slug}/registrations`);
    expect((await html("/promocje/nie-ma-takiej")).status).toBe(404);
    const tyre = await env.DB.prepare(
      "SELECT t.slug FROM tyres t JOIN variants v ON v.tyre_id = t.id JOIN campaign_variants cv ON cv.variant_id = v.id JOIN campaigns c ON c.id = cv.campaign_id WHERE c.slug = ? AND v.id = t.best_variant_id LIMIT 1",
    )
      .bind(campaign!.slug)
      .first<{ slug: string }>();
    expect((await html(`/dane-opony/${tyre!.slug}`)).body).toContain(`href="/promocje/${campaign!.slug}"`);
  });

  it("answers each catalogued code, and registers an order once", async () => {
    const slug = "michelin-karta-podarunkowa";
    const email = "promocja@example.pl";
    const eligible = await order(slug, true, email);
    const other = await order(slug, false, email);
    const register = (body: Record<string, unknown>) =>
      post(`/api/v1/campaigns/${slug}/registrations`, { email, accept_rules: true, ...body });
    const expectCode = async (response: Response, status: number, code: string) => {
      expect(response.status, code).toBe(status);
      expect(((await response.json()) as { error_code: string }).error_code).toBe(code);
    };
    await expectCode(await register({ order_number: "12345" }), 400, "INVALID_ORDER_NUMBER");
    await expectCode(await register({ order_number: eligible, accept_rules: false }), 400, "RULES_NOT_ACCEPTED");
    await expectCode(await register({ order_number: "OK-2026-999999" }), 404, "ORDER_NOT_EXISTS");
    // Someone else's order reads as not existing: an order number alone proves nothing.
    await expectCode(await register({ order_number: eligible, email: "ktos.inny@example.pl" }), 404, "ORDER_NOT_EXISTS");
    await expectCode(await register({ order_number: other }), 409, "ORDER_NOT_ELIGIBLE");
    // An order placed before the campaign began does not take part.
    const early = await order(slug, true, email);
    await env.DB.prepare("UPDATE orders SET created_at = (SELECT starts_at - 86400000 FROM campaigns WHERE slug = ?) WHERE number = ?")
      .bind(slug, early)
      .run();
    await expectCode(await register({ order_number: early }), 409, "ORDER_NOT_ELIGIBLE");
    const registered = await register({ order_number: eligible.toLowerCase(), email: email.toUpperCase() });
    expect(registered.status).toBe(201);
    expect(await registered.json()).toEqual({ ok: true, campaign: slug, order_number: eligible });
    await expectCode(await register({ order_number: eligible }), 409, "ALREADY_REGISTERED");
    expect(await env.DB.prepare("SELECT count(*) AS n FROM campaign_registrations").first("n")).toBe(1);
    expect(
      await env.DB.prepare("SELECT count(*) AS n FROM mail_outbox WHERE \"to\" = ? AND subject LIKE '%promocji%'").bind(email).first("n"),
    ).toBe(1);
    await expectCode(
      await post("/api/v1/campaigns/zakonczona/registrations", { order_number: eligible, email, accept_rules: true }),
      404,
      "NOT_FOUND",
    );
  });
});

describe("complaints", () => {
  it("keeps a complaint, mails the shop and the customer, and explains bad input in Polish", async () => {
    const bad = await post("/api/complaints", {
      name: "",
      email: "zly",
      order_number: "123",
      product: "",
      description: "krótko",
      remedy: "Pieniądze",
    });
    expect(bad.status).toBe(400);
    const fields = ((await bad.json()) as { fields: { path: string; message: string }[] }).fields.map((field) => field.path);
    expect(fields).toEqual(expect.arrayContaining(["name", "email", "order_number", "product", "description", "remedy"]));
    // Neutral words: a consumer's complaint is about non-conformity, not necessarily a "defect".
    const messages = (
      (await (await post("/api/complaints", { description: "krótko" })).json()) as { fields: { path: string; message: string }[] }
    ).fields;
    expect(messages.find((field) => field.path === "description")?.message).toBe(
      "Opisz problem trochę dokładniej (co najmniej 20 znaków).",
    );

    const sent = await post("/api/complaints", {
      name: "Łucja Wiśniewska",
      email: "lucja@example.pl",
      phone: "",
      order_number: "ok-2026-000042",
      product: "Michelin CrossClimate 2 205/55 R16",
      description: "Po 300 km na boku opony pojawił się bąbel, opona traci powietrze.",
      remedy: "Wymiana na nową oponę",
    });
    expect(sent.status).toBe(201);
    const { reference } = (await sent.json()) as { reference: string };
    expect(reference).toMatch(/^R-\d{6}$/);
    expect(await env.DB.prepare("SELECT order_number FROM complaints WHERE email = ?").bind("lucja@example.pl").first("order_number")).toBe(
      "OK-2026-000042",
    );
    const mail = await env.DB.prepare('SELECT "to", subject FROM mail_outbox WHERE subject LIKE ? ORDER BY id')
      .bind(`%${reference}%`)
      .all<{ to: string; subject: string }>();
    expect(mail.results.map((row) => row.to)).toEqual([env.CONTACT_EMAIL, "lucja@example.pl"]);
    // Nothing typed into the form goes to the (unverified) address: the form cannot send spam.
    const toCustomer = await env.DB.prepare('SELECT text FROM mail_outbox WHERE "to" = ?').bind("lucja@example.pl").first<string>("text");
    expect(toCustomer).not.toContain("bąbel");
    expect(toCustomer).not.toContain("Łucja");
  });
});
