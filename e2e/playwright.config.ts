import { defineConfig, devices } from "@playwright/test";

const port = process.env.E2E_PORT ?? "8790";

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
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      // Playwright cannot download its own browser here: Debian's chromium, overridable.
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: chromiumArgs,
    },
    locale: "pl-PL",
    timezoneId: "Europe/Warsaw",
    // Visitors who already chose (only necessary cookies): the banner stays out of the way.
    // e2e/consent.spec.ts starts without this cookie.
    storageState: { cookies: [{ name: "cookie-consent", value: "v1%3Aanalytics%3D0%2Cmarketing%3D0", domain: "127.0.0.1", path: "/", expires: -1, httpOnly: false, secure: false, sameSite: "Lax" }], origins: [] },
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
    url: `http://127.0.0.1:${port}/`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    stdout: "ignore",
    stderr: "pipe",
  },
});
