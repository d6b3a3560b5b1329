import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import app from "../src/index";

/** The Worker as deployed (ENVIRONMENT production), called in this isolate. */
export async function inProduction(path: string, init?: RequestInit): Promise<Response> {
  const context = createExecutionContext();
  // Its own host: the page caches key by origin, so test-environment copies are not served here.
  const response = await app.fetch(
    new Request(`https://produkcja.sklep.test${path}`, { redirect: "manual", ...init }),
    { ...env, ENVIRONMENT: "production" },
    context,
  );
  await waitOnExecutionContext(context);
  return response;
}

let configuredHosts = 0;

/** The Worker with some [vars] set otherwise (e.g. an optional feature configured), on a host of its own each call (pages are cached by origin). */
export async function withVars(path: string, vars: Partial<Env>, init?: RequestInit): Promise<Response> {
  const context = createExecutionContext();
  const response = await app.fetch(
    new Request(`https://konfiguracja-${++configuredHosts}.sklep.test${path}`, { redirect: "manual", ...init }),
    { ...env, ...vars },
    context,
  );
  await waitOnExecutionContext(context);
  return response;
}
