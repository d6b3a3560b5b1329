/**
 * <Island name props>: server-renders an interactive component inside a marker element that
 * carries its name and JSON props, and records that the page needs the client script.
 * React escapes attribute values, so a prop holding `</script>` or quotes stays inert text.
 *
 * Each island is rendered as its own React root (renderToString), exactly the tree the browser
 * hydrates, so useId and everything else depending on tree position match on both sides; each
 * root gets its own useId prefix (data-id-prefix), so ids never repeat across islands.
 */
import { createContext, useContext, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { ISLANDS, type IslandComponent, type IslandName, type IslandProps } from "../../client/runtime/islands";
import { IslandProviders } from "../../client/runtime/providers";

/**
 * Every island's component, from the browser's own list (client/runtime/islands.ts). Rendering
 * is synchronous, so each loader is resolved once, when this module loads: the Worker bundle
 * inlines the dynamic imports, so this settles before the first request is served.
 */
export const islandComponents = Object.fromEntries(
  await Promise.all((Object.keys(ISLANDS) as IslandName[]).map(async (name) => [name, (await ISLANDS[name].load()).default] as const)),
) as { [N in IslandName]: IslandComponent<N> };

/** Per-render record of the islands a page contains (filled in render order). */
export class IslandCollector {
  readonly names = new Set<IslandName>();
  /** Each island's props by its id prefix: the page's one props block (Layout's IslandScripts) holds them. */
  readonly props: Record<string, unknown> = {};
  private count = 0;
  /**
   * `namespace` keeps fragments rendered apart (header, footer, the menus' fragment) from repeating
   * the page's prefixes: one letter each ("i" the page's), as every island's ids carry it.
   * `inlineProps`: markup fetched into a page later (the phone menu's body) has no props block of
   * its own, so its islands carry their props in a data-props attribute.
   */
  constructor(
    private readonly namespace = "i",
    readonly inlineProps = false,
  ) {}
  /**
   * A prefix for the island's useId values: every island is its own React root, and each root
   * would otherwise start at the same id, so two islands' labels and controls would collide.
   */
  nextIdPrefix(): string {
    return `${this.namespace}${this.count++}-`;
  }
}

export const IslandCollectorContext = createContext<IslandCollector | null>(null);

export function Island<N extends IslandName>(props: {
  name: N;
  props: IslandProps<N>;
  /** Marker element; use "span" inside phrasing content. */
  as?: "div" | "span";
  className?: string;
  /**
   * "interaction": hydrate only when the shopper first touches it (focus, pointer, key), not when
   * it comes into view; its server HTML works until then (a form). client/main.ts reads it.
   */
  hydrate?: "interaction";
}): ReactElement {
  const collector = useContext(IslandCollectorContext);
  if (!collector) throw new Error("<Island> rendered outside a page layout");
  collector.names.add(props.name);
  const Component = islandComponents[props.name] as (p: IslandProps<N>) => ReactElement | null;
  const Tag = props.as ?? "div";
  const idPrefix = collector.nextIdPrefix();
  if (!collector.inlineProps) collector.props[idPrefix] = props.props;
  const html = renderToString(
    <IslandProviders>
      <Component {...props.props} />
    </IslandProviders>,
    { identifierPrefix: idPrefix },
  );
  return (
    <Tag
      className={props.className ? `island ${props.className}` : "island"}
      data-island={props.name}
      data-id-prefix={idPrefix}
      data-hydrate={props.hydrate}
      data-props={collector.inlineProps ? JSON.stringify(props.props) : undefined}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
