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

/**
 * fetch for the APIs: JSON headers, same-origin credentials, and a failure (status ≥ 400, or no
 * answer) reported when it is a flagged mutation and rejected as ApiError. The typed clients
 * (client/api/clients.ts) fetch through it.
 */
export async function apiFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = input instanceof Request ? input.url : String(input);
  const method = (init?.method ?? "GET").toUpperCase();
  const headers = new Headers(init?.headers);
  headers.set("accept", "application/json");
  if (init?.body && !headers.has("content-type")) headers.set("content-type", "application/json");
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers, credentials: "same-origin" });
  } catch (error) {
    void reportMutationFailure({ url, method, body: init?.body, error });
    throw error;
  }
  if (response.status >= 400) {
    const data = (await response.json().catch(() => null)) as unknown;
    void reportMutationFailure({ url, method, body: init?.body, status: response.status, data });
    throw new ApiError(data as ApiError["data"], response);
  }
  return response;
}

/** A form's own action (json-form posts where the server's markup says): fetch + JSON, rejecting with ApiError. */
export async function fetchJson<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await apiFetch(url, init);
  return (await response.json().catch(() => null)) as T;
}
