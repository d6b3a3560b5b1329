// Seeds the local D1 with the generated catalogue.
//   node src/shop/db/seed/cli.mjs               reseed (clears the catalogue first)
//   node src/shop/db/seed/cli.mjs --if-empty    seed only when there are no variants yet (npm run dev),
//                                          or the catalogue is an older generator's (no offer has a
//                                          DOT week), or, with --variants, when the count differs from N
//   node src/shop/db/seed/cli.mjs --variants N  catalogue size (default 12,000 variants; the generator stops near 200,000)
//   node src/shop/db/seed/cli.mjs --remote      the remote database (careful: replaces its catalogue)
//   node src/shop/db/seed/cli.mjs --persist-to DIR   a local database kept in DIR (the e2e server's)
//   node src/shop/db/seed/cli.mjs --config FILE      another wrangler configuration (with --remote: wrangler.production.toml)
//   node src/shop/db/seed/cli.mjs --cars        only the car makes, models, generations and fitments from
//                                          src/common/reference/cars.ts, over an existing catalogue (after migration 0020)
//   Demo reviews (marked demo on the page, never in the Product markup) are written only into a
//   local database, never with --remote: a deployed shop shows buyers' reviews alone.
//   node src/shop/db/seed/cli.mjs --producers-gpsr   only the producers' GPSR data from src/common/reference/producers.ts,
//                                          over an existing catalogue (rows staff confirmed are kept)
//   node src/shop/db/seed/cli.mjs --no-photos   without the generated demo photos (local R2; never with --remote)
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { putDemoPhotos } from "./demo-photos.mjs";
import { importTs } from "./load-ts.mjs";

const args = process.argv.slice(2);
const target = args.includes("--remote") ? "--remote" : "--local";
const ifEmpty = args.includes("--if-empty");
const persistArg = args.indexOf("--persist-to");
const persist = persistArg >= 0 ? ["--persist-to", args[persistArg + 1]] : [];
// --config FILE: the production configuration (npm run setup:production), whose database --remote means.
const configArg = args.indexOf("--config");
if (configArg >= 0) persist.push("--config", args[configArg + 1]);
const variantsArg = args.indexOf("--variants");
const variantTarget = variantsArg >= 0 ? Number(args[variantsArg + 1]) : undefined;

const { RENDER_VERSION } = await importTs("src/shop/db/seed/tyre-render.ts");
/** The demo photos go to the local R2 only: a remote catalogue gets the retailer's own photos. */
const withPhotos = target === "--local" && !args.includes("--no-photos");

/** The tread models the generated catalogue holds, as the renders need them. */
async function renderedModels() {
  const { generateCatalogue } = await importTs("src/shop/db/seed/generate.ts");
  const catalogue = generateCatalogue({ variantTarget: 1 });
  const producers = new Map(catalogue.producers.map((producer) => [producer.id, producer.name]));
  return catalogue.treadModels.map((model) => ({
    slug: model.slug,
    producer: producers.get(model.producerId) ?? "",
    model: model.name,
    season: model.season,
    vehicleType: model.vehicleType,
  }));
}

/** Renders and uploads the demo photos and names them on the tyres (one `d1 execute`). */
async function seedPhotos() {
  const sql = await putDemoPhotos(await renderedModels(), [target, ...persist]);
  const sqlFile = `.wrangler/photos-${process.pid}.sql`;
  writeFileSync(sqlFile, sql.join("\n"));
  try {
    wrangler("d1", "execute", "DB", target, "--yes", "--file", sqlFile);
  } finally {
    rmSync(sqlFile, { force: true });
  }
}

function wrangler(...wranglerArgs) {
  return execFileSync("npx", ["wrangler", ...wranglerArgs, ...persist], { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
}

if (args.includes("--producers-gpsr")) {
  const { producersGpsrSql } = await importTs("src/shop/db/seed/sql.ts");
  mkdirSync(".wrangler", { recursive: true });
  const sqlFile = `.wrangler/producers-gpsr-${process.pid}.sql`;
  writeFileSync(sqlFile, producersGpsrSql().join("\n"));
  try {
    wrangler("d1", "execute", "DB", target, "--yes", "--file", sqlFile);
  } finally {
    rmSync(sqlFile, { force: true });
  }
  console.log("Zapisano dane GPSR producentów z danych referencyjnych (bez tych zweryfikowanych w zapleczu).");
  process.exit(0);
}

/** Writes only the car tables from the reference data (a catalogue seeded before generations existed). */
async function seedCars() {
  const { generateCatalogue } = await importTs("src/shop/db/seed/generate.ts");
  const { carsSql } = await importTs("src/shop/db/seed/sql.ts");
  mkdirSync(".wrangler", { recursive: true });
  const sqlFile = `.wrangler/cars-${process.pid}.sql`;
  writeFileSync(sqlFile, carsSql(generateCatalogue({ variantTarget: 1 })).join("\n"));
  try {
    wrangler("d1", "execute", "DB", target, "--yes", "--file", sqlFile);
  } finally {
    rmSync(sqlFile, { force: true });
  }
  console.log("Zapisano samochody (marki, modele, generacje, rozmiary fabryczne) z danych referencyjnych.");
}

if (args.includes("--cars")) {
  await seedCars();
  process.exit(0);
}

/** The example reviews, into a local database only (the development shop and the e2e shops). */
async function seedDemoReviews(catalogue) {
  if (target === "--remote") return;
  const { demoReviewsSql } = await importTs("src/shop/db/seed/sql.ts");
  mkdirSync(".wrangler", { recursive: true });
  const sqlFile = `.wrangler/reviews-${process.pid}.sql`;
  writeFileSync(sqlFile, demoReviewsSql(catalogue, Date.now()).join("\n"));
  try {
    wrangler("d1", "execute", "DB", target, "--yes", "--file", sqlFile);
  } finally {
    rmSync(sqlFile, { force: true });
  }
  console.log("Zapisano przykładowe opinie (tylko lokalnie, oznaczone jako demonstracyjne).");
}

if (ifEmpty) {
  const out = wrangler(
    "d1",
    "execute",
    "DB",
    target,
    "--json",
    "--command",
    "SELECT (SELECT count(*) FROM variants) AS n, (SELECT count(*) FROM companies) AS companies, " +
      "(SELECT count(*) FROM variants WHERE dot_week IS NOT NULL) AS dated, " +
      // Migration 0020 turned each old model into its own only generation: as many as models.
      "(SELECT count(*) FROM car_generations) AS generations, (SELECT count(*) FROM car_models) AS models, " +
      `(SELECT count(*) FROM tyres WHERE image_key LIKE 'opony/wzor${RENDER_VERSION}-%') AS photographed, ` +
      "(SELECT count(*) FROM reviews) AS reviews",
  );
  const counts = JSON.parse(out)[0]?.results?.[0] ?? {};
  const count = counts.n ?? 0;
  // A database seeded before a reference table existed gets the whole seed again, and so does a
  // catalogue of the generator before production weeks (DOT), EANs and ETRTO load indexes: none of
  // its offers has a week. (An offer added by hand without one does not count: others have theirs.)
  if (count > 0 && counts.companies > 0 && counts.dated > 0 && (variantTarget === undefined || count === variantTarget)) {
    if (counts.generations > 0 && counts.generations === counts.models) await seedCars();
    // A catalogue seeded before the demo photos (or their drawing's version) gets them now.
    if (withPhotos && !counts.photographed) await seedPhotos();
    // A development database from before the reviews gets its examples once.
    if (counts.reviews === 0) {
      const { generateCatalogue } = await importTs("src/shop/db/seed/generate.ts");
      await seedDemoReviews(generateCatalogue({ variantTarget, now: Date.now() }));
    }
    console.log(`Katalog nie jest pusty (oferty: ${count}), pomijam zasilanie.`);
    process.exit(0);
  }
}

const { generateCatalogue } = await importTs("src/shop/db/seed/generate.ts");
const { catalogueToSql, clearCatalogueSql, demoReviewsSql, REFRESH_STATISTICS_SQL } = await importTs("src/shop/db/seed/sql.ts");
const catalogue = generateCatalogue({ variantTarget, now: Date.now() });
if (variantTarget && catalogue.variants.length < variantTarget) {
  console.warn(`Generator daje najwyżej ${catalogue.variants.length} ofert (żądano ${variantTarget}).`);
}
// Example reviews go into a local database only (seedDemoReviews above says why).
const demoReviews = target === "--remote" ? [] : demoReviewsSql(catalogue, Date.now());
const sql = [...clearCatalogueSql(), ...catalogueToSql(catalogue), ...demoReviews, REFRESH_STATISTICS_SQL].join("\n");
mkdirSync(".wrangler", { recursive: true });
// A file per process: the e2e run seeds two databases at once (e2e/serve.mjs).
const sqlFile = `.wrangler/seed-${process.pid}.sql`;
writeFileSync(sqlFile, sql);
try {
  wrangler("d1", "execute", "DB", target, "--yes", "--file", sqlFile);
} finally {
  rmSync(sqlFile, { force: true });
}
if (withPhotos) await seedPhotos();
console.log(
  `Zasilono katalog – producenci: ${catalogue.producers.length}, modele: ${catalogue.treadModels.length}, ` +
    `opony: ${catalogue.tyres.length}, oferty: ${catalogue.variants.length}.`,
);
