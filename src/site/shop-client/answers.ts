import type { ClientResponse } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
import { HTTPException } from "hono/http-exception";
import type { ErrorBody } from "../../common/errors";
import { ShopRefusal } from "../../common/errors";
import { ShopUnavailable } from "../../common/errors/shop-unavailable";

/** Any answer of the typed shop client. */
type AnyResponse = ClientResponse<unknown, number, string>;

/** The body of a response's success statuses, as the shop API's types declare it. */
export type SuccessBody<R> = R extends ClientResponse<infer T, infer S, string> ? (S extends SuccessStatusCode ? T : never) : never;

/*
 * How the site reads the shop API's answers, one module for pages, the back office and the site's API.
 */

/**
 * How every page reads the shop API, like Hydrogen's loaders. `critical`: data the page cannot
 * be shown without. Its answer; null when the API says 404 or 400 (the page answers its Polish
 * 404: an address the API refuses names no page); anything else, or no answer at all, throws
 * ShopUnavailable: the Polish 503, or a cached copy of the page (stale-if-error).
 */
export async function critical<R extends AnyResponse>(request: Promise<R>): Promise<SuccessBody<R> | null> {
  let response: R;
  try {
    response = await request;
  } catch (error) {
    throw new ShopUnavailable("shop API unreachable", { cause: error });
  }
  if (response.status === 404 || response.status === 400) return null;
  if (!response.ok) throw new ShopUnavailable(`shop API answered ${response.status}`);
  return (await response.json()) as SuccessBody<R>;
}

/**
 * `optional`: data the page can do without (a side block, a list of producers). Never throws:
 * any failure gives `fallback`, and the page renders without it.
 */
export async function optional<R extends AnyResponse, F>(request: Promise<R>, fallback: F): Promise<SuccessBody<R> | F> {
  try {
    const response = await request;
    return response.ok ? ((await response.json()) as SuccessBody<R>) : fallback;
  } catch {
    return fallback;
  }
}

/** What answerOf needs of a response (the typed client's answers, or a plain Response). */
interface Answer {
  ok: boolean;
  status: number;
  headers: Headers;
  json(): Promise<unknown>;
}

/**
 * `answerOf`: the back office's and the site API's reads and writes. The JSON of a success; a 4xx
 * is thrown as a ShopRefusal (the site's API hands it on, the back office shows its message); a
 * 5xx is not a refusal and is thrown as an error, unless an outside service is what failed.
 */
export async function answerOf<T>(response: Answer): Promise<T> {
  if (response.ok) return (await response.json()) as T;
  const body = ((await response.json().catch(() => null)) ?? null) as Partial<ErrorBody> | null;
  // An outside service the shop relies on did not answer (a carrier, a supplier's feed): its message
  // tells staff what to do, so it is handed on like a refusal; any other 5xx is the shop's own failure.
  const outsideService = body?.error_code === "CARRIER_UNAVAILABLE" || body?.error_code === "FEED_UNAVAILABLE";
  if (response.status >= 500 && !outsideService) throw new Error(`shop API answered ${response.status}: ${body?.error_code ?? "?"}`);
  throw new ShopRefusal(response.status, body, response.headers.get("retry-after"));
}

/** Like answerOf, but a 404 becomes the caller's own "not found" page. */
export async function foundOrNotFound<T>(response: Answer): Promise<T> {
  if (response.status === 404) throw new HTTPException(404, { message: "Nie znaleziono" });
  return answerOf<T>(response);
}

/** The typed client's success body, or the refusal thrown as answerOf throws it. */
export async function shopAnswer<R extends AnyResponse>(response: R): Promise<SuccessBody<R>> {
  return answerOf<SuccessBody<R>>(response as unknown as Answer);
}
