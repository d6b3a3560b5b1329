/*
 * Where a page keeps its islands' props (issue 37): one JSON block (src/site/ui/Layout.tsx,
 * IslandScripts) holding every island's props by its id prefix (data-id-prefix), instead of a JSON
 * attribute on each marker, where every quote costs six bytes (&quot;): ~2.4 KB of a listing.
 * The browser's entry (client/main.ts) reads it once.
 */

/** The id of the page's island props block. */
export const ISLAND_PROPS_ID = "wyspy-dane";

/** The block's props by id prefix; none when missing or unreadable. */
export function readIslandProps(json: string | null | undefined): Record<string, Record<string, unknown>> {
  try {
    const props: unknown = JSON.parse(json || "{}");
    return props && typeof props === "object" && !Array.isArray(props) ? (props as Record<string, Record<string, unknown>>) : {};
  } catch {
    return {};
  }
}

/**
 * Fired (bubbling) on markup put into the page after it loaded (the phone menu's body): the entry
 * hydrates the islands inside it, and the chosen car's code names the car in its links.
 */
export const ISLANDS_ADDED_EVENT = "islands-added";
