import { SELF } from "cloudflare:test";
import { COMPARE_COOKIE } from "../src/common/config";

export const ORIGIN = "https://sklep.test";

/** Requests the real Worker (pages, APIs and assets) as a browser would. */
export function get(path: string, init?: RequestInit): Promise<Response> {
  return SELF.fetch(`${ORIGIN}${path}`, init);
}

/**
 * Fetches a page's HTML. React separates adjacent text nodes with `<!-- -->`; those markers are
 * removed so tests can look for the text a reader sees.
 */
export async function html(path: string): Promise<{ status: number; body: string; response: Response }> {
  const response = await get(path);
  return { status: response.status, body: (await response.text()).replaceAll("<!-- -->", ""), response };
}

/** Every href on a page. */
export function hrefs(body: string): string[] {
  return [...body.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replaceAll("&amp;", "&"));
}

/**
 * A compare-list item as the browser stores it (client/state/compare). Price and year are stale
 * on purpose unless given: the compare page must show D1's.
 */
export function compareItem(
  tyre: { sku: string; slug: string; tread: string; producer: string },
  stored: { price?: number; productionYear?: number } = {},
) {
  const { sku, slug, tread, producer } = tyre;
  return {
    sku,
    slug,
    isMain: true,
    tread,
    producer,
    season: "zimowe",
    price: stored.price ?? 1,
    productionYear: stored.productionYear ?? 2020,
    attributes: {},
  };
}

/** The Cookie header of a compare list holding these items. */
export function compareCookie(items: unknown[]): string {
  return `${COMPARE_COOKIE}=${encodeURIComponent(JSON.stringify(items))}`;
}
