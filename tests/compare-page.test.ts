import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { compareCookie, compareItem, get, select, selectOne } from "./helpers";

async function storedItems(count: number) {
  const { results } = await env.DB.prepare(
    `SELECT v.sku, v.price, t.slug, m.name AS tread, p.name AS producer FROM variants v JOIN tyres t ON t.id = v.tyre_id
     JOIN tread_models m ON m.id = t.model_id JOIN producers p ON p.id = t.producer_id
     WHERE v.stock > 0 AND t.season = 'zimowe' AND t.width = 205 ORDER BY v.id LIMIT ?`,
  )
    .bind(count)
    .all<{ sku: string; price: number; slug: string; tread: string; producer: string }>();
  return results;
}

describe("compare page (/porownywarka)", () => {
  it("shows the chosen tyres side by side with current D1 prices, marking the better values", async () => {
    const rows = await storedItems(2);
    // The stored price is a lie; the page must show D1's.
    const items = rows.map((row) => compareItem(row));
    const response = await get("/porownywarka", { headers: { cookie: compareCookie(items) } });
    const body = (await response.text()).replaceAll("<!-- -->", "");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(body).toContain('<meta name="robots" content="noindex, nofollow"/>');
    for (const row of rows) {
      expect(body).toContain(`${row.producer} ${row.tread}`);
      // The link names the compared offer: the plain path shows the cheapest in stock, maybe another.
      expect(body).toContain(`href="/dane-opony/${row.slug}?sup=${row.sku}"`);
      expect(body).toContain(new Intl.NumberFormat("pl-PL", { style: "currency", currency: "PLN" }).format(row.price / 100));
    }
    expect(body).not.toContain("0,01 zł");
    expect(body).toContain("Efektywność paliwowa (UE)");
    expect(body).toContain("Przyczepność na mokrym (UE)");
    // "Usuń z porównania": a plain form (it works before the page's scripts run, and without them).
    const removals = await select(body, 'form[action="/porownywarka/zmien"] button[type="submit"]');
    expect(removals.map((button) => button.text)).toEqual(["Usuń z porównania", "Usuń z porównania"]);
    if (rows[0]!.price !== rows[1]!.price)
      expect(body).toMatch(
        /<td class="best"><div class="price-block">(?:(?!<\/td>).)*zł(?:(?!<\/td>).)*<\/div><span class="best-mark">najlepsza<\/span><\/td>/,
      );
  });

  it("explains itself when nothing is chosen, or the cookie is not a valid list", async () => {
    for (const cookie of [
      "",
      "compare-tyres=",
      "compare-tyres=%5B%7B%22sku%22%3A1%7D%5D",
      `compare-tyres=${encodeURIComponent("<script>alert(1)</script>")}`,
    ]) {
      const response = await get("/porownywarka", { headers: cookie ? { cookie } : {} });
      const body = await response.text();
      expect(response.status, cookie).toBe(200);
      expect(body).toContain("Nie masz jeszcze opon do porównania");
      expect(body).not.toContain("<script>alert(1)</script>");
    }
  });

  it("names an XL tyre's size with XL, as every other page does", async () => {
    const row = await env.DB.prepare(
      `SELECT v.sku, t.slug, t.width, t.profile, t.rim, t.load_index, t.speed_index, m.name AS tread, p.name AS producer
       FROM variants v JOIN tyres t ON t.id = v.tyre_id JOIN tread_models m ON m.id = t.model_id JOIN producers p ON p.id = t.producer_id
       WHERE v.stock > 0 AND t.xl = 1 AND t.cargo = 0 ORDER BY v.id LIMIT 1`,
    ).first<{
      sku: string;
      slug: string;
      width: number;
      profile: number;
      rim: number;
      load_index: number;
      speed_index: string;
      tread: string;
      producer: string;
    }>();
    const body = (await (await get("/porownywarka", { headers: { cookie: compareCookie([compareItem(row!)]) } })).text()).replaceAll(
      "<!-- -->",
      "",
    );
    expect((await selectOne(body, ".compare-head-size"))?.text).toMatch(
      new RegExp(`^${row!.width}/${row!.profile} R${row!.rim} ${row!.load_index}${row!.speed_index} XL\u00a0· prod\\. `),
    );
  });

  it("heads each tyre with the line that tells two versions of one tread apart: indexes and DOT week (issue 35 point 7)", async () => {
    // One tread in two versions (the test catalogue is small: of one size or not).
    const rows = (
      await env.DB.prepare(
        `SELECT v.sku, t.slug, t.load_index, t.speed_index, t.xl, v.production_year, v.dot_week, m.name AS tread, p.name AS producer
         FROM variants v JOIN tyres t ON t.id = v.tyre_id JOIN tread_models m ON m.id = t.model_id JOIN producers p ON p.id = t.producer_id
         WHERE v.stock > 0 AND t.cargo = 0 AND t.run_flat = 0 ORDER BY t.model_id, v.id`,
      ).all<{
        sku: string;
        slug: string;
        load_index: number;
        speed_index: string;
        xl: number;
        production_year: number;
        dot_week: number | null;
        tread: string;
        producer: string;
      }>()
    ).results;
    const first = rows.find((row) =>
      rows.some((other) => other.slug !== row.slug && other.tread === row.tread && other.producer === row.producer),
    );
    expect(first, "a tread in two versions").toBeTruthy();
    const second = rows.find((row) => row.slug !== first!.slug && row.tread === first!.tread && row.producer === first!.producer)!;
    const body = await (
      await get("/porownywarka", { headers: { cookie: compareCookie([compareItem(first!), compareItem(second)]) } })
    ).text();
    const heads = await select(body, ".compare-head-size");
    expect(heads).toHaveLength(2);
    for (const [index, row] of [first!, second].entries()) {
      expect(heads[index]!.text).toContain(`${row.load_index}${row.speed_index}${row.xl ? " XL" : ""}`);
      expect(heads[index]!.text).toContain(
        row.dot_week ? `prod. ${row.dot_week}. tydz. ${row.production_year}` : `prod. ${row.production_year}`,
      );
    }
  });

  it("says when a chosen tyre is no longer offered", async () => {
    const [row] = await storedItems(1);
    const items = [
      compareItem(row!, { price: row!.price, productionYear: 2025 }),
      compareItem({ sku: "OP-999999-2025", slug: "nie-ma-takiej-opony", tread: "X", producer: "Y" }, { productionYear: 2025 }),
    ];
    const body = await (await get("/porownywarka", { headers: { cookie: compareCookie(items) } })).text();
    expect(body).toContain("Jednej z wybranych opon nie ma już w ofercie.");
    expect(body).toContain(`${row!.producer} ${row!.tread}`);
  });
});
