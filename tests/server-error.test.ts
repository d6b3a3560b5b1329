import { Hono } from "hono";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import type { AppEnv } from "../src/site/env";
import { handleError, handleNotFound } from "../src/site/pages/errors";
import { renderer } from "../src/site/pages/renderer";

/** A tiny app wired like src/index.ts, with routes that fail on purpose. */
function failingApp() {
  const captured: unknown[] = [];
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set("reporter", { enabled: true, capture: (error) => captured.push(error) });
    await next();
  });
  app.use(renderer);
  app.get("/strona", () => {
    throw new Error("D1 is down");
  });
  app.get("/api/v1/cos", () => {
    throw new Error("D1 is down");
  });
  app.notFound(handleNotFound);
  app.onError(handleError);
  /** Requests the app with an execution context, as the runtime calls a Worker. */
  const request = async (path: string) => {
    const context = createExecutionContext();
    const response = await app.request(path, {}, env, context);
    await waitOnExecutionContext(context);
    return response;
  };
  return { request, captured };
}

describe("unexpected failures", () => {
  it("render the Polish 500 page and are reported", async () => {
    const { request, captured } = failingApp();
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await request("/strona");
    quiet.mockRestore();
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(body).toContain("Coś poszło nie tak");
    expect(body).toContain('lang="pl"');
    expect(body).not.toContain("D1 is down");
    expect(captured).toHaveLength(1);
  });

  it("answer API callers with INTERNAL_ERROR JSON, never the error text", async () => {
    const { request, captured } = failingApp();
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await request("/api/v1/cos");
    quiet.mockRestore();
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      error_code: "INTERNAL_ERROR",
      message: "Wystąpił nieoczekiwany błąd. Spróbuj ponownie za chwilę.",
    });
    expect(captured).toHaveLength(1);
  });
});
