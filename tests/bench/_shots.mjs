import { chromium } from "@playwright/test";
const base = "http://127.0.0.1:8787";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium-headless-shell", args: ["--no-sandbox"] });
for (const width of [375, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: "pl-PL" });
  await context.addCookies([{ name: "cookie-consent", value: "v2%3Afunctional%3D1%2Canalytics%3D0%2Cmarketing%3D0", url: base }]);
  const page = await context.newPage();
  await page.goto(`${base}/opony/zimowe/205/55/r16`);
  await page.locator(".listing-facts").screenshot({ path: `/tmp/shot-facts-${width}.png` });
  const slug = process.argv[2];
  await page.goto(`${base}/dane-opony/${slug}`);
  await page.locator(".gpsr").screenshot({ path: `/tmp/shot-gpsr-${width}.png` });
  await context.close();
}
await browser.close();
