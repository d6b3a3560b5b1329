// Bundles the Worker's rarely used parts into modules of their own, as src/shop/invoice/build.mjs does
// for the PDF renderer: wrangler.toml uploads them beside the main script (find_additional_modules +
// rules) and src/lazy-modules.ts imports them on their first request. Run by wrangler's [build] step,
// `npm run build` and `npm test`.
//
// Module state. A bundle made here holds its own copy of every module it imports, so a module with
// state of the isolate (a cache, a memoised key, a registry) or a class checked with `instanceof`
// across the seam would silently exist twice: a cache the staff API forgets would not be the one the
// pages read; a ShopError thrown in the staff API would not be the ShopError the shop API's error
// handler knows; the key a panel page signs with would not be the one the staff API verifies.
// Such modules are not bundled: HOST lists them, each import of one becomes a stub that takes the
// main script's own instance (src/lazy-modules.ts lends them before the import), so they exist once.
// Every other module of ours a bundle takes is checked for module state here (STATEFUL); one that
// has some must be in HOST or in HARMLESS with the reason, or the build fails.
import { build } from "esbuild";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/** The lazy modules: entry, output (uploaded under its path below src/), and the types its importers see. */
const MODULES = [
  { entry: "src/shop/api/staff/lazy-entry.ts", outfile: "src/shop/api/staff/build/staff-api.js" },
  { entry: "src/site/panel/lazy-entry.ts", outfile: "src/site/panel/build/panel.js" },
  { entry: "src/shop/catalogue-import/lazy-entry.ts", outfile: "src/shop/catalogue-import/build/catalogue-import.js" },
  { entry: "src/common/content/lazy-entry.ts", outfile: "src/common/content/build/content.js" },
];

/**
 * Modules the main script lends to the lazy modules (src/lazy-modules.ts `HOST_MODULES` has the same
 * keys): our files by their path, packages' files by their path below node_modules.
 */
export const HOST = [
  // The loaders themselves: a lazy module that loads another (the staff API drawing an invoice PDF)
  // goes through the main script's, so that one is uploaded once, not bundled into this one.
  "src/lazy-modules.ts",
  // Meets the outer app's call: the WeakMap both sides read.
  "src/common/api/lazy-app.ts",
  // Classes the shop API's and the panel's error handlers test with instanceof.
  "src/common/errors/shop-error.ts",
  "src/common/errors/shop-unavailable.ts",
  "hono/dist/http-exception.js",
  // The isolate cache of pages and API answers the staff routes forget after a change.
  "src/common/cache/with-cache.ts",
  // The delivery offer this isolate remembers (forgotten after a change of the methods).
  "src/common/delivery.ts",
  // The isolate's signing key when SHOP_API_SECRET is unset: the panel signs, the staff API verifies.
  "src/common/shop-identity.ts",
  // The isolate's shared IntlShape and its formatted-message cache.
  "src/common/i18n/intl.ts",
  // The carriers' stand-ins behind "local", one per isolate: the staff API books a parcel with the one
  // the tracking (Cron) and the tests then read.
  "src/shop/shipping/carriers.ts",
  // CarrierError: the lent stand-ins and carrier clients throw it, the staff routes test for it.
  "src/shop/shipping/carrier.ts",
];

/** Our modules with module-level state that may exist once per bundle, and why. */
const HARMLESS = {
  "src/common/api/validation.ts": "a WeakMap memo keyed by schema objects: each copy sees only its own schemas",
  "src/common/i18n/calendar.ts": "a memo of each year's public holidays, computed the same by either copy",
  "src/common/feed-columns.ts": "a lookup table built once from constants, never changed",
  "src/shop/catalogue-import/validate.ts": "lookup tables built once from constants, never changed",
  "src/shop/pricing/offer-price.ts": "a lookup table built once from constants, never changed",
  "src/common/rate-limit.ts":
    "RateLimited extends the lent ShopError, so the error handlers know it; only the shop API's own routes test for it",
  "src/shop/invoice/ksef/client.ts":
    "its errors are thrown and caught by the same copy's callers; what escapes reaches the error handler as a plain 500",
  "src/shop/shipping/carrier.ts":
    "CarrierError is thrown and caught by the same copy's callers; what escapes reaches the error handler as a plain 500",
  "src/shop/images/tyre-images.ts": "ImageRefused is thrown and caught by the same copy's callers (the staff tyre routes)",
  "src/shop/integrations/eprel.ts": "EprelProblem is thrown and caught by the same copy's callers (the staff tyre routes)",
  "src/site/panel/staff-access.ts":
    "the Access key sets by team: only the back office verifies Access tokens, so the panel module holds the one copy",
};

/**
 * Module-level state: a `let`/`var`; any object made with `new` at the top level (but a Set of
 * constants, an app, an Intl formatter or a parser's options), an empty Set, object or array (a
 * cache or a registry filled later); an error class (tested with instanceof).
 */
const STATEFUL = new RegExp(
  [
    "^(?:export )?(?:let|var) ",
    String.raw`^(?:export )?const \w+(?:: [^=]+)? = (?:new (?!(?:Set|WeakSet|RegExp|Hono|Intl\.\w+|XMLParser)\b)[\w.]+|new (?:Set|WeakSet)(?:<[^>]*>)?\(\)|\{\}|\[\])`,
    String.raw`^(?:export )?class \w+ extends \w*Error\b`,
  ].join("|"),
  "m",
);

const HOST_NAMESPACE = "lazy-host";
const HOST_SYMBOL = "sklep-opony.lazy-host";

/** A module's key: its path from the repository, or from node_modules for a package's file. */
const keyOf = (file) => {
  const inPackage = file.lastIndexOf(`${path.sep}node_modules${path.sep}`);
  return (inPackage >= 0 ? file.slice(inPackage + "/node_modules/".length) : path.relative(root, file)).split(path.sep).join("/");
};

const hostFiles = new Map(); // key → absolute path
const exportsCache = new Map();

/** The names a host module exports (esbuild's metafile of the module alone). */
async function exportsOf(file) {
  if (!exportsCache.has(file)) {
    const result = await build({
      entryPoints: [file],
      bundle: true,
      // Only the module's own export names are wanted (a host module re-exports nothing with `export *`).
      plugins: [
        {
          name: "all-external",
          setup: (b) => b.onResolve({ filter: /.*/ }, (a) => (a.kind === "entry-point" ? undefined : { path: a.path, external: true })),
        },
      ],
      format: "esm",
      platform: "neutral",
      write: false,
      metafile: true,
      outdir: "out",
      logLevel: "silent",
    });
    exportsCache.set(file, Object.values(result.metafile.outputs)[0].exports);
  }
  return exportsCache.get(file);
}

const hostPlugin = {
  name: "lazy-host",
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /.*/ }, async (args) => {
      if (args.kind === "entry-point" || args.pluginData?.lazyHostResolving) return undefined;
      const result = await pluginBuild.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: { lazyHostResolving: true },
      });
      if (result.errors.length > 0) return { errors: result.errors };
      const key = result.external ? null : keyOf(result.path);
      if (key && HOST.includes(key)) {
        hostFiles.set(key, result.path);
        return { path: key, namespace: HOST_NAMESPACE };
      }
      const { path: resolved, external, namespace, sideEffects, suffix } = result;
      return { path: resolved, external, namespace, sideEffects, suffix };
    });
    pluginBuild.onLoad({ filter: /.*/, namespace: HOST_NAMESPACE }, async (args) => {
      const names = await exportsOf(hostFiles.get(args.path));
      const named = names.filter((name) => name !== "default");
      const lines = [
        `const host = globalThis[Symbol.for(${JSON.stringify(HOST_SYMBOL)})]?.[${JSON.stringify(args.path)}];`,
        `if (!host) throw new Error(${JSON.stringify(`lazy module loaded without the main script's ${args.path} (src/lazy-modules.ts)`)});`,
        named.length ? `export const { ${named.join(", ")} } = host;` : "",
        names.includes("default") ? "export default host.default;" : "",
      ];
      return { contents: lines.join("\n"), loader: "js" };
    });
  },
};

/** Writes only what changed: the output sits under wrangler's watch_dir, and a write would start the build again. */
function writeIfChanged(file, contents) {
  if (existsSync(file) && Buffer.compare(readFileSync(file), Buffer.from(contents)) === 0) return;
  writeFileSync(file, contents);
}

const lent = readFileSync(path.join(root, "src/lazy-modules.ts"), "utf8");
const problems = HOST.filter((key) => !lent.includes(`"${key}"`)).map(
  (key) => `${key} is in HOST but src/lazy-modules.ts does not lend it`,
);

for (const { entry, outfile } of MODULES) {
  const outdir = path.dirname(outfile);
  mkdirSync(path.join(root, outdir), { recursive: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: [entry],
    outfile,
    bundle: true,
    format: "esm",
    // As wrangler bundles the main script (its platform, conditions and NODE_ENV for a deploy).
    platform: "browser",
    conditions: ["workerd", "worker", "browser"],
    define: { "process.env.NODE_ENV": '"production"' },
    external: ["cloudflare:*", "node:*"],
    jsx: "automatic",
    target: "es2022",
    minify: true,
    legalComments: "none",
    logLevel: "warning",
    metafile: true,
    write: false,
    plugins: [hostPlugin],
  });
  for (const input of Object.keys(result.metafile.inputs)) {
    if (!input.startsWith("src/") || input in HARMLESS) continue;
    if (STATEFUL.test(readFileSync(path.join(root, input), "utf8")))
      problems.push(`${outfile} bundles ${input}, which has module state: lend it (HOST) or say why a copy is harmless (HARMLESS)`);
  }
  for (const file of result.outputFiles) writeIfChanged(file.path, file.contents);
  // Types for the importer: the same as the entry's.
  const entryFromOut = path
    .relative(outdir, entry.replace(/\.tsx?$/, ""))
    .split(path.sep)
    .join("/");
  writeIfChanged(path.join(root, outfile.replace(/\.js$/, ".d.ts")), `export * from "${entryFromOut}";\n`);
}
if (problems.length) {
  for (const problem of problems) console.error(`✗ ${problem}`);
  process.exit(1);
}
