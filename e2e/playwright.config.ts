import { defineConfig, devices } from "@playwright/test";

const port = process.env.E2E_PORT ?? "8790";
const host = "127.0.0.1";
/** Specs read the shop's address from Playwright's baseURL (fixture `baseURL`), never a port of their own. */
const baseURL = `http://${host}:${port}`;

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
  timeout: 30_000,
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
    // Visitors who already chose (only necessary cookies): the banner stays out of the way.
    // e2e/consent.spec.ts starts without this cookie.
    storageState: {
      cookies: [
        {
          name: "cookie-consent",
          value: "v1%3Aanalytics%3D0%2Cmarketing%3D0",
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
  webServer: {
    command: "node e2e/serve.mjs",
    cwd: "..",
    url: `${baseURL}/`,
    timeout: 180_000,
    // A fresh server (and a fresh D1, see serve.mjs) every run; reusing one already listening is
    // opt-in for local iteration (E2E_REUSE=1), never what CI gets.
    reuseExistingServer: process.env.E2E_REUSE === "1",
    stdout: "ignore",
    stderr: "pipe",
  },
});
