// Imports a supplier feed (CSV or XML) into the shop's D1, the same checks and writes as the back
// office's upload (README "Supplier feed import"):
//   npm run import -- feed.csv                 a full feed: offers it does not list get stock 0
//   npm run import -- feed.csv --partial       only the feed's own rows change
//   npm run import -- feed.csv --withdraw-all  a full feed may put more than half of the supplier's
//                                              offers out of stock (held otherwise: a wrong file must not empty the shop)
//   npm run import -- feed.csv --mapping m.txt  the feed's own column names ("ean = Kod kreskowy" a line, or JSON)
//   npm run import -- feed.xml --supplier 3   a supplier's feed, read with its mapping profile (/panel/dostawcy)
//   npm run import -- feed.csv --profile p.json a profile from a file instead (src/common/feed-profile.ts)
//   npm run import -- feed.csv --remote        the deployed shop's D1 and R2 (after `wrangler login`)
//   npm run import -- feed.csv --persist-to DIR a local state other than `npm run dev`'s
//   npm run import -- feed.csv --photos DIR    the folder the feed's photo paths are read from
// Photos: an https address on a public host is downloaded; a path is read from the feed's own
// folder (or --photos DIR) and never outside it. Any photo that cannot be used gets one message,
// whatever the reason (cli-photos.mjs). With EPREL_API_KEY in the environment, label data comes
// from EPREL too.
import { readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { getPlatformProxy } from "wrangler";
import { importTs } from "../db/seed/load-ts.mjs";
import { publicOnlyFetch, readPhotoInside } from "./cli-photos.mjs";

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const file = args.find(
  (arg, index) => !arg.startsWith("--") && !["--mapping", "--persist-to", "--supplier", "--profile", "--photos"].includes(args[index - 1]),
);
if (!file) {
  console.error(
    "Podaj plik: npm run import -- plik.csv [--partial] [--withdraw-all] [--supplier numer] [--profile plik.json] [--mapping plik] [--photos katalog] [--remote] [--persist-to katalog]",
  );
  process.exit(2);
}
let partial = args.includes("--partial");
/** A feed's cell as the terminal shows it: no control characters from the file. */
const printable = (text) => [...text].map((char) => (char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127 ? " " : char)).join("");
const remote = args.includes("--remote");
const persistTo = option("--persist-to");
// Local photos only from here: the feed's own folder unless the command line names another.
const photoFolder = option("--photos") ?? dirname(file);
if (!statSync(photoFolder, { throwIfNoEntry: false })?.isDirectory()) {
  console.error(`Nie ma folderu ze zdjęciami ${photoFolder}: podaj istniejący folder w --photos.`);
  process.exit(2);
}

/** A mapping file: UTF-8, or Windows-1250 when the bytes are not valid UTF-8. */
function readFeed(path) {
  const bytes = readFileSync(path);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    console.log("Plik nie jest w UTF-8: czytam go jako Windows-1250.");
    return new TextDecoder("windows-1250").decode(bytes);
  }
}

const { parseMapping } = await importTs("src/common/feed-columns.ts");
const { parseFeedProfile, DEFAULT_FEED_PROFILE } = await importTs("src/common/feed-profile.ts");
const { decodeFeedBytes, unreadableEncodingMessage } = await importTs("src/shop/catalogue-import/feed-source.ts");
const { profileOf, readSupplierRow } = await importTs("src/shop/suppliers/suppliers.ts");
const { importFeedText } = await importTs("src/shop/catalogue-import/run.ts");
const { plural } = await importTs("src/common/i18n/plural.ts");
/** "1 wiersz", "3 wiersze", "5 wierszy". */
const rows = (count) => `${count} ${plural(count, { one: "wiersz", few: "wiersze", many: "wierszy", other: "wiersza" })}`;
const { fetchImportMedia } = await importTs("src/shop/catalogue-import/media.ts");
const { storeTyreImage, ImageRefused, PHOTO_NOT_TAKEN } = await importTs("src/shop/images/tyre-images.ts");
const { publicAddress } = await importTs("src/shop/catalogue-import/feed-fetch.ts");
const { TYRE_IMAGE_MAX_BYTES } = await importTs("src/common/config/storefront.ts");
const { IMPORT_MAX_WITHDRAWN_SHARE } = await importTs("src/common/config/back-office.ts");
const { tyresByEan, recordImportWarnings, readImportRun } = await importTs("src/shop/catalogue-import/write.ts");

let mapping = {};
const mappingOption = option("--mapping");
if (mappingOption) {
  const parsed = parseMapping(readFeed(mappingOption));
  if (parsed.error) {
    console.error(parsed.error);
    process.exit(2);
  }
  mapping = parsed.mapping;
}

// --remote: the same bindings, marked remote, in a config beside wrangler.toml (paths in it are relative).
let configPath = "wrangler.toml";
if (remote) {
  configPath = "wrangler.import-remote.toml";
  writeFileSync(configPath, readFileSync("wrangler.toml", "utf8").replace(/^(binding = "(DB|FILES)")$/gm, "$1\nremote = true"));
}
const { env, dispose } = await getPlatformProxy({
  configPath,
  persist: persistTo ? { path: join(persistTo, "v3") } : true,
});
if (remote) rmSync(configPath);

try {
  // The profile: the supplier's own (--supplier), a file's (--profile) or the shop's own CSV; --mapping adds to it.
  const supplierOption = option("--supplier");
  let supplierId;
  let profile = DEFAULT_FEED_PROFILE;
  if (supplierOption) {
    const supplier = /^\d+$/.test(supplierOption) ? await readSupplierRow(env.DB, Number(supplierOption)) : null;
    if (!supplier) {
      console.error(`Nie ma dostawcy nr ${supplierOption}: dostawców i ich numery pokazuje zaplecze, /panel/dostawcy.`);
      process.exit(2);
    }
    supplierId = supplier.id;
    profile = profileOf(supplier);
    // A supplier whose feed lists only some of its stock is always imported as partial.
    if (supplier.feed_full === 0) partial = true;
  }
  const profileOption = option("--profile");
  if (profileOption) {
    const parsed = parseFeedProfile(readFileSync(profileOption, "utf8"));
    if (parsed.error) {
      console.error(parsed.error);
      process.exit(2);
    }
    profile = parsed.profile;
  }
  profile = { ...profile, fields: { ...profile.fields, ...mapping } };
  const text = decodeFeedBytes(new Uint8Array(readFileSync(file)), profile.encoding);
  if (text === null) {
    console.error(unreadableEncodingMessage(profile.encoding));
    process.exit(2);
  }
  const started = performance.now();
  const summary = await importFeedText(env.DB, text, {
    fileName: basename(file),
    partial,
    withdrawAll: args.includes("--withdraw-all"),
    supplierId,
    profile,
    allowLocalImages: true,
    onChunk: (done) => process.stdout.write(`\rZapisano: ${rows(done)}…`),
  });
  const seconds = (performance.now() - started) / 1000;
  process.stdout.write("\n");
  if (summary.failed) {
    console.error(`Import przerwany: ${summary.failed}`);
    process.exitCode = 1;
  } else {
    // Photos from the feed's folder first; addresses and EPREL after, as the Workflow does them.
    const local = summary.media.filter((tyre) => tyre.image && !/^https?:\/\//i.test(tyre.image));
    const ids = new Map(
      (
        await tyresByEan(
          env.DB,
          local.map((tyre) => tyre.ean),
        )
      ).map((tyre) => [tyre.ean, tyre.id]),
    );
    const warnings = [];
    let photos = 0;
    for (const tyre of local) {
      const bytes = readPhotoInside(photoFolder, tyre.image, TYRE_IMAGE_MAX_BYTES);
      try {
        if (!bytes) throw new ImageRefused(PHOTO_NOT_TAKEN);
        await storeTyreImage(env, ids.get(tyre.ean), bytes);
        photos += 1;
      } catch (error) {
        if (!(error instanceof ImageRefused)) throw error;
        // Not the reason (not an image, too large…): the same words as a file that is not there.
        warnings.push({ line: tyre.line, column: "zdjecie", value: tyre.image, message: PHOTO_NOT_TAKEN });
      }
    }
    await recordImportWarnings(env.DB, summary.runId, warnings);
    const remoteMedia = summary.media.filter((tyre) => !local.includes(tyre));
    const media =
      remoteMedia.length > 0
        ? await fetchImportMedia({ ...env, EPREL_API_KEY: process.env.EPREL_API_KEY }, summary.runId, remoteMedia, {
            fetch: publicOnlyFetch(publicAddress),
          })
        : { images: 0, labels: 0 };
    const report = await readImportRun(env.DB, summary.runId);
    const rate = Math.round((summary.total / seconds) * 10) / 10;
    console.log(
      [
        `Import nr ${summary.runId} z pliku ${basename(file)}${partial ? " (częściowy)" : ""}: ${rows(summary.total)} w ${seconds.toFixed(1)} s (${rate} wierszy/s).`,
        `  nowe oferty: ${summary.created}, zmienione: ${summary.updated}, bez zmian: ${summary.unchanged}, ` +
          `wycofane (stan 0): ${summary.outOfStock ?? (partial ? "nie dotyczy" : summary.withdrawalHeld !== null ? "wstrzymane" : "pominięte – za dużo odrzuconych wierszy")}, odrzucone wiersze: ${summary.refused}`,
        ...(summary.withdrawalHeld !== null
          ? [
              `  UWAGA: plik nie wymienia ${summary.withdrawalHeld} z ofert dostawcy na stanie – to ponad ${IMPORT_MAX_WITHDRAWN_SHARE * 100}% jego oferty, więc sklep ich nie wyzerował.` +
                " Jeśli to właściwy, pełny plik, uruchom import ponownie z --withdraw-all.",
            ]
          : []),
        `  zdjęcia: ${photos + media.images}, etykiety z EPREL: ${media.labels}`,
      ].join("\n"),
    );
    const problems = report?.problems ?? [];
    if (problems.length > 0) {
      console.log(`Uwagi (${report.problemCount}):`);
      for (const problem of problems.slice(0, 40)) {
        const where = problem.line > 0 ? `wiersz ${problem.line}` : "plik";
        console.log(
          `  ${problem.kind === "warning" ? "przyjęty " : "odrzucony"} ${where}${problem.column ? `, ${problem.column}` : ""}${problem.value ? ` („${printable(problem.value)}”)` : ""}: ${problem.message}`,
        );
      }
      if (report.problemCount > 40)
        console.log(`  … i ${report.problemCount - 40} dalszych: pełny raport w zapleczu, /panel/importy/${summary.runId}`);
    }
    if (process.env.IMPORT_BENCH_JSON) writeFileSync(process.env.IMPORT_BENCH_JSON, JSON.stringify({ rows: summary.total, seconds, rate }));
  }
} finally {
  await dispose();
}
