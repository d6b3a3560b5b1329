/**
 * The architecture as import rules (../shared/DESIGN.md "Layout"): checked by `npm run lint`
 * (tests/lint/import-rules.mjs), each rule proved to fire by a probe. Paths are resolved, so a rule
 * sees where "../../api" really lands, which a pattern on the written specifier cannot.
 *
 * `import type` edges are marked "type-only": the site's typed shop client and the browser may
 * import the server's types, never its code.
 */
const RUNTIME = { dependencyTypesNot: ["type-only"] };

const rules = [
  {
    name: "common-imports-only-common",
    comment: "src/common is what the shop API, the site and the browser all import: it imports none of them.",
    severity: "error",
    from: { path: "^src/common/" },
    to: { path: "^(src/(shop|site)/|client/|src/index\\.ts)" },
  },
  {
    name: "shop-imports-only-shop-and-common",
    comment: "src/shop is what a separate shop-API host takes: it never imports the site or the browser bundle.",
    severity: "error",
    from: { path: "^src/shop/" },
    to: { path: "^(src/site/|client/|src/index\\.ts)" },
  },
  {
    name: "db-is-the-bottom",
    comment: "src/shop/db imports only db and src/common: queries, schema and seed know no API, mail or import code.",
    severity: "error",
    from: { path: "^src/shop/db/" },
    to: { path: "^(src/|client/)", pathNot: "^src/(shop/db|common)/" },
  },
  {
    name: "site-reaches-shop-only-through-its-api",
    comment:
      "The site (pages, panel, site API, ui) calls the shop API through src/site/shop-client (in-process or SHOP_API_URL), importing only its types.",
    severity: "error",
    from: { path: "^src/site/" },
    to: { path: "^src/shop/", ...RUNTIME },
  },
  {
    name: "site-imports-only-islands-from-client",
    comment:
      "The server renders islands (client/islands, the registry), nothing else of the browser bundle: shared rules live in src/common.",
    severity: "error",
    from: { path: "^src/site/" },
    to: { path: "^client/", pathNot: "^client/(islands/|runtime/(islands|providers)\\.tsx?$)", ...RUNTIME },
  },
  {
    name: "client-imports-only-client-and-common",
    comment: "The browser bundle imports client/ and src/common only, and the server's types with `import type`.",
    severity: "error",
    from: { path: "^client/" },
    to: { path: "^src/", pathNot: "^src/common/", ...RUNTIME },
  },
  {
    name: "config-by-part",
    comment:
      "The spec's constants are split by concern (src/common/config/locale, storefront, orders, security, back-office, invoices, suppliers, merchandising): code imports the part it needs; the index that joins them is for tooling and tests.",
    severity: "error",
    from: { path: "^(src|client)/", pathNot: "^src/common/config/" },
    to: { path: "^src/common/config/index\\.ts$" },
  },
  {
    name: "nothing-imports-pages",
    comment: "Only src/index.ts assembles the pages; what they share lives in src/site/ui, src/common/routes.ts or src/site/shop-client.",
    severity: "error",
    from: { pathNot: "^src/(site/pages/|index\\.ts$)" },
    to: { path: "^src/site/pages/" },
  },
  {
    name: "nothing-imports-the-back-office",
    comment: "Only src/index.ts mounts the back office (src/site/panel).",
    severity: "error",
    from: { pathNot: "^src/(site/panel/|index\\.ts$)" },
    to: { path: "^src/site/panel/" },
  },
  {
    name: "pages-never-reach-d1",
    comment: "Pages and the back office never reach D1 by any path (a runtime import chain): they ask the shop API.",
    severity: "error",
    from: { path: "^src/site/(pages|panel)/" },
    to: { path: "^src/shop/db/", reachable: true },
  },
];

/*
 * Two passes (tests/lint/import-rules.mjs). The direction rules see every import, `import type`
 * marked as such. "Any path" to D1 is asked of the code that runs: with type imports counted, every
 * page would "reach" the schema through the shop client's inferred types.
 */
const runtimePass = process.env.IMPORT_RULES_PASS === "runtime";

module.exports = {
  forbidden: rules.filter((rule) => Boolean(rule.to.reachable) === runtimePass),
  options: {
    // Node CLIs and build scripts (*.mjs) are tooling, not code of the Worker or the bundle.
    includeOnly: "^(src|client)/",
    exclude: { path: ["\\.mjs$", "^src/worker-configuration\\.d\\.ts$"] },
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: runtimePass ? false : "specify",
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] },
  },
};
