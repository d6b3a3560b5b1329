/**
 * Browser entry: finds the islands the server marked, loads each one's chunk and hydrates it,
 * never in a long task (issue 37): islands hydrate one at a time, each after yielding to the main
 * thread (scheduler.yield where the browser has it), and each root hydrates as a transition, which
 * React renders in slices of a few milliseconds and interrupts for a tap (a tap on an island still
 * hydrating makes React hydrate that one at once and then handle it).
 *
 * When: islands in view (and those that render nothing: page behaviour) hydrate at once, in
 * document order; the rest when they scroll near, when the shopper first touches them, or when the
 * browser is idle, whichever comes first. An island that waits for its first use
 * (data-hydrate="interaction", or its registry's default in client/runtime/islands.ts) hydrates only
 * then. An island that cannot be seen at all (display: none, as the desktop header on a phone, or
 * inside the closed mobile menu) waits until it can: a phone downloads the header's hidden parts
 * only when its menu opens. Every island's markup is server-rendered and its forms work before that;
 * a click on an island whose hydration has not begun is held, the island hydrated, and the click
 * given again, so the first press does what a later one would (client/README.md).
 */
import { createElement, startTransition, useEffect, type ComponentType, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { APP_VERSION, DEV_MARKER } from "../src/common/config/locale";
import { ISLAND_IDLE_TIMEOUT_MS, SELECTED_CAR_COOKIE } from "../src/common/config/storefront";
import { ISLANDS, type IslandName } from "./runtime/islands";
import { IslandProviders } from "./runtime/providers";
import { installConsent } from "./analytics/consent";
import { installErrorBeacon } from "./errors/error-reporting";
import { ISLAND_PROPS_ID, ISLANDS_ADDED_EVENT, readIslandProps } from "../src/common/markup/island-props";

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

/** Every island's props by its id prefix, from the page's one block (read at the first hydration). */
let pageProps: ReturnType<typeof readIslandProps> | undefined;

/** Islands whose hydrateRoot has been called (each once). */
const begun = new WeakSet<HTMLElement>();
/** Islands whose chunk failed to load: clicks on them are no longer held. */
const givenUp = new WeakSet<HTMLElement>();

async function hydrateIsland(element: HTMLElement): Promise<void> {
  if (begun.has(element)) return;
  const name = element.dataset.island ?? "";
  if (!isIslandName(name)) {
    console.error(`Nieznana wyspa: ${name}`);
    return;
  }
  // Markup fetched in later (the phone menu's body) carries its islands' props inline.
  pageProps ??= readIslandProps(document.getElementById(ISLAND_PROPS_ID)?.textContent);
  const props = element.dataset.props
    ? (JSON.parse(element.dataset.props) as Record<string, unknown>)
    : (pageProps[element.dataset.idPrefix ?? ""] ?? {});
  let module: { default: ComponentType<Record<string, unknown>> };
  try {
    // Props were serialised by the server for exactly this component, hence the cast.
    module = (await ISLANDS[name].load()) as unknown as { default: ComponentType<Record<string, unknown>> };
  } catch (error) {
    // No script for it: a held click does what it does without one (its form, its link).
    givenUp.add(element);
    replayHeldClick(element);
    throw error;
  }
  if (begun.has(element)) return;
  begun.add(element);
  // A transition: React hydrates it in slices and yields to input between them (an update at
  // default priority would hydrate the whole root in one task).
  startTransition(() => {
    hydrateRoot(
      element,
      createElement(Hydrated, { element }, createElement(IslandProviders, null, createElement(module.default, props))),
      // The same prefix the server rendered this root with: useId values stay unique across islands.
      { identifierPrefix: element.dataset.idPrefix ?? "" },
    );
  });
  replayHeldClick(element);
}

/**
 * A new task for what follows: scheduler.yield() (Chromium), which resumes ahead of other queued
 * work but after pending input, else a message (no setTimeout clamping after nesting).
 */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/** Islands waiting for their turn, in document order; one hydrates per task. */
const queue: HTMLElement[] = [];
let draining = false;
async function drain(): Promise<void> {
  if (draining) return;
  draining = true;
  try {
    for (let element = queue.shift(); element; element = queue.shift()) {
      await yieldToMain();
      await hydrateIsland(element).catch((error: unknown) => console.error(error));
    }
  } finally {
    draining = false;
  }
}

/** Queues an island; `now`: the shopper is using it, so it goes first. Its chunk starts loading at once. */
function start(element: HTMLElement, now = false): void {
  const name = element.dataset.island ?? "";
  if (isIslandName(name)) void ISLANDS[name].load().catch(() => {});
  if (now) {
    const at = queue.indexOf(element);
    if (at >= 0) queue.splice(at, 1);
    void hydrateIsland(element).catch((error: unknown) => console.error(error));
    return;
  }
  queue.push(element);
  void drain();
}

/** A click that reached an island before its hydration began, given again once it has (one per island). */
const held = new Map<HTMLElement, { target: Element; init: MouseEventInit }>();

/**
 * Holds a plain click on an island whose hydration has not begun and hydrates it at once: the
 * click is given again right after hydrateRoot, where React, seeing a discrete event on a root
 * still hydrating, finishes that root first and then runs its handler. A click with a modifier
 * key (a link to a new tab) goes through untouched, as does anything once hydration has begun
 * (React replays those itself).
 */
function holdFirstClick(element: HTMLElement, onUse: () => void): void {
  const onClick = (event: MouseEvent) => {
    if (begun.has(element) || givenUp.has(element)) return element.removeEventListener("click", onClick, true);
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || !(event.target instanceof Element))
      return;
    if (!held.has(element)) held.set(element, { target: event.target, init: event });
    event.preventDefault();
    event.stopImmediatePropagation();
    onUse();
  };
  element.addEventListener("click", onClick, true);
}

function replayHeldClick(element: HTMLElement): void {
  const click = held.get(element);
  if (!click) return;
  held.delete(element);
  if (!click.target.isConnected) return;
  const { bubbles, cancelable, composed, clientX, clientY, screenX, screenY, button, buttons, detail } = click.init;
  click.target.dispatchEvent(
    new MouseEvent("click", { bubbles, cancelable, composed, clientX, clientY, screenX, screenY, button, buttons, detail, view: window }),
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

const whenIdle = (run: () => void): unknown =>
  "requestIdleCallback" in window ? requestIdleCallback(run, { timeout: ISLAND_IDLE_TIMEOUT_MS }) : setTimeout(run, 1);

let nearView: IntersectionObserver;
const watchNearView = () =>
  new IntersectionObserver(
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
/** Islands waiting for view, use or idle time, each with its one-shot start (`now`: being used). */
const later = new Map<HTMLElement, (now?: boolean) => void>();

/** Nothing of it can be seen or pressed: display: none on it or above, or inside an inert part. */
function unseeable(element: HTMLElement): boolean {
  if (element.closest("[inert]")) return true;
  for (let node: Element | null = element; node; node = node.parentElement) if (getComputedStyle(node).display === "none") return true;
  return false;
}

/** Islands that cannot be seen yet; a resize (past a breakpoint) or an inert part opening may show them. */
const unseen = new Set<HTMLElement>();
let watchingUnseen = false;
function watchUnseen(): void {
  if (watchingUnseen) return;
  watchingUnseen = true;
  window.addEventListener("resize", startSeen, { passive: true });
  new MutationObserver(startSeen).observe(document.body, {
    subtree: true,
    attributeFilter: ["inert", "hidden", "open", "class", "style"],
  });
}
function startSeen(): void {
  for (const element of unseen) {
    if (unseeable(element)) continue;
    unseen.delete(element);
    pending++;
    start(element);
  }
}

/** <html data-hydrated> once every island that can be seen has hydrated; later ones mark only themselves. */
let pending = 0;

/** Events that show a shopper is about to use an island that waits (a click is held: holdFirstClick). */
const INTERACTIONS = ["focusin", "pointerdown", "keydown"] as const;
/** Calls `use` (once) at the island's first interaction, the click included. */
function onFirstUse(element: HTMLElement, use: () => void): () => void {
  let used = false;
  const once = () => {
    if (used) return;
    used = true;
    for (const type of INTERACTIONS) element.removeEventListener(type, once, true);
    use();
  };
  for (const type of INTERACTIONS) element.addEventListener(type, once, true);
  holdFirstClick(element, once);
  return once;
}

/**
 * Decides when an island hydrates (client/README.md): at its first use when it waits for one, when
 * it can be seen, at once when in view (or it renders nothing), else when near view, used or idle.
 */
function register(element: HTMLElement): void {
  const name = element.dataset.island ?? "";
  const registered = isIslandName(name) ? ISLANDS[name] : undefined;
  if (element.dataset.hydrate === "interaction" || (registered && "hydrate" in registered && registered.hydrate === "interaction")) {
    pending--;
    const once = onFirstUse(element, () => {
      pending++;
      start(element, true);
    });
    // Already focused (the results page's field, or a tap before this script ran).
    if (element.contains(document.activeElement)) once();
    return;
  }
  if (unseeable(element)) {
    unseen.add(element);
    watchUnseen();
    pending--;
    onFirstUse(element, () => {
      if (unseen.delete(element)) pending++;
      start(element, true);
    });
    return;
  }
  const box = boxOf(element);
  // In view, or nothing to show at all (page behaviour such as the cards' delegated actions): in turn.
  if (!element.firstElementChild || (box && inView(box))) {
    start(element);
    holdFirstClick(element, () => start(element, true));
    return;
  }
  const once = (now = false) => {
    if (!later.delete(element)) return;
    if (box) nearView.unobserve(box);
    start(element, now);
  };
  later.set(element, once);
  onFirstUse(element, () => (later.has(element) ? once(true) : start(element, true)));
  if (box) nearView.observe(box);
  whenIdle(() => once());
}

/**
 * Everything the entry does, run from a microtask once the module has evaluated, not from its top
 * level: with DevTools or Lighthouse tracing, a timer, an idle callback or a console call records
 * its stack, and V8 then re-parses every function on it for source positions, which from the top
 * level is the whole entry chunk (React included): hundreds of ms at 4× CPU (issue 37).
 */
function boot(): void {
  installErrorBeacon();
  installConsent();
  // The chosen car's bar and the tyres' verdicts: their code loads only for a shopper who chose a car.
  if (document.cookie.includes(`${SELECTED_CAR_COOKIE}=`)) void import("./runtime/car-fit-dom");
  const islands = [...document.querySelectorAll<HTMLElement>("[data-island]")];
  // <html data-hydrated> once every island that can be seen has hydrated; later ones mark only themselves.
  pending = islands.length;
  nearView = watchNearView();
  for (const element of islands) register(element);
  // Islands in markup fetched in later (the phone menu's body): each starts as one of the page's would.
  document.addEventListener(ISLANDS_ADDED_EVENT, (event) => {
    if (!(event.target instanceof HTMLElement)) return;
    for (const element of event.target.querySelectorAll<HTMLElement>("[data-island]")) {
      if (begun.has(element)) continue;
      pending++;
      register(element);
    }
  });

  if (pending === 0) document.documentElement.dataset.hydrated = "";

  const marker = document.documentElement.dataset.env === "production" ? "" : ` [${DEV_MARKER}]`;
  console.info(`${document.documentElement.dataset.site ?? "Sklep"} – wersja ${APP_VERSION} (${__BUILD_STAMP__})${marker}`);
}
queueMicrotask(boot);
