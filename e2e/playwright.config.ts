import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const port = process.env.E2E_PORT ?? "8790";
const host = "127.0.0.1";
/** Specs read the shop's address from Playwright's baseURL (fixture `baseURL`), never a port of their own. */
const baseURL = `http://${host}:${port}`;
/** The same shop in production mode on the next port (started by e2e/serve.mjs too): the crawl's. */
const productionURL = `http://${host}:${Number(port) + 1}`;
// Specs run in worker processes that inherit this environment.
process.env.E2E_PRODUCTION_URL = productionURL;

/** Browser flags that work offline on these machines (see ../shared/DESIGN.md). */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/**
 * Playwright cannot download its own browser here: Debian's packages, overridable with
 * CHROMIUM_PATH. Chromium's headless shell (package `chromium-headless-shell`, the build Playwright
 * itself runs headless tests on) when installed: measured on this 2-core machine, the same specs
 * take half the time and half the CPU they take in the full browser's headless mode (frame,
 * choose-right and compare at 375 px: 82 s → 42 s). The full `chromium` otherwise.
 */
function browserPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const shell = "/usr/bin/chromium-headless-shell";
  return existsSync(shell) ? shell : "/usr/bin/chromium";
}

/** The back office's specs: desktop width only (project "back-office"). */
const BACK_OFFICE = /panel-[^/]*\.spec\.ts$/;
/** The production shop's crawl (project "crawl"). */
const CRAWL = /crawl\.spec\.ts$/;
const DESKTOP = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } };

export default defineConfig({
  testDir: ".",
  testMatch: /.*\.spec\.ts/,
  // Two workers on a 2-core machine: a spec file is the unit of work (its tests run in order, in
  // one worker), so at most two files run at once, each page in its own browser context. Specs that
  // change what others see run in a phase of their own (the back office, below). E2E_WORKERS=1
  // runs everything one file after another.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  // Long flows (register → order → invoice → delete) need more than 30 s on a busy 2-core machine.
  timeout: 60_000,
  // An answer the page waits for (a basket line removed through the shop API) can take more than
  // Playwright's 5 s while two specs, their shops and browsers share two cores.
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  outputDir: "../test-results",
  use: {
    baseURL,
    launchOptions: {
      executablePath: browserPath(),
      args: chromiumArgs,
    },
    locale: "pl-PL",
    timezoneId: "Europe/Warsaw",
    // Visitors who already chose (functional storage, no analytics or marketing): the banner stays out of the way.
    // e2e/consent.spec.ts starts without this cookie.
    storageState: {
      cookies: [
        {
          name: "cookie-consent",
          value: "v2%3Afunctional%3D1%2Canalytics%3D0%2Cmarketing%3D0",
          domain: host,
          path: "/",
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: "Lax",
        },
      ],
      origins: [],
    },
  },
  projects: [
    // The search engine's crawl walks the production shop (its own server and D1), the longest
    // single test: first, so it runs beside the storefront specs rather than after them.
    { name: "crawl", testMatch: CRAWL, use: DESKTOP },
    // The shop at a phone's and a desktop's width: every storefront spec at both, side by side.
    {
      name: "mobile-375",
      testIgnore: [BACK_OFFICE, CRAWL],
      grepInvert: /@desktop/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 375, height: 812 }, hasTouch: true },
    },
    { name: "desktop-1280", testIgnore: [BACK_OFFICE, CRAWL], grepInvert: /@mobile/, use: DESKTOP },
    // The back office (staff work at a desk) at desktop width only, after the storefront: it changes
    // what shoppers see (prices, hidden offers, an imported feed's tyres), so it runs alone against
    // the development shop, one spec at a time. (Tried on a shop of its own beside the storefront's
    // specs: ~1.3 min faster, but its imports and PDFs starved the storefront's shop, whose basket
    // answered after more than 10 s in 2 runs of 2.)
    {
      name: "back-office",
      testMatch: BACK_OFFICE,
      grepInvert: /@mobile/,
      dependencies: ["mobile-375", "desktop-1280"],
      workers: 1,
      use: DESKTOP,
    },
  ],
  // Fresh servers (and fresh D1s, see serve.mjs) every run; reusing ones already listening is
  // opt-in for local iteration (E2E_REUSE=1), never what CI gets. serve.mjs starts both shops (one
  // database, seeded once, copied); the second entry only waits for the production shop's port.
  webServer: [
    {
      command: "node e2e/serve.mjs",
      cwd: "..",
      url: `${baseURL}/`,
      timeout: 180_000,
      reuseExistingServer: process.env.E2E_REUSE === "1",
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: 'node -e "setInterval(() => {}, 1 << 30)"',
      url: `${productionURL}/`,
      timeout: 180_000,
      reuseExistingServer: process.env.E2E_REUSE === "1",
    },
  ],
});
