// Proves the architecture's import rules (.biome.jsonc) really fire: for each rule a probe file is
// written where the rule applies, linted with Biome, and removed. Run by `npm run lint`.
import { execFileSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/** [where the probe lives, what it imports, whether the rules must refuse it] */
const probes = [
  ["src/site/pages/__lint-probe.ts", "../db/client", true],
  ["src/site/pages/__lint-probe.ts", "../db/schema", true],
  ["src/site/pages/__lint-probe.ts", "../shop-api/orders", true],
  ["src/site/pages/__lint-probe.ts", "../site-api/auth", true],
  ["src/site/pages/__lint-probe.ts", "../shop-client", false],
  ["src/site/pages/__lint-probe.ts", "../routes", false],
  ["src/site/panel/__lint-probe.ts", "../db/client", true],
  ["src/site/panel/__lint-probe.ts", "../db/queries/staff", true],
  ["src/site/panel/__lint-probe.ts", "../shop-api/staff", true],
  ["src/site/panel/__lint-probe.ts", "../shop-client", false],
  ["src/site/api/__lint-probe.ts", "../shop-api/orders", true],
  ["src/site/api/__lint-probe.ts", "../pages/errors", true],
  ["src/site/api/__lint-probe.ts", "../api-common", false],
  ["src/site/ui/__lint-probe.ts", "../pages/checkout", true],
  ["src/site/ui/__lint-probe.ts", "../db/client", true],
  ["src/common/cache/__lint-probe.ts", "../pages/errors", true],
  ["src/shop/api/__lint-probe.ts", "../panel/orders", true],
  ["src/shop/db/__lint-probe.ts", "../shop-api", true],
  ["client/__lint-probe.ts", "../src/db/client", true],
  ["client/__lint-probe.ts", "../src/shop-client", true],
  ["client/__lint-probe.ts", "../src/config", false],
  ["client/__lint-probe.ts", "../src/i18n/messages", false],
];

let failures = 0;
for (const [file, specifier, refused] of probes) {
  const target = path.join(root, file);
  writeFileSync(target, `import * as probe from "${specifier}";\nexport default probe;\n`);
  let output = "";
  try {
    output = execFileSync(path.join(root, "node_modules/.bin/biome"), ["lint", "--max-diagnostics=5", target], {
      cwd: root,
      encoding: "utf8",
      stdio: "pipe",
    });
  } catch (error) {
    output = `${error.stdout ?? ""}${error.stderr ?? ""}`;
  } finally {
    rmSync(target, { force: true });
  }
  const fired = output.includes("noRestrictedImports");
  if (fired !== refused) {
    failures++;
    console.error(
      `✗ ${file} importing "${specifier}": expected ${refused ? "a refusal" : "no refusal"}, got ${fired ? "a refusal" : "none"}`,
    );
  }
}
if (failures) {
  console.error(`${failures} of ${probes.length} import-rule probes failed`);
  process.exit(1);
}
console.log(`import rules: ${probes.length} probes behave as .biome.jsonc says`);
