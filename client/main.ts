/**
 * Browser entry: finds the islands the server marked, loads each one's chunk and hydrates it.
 * Islands in view (and those that render nothing: page behaviour) hydrate at once; the rest when
 * they scroll near or the browser is idle, whichever comes first, so their chunks and hydration
 * never compete with what the shopper sees first (issue 21). An island that cannot be seen at all
 * (display: none, as the desktop header on a phone, or inside the closed mobile menu) waits until
 * it can: a phone downloads the header's hidden parts only when its menu opens. Every island's
 * markup is server-rendered and its forms work before that.
 */
import { createElement, useEffect, type ComponentType, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { APP_VERSION, DEV_MARKER } from "../src/common/config/locale";
import { ISLAND_IDLE_TIMEOUT_MS, SELECTED_CAR_COOKIE } from "../src/common/config/storefront";
import { ISLANDS, type IslandName } from "./runtime/islands";
import { IslandProviders } from "./runtime/providers";
import { installConsent } from "./analytics/consent";
import { installErrorBeacon } from "./errors/error-reporting";

declare const __BUILD_STAMP__: string;

function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(ISLANDS, name);
}

/** Marks the island hydrated once React has committed it (tests and the bench wait for these). */
function Hydrated({ element, children }: { element: HTMLElement; children?: ReactNode }) {
  useEffect(() => {
    element.dataset.hydrated = "";
    if (--pending === 0) document.documentElement.dataset.hydrated = "";
  }, [element]);
  return children;
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
  // Each island hydrates in a task of its own: all of them in the task that evaluated React would
  // make one long task, and a tap in it would wait for all of them (Total Blocking Time).
  await nextTask();
  hydrateRoot(
    element,
    createElement(Hydrated, { element }, createElement(IslandProviders, null, createElement(module.default, props))),
    // The same prefix the server rendered this root with: useId values stay unique across islands.
    { identifierPrefix: element.dataset.idPrefix ?? "" },
  );
}

/** The island's first box (the marker itself is `display: contents` and has none); null when it shows nothing. */
function boxOf(element: HTMLElement): Element | null {
  const box = element.firstElementChild;
  if (!box) return null;
  const rect = box.getBoundingClientRect();
  return rect.width > 0 || rect.height > 0 ? box : null;
}

function inView(box: Element): boolean {
  const rect = box.getBoundingClientRect();
  return rect.top < window.innerHeight && rect.bottom > 0;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const whenIdle = (run: () => void) =>
  "requestIdleCallback" in window ? requestIdleCallback(run, { timeout: ISLAND_IDLE_TIMEOUT_MS }) : setTimeout(run, 1);

const start = (element: HTMLElement) => hydrateIsland(element).catch((error: unknown) => console.error(error));

const nearView = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      nearView.unobserve(entry.target);
      const island = entry.target.closest<HTMLElement>("[data-island]");
      if (island) later.get(island)?.();
    }
  },
  { rootMargin: "200px" },
);
/** Islands waiting for view or idle time, each with its one-shot start. */
const later = new Map<HTMLElement, () => void>();

installErrorBeacon();
installConsent();
// The chosen car's bar and the tyres' verdicts: their code loads only for a shopper who chose a car.
if (document.cookie.includes(`${SELECTED_CAR_COOKIE}=`)) void import("./runtime/car-fit-dom");

/** Nothing of it can be seen or pressed: display: none on it or above, or inside an inert part. */
function unseeable(element: HTMLElement): boolean {
  if (element.closest("[inert]")) return true;
  for (let node: Element | null = element; node; node = node.parentElement) if (getComputedStyle(node).display === "none") return true;
  return false;
}

/** Islands that cannot be seen yet; a resize (past a breakpoint) or an inert part opening may show them. */
const unseen = new Set<HTMLElement>();
function startSeen(): void {
  for (const element of unseen) {
    if (unseeable(element)) continue;
    unseen.delete(element);
    pending++;
    start(element);
  }
}

const islands = [...document.querySelectorAll<HTMLElement>("[data-island]")];
// <html data-hydrated> once every island that can be seen has hydrated; later ones mark only themselves.
let pending = islands.length;
/** Events that show a shopper is about to use an island that waits for them (data-hydrate="interaction"). */
const INTERACTIONS = ["focusin", "pointerdown", "keydown"] as const;
for (const element of islands) {
  if (element.dataset.hydrate === "interaction") {
    pending--;
    const once = () => {
      for (const type of INTERACTIONS) element.removeEventListener(type, once, true);
      pending++;
      start(element);
    };
    for (const type of INTERACTIONS) element.addEventListener(type, once, true);
    // Already focused (the results page's field, or a tap before this script ran).
    if (element.contains(document.activeElement)) once();
    continue;
  }
  if (unseeable(element)) {
    unseen.add(element);
    pending--;
    continue;
  }
  const box = boxOf(element);
  // In view, or nothing to show at all (page behaviour such as the cards' delegated actions): at once.
  if (!element.firstElementChild || (box && inView(box))) {
    start(element);
    continue;
  }
  const once = () => {
    if (!later.delete(element)) return;
    if (box) nearView.unobserve(box);
    start(element);
  };
  later.set(element, once);
  if (box) nearView.observe(box);
  whenIdle(once);
}

if (pending === 0) document.documentElement.dataset.hydrated = "";
if (unseen.size > 0) {
  window.addEventListener("resize", startSeen, { passive: true });
  new MutationObserver(startSeen).observe(document.body, { subtree: true, attributeFilter: ["inert", "hidden", "open", "class", "style"] });
}

const marker = document.documentElement.dataset.env === "production" ? "" : ` [${DEV_MARKER}]`;
console.info(`${document.documentElement.dataset.site ?? "Sklep"} – wersja ${APP_VERSION} (${__BUILD_STAMP__})${marker}`);
