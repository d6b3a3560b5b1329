import { QueryClient, queryOptions } from "@tanstack/react-query";
import { STALE_TIME_MS } from "../src/config";
import { reportMutationFailure } from "./error-reporting";
import type { ErrorBody, SessionAnswer, SimpleCheckout } from "./server-types";

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
    reportMutationFailure({ url, method, body: init?.body, error });
    throw error;
  }
  const data = (await response.json().catch(() => null)) as unknown;
  if (response.status >= 400) {
    reportMutationFailure({ url, method, body: init?.body, status: response.status, data });
    throw new ApiError(data as ApiError["data"], response);
  }
  return data as T;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: STALE_TIME_MS.default },
      mutations: { retry: false },
    },
  });
}

/** One QueryClient shared by every island on the page. */
let browserClient: QueryClient | undefined;
export function getQueryClient(): QueryClient {
  if (typeof window === "undefined") return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}

export const sessionQuery = queryOptions({
  queryKey: ["session"],
  queryFn: () => fetchJson<SessionAnswer>("/api/auth/session"),
  staleTime: STALE_TIME_MS.session,
  refetchOnWindowFocus: true,
});

export const simpleCheckoutQuery = (token: string) =>
  queryOptions({
    queryKey: ["checkout", token, "simple"],
    queryFn: () => fetchJson<SimpleCheckout>(`/api/v1/checkout/${encodeURIComponent(token)}/simple`),
    staleTime: STALE_TIME_MS.simpleCheckout,
    refetchOnWindowFocus: "always",
  });
