// The JavaScript a page really loads (issue 21): opened in Chromium, every script response until
// all of its islands have hydrated (client/main.ts marks <html data-hydrated>, the idle ones
// included) and the network has been quiet, each file gzipped at level 9. Plus the weight of
// every chunk of the client build, from esbuild's metafile.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright";

const gzipKb = (bytes) => gzipSync(bytes, { level: 9 }).length / 1024;

/** `pages`: [name, path]; `states`: visitor state → cookies to send. Answers KB per page and state. */
export async function measureClientJs(base, pages, states) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  const results = [];
  try {
    for (const [page, path] of pages) {
      for (const [state, cookies] of Object.entries(states)) {
        const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
        if (cookies.length) await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: base })));
        const tab = await context.newPage();
        const files = new Map();
        tab.on("response", (response) => {
          if (response.request().resourceType() === "script" && response.url().startsWith(base))
            files.set(
              response.url(),
              response.body().catch(() => Buffer.alloc(0)),
            );
        });
        await tab.goto(`${base}${path}`);
        await tab.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 30_000 });
        await tab.waitForLoadState("networkidle");
        let gzip = 0;
        let raw = 0;
        for (const body of files.values()) {
          const bytes = await body;
          raw += bytes.length / 1024;
          gzip += gzipKb(bytes);
        }
        results.push({ page, state, files: files.size, rawKb: raw, gzipKb: gzip });
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** Every JS file of the client build with its gzip weight and biggest inputs (the esbuild metafile the build writes). */
export function chunkWeights(metafile = ".wrangler/client-metafile.json") {
  const { outputs } = JSON.parse(readFileSync(metafile, "utf8"));
  return Object.entries(outputs)
    .filter(([file]) => file.endsWith(".js"))
    .map(([file, output]) => ({
      file: file.replace(/^public\/build\//, ""),
      gzipKb: gzipKb(readFileSync(file)),
      rawKb: output.bytes / 1024,
      top: Object.entries(output.inputs)
        .sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput)
        .slice(0, 3)
        .map(([input, { bytesInOutput }]) => `${input.replace(/^node_modules\//, "")} ${(bytesInOutput / 1024).toFixed(1)}`),
    }))
    .sort((a, b) => b.gzipKb - a.gzipKb);
}
