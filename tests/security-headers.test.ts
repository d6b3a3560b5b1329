import { env } from "cloudflare:workers";
import { clientManifest } from "../src/common/client-build";
import { describe, expect, it } from "vitest";
import { get, ORIGIN } from "./helpers";

function expectSecurityHeaders(response: Response, label: string) {
  const csp = response.headers.get("content-security-policy") ?? "";
  expect(csp, label).toContain("frame-ancestors 'none'");
  expect(csp, label).not.toContain("unsafe-inline");
  expect(csp, label).not.toContain("unsafe-eval");
  expect(response.headers.get("strict-transport-security"), label).toBe("max-age=31536000; includeSubDomains");
  expect(response.headers.get("x-content-type-options"), label).toBe("nosniff");
  expect(response.headers.get("referrer-policy"), label).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("permissions-policy"), label).toContain("camera=()");
}

describe("security headers on every kind of response", () => {
  it("HTML pages, JSON answers and errors carry CSP (scripts only from this site), HSTS, nosniff, referrer and permissions policies", async () => {
    const responses: [string, Response][] = [
      ["HTML page", await get("/opony/zimowe")],
      ["HTML 404", await get("/nie-ma-takiej-strony")],
      ["JSON", await get("/api/v1/catalogue/stats")],
      ["JSON 404", await get("/api/v1/nie-ma")],
      ["JSON 400", await get("/api/v1/catalogue/search?season=lato")],
      [
        "JSON 403",
        await get("/api/auth/signout", {
          method: "POST",
          headers: { origin: "https://evil.example", "content-type": "application/json" },
          body: "{}",
        }),
      ],
      ["XML site map", await get("/sitemap-listy.xml")],
      ["robots.txt", await get("/robots.txt")],
    ];
    for (const [label, response] of responses) {
      expectSecurityHeaders(response, label);
      const csp = response.headers.get("content-security-policy")!;
      // Scripts from the shop only, and the one inline boot script by its hash (client/boot.js).
      expect(csp, label).toContain(`script-src 'self' '${clientManifest.bootHash}';`);
    }
  });

  it("static files (answered before the Worker) carry them too, from public/_headers", async () => {
    const files = [
      "/favicon.svg",
      "/img/og-default.png",
      "/fonts/invoice/invoice-regular.ttf",
      clientManifest.css,
      clientManifest.panelCss,
    ];
    for (const path of files) {
      const response = await env.ASSETS.fetch(`${ORIGIN}${path}`);
      expect(response.status, path).toBe(200);
      expectSecurityHeaders(response, path);
    }
  });
});
