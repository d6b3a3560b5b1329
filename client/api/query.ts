import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createElement, type ReactNode } from "react";
import { STALE_TIME_MS } from "../../src/common/config/storefront";

/*
 * TanStack Query for the islands that keep server state in a cache (the basket, the checkout, the
 * listing's live filter count). Only they import this module, so only their pages download the
 * library (issue 21: ~12 KB gzip the other pages never need). Plain calls: client/api/fetch-json.ts.
 */

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: STALE_TIME_MS.default },
      mutations: { retry: false },
    },
  });
}

/** One QueryClient shared by every island on the page that uses one. */
let browserClient: QueryClient | undefined;
export function getQueryClient(): QueryClient {
  if (typeof window === "undefined") return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}

/** Wraps an island's tree in the page's QueryClient: the islands that use TanStack Query render inside it. */
export function WithQueryClient({ children }: { children?: ReactNode }) {
  return createElement(QueryClientProvider, { client: getQueryClient() }, children);
}
