import { ISLAND_PROPS_ID, readIslandProps } from "../src/common/markup/island-props";
import { SELF } from "cloudflare:test";
import { COMPARE_COOKIE } from "../src/common/config/storefront";

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

/** An element found in HTML by a CSS selector (see `select`). */
export interface FoundElement {
  tag: string;
  /** Its attributes, character references decoded, by lower-case name. */
  attributes: Record<string, string>;
  /** Its text (with its descendants'; React's `<!-- -->` markers are comments, not text), character references decoded. */
  text: string;
}

const NAMED_REFERENCES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** HTML character references (named ones React and the shop write, and numeric ones) decoded. */
export function decodeHtml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#")
      return String.fromCodePoint(name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1)));
    return NAMED_REFERENCES[name] ?? whole;
  });
}

/**
 * The elements of `body` that match a CSS selector, in document order, parsed by workerd's own
 * HTML parser (HTMLRewriter, lol-html): attribute order, quoting and whitespace between attributes
 * do not matter. Selectors as HTMLRewriter takes them: tag, #id, .class, [attr], [attr="v"],
 * [attr^=…], descendant and child combinators, :nth-child, :first-child, :not(…).
 */
export async function select(body: string, selector: string): Promise<FoundElement[]> {
  const found: FoundElement[] = [];
  const open: FoundElement[] = [];
  await new HTMLRewriter()
    .on(selector, {
      element(element) {
        const attributes: Record<string, string> = {};
        for (const [name, value] of element.attributes as Iterable<[string, string]>) attributes[name.toLowerCase()] = decodeHtml(value);
        const entry = { tag: element.tagName.toLowerCase(), attributes, text: "" };
        found.push(entry);
        try {
          element.onEndTag(() => {
            open.splice(open.indexOf(entry), 1);
          });
          open.push(entry);
        } catch {
          // No end tag (a void element, or a self-closing one in SVG): no content either.
        }
      },
      text(chunk) {
        for (const entry of open) entry.text += chunk.text;
      },
    })
    .transform(new Response(body, { headers: { "content-type": "text/html; charset=utf-8" } }))
    .arrayBuffer();
  // A script's or style's text is raw text: no character references in it.
  for (const entry of found) if (entry.tag !== "script" && entry.tag !== "style") entry.text = decodeHtml(entry.text);
  return found;
}

/** The one element of `body` that matches `selector` (an error names the selector when there are none or several). */
export async function selectOne(body: string, selector: string): Promise<FoundElement> {
  const found = await select(body, selector);
  if (found.length !== 1) throw new Error(`expected one element for "${selector}", found ${found.length}`);
  return found[0]!;
}

/**
 * An island's props as the browser hydrates them: the page's props block (ISLAND_PROPS_ID) at the
 * island's id prefix (its marker's data-id-prefix).
 */
export async function islandProps<Props = Record<string, unknown>>(body: string, name: string): Promise<Props> {
  const island = await selectOne(body, `[data-island="${name}"]`);
  const block = new RegExp(`<script type="application/json" id="${ISLAND_PROPS_ID}">([^<]*)</script>`).exec(body)?.[1];
  const props = readIslandProps(block)[island.attributes["data-id-prefix"] ?? ""];
  if (!props) throw new Error(`no props for the island ${name} in the page's props block`);
  return props as Props;
}

/**
 * Where each GET form matching `selector` leads when sent as it is: its action with its inputs'
 * names and values as the query, in document order (as a browser builds it).
 */
export async function getFormTargets(body: string, selector: string): Promise<string[]> {
  const forms: { action: string; query: URLSearchParams }[] = [];
  await new HTMLRewriter()
    .on(selector, {
      element(element) {
        forms.push({ action: decodeHtml(element.getAttribute("action") ?? ""), query: new URLSearchParams() });
      },
    })
    .on(`${selector} input`, {
      element(element) {
        forms.at(-1)?.query.append(decodeHtml(element.getAttribute("name") ?? ""), decodeHtml(element.getAttribute("value") ?? ""));
      },
    })
    .transform(new Response(body, { headers: { "content-type": "text/html; charset=utf-8" } }))
    .arrayBuffer();
  return forms.map(({ action, query }) => (query.size ? `${action}?${query}` : action));
}
