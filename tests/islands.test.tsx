import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ISLANDS, type IslandName } from "../client/runtime/islands";
import { Island, IslandCollector, IslandCollectorContext, islandComponents } from "../src/site/island";
import { IslandScripts } from "../src/site/ui/Layout";
import { clientManifest } from "../src/common/client-build";
import { readIslandProps } from "../src/common/markup/island-props";

const hostile = `</script><script>alert("x")</script>' " & <b>`;

function render(children: React.ReactNode, collector = new IslandCollector()) {
  return {
    collector,
    html: renderToString(<IslandCollectorContext.Provider value={collector}>{children}</IslandCollectorContext.Provider>),
  };
}

describe("<Island>", () => {
  it("marks the island with its name, its props in the page's one block by its id prefix, escaped as inert text", () => {
    const { html } = render(
      <>
        <Island name="compare-link" props={{ href: "/porownywarka", label: hostile, tooltip: "Wskazówka" }} />
        <IslandScripts />
      </>,
    );
    expect(html).toContain('data-island="compare-link"');
    expect(html).not.toContain("data-props");
    expect(html).not.toContain("<script>alert");
    const prefix = html.match(/data-id-prefix="([^"]*)"/)?.[1] ?? "";
    const block = html.match(/<script type="application\/json" id="wyspy-dane">([^<]*)<\/script>/)?.[1];
    // `<` is escaped in the block, so no value can close the script element.
    expect(block).not.toContain("<");
    expect(readIslandProps(block)[prefix]).toEqual({ href: "/porownywarka", label: hostile, tooltip: "Wskazówka" });
  });

  it("server-renders the component inside the marker", () => {
    const { html } = render(
      <Island name="compare-link" props={{ href: "/porownywarka", label: "Porównaj", tooltip: "Dodaj dwie opony" }} />,
    );
    expect(html).toMatch(/data-island="compare-link"[^>]*>.*Porównaj.*Dodaj dwie opony/s);
  });

  it("records the islands a page uses, and a page without islands gets no script", () => {
    const withIsland = render(
      <>
        <Island name="global-ui" props={{ loadingLabel: "Ładowanie…", closeLabel: "Zamknij" }} />
        <IslandScripts />
      </>,
    );
    expect([...withIsland.collector.names]).toEqual(["global-ui"]);
    // The entry loads after the first paint, by the inline boot script the CSP allows by its hash.
    expect(withIsland.html).toContain(`<script data-src="${clientManifest.main}">${clientManifest.boot}</script>`);
    expect(withIsland.html).not.toContain(` src="${clientManifest.main}"`);
    // No preload hints: they fetched every chunk beside the stylesheet and delayed the first paint (issue 21).
    expect(withIsland.html).not.toContain("modulepreload");

    const without = render(
      <>
        <p>Bez wysp</p>
        <IslandScripts />
      </>,
    );
    expect(without.html).not.toContain("<script");
    expect(without.html).not.toContain("modulepreload");
  });

  it("renders on the server every island of the one list the browser loads from", async () => {
    const names = Object.keys(ISLANDS) as IslandName[];
    expect(Object.keys(islandComponents)).toEqual(names);
    for (const name of names) expect(islandComponents[name]).toBe((await ISLANDS[name].load()).default);
  });

  it("ships the frame's islands in the entry chunk and loads the others on demand", async () => {
    expect(clientManifest.buildId).toMatch(/^[a-f0-9]{12}$/);
    const onDemand = Object.keys(ISLANDS).filter((name) => !ISLANDS[name as IslandName].inEntry);
    expect(onDemand).toEqual(expect.arrayContaining(["card-actions", "filter-sheet", "basket", "checkout-form"]));
    expect(onDemand).not.toContain("basket-badge");
    // A listing's islands come from one chunk (client/runtime/listing-islands.ts).
    const { CardActions, FilterSheet } = await import("../client/runtime/listing-islands");
    expect(islandComponents["card-actions"]).toBe(CardActions);
    expect(islandComponents["filter-sheet"]).toBe(FilterSheet);
  });
});
