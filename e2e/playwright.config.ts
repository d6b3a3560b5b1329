import { defineConfig, devices } from "@playwright/test";

const port = process.env.E2E_PORT ?? "8790";
const host = "127.0.0.1";
/** Specs read the shop's address from Playwright's baseURL (fixture `baseURL`), never a port of their own. */
const baseURL = `http://${host}:${port}`;
/** The same shop in production mode on the next port (e2e/serve.mjs --production): the crawl's. */
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

export default defineConfig({
  testDir: ".",
  testMatch: /.*\.spec\.ts/,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Long flows (register → order → invoice → delete) need more than 30 s on a busy 2-core machine.
  timeout: 60_000,
  reporter: [["list"]],
  outputDir: "../test-results",
  use: {
    baseURL,
    launchOptions: {
      // Playwright cannot download its own browser here: Debian's chromium, overridable.
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
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
    {
      name: "mobile-375",
      grepInvert: /@desktop/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 375, height: 812 }, hasTouch: true },
    },
    { name: "desktop-1280", grepInvert: /@mobile/, use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } } },
  ],
  // A fresh server (and a fresh D1, see serve.mjs) every run; reusing one already listening is
  // opt-in for local iteration (E2E_REUSE=1), never what CI gets.
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
      command: "node e2e/serve.mjs --production",
      cwd: "..",
      url: `${productionURL}/`,
      timeout: 180_000,
      reuseExistingServer: process.env.E2E_REUSE === "1",
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
