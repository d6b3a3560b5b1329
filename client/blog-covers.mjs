// The blog covers as PNG beside their SVG (`npm run covers` after adding or changing a cover): link
// previews (og:image) and the Article markup take a raster image, the page itself shows the SVG
// (issue 38). Drawn by the same Chromium the browser tests use, at the covers' own 1200 × 630.
import { readdirSync, readFileSync } from "node:fs";
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

const dir = "public/img/blog";
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : "/usr/bin/chromium");
const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
for (const file of readdirSync(dir).filter((name) => name.endsWith(".svg"))) {
  const svg = readFileSync(`${dir}/${file}`, "utf8");
  await page.setContent(`<!doctype html><style>html,body{margin:0}svg{display:block;width:1200px;height:630px}</style>${svg}`);
  await page.screenshot({ path: `${dir}/${file.replace(/\.svg$/, ".png")}`, clip: { x: 0, y: 0, width: 1200, height: 630 } });
  console.log(`${dir}/${file.replace(/\.svg$/, ".png")}`);
}
await browser.close();
