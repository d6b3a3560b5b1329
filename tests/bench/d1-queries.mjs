// The catalogue search's own SQL (src/shop/db/queries/search.ts), timed in SQLite on a local D1
// database file: D1 is SQLite, and timing it directly gives a microsecond clock with no Worker,
// proxy or network in between. Opened read-only; call it while no server holds the file.
import { DatabaseSync } from "node:sqlite";
import { importTs } from "../../src/shop/db/seed/load-ts.mjs";
import { percentile } from "./shop-server.mjs";

const { searchStatements } = await importTs("src/shop/db/queries/search.ts");

// The listings shoppers land on: a filtered one (two producers, XL, by price, as the server
// bench opens), a size, a season's rim, each with a new price bound every run as a shopper moving
// the slider sends; and a whole season as its landing page sends it (no other filter: its total
// and facets come from the kept counts, listing_facet_counts), then with a price bound (the
// broadest page counted live, every facet over a third of the catalogue).
const SHAPES = [
  ["filtered listing", { season: "zimowe", producers: ["continental", "michelin"], xl: true, sort: "price-asc" }, true],
  ["size listing", { season: "zimowe", width: 205, profile: 55, rim: 16 }, true],
  ["season and rim listing", { season: "zimowe", rim: 17 }, true],
  ["season listing", { season: "letnie" }, false],
  ["season listing with a price bound", { season: "letnie" }, true],
];

export async function timeSearchQueries(file, runs) {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const variants = db.prepare("SELECT count(*) AS n FROM variants").get().n;
    const rows = [];
    for (const [label, shape, slider] of SHAPES) {
      const page = [];
      const batch = [];
      for (let i = -10; i < runs; i++) {
        const query = { ...shape, ...(slider ? { priceMax: 300_000 + i } : {}), limit: 24, offset: 0 };
        const statements = searchStatements(query).map(({ sql, params }) => ({
          statement: db.prepare(sql),
          params,
        }));
        const started = performance.now();
        statements[0].statement.all(...statements[0].params);
        const pageDone = performance.now();
        for (const { statement, params } of statements.slice(1)) statement.all(...params);
        if (i < 0) continue; // warm-up
        page.push(pageDone - started);
        batch.push(performance.now() - started);
      }
      page.sort((a, b) => a - b);
      batch.sort((a, b) => a - b);
      rows.push({ label: `${label} page`, medianMs: percentile(page, 50), p95Ms: percentile(page, 95) });
      rows.push({ label: `${label}: page, total and facets`, medianMs: percentile(batch, 50), p95Ms: percentile(batch, 95) });
    }
    return { variants, rows };
  } finally {
    db.close();
  }
}
