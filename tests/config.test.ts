import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import pkg from "../package.json";
import { clientManifest } from "../src/common/client-build";
import * as config from "../src/common/config/index";
import { ORIGIN } from "./helpers";

/** A stylesheet as the browser gets it (the shop's unless named): client/build.mjs's output, served from the assets. */
async function builtStylesheet(path = clientManifest.css): Promise<string> {
  const response = await env.ASSETS.fetch(`${ORIGIN}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The value of a custom property declared on :root (minified or not). */
function rootVariable(css: string, name: string): string | undefined {
  const declarations = [...css.matchAll(/:root\s*\{([^}]*)\}/g)].map((match) => match[1]!);
  for (const block of declarations) {
    const value = new RegExp(`(?:^|;)\\s*${name}\\s*:\\s*([^;]+)`).exec(block)?.[1];
    if (value !== undefined) return value.trim();
  }
  return undefined;
}

describe("config and the places that must agree with it", () => {
  it("names the version of package.json", () => {
    expect(config.APP_VERSION).toBe(pkg.version);
  });

  it("lets two tyres be compared before the compare list is full", () => {
    expect(config.COMPARE_MIN_ITEMS_EXCLUSIVE).toBeGreaterThanOrEqual(1);
    expect(config.COMPARE_MIN_ITEMS_EXCLUSIVE).toBeLessThan(config.COMPARE_MAX_ITEMS);
  });

  it("gives the built stylesheet the header height, overlay fade, menu z-index and container width", async () => {
    const css = await builtStylesheet();
    expect(rootVariable(css, "--header-height")).toBe(`${config.MOBILE_HEADER_HEIGHT_PX}px`);
    expect(Number.parseFloat(rootVariable(css, "--overlay-fade") ?? "")).toBe(config.LOADING_OVERLAY_FADE_S);
    expect(rootVariable(css, "--overlay-fade")).toMatch(/s$/);
    expect(rootVariable(css, "--menu-overlay-z")).toBe(String(config.MENU_OVERLAY_Z_INDEX));
    expect(rootVariable(css, "--container")).toBe(`${config.BREAKPOINTS.xl}px`);
  });

  it("leaves the variables to the shop's stylesheet: the back office's declares none (it is linked after it)", async () => {
    const css = await builtStylesheet(clientManifest.panelCss);
    expect(css).not.toMatch(/:root|--[\w-]+\s*:/);
    expect(css).toContain("var(--line)");
  });

  it.each([
    ["shop", clientManifest.css],
    ["back office", clientManifest.panelCss],
  ])("switches layouts in the %s stylesheet only at the config's breakpoints", async (_, path) => {
    const css = await builtStylesheet(path);
    const breakpoints: number[] = Object.values(config.BREAKPOINTS);
    const queries = [...css.matchAll(/@media[^{]*/g)].map((match) => match[0]);
    const widths = queries.flatMap((query) => [...query.matchAll(/(min|max)-width\s*:\s*(\d+)px/g)]);
    expect(widths.length).toBeGreaterThan(0);
    for (const [, bound, px] of widths) {
      // A max-width query ends a pixel before the breakpoint where the min-width one starts.
      expect(breakpoints, `@media (${bound}-width: ${px}px)`).toContain(Number(px) + (bound === "max" ? 1 : 0));
    }
    expect(
      queries.filter((query) => /\bwidth\s*[<>]/.test(query)),
      "range syntax is not checked here",
    ).toEqual([]);
  });
});
