// The architecture's import rules (.dependency-cruiser.cjs), run by `npm run lint`: on the tree
// (it must pass) and on probes that prove each rule fires, in one cruise of a temporary copy of
// src/ and client/ with the probes added, never written into the source folders (a running
// `npm run dev` would rebuild on every probe file).
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const depcruise = path.join(root, "node_modules/.bin/depcruise");
const CONFIG = ".dependency-cruiser.cjs";

/** Both passes (direction rules, then runtime reachability) over `targets` in `cwd`; the violations. */
function violations(cwd, targets) {
  const found = [];
  for (const pass of ["types", "runtime"]) {
    let output;
    try {
      output = execFileSync(depcruise, [...targets, "--config", CONFIG, "--output-type", "json"], {
        cwd,
        encoding: "utf8",
        maxBuffer: 256 * 1024 * 1024,
        env: { ...process.env, IMPORT_RULES_PASS: pass },
      });
    } catch (error) {
      // depcruise exits non-zero when an error-level rule is broken; its JSON is still on stdout.
      output = error.stdout;
      if (!output) throw error;
    }
    for (const v of JSON.parse(output).summary.violations) found.push({ rule: v.rule.name, from: v.from, to: v.to });
  }
  return found;
}

const started = Date.now();

/**
 * [where the probe lives, what it imports (resolved from the probe's folder), the rule that must
 * refuse it or null when it is allowed]. One probe per forbidden direction, and allowed neighbours
 * so a rule that refuses everything fails too.
 */
const probes = [
  ["src/common/__probe.ts", "../shop/db/client", "common-imports-only-common"],
  ["src/common/__probe.ts", "../site/ui/Logo", "common-imports-only-common"],
  ["src/common/__probe.ts", "../../client/state/app", "common-imports-only-common"],
  ["src/common/__probe.ts", "./routes", null],
  ["src/shop/api/__probe.ts", "../../site/pages/errors", "shop-imports-only-shop-and-common"],
  ["src/shop/api/__probe.ts", "../../site/shop-client", "shop-imports-only-shop-and-common"],
  ["src/shop/mail/__probe.ts", "../../../client/state/app", "shop-imports-only-shop-and-common"],
  ["src/shop/api/__probe.ts", "../db/client", null],
  ["src/shop/api/__probe.ts", "../../common/config/orders", null],
  ["src/shop/db/queries/__probe.ts", "../../api", "db-is-the-bottom"],
  ["src/shop/db/queries/__probe.ts", "../../mail/mailer", "db-is-the-bottom"],
  ["src/shop/db/__probe.ts", "../catalogue-import/validate", "db-is-the-bottom"],
  ["src/shop/db/queries/__probe.ts", "../schema", null],
  ["src/shop/db/queries/__probe.ts", "../../../common/config/security", null],
  ["src/site/api/__probe.ts", "../../shop/db/client", "site-reaches-shop-only-through-its-api"],
  ["src/site/api/__probe.ts", "../../shop/mail/mailer", "site-reaches-shop-only-through-its-api"],
  ["src/site/__probe.ts", "../shop/api", "site-reaches-shop-only-through-its-api"],
  ["src/site/ui/__probe.ts", "../../shop/db/schema", "site-reaches-shop-only-through-its-api"],
  ["src/site/__probe.ts", "./shop-client", null],
  ["src/site/pages/__probe.ts", "../../../client/state/compare", "site-imports-only-islands-from-client"],
  ["src/site/ui/__probe.ts", "../../../client/api/fetch-json", "site-imports-only-islands-from-client"],
  ["src/site/pages/__probe.ts", "../../../client/islands/checkout-form", null],
  ["src/site/__probe.ts", "../../client/runtime/islands", null],
  ["client/__probe.ts", "../src/shop/db/client", "client-imports-only-client-and-common"],
  ["client/islands/__probe.ts", "../../src/site/shop-client", "client-imports-only-client-and-common"],
  ["client/state/__probe.ts", "../../src/site/ui/Logo", "client-imports-only-client-and-common"],
  ["client/__probe.ts", "../src/common/config/storefront", null],
  ["client/__probe.ts", "./state/app", null],
  ["src/site/ui/__probe.ts", "../../common/config", "config-by-part"],
  ["client/__probe.ts", "../src/common/config/index", "config-by-part"],
  ["src/site/ui/__probe.ts", "../../common/config/storefront", null],
  ["src/site/ui/__probe.ts", "../pages/errors", "nothing-imports-pages"],
  ["src/site/panel/__probe.ts", "../pages/errors", "nothing-imports-pages"],
  ["src/site/api/__probe.ts", "../pages/order-form", "nothing-imports-pages"],
  ["src/site/api/__probe.ts", "../panel/orders", "nothing-imports-the-back-office"],
  ["src/site/ui/__probe.ts", "../panel/layout", "nothing-imports-the-back-office"],
  // Any path: a page importing a site module that imports the shop's code (the site module is
  // refused too, by its own rule), and the same page importing only types, which is allowed.
  ["src/site/pages/__probe.ts", "./__probe-via", "pages-never-reach-d1"],
  ["src/site/panel/__probe.ts", "../ui/__probe-types", null],
];
/** Helper modules the probes above go through. */
const helpers = {
  "src/site/pages/__probe-via.ts": 'import * as outbox from "../../shop/mail/outbox";\nexport default outbox;\n',
  "src/site/ui/__probe-types.ts": 'import type { ShopApi } from "../../shop/api";\nexport type Api = ShopApi;\n',
};

const copy = mkdtempSync(path.join(tmpdir(), "import-rules-"));
let onTree = [];
let failures = 0;
try {
  for (const entry of ["src", "client", "tsconfig.json", CONFIG, "package.json"]) {
    cpSync(path.join(root, entry), path.join(copy, entry), { recursive: true, filter: (source) => !source.includes("node_modules") });
  }
  for (const [file, text] of Object.entries(helpers)) writeFileSync(path.join(copy, file), text);
  // Each probe gets a file of its own (__probe-3.ts), so one cruise checks them all.
  const files = probes.map(([file], index) => file.replace(/__probe\.ts$/, `__probe-${index}.ts`));
  probes.forEach(([, specifier], index) => {
    writeFileSync(path.join(copy, files[index]), `import * as probe from "${specifier}";\nexport default probe;\n`);
  });
  // One cruise of the whole copy checks the tree and the probes at once (half the depcruise runs):
  // what a probe file or its helpers import is the probes' part, everything else the tree's.
  const found = violations(copy, ["src", "client"]);
  onTree = found.filter((v) => !v.from.includes("__probe"));
  for (const v of onTree) console.error(`✗ ${v.rule}: ${v.from} → ${v.to}`);
  failures = onTree.length;
  probes.forEach(([, specifier, rule], index) => {
    const fired = found.filter((v) => v.from === files[index]).map((v) => v.rule);
    if (rule === null ? fired.length === 0 : fired.includes(rule)) return;
    failures++;
    console.error(`✗ probe ${files[index]} importing "${specifier}": expected ${rule ?? "no refusal"}, got ${fired.join(", ") || "none"}`);
  });
} finally {
  rmSync(copy, { recursive: true, force: true });
}
const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (failures) {
  console.error(
    `import rules: ${onTree.length} violation(s) in the tree, ${failures - onTree.length} of ${probes.length} probes wrong (${seconds} s)`,
  );
  process.exit(1);
}
console.log(`import rules: the tree keeps every rule; ${probes.length} probes behave as ${CONFIG} says (${seconds} s)`);
