import { useContext, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import type { IslandName } from "../../../client/runtime/islands";
import { IslandCollector, IslandCollectorContext } from "../island";
import type { SiteSettings } from "../../common/site-settings";
import { SiteContext } from "./site-context";

const rendered = new Map<string, { html: string; islands: IslandName[]; props: Record<string, unknown> }>();
const MAX_ENTRIES = 16;

/**
 * Renders markup that is the same for every visitor (header, footer)
 * once per isolate and reuses the HTML. Anything personal in it is an island that fills itself
 * in after hydration, so sharing the markup is safe. The islands it contains are still recorded
 * for the page, so their scripts load and their props join the page's props block.
 */
export function StaticFragment({
  cacheKey,
  idPrefix,
  site,
  children,
}: {
  cacheKey: string;
  /** Its islands' id namespace, one letter apart from the page's "i" and the other fragments' (IslandCollector). */
  idPrefix: string;
  site: SiteSettings;
  children: ReactNode;
}) {
  const collector = useContext(IslandCollectorContext);
  const key = `${cacheKey}|${JSON.stringify(site)}`;
  let entry = rendered.get(key);
  if (!entry) {
    const inner = new IslandCollector(idPrefix);
    const html = renderToString(
      <SiteContext.Provider value={site}>
        <IslandCollectorContext.Provider value={inner}>{children}</IslandCollectorContext.Provider>
      </SiteContext.Provider>,
    );
    entry = { html, islands: [...inner.names], props: inner.props };
    if (rendered.size >= MAX_ENTRIES) rendered.clear();
    rendered.set(key, entry);
  }
  for (const name of entry.islands) collector?.names.add(name);
  if (collector) Object.assign(collector.props, entry.props);
  return <div className="static-fragment" dangerouslySetInnerHTML={{ __html: entry.html }} />;
}
