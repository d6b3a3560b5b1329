import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { fileUrl } from "../src/common/images";
import { storeTyreImage } from "../src/shop/images/tyre-images";
import worker from "../src/index";
import { get, ORIGIN } from "./helpers";
import { makeTyre, samplePng } from "./media";

/**
 * Issue 34 point 6: every answer under /pliki/ keeps the files' sandbox CSP and nosniff, whatever
 * path it took (R2, the edge copy, a revalidation, HEAD, a range, a 404 or 503 page). The pages'
 * CSP, which the common middleware writes after every handler, must never replace it: that one
 * mentions "sandbox" too (https://sandbox.przelewy24.pl), so the header is compared whole.
 */

/** The files' policy (src/site/files-route.ts, FILE_SECURITY_HEADERS), written out: the test states it on its own. */
const SANDBOX = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

function expectFileHeaders(response: Response, label: string) {
  expect(response.headers.get("content-security-policy"), label).toBe(SANDBOX);
  expect(response.headers.get("x-content-type-options"), label).toBe("nosniff");
}

/** The Worker with R2 failing: its answers when `FILES` cannot be read. */
async function withFailingR2(path: string, init?: RequestInit): Promise<Response> {
  const broken = () => Promise.reject(new Error("R2 is down"));
  const files = { get: broken, head: broken } as unknown as R2Bucket;
  const context = createExecutionContext();
  const response = await worker.fetch(new Request(`${ORIGIN}${path}`, init), { ...env, FILES: files }, context);
  await waitOnExecutionContext(context);
  return response;
}

describe("/pliki/: the sandbox CSP on every answer", () => {
  it("is kept on a file from R2, its edge copy, a revalidation (304), HEAD and a range request", async () => {
    const key = await storeTyreImage(env, (await makeTyre()).id, await samplePng(41));
    const otherKey = await storeTyreImage(env, (await makeTyre()).id, await samplePng(42));

    // HEAD and a revalidation before anything is cached: R2's metadata only.
    const head = await get(fileUrl(key), { method: "HEAD" });
    expect(head.status).toBe(200);
    expectFileHeaders(head, "HEAD from R2");
    const etag = head.headers.get("etag")!;
    const revalidated = await get(fileUrl(key), { headers: { "if-none-match": etag } });
    expect(revalidated.status).toBe(304);
    expectFileHeaders(revalidated, "304 from R2");
    // A range before the file is cached (R2's path; the whole file is a fine answer to a range).
    const rangeFromR2 = await get(fileUrl(otherKey), { headers: { range: "bytes=0-9" } });
    expect([200, 206]).toContain(rangeFromR2.status);
    expectFileHeaders(rangeFromR2, "range from R2");
    await rangeFromR2.arrayBuffer();

    const fromR2 = await get(fileUrl(key));
    expect(fromR2.status).toBe(200);
    expect(fromR2.headers.get("x-cache")).toBe("MISS");
    expectFileHeaders(fromR2, "200 from R2");
    await fromR2.arrayBuffer();

    const cached = await get(fileUrl(key));
    expect(cached.headers.get("x-cache")).toBe("HIT");
    expectFileHeaders(cached, "200 from the edge copy");
    await cached.arrayBuffer();
    const cachedRevalidation = await get(fileUrl(key), { headers: { "if-none-match": etag } });
    expect(cachedRevalidation.status).toBe(304);
    expectFileHeaders(cachedRevalidation, "304 from the edge copy");
    const cachedRange = await get(fileUrl(key), { headers: { range: "bytes=0-9" } });
    expect([200, 206]).toContain(cachedRange.status);
    expectFileHeaders(cachedRange, "range from the edge copy");
    await cachedRange.arrayBuffer();
    const cachedHead = await get(fileUrl(key), { method: "HEAD" });
    expectFileHeaders(cachedHead, "HEAD of a cached file");
  });

  it("is kept on the 404 page, a malformed path, another method and the 503 page when R2 fails", async () => {
    for (const path of [
      "/pliki/opony/0123456789abcdef0123456789abcdef.png",
      "/pliki/etykiety/999-0123456789abcdef.pdf",
      "/pliki/opony/x.gif",
      "/pliki/importy/feed.csv",
      "/pliki/opony/%ZZ.png",
      "/pliki/",
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expectFileHeaders(response, path);
      await response.arrayBuffer();
    }
    const posted = await get("/pliki/opony/0123456789abcdef0123456789abcdef.png", {
      method: "POST",
      headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
      body: "a=1",
    });
    expect(posted.status).toBeGreaterThanOrEqual(400);
    expectFileHeaders(posted, "POST");
    await posted.arrayBuffer();

    const failing = await withFailingR2("/pliki/opony/fedcba9876543210fedcba9876543210.png");
    expect(failing.status).toBe(503);
    expectFileHeaders(failing, "503");
    const failingHead = await withFailingR2("/pliki/opony/fedcba9876543210fedcba9876543210.png", { method: "HEAD" });
    expect(failingHead.status).toBe(503);
    expectFileHeaders(failingHead, "503 HEAD");
  });

  it("leaves the pages their own CSP", async () => {
    const page = await get("/opony/zimowe");
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(page.headers.get("content-security-policy")).not.toBe(SANDBOX);
    await page.arrayBuffer();
  });
});
