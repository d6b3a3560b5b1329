// The Worker's on-demand modules (wrangler.toml `find_additional_modules` + `rules`): after a dry-run
// build, the invoice PDF renderer must be a module of its own, and the main script must import it
// by the very name wrangler uploads it under. A glob or a specifier that drifts (a file moved in
// src/) either inlines half a megabyte into every request or breaks the invoice route in production;
// neither shows in workerd's tests, which bundle differently. Also that React's streaming server
// renderer stays out (wrangler.toml [alias], ~34 KB gzip the shop never uses; issue 37). Run by
// `npm run lint`.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const outdir = mkdtempSync(path.join(tmpdir(), "worker-modules-"));
const started = Date.now();
try {
  try {
    execFileSync(path.join(root, "node_modules/.bin/wrangler"), ["deploy", "--dry-run", "--minify", "--outdir", outdir], {
      cwd: root,
      stdio: "pipe",
      env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
    });
  } catch (error) {
    console.error(`✗ wrangler could not build the Worker:\n${error.stderr}`);
    process.exit(1);
  }
  const files = (dir, prefix = "") =>
    readdirSync(dir).flatMap((name) =>
      statSync(path.join(dir, name)).isDirectory() ? files(path.join(dir, name), `${prefix}${name}/`) : [`${prefix}${name}`],
    );
  const modules = files(outdir).filter((file) => file.endsWith(".js") && file !== "index.js");
  const main = readFileSync(path.join(outdir, "index.js"), "utf8");
  const problems = [];
  if (!modules.some((file) => file.endsWith("invoice/build/invoice-pdf.js")))
    problems.push(
      "the invoice PDF renderer is not a module of its own (wrangler.toml rules no longer match it): it is bundled into every request",
    );
  for (const file of modules)
    if (!main.includes(`import("./${file}")`)) problems.push(`the main script does not import ${file} by the name it is uploaded under`);
  // "prerender" is only in react-dom's streaming (edge) server build, never in the string renderer.
  if (main.includes("prerender"))
    problems.push("React's streaming server renderer is bundled (wrangler.toml [alias] for react-dom/server no longer applies)");
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (problems.length) {
    for (const problem of problems) console.error(`✗ ${problem}`);
    process.exit(1);
  }
  console.log(`worker modules: ${modules.join(", ")} loaded on demand by their uploaded names (${seconds} s)`);
} finally {
  rmSync(outdir, { recursive: true, force: true });
}
