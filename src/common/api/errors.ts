import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ReportedEnv } from "../env";
import { errorBody, jsonError, logError, ShopError, ShopRefusal } from "../errors";

/** Every API failure leaves as `{ error_code, message }`; unexpected ones are reported first. */
export function handleApiError<E extends ReportedEnv>(error: Error, c: Context<E>) {
  if (error instanceof ShopError) return jsonError(c, error);
  if (error instanceof ShopRefusal) return error.toResponse();
  // Refusals of the middleware (a foreign origin, a malformed path, a body too large): the caller's
  // mistake, answered with its code and never reported.
  if (error instanceof HTTPException) {
    const status = error.status;
    if (status === 403) return c.json(errorBody("FORBIDDEN"), 403);
    if (status === 404) return apiNotFound(c);
    if (status === 413) return c.json(errorBody("PAYLOAD_TOO_LARGE"), 413);
    if (status < 500) return c.json(errorBody("BAD_REQUEST"), status);
  }
  c.var.reporter.capture(error, { url: c.req.url, method: c.req.method });
  logError(error);
  return c.json(errorBody("INTERNAL_ERROR"), 500);
}

/** An unknown API path: JSON, never the HTML 404 page. */
export function apiNotFound(c: Context) {
  return c.json(errorBody("NOT_FOUND"), 404);
}
