// Builds the browser bundle into public/build (hashed names, code-split per island) and writes
// public/build/manifest.json so the Worker knows the file names, chunk imports and the
// build stamp. Run by `npm run dev`, `npm test`, and wrangler's [build] step.
// CLIENT_BUILD_OUTDIR builds elsewhere (tests/node/client-build.test.ts); BUILD_STAMP names the build.
import { minify as minifyWithTerser } from "terser";
import { build, transform } from "esbuild";
import { execSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { importTs } from "../src/shop/db/seed/load-ts.mjs";
import { pruneFiles, readLedger, recordBuild, writeAtomically, writeLedger } from "./build-ledger.mjs";

// `npm run bench` builds once and then starts several servers and checks from that build (each
// `wrangler dev`, `wrangler check startup` and `wrangler deploy --dry-run` runs the [build] step
// again, ~4 s each, issue 37): BUILD_DONE=1 says the build is already there.
if (process.env.BUILD_DONE === "1") process.exit(0);

const production = process.env.NODE_ENV !== "development";
const outdir = process.env.CLIENT_BUILD_OUTDIR || "public/build";

function gitRevision() {
  try {
    return execSync("git rev-parse --short HEAD", { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return "local";
  }
}
const buildStamp = process.env.BUILD_STAMP || `${new Date().toISOString().slice(0, 16).replace(/[-:T]/g, "")}-${gitRevision()}`;

// The stylesheet's figures that scripts and server code use too come from src/common/config/: the
// built stylesheet starts with a :root block of them (client/styles.css only uses the variables),
// so CSS and config cannot drift apart. tests/config.test.ts reads them back from the build.
// client/panel.css (the back office's own rules, linked after styles.css on /panel pages only)
// uses none of them and gets no block: the variables have one source, the shop stylesheet.
const config = await importTs(fileURLToPath(new URL("../src/common/config/index.ts", import.meta.url)));
const configVariables = {
  "--container": `${config.BREAKPOINTS.xl}px`,
  "--header-height": `${config.MOBILE_HEADER_HEIGHT_PX}px`,
  "--overlay-fade": `${config.LOADING_OVERLAY_FADE_S}s`,
  "--menu-overlay-z": String(config.MENU_OVERLAY_Z_INDEX),
};
const configCss = `/* From src/common/config/ (client/build.mjs). */\n:root {\n${Object.entries(configVariables)
  .map(([name, value]) => `  ${name}: ${value};\n`)
  .join("")}}\n\n`;
/** Puts the config block in front of client/styles.css as esbuild loads it. */
const configCssPlugin = {
  name: "config-css",
  setup(build) {
    build.onLoad({ filter: /[\\/]client[\\/]styles\.css$/ }, (args) => ({
      contents: configCss + readFileSync(args.path, "utf8"),
      loader: "css",
    }));
  },
};

/**
 * react-dom/client as an ES module (production builds; issue 37). Published as CommonJS, esbuild
 * wraps it in a function that runs on first require: V8 compiles such a function lazily, on the
 * main thread, when the entry is evaluated, and for react-dom's 170 KB that compile was most of
 * the entry's long task at 4× CPU. As module top-level code it is compiled with the rest of the
 * entry while it streams in, off the main thread. The text is React's own file: its three
 * requires become imports and its three exports named exports; nothing else changes.
 */
const reactDomClientEsmPlugin = {
  name: "react-dom-client-esm",
  setup(build) {
    if (!production) return;
    build.onResolve({ filter: /^react-dom\/client$/ }, () => ({
      path: join(dirname(createRequire(import.meta.url).resolve("react-dom/package.json")), "cjs/react-dom-client.production.js"),
      namespace: "react-dom-client-esm",
    }));
    build.onLoad({ filter: /.*/, namespace: "react-dom-client-esm" }, (args) => {
      const source = readFileSync(args.path, "utf8");
      const requires = 'var Scheduler = require("scheduler"),\n  React = require("react"),\n  ReactDOM = require("react-dom");';
      const exported = ["createRoot", "hydrateRoot", "version"];
      if (!source.includes(requires) || !exported.every((name) => source.includes(`\nexports.${name} = `)))
        throw new Error("react-dom-client.production.js changed shape: review client/build.mjs reactDomClientEsmPlugin");
      let contents = source.replace(
        requires,
        'import * as Scheduler from "scheduler";\nimport * as React from "react";\nimport * as ReactDOM from "react-dom";\nvar reactDomClient = {};',
      );
      for (const name of exported) contents = contents.replace(`\nexports.${name} = `, `\nreactDomClient.${name} = `);
      contents += `\nexport const { ${exported.join(", ")} } = reactDomClient;\n`;
      return { contents, loader: "js", resolveDir: dirname(args.path) };
    });
  },
};

const result = await build({
  entryPoints: { main: "client/main.ts", styles: "client/styles.css", panel: "client/panel.css" },
  outdir,
  bundle: true,
  splitting: true,
  format: "esm",
  target: ["es2022", "chrome111", "safari16", "firefox114"],
  minify: production,
  sourcemap: false,
  metafile: true,
  // Written below, not by esbuild, which rewrites every file in place each build: a page of the
  // running Worker could load a file while it is truncated.
  write: false,
  entryNames: "[name]-[hash]",
  chunkNames: "chunks/[name]-[hash]",
  assetNames: "assets/[name]-[hash]",
  define: {
    "process.env.NODE_ENV": JSON.stringify(production ? "production" : "development"),
    __BUILD_STAMP__: JSON.stringify(buildStamp),
  },
  jsx: "automatic",
  legalComments: "none",
  logLevel: "warning",
  plugins: [configCssPlugin, reactDomClientEsmPlugin],
});

// A CSS syntax warning means a rule swallowed the ones after it (an unclosed block once hid the
// label arrow's sizing): the build stops instead of shipping a silently broken stylesheet.
const cssWarnings = result.warnings.filter((warning) => warning.id === "css-syntax-error" || warning.location?.file?.endsWith(".css"));
if (cssWarnings.length > 0) {
  const files = [...new Set(cssWarnings.map((warning) => warning.location?.file ?? "a stylesheet"))].join(", ");
  console.error(`${files}: ${cssWarnings.length} CSS syntax warning(s): fix them before building.`);
  process.exit(1);
}

/**
 * A script compressed again by Terser (two passes, safe transforms only) after esbuild's minifying:
 * ~1 KB gzip less of what every page loads (issue 37), ~1 s of build. esbuild names the files
 * (their content hashes) and keeps them apart; Terser only rewrites each one's insides.
 */
async function compress(code) {
  const { code: compressed } = await minifyWithTerser(code, {
    module: true,
    ecma: 2020,
    compress: { passes: 2 },
    mangle: true,
    format: { comments: false },
  });
  return Buffer.from(compressed);
}

/** An output's path inside the build directory ("chunks/x-HASH.js"), from its metafile key. */
const inBuild = (file) => relative(outdir, file).replaceAll("\\", "/");
const publicPath = (file) => `/build/${inBuild(file)}`;
const outputs = result.metafile.outputs;
const files = Object.keys(outputs).map(inBuild);

// The page names only the entry and the stylesheet (a /panel page the back office's one too: panelCss,
// so shoppers never download it): the entry imports its chunks itself, after
// the first paint (no modulepreload hints: issue 21). The boot script that loads the entry is
// inlined in the page; its hash goes into the Content-Security-Policy (src/common/api/app-middleware.ts).
const boot = (await transform(readFileSync("client/boot.js", "utf8"), { minify: true, target: "es2022" })).code.trim();
const manifest = {
  buildStamp,
  buildId: "",
  main: "",
  css: "",
  panelCss: "",
  boot,
  bootHash: `sha256-${createHash("sha256").update(boot).digest("base64")}`,
};
for (const [file, output] of Object.entries(outputs)) {
  if (output.entryPoint === "client/main.ts" && file.endsWith(".js")) manifest.main = publicPath(file);
  else if (file.endsWith(".css") && output.entryPoint === "client/styles.css") manifest.css = publicPath(file);
  else if (file.endsWith(".css") && output.entryPoint === "client/panel.css") manifest.panelCss = publicPath(file);
}
if (!manifest.main || !manifest.css || !manifest.panelCss) {
  throw new Error("client build: main script, shop stylesheet or back-office stylesheet missing from the metafile");
}
// Changes whenever any output file changes (their names carry content hashes): cached HTML that
// names older files must never be served after a new build, even one within the same minute.
manifest.buildId = createHash("sha256").update(files.toSorted().join("\n")).digest("hex").slice(0, 12);

// Every file first (a name that exists already holds these very bytes: names carry content hashes,
// so it is left alone), then the ledger, then the manifest: the Worker, bundled with the manifest,
// never names a file not yet written. The manifest sits beside the bundle, not in src/, which
// wrangler watches: writing there would rebuild forever.
mkdirSync(outdir, { recursive: true });
for (const file of result.outputFiles) {
  const contents = production && file.path.endsWith(".js") ? await compress(file.text) : file.contents;
  if (existsSync(file.path) && readFileSync(file.path).equals(contents)) continue;
  mkdirSync(dirname(file.path), { recursive: true });
  writeAtomically(file.path, contents);
}
// Files of replaced builds stay CLIENT_BUILD_GRACE_S (client/build-ledger.mjs says why).
const graceMs = config.CLIENT_BUILD_GRACE_S * 1000;
const now = Date.now();
const builds = recordBuild(readLedger(outdir), { id: manifest.buildId, files }, now, graceMs);
writeLedger(outdir, builds);
writeAtomically(`${outdir}/manifest.json`, JSON.stringify(manifest, null, 2) + "\n");
pruneFiles(outdir, builds, now, graceMs);

// The shop's build only: the bench (tests/bench/client-js.mjs) reads it.
if (!process.env.CLIENT_BUILD_OUTDIR) {
  mkdirSync(".wrangler", { recursive: true });
  writeFileSync(".wrangler/client-metafile.json", JSON.stringify(result.metafile));
}
console.log(`client: ${Object.keys(outputs).filter((file) => file.endsWith(".js")).length} scripts, build ${buildStamp}`);
