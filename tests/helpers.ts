import { SELF } from "cloudflare:test";

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
