import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { forgetIsolateCache } from "../src/common/cache/with-cache";
import { allSeasonSentence, eprelOnEveryOffer, eprelSentence } from "../src/common/content/catalogue-claims";
import { get, html } from "./helpers";

/**
 * Issue 38, point 1 and 2: what the content pages and the home page claim about EPREL links and
 * the 3PMSF mark follows the tyres on sale, never more. A "worker" file: it gives tyres EPREL
 * numbers, which no other file may see.
 */

const NBSP = "\u00a0";
/** Tyres on sale (an offer in stock, not hidden), as the stats count them. */
const ON_SALE = "EXISTS (SELECT 1 FROM variants v WHERE v.tyre_id = tyres.id AND v.stock > 0 AND v.hidden = 0)";
const count = async (where: string) =>
  (await env.DB.prepare(`SELECT COUNT(*) AS n FROM tyres WHERE ${where} AND ${ON_SALE}`).first<{ n: number }>())!.n;
const stats = async () =>
  (await (await get("/api/v1/catalogue/stats")).json()) as {
    tyres: number;
    eprelLinked: number;
    allSeason: number;
    allSeason3pmsf: number;
  };

describe("claims worded from the catalogue's counts", () => {
  it("promise the EPREL link of every offer only when every tyre on sale has one", () => {
    const facts = (eprelLinked: number) => ({ tyres: 120, eprelLinked, allSeason: 0, allSeason3pmsf: 0 });
    expect(eprelOnEveryOffer(null)).toBe(false);
    expect(eprelOnEveryOffer(facts(0))).toBe(false);
    expect(eprelOnEveryOffer(facts(119))).toBe(false);
    expect(eprelOnEveryOffer(facts(120))).toBe(true);
    expect(eprelOnEveryOffer({ tyres: 0, eprelLinked: 0, allSeason: 0, allSeason3pmsf: 0 })).toBe(false);
    expect(eprelSentence(facts(120))).toMatch(/^Przy każdej ofercie jest też kod QR etykiety i link do europejskiej bazy EPREL/);
    expect(eprelSentence(facts(7))).toContain("ma 7 z 120 opon w ofercie: te, dla których dostawca podał numer rejestracyjny");
    for (const none of [null, facts(0)]) {
      expect(eprelSentence(none)).toContain("dodajemy przy oponach, dla których dostawca poda numer rejestracyjny");
      expect(eprelSentence(none)).not.toMatch(/każdej/);
    }
  });

  it("claim the 3PMSF mark of all-season tyres only as far as they carry it", () => {
    expect(allSeasonSentence(null)).toBe("Jeden komplet na cały rok.");
    expect(allSeasonSentence({ tyres: 9, eprelLinked: 0, allSeason: 0, allSeason3pmsf: 0 })).toBe("Jeden komplet na cały rok.");
    expect(allSeasonSentence({ tyres: 9, eprelLinked: 0, allSeason: 4, allSeason3pmsf: 4 })).toBe(
      "Jeden komplet na cały rok, wszystkie z symbolem 3PMSF.",
    );
    expect(allSeasonSentence({ tyres: 9000, eprelLinked: 0, allSeason: 1580, allSeason3pmsf: 1515 })).toBe(
      "Jeden komplet na cały rok; symbol 3PMSF ma 1515 z 1580 opon.",
    );
    expect(allSeasonSentence({ tyres: 90000, eprelLinked: 0, allSeason: 15800, allSeason3pmsf: 15150 })).toBe(
      `Jeden komplet na cały rok; symbol 3PMSF ma 15${NBSP}150 z 15${NBSP}800 opon.`,
    );
  });
});

describe("the pages on the seeded catalogue", () => {
  it("say on /o-nas, /dlaczego-warto and /pomoc how many tyres have an EPREL link, and the home page how many all-season tyres carry 3PMSF, as the stats count them", async () => {
    // The demo catalogue has no real EPREL record; a supplier's feed gives three tyres on sale one.
    expect(await count("eprel_source <> 'demo'")).toBe(0);
    const chosen = await env.DB.prepare(`SELECT id FROM tyres WHERE ${ON_SALE} ORDER BY id LIMIT 3`).all<{ id: number }>();
    for (const [index, { id }] of chosen.results.entries()) {
      await env.DB.prepare("UPDATE tyres SET eprel_id = ?, eprel_source = 'feed' WHERE id = ?")
        .bind(String(400000 + index), id)
        .run();
    }
    // And one all-season tyre on sale without the 3PMSF mark (a feed brings such tyres).
    await env.DB.prepare(
      `UPDATE tyres SET three_pmsf = 0 WHERE id = (SELECT id FROM tyres WHERE season = 'caloroczne' AND ${ON_SALE} LIMIT 1)`,
    ).run();
    forgetIsolateCache();
    // The shop API's counts are the database's (read once, before any page caches them).
    const counted = await stats();
    expect(counted).toMatchObject({
      tyres: await count("1"),
      eprelLinked: 3,
      allSeason: await count("season = 'caloroczne'"),
      allSeason3pmsf: await count("season = 'caloroczne' AND three_pmsf = 1"),
    });
    const { tyres, allSeason, allSeason3pmsf } = counted;
    const claim = `ma 3 z ${tyres.toLocaleString("pl-PL").replaceAll(" ", NBSP)} opon w ofercie`;
    for (const path of ["/o-nas", "/dlaczego-warto", "/pomoc"]) {
      const { status, body } = await html(path);
      expect(status, path).toBe(200);
      expect(body, path).toContain(claim);
      expect(body, path).not.toMatch(/każdej ofercie[^.]*EPREL|link do europejskiej bazy EPREL, w której sprawdzisz tę etykietę/);
    }
    expect((await html("/o-nas")).body).toContain("Etykieta UE przy każdej ofercie");
    const home = (await html("/")).body;
    expect(allSeason3pmsf).toBeLessThan(allSeason);
    expect(home).toContain(`Jeden komplet na cały rok; symbol 3PMSF ma ${allSeason3pmsf} z ${allSeason} opon.`);
    expect(home).not.toContain("Jeden komplet na cały rok, z symbolem 3PMSF.");
  });
});
