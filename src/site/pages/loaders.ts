import type { ClientResponse } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
import { ShopUnavailable } from "../../common/errors/shop-unavailable";

/** Any answer of the typed shop client. */
type AnyResponse = ClientResponse<unknown, number, string>;

/** The body of a response's success statuses, as the shop API's types declare it. */
export type SuccessBody<R> = R extends ClientResponse<infer T, infer S, string> ? (S extends SuccessStatusCode ? T : never) : never;

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
