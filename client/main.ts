/**
 * Browser entry: finds the islands the server marked, loads each one's chunk and hydrates it.
 * Islands share one QueryClient and one valtio store module.
 */
import { createElement, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { APP_VERSION, DEV_MARKER } from "../src/config";
import { ISLANDS, type IslandName } from "./runtime/islands";
import { IslandProviders } from "./runtime/providers";
import { installErrorBeacon } from "./error-reporting";
import { getQueryClient } from "./query";

declare const __BUILD_STAMP__: string;

function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(ISLANDS, name);
}

async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island ?? "";
  if (!isIslandName(name)) {
    console.error(`Nieznana wyspa: ${name}`);
    return;
  }
  const props = JSON.parse(element.dataset.props ?? "{}") as Record<string, unknown>;
  // Props were serialised by the server for exactly this component, hence the cast.
  const module = (await ISLANDS[name].load()) as unknown as { default: ComponentType<Record<string, unknown>> };
  hydrateRoot(
    element,
    createElement(IslandProviders, { queryClient: getQueryClient() }, createElement(module.default, props)),
    // The same prefix the server rendered this root with: useId values stay unique across islands.
    { identifierPrefix: element.dataset.idPrefix ?? "" },
  );
}

installErrorBeacon();

for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
  hydrateIsland(element).catch((error: unknown) => console.error(error));
}

const marker = document.documentElement.dataset.env === "production" ? "" : ` [${DEV_MARKER}]`;
console.info(`${document.documentElement.dataset.site ?? "Sklep"} – wersja ${APP_VERSION} (${__BUILD_STAMP__})${marker}`);
