import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ROUTES } from "../src/common/routes";
import { get, hrefs, html } from "./helpers";

interface Suggestion {
  kind: string;
  label: string;
  href: string;
  count?: number;
  price?: number;
}
interface Answer {
  query: string;
  target: string | null;
  suggestions: Suggestion[];
  tyres: { slug: string; producer: { slug: string }; width: number; profile: number; rim: number }[];
  total: number;
}

const suggest = async (q: string): Promise<{ response: Response; answer: Answer }> => {
  const response = await get(`/api/v1/catalogue/suggest?${new URLSearchParams({ q })}`);
  return { response, answer: (await response.json()) as Answer };
};

/** Tyres in stock of a size and producer, as D1 holds them (what the listing counts). */
async function inStock(width: number, profile: number, rim: number, producer: string): Promise<number> {
  const row = await env.DB.prepare(
    "SELECT count(*) AS n FROM tyres t JOIN producers p ON p.id = t.producer_id WHERE t.width = ? AND t.profile = ? AND t.rim = ? AND p.slug = ? AND t.offer_count > 0",
  )
    .bind(width, profile, rim, producer)
    .first<{ n: number }>();
  return row!.n;
}

describe("GET /api/v1/catalogue/suggest", () => {
  it('suggests the size and Dębica for "205 55 16 debica", with the listing\'s count and first tyres', async () => {
    const { response, answer } = await suggest("205 55 16 debica");
    expect(response.status).toBe(200);
    expect(response.headers.get("server-timing")).toMatch(/^suggest;dur=\d+/);
    expect(answer.target).toBe("/opony/205/55/r16?producent=debica");
    const [first, ...rest] = answer.suggestions;
    expect(first).toMatchObject({ kind: "listing", label: "Opony Dębica 205/55 R16", href: "/opony/205/55/r16?producent=debica" });
    expect(first!.count).toBe(await inStock(205, 55, 16, "debica"));
    expect(rest.map((item) => item.href)).toEqual(expect.arrayContaining(["/opony/205/55/r16", "/opony/debica"]));
    for (const tyre of answer.tyres) expect(tyre).toMatchObject({ producer: { slug: "debica" }, width: 205, profile: 55, rim: 16 });
    const tyres = answer.suggestions.filter((item) => item.kind === "tyre");
    expect(tyres.length).toBe(Math.min(3, answer.tyres.length));
    for (const tyre of tyres) expect(tyre.href).toMatch(/^\/dane-opony\/debica-/);
  });

  it("reads producers and models with typos and without Polish letters", async () => {
    expect((await suggest("michelin alpn")).answer).toMatchObject({ target: "/model-opony/michelin-alpin-6" });
    expect((await suggest("dembica")).answer.target).toBe("/opony/debica");
    const frigo = (await suggest("frigo")).answer;
    expect(frigo.target).toBeNull();
    expect(frigo.suggestions.filter((item) => item.kind === "model").map((item) => item.label)).toEqual(
      expect.arrayContaining(["Dębica Frigo HP2", "Dębica Frigo 2"]),
    );
  });

  it("suggests cars: golf 8 is the Golf VIII's page", async () => {
    const { answer } = await suggest("golf 8");
    expect(answer.target).toBe("/opony-do/volkswagen/golf/golf-viii");
    expect(answer.suggestions).toEqual([{ kind: "car", label: "Volkswagen Golf VIII", href: "/opony-do/volkswagen/golf/golf-viii" }]);
  });

  it("answers nothing for text it does not know, and refuses control characters", async () => {
    expect((await suggest("xyzzy")).answer).toMatchObject({ target: null, suggestions: [], tyres: [], total: 0 });
    expect((await get(`/api/v1/catalogue/suggest?q=${encodeURIComponent("golf\u0000")}`)).status).toBe(400);
    expect((await get("/api/v1/catalogue/suggest")).status).toBe(400);
  });

  it("is cached briefly, one copy per text", async () => {
    const first = await suggest("opony zimowe 195/65 r15");
    const again = await suggest("opony zimowe 195/65 r15");
    expect(first.response.headers.get("cache-control")).toContain("max-age=60");
    expect(again.response.headers.get("x-cache")).toBe("HIT");
    expect((await suggest("opony letnie 195/65 r15")).answer.target).toBe("/opony/letnie/195/65/r15");
  });
});

describe("the results page /szukaj", () => {
  it("sends a text that names one place straight there", async () => {
    const response = await get(`${ROUTES.searchResults}?q=${encodeURIComponent("205 55 16 debica")}`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/opony/205/55/r16?producent=debica");
    const car = await get(`${ROUTES.searchResults}?q=golf+8`, { redirect: "manual" });
    expect(car.headers.get("location")).toBe("/opony-do/volkswagen/golf/golf-viii");
  });

  it("lists what matched when the text is not one place: models, then tyres, with a form to search again", async () => {
    const { status, body } = await html(`${ROUTES.searchResults}?q=frigo`);
    expect(status).toBe(200);
    expect(body).toContain("Wyniki wyszukiwania: „frigo”");
    expect(body).toContain('<meta name="robots" content="noindex');
    expect(hrefs(body)).toEqual(expect.arrayContaining(["/model-opony/debica-frigo-hp2", "/model-opony/debica-frigo-2"]));
    expect(body).toMatch(/<form[^>]*action="\/szukaj"[^>]*method="get"/);
  });

  it("says so in Polish when nothing matched, and shows the form alone without a text", async () => {
    const none = await html(`${ROUTES.searchResults}?q=xyzzy`);
    expect(none.status).toBe(200);
    expect(none.body).toContain("Nie znaleźliśmy nic dla „xyzzy”");
    const empty = await html(ROUTES.searchResults);
    expect(empty.status).toBe(200);
    expect(empty.body).toContain("Wyszukiwarka opon");
  });

  it("puts the search in every page's header: a GET form to /szukaj that works without JavaScript", async () => {
    const { body } = await html("/");
    // The desktop field and the phone's sheet: a <search> landmark round a plain GET form each.
    expect(body.match(/<search class="search-form">/g)?.length).toBe(2);
    expect(body.match(/<form class="search-form-inner"[^>]* action="\/szukaj" method="get"/g)?.length).toBe(2);
    expect(body).toContain('data-island="search-box"');
    expect(body).toContain('data-hydrate="interaction"');
    expect(body).toContain('name="q"');
  });
});
