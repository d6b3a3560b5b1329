import { reportMutationFailure } from "../errors/error-reporting";
import type { ErrorBody } from "./server-types";

/*
 * Calls to the site's and the shop's JSON APIs without any library: the frame's islands (basket
 * badge, account menu) and the product cards' actions use these alone, so a page that needs no
 * query cache never downloads TanStack Query (client/api/query.ts).
 */

/**
 * A failed call (status ≥ 400): carries the parsed body and the response, as SPEC §7 asks. The
 * body is the APIs' error JSON; null when the answer was not JSON (a proxy's error page).
 */
export class ApiError extends Error {
  constructor(
    readonly data: ErrorBody | null,
    readonly response: Response,
  ) {
    super(data?.message ?? `HTTP ${response.status}`);
    this.name = "ApiError";
  }
  get status(): number {
    return this.response.status;
  }
}

/** fetch + JSON that rejects with ApiError for status ≥ 400. */
export async function fetchJson<T>(url: string, init?: RequestInit): Promise<T> {
  const method = (init?.method ?? "GET").toUpperCase();
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers: { accept: "application/json", ...(init?.body ? { "content-type": "application/json" } : {}), ...init?.headers },
      credentials: "same-origin",
    });
  } catch (error) {
    void reportMutationFailure({ url, method, body: init?.body, error });
    throw error;
  }
  const data = (await response.json().catch(() => null)) as unknown;
  if (response.status >= 400) {
    void reportMutationFailure({ url, method, body: init?.body, status: response.status, data });
    throw new ApiError(data as ApiError["data"], response);
  }
  return data as T;
}
