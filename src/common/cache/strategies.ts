/**
 * Named cache strategies: what a browser may keep (max-age) and what the edge may keep
 * (s-maxage). A response that sets a cookie or shows personal data uses cacheNone.
 */
export interface CacheStrategy {
  name: string;
  /** Cache-Control header sent to the browser. */
  cacheControl: string;
  /** Seconds the Worker keeps the response in the edge cache; 0 = not stored. */
  edgeTtl: number;
}

/** Catalogue pages and reads: fresh within minutes of a price change. */
export const cacheShort: CacheStrategy = {
  name: "short",
  cacheControl: "public, max-age=60, s-maxage=300, stale-while-revalidate=600",
  edgeTtl: 300,
};

/** Content that changes rarely (help pages, site maps, payment methods). */
export const cacheLong: CacheStrategy = {
  name: "long",
  cacheControl: "public, max-age=3600, s-maxage=86400, stale-while-revalidate=86400",
  edgeTtl: 86_400,
};

/** Personal or cookie-setting responses. */
export const cacheNone: CacheStrategy = {
  name: "none",
  cacheControl: "private, no-store",
  edgeTtl: 0,
};
