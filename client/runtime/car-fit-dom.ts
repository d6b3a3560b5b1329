/**
 * Loaded only when the shopper has chosen a car (client/main.ts sees its cookie): the bar naming
 * the car with "Zmień" and "Usuń", and each tyre's verdict (src/common/car-fit.ts) on the listing's
 * cards and the data page. Catalogue HTML is one copy for everyone (README "Performance"), so the
 * verdicts are the browser's, from the data the cards already carry. Plain DOM: no React root.
 */
import "./shared-deps";
import { FORM_ACTIONS } from "../../src/common/config/storefront";
import { CARD_DATA_ID, readCardRows } from "../../src/common/markup/action-form-names";
import { CAR_BAR_ID, CAR_FIT_REASONS, CAR_FIT_SLOT, CAR_LINK, CAR_LINK_LABEL } from "../../src/common/markup/car-fit-names";
import {
  carName,
  fitmentLabel,
  fitTyreOf,
  fitVerdict,
  parseSelectedCar,
  SELECTED_CAR_COOKIE,
  type SelectedCar,
} from "../../src/common/car-fit";
import { appState } from "../state/app";
import { ISLANDS_ADDED_EVENT } from "../../src/common/markup/island-props";
import { readCookie } from "../state/cookies";

/** Appends in order (Node.appendChild: the Worker's ambient types give Element.append HTMLRewriter's signature). */
function add(parent: Node, ...children: (Node | string)[]): void {
  for (const child of children) parent.appendChild(typeof child === "string" ? document.createTextNode(child) : child);
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** "Twój samochód: Volkswagen Golf VIII (od 2019) · 205/55 R16 91V   Zmień  Usuń". */
function showBar(car: SelectedCar): void {
  const slot = document.getElementById(CAR_BAR_ID);
  if (!slot) return;
  const inner = element("div", "container car-bar-inner");
  const text = element("p", "car-bar-text", "Twój samochód: ");
  add(text, element("strong", "", carName(car)), ` · ${fitmentLabel(car)}`);
  const actions = element("div", "car-bar-actions");
  const change = element("a", "", "Zmień");
  change.href = car.path;
  // A real form, as everywhere: the site deletes the cookie and brings the shopper back here.
  const remove = element("form", "");
  remove.method = "post";
  remove.action = FORM_ACTIONS.carSelect;
  const field = element("input", "");
  field.type = "hidden";
  field.name = "usun";
  field.value = "1";
  const button = element("button", "link-button", "Usuń");
  button.type = "submit";
  button.setAttribute("aria-label", `Usuń samochód ${carName(car)}`);
  add(remove, field, button);
  add(actions, change, remove);
  add(inner, text, actions);
  slot.textContent = "";
  add(slot, inner);
  slot.hidden = false;
}

/** The header's and the phone menu's "Wybierz samochód": the chosen car, leading to its page. */
function nameCarInLinks(car: SelectedCar): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>(`a[${CAR_LINK}]`)) {
    link.href = car.path;
    link.title = `Twój samochód: ${carName(car)}`;
    const label = link.querySelector(`[${CAR_LINK_LABEL}]`);
    if (label) label.textContent = `${car.make} ${car.generation}`;
  }
}

type Verdict = ReturnType<typeof fitVerdict>;

/** The verdict's box, coloured by the outcome: its headline, and its reasons unless they go elsewhere. */
function verdictBox(verdict: Verdict, withReasons = true): HTMLElement {
  const box = element("div", `fit-verdict fit-verdict-${verdict.level}`);
  add(box, element("strong", "", verdict.title));
  if (withReasons) for (const reason of verdict.reasons) add(box, element("p", "", reason.message));
  return box;
}

/** The reasons alone (the data page's place under "Do koszyka"), in the headline's colours. */
function reasonsBox(verdict: Verdict): HTMLElement {
  const box = element("div", `fit-verdict-reasons fit-verdict-${verdict.level}`);
  for (const reason of verdict.reasons) add(box, element("p", "", reason.message));
  return box;
}

/** A tyre's data as a card or the data page carries it, in the rules' terms. */
function tyreOf(json: string | null, attributes: boolean) {
  try {
    const data = JSON.parse(json ?? "null") as Record<string, unknown> | null;
    const source = (attributes ? data?.attributes : data) as Record<string, unknown> | undefined;
    if (!data || !source) return null;
    return fitTyreOf({
      size: String(source.size ?? ""),
      loadIndex: String(source.loadIndex ?? ""),
      speedIndex: String(source.speedIndex ?? ""),
      season: String(data.season ?? ""),
      xl: source.xl === true,
      cargo: source.cargo === true,
      runFlat: source.runFlat === true,
    });
  } catch {
    return null;
  }
}

/**
 * The page's card data (src/site/ui/ProductCard.tsx CardDataScript): each card's offer by sku, as
 * JSON text (what tyreOf reads). The rows are read here by PackedCard's positions (typed, so the
 * compiler checks them) rather than with unpackCards, which a listing's island chunk carries.
 */
function cardItems(): Map<string, string> {
  return new Map(
    readCardRows(document.getElementById(CARD_DATA_ID)?.textContent).map(
      ([sku, , , , , season, , , , size, loadIndex, speedIndex, cargo, xl, runFlat]) => [
        sku,
        JSON.stringify({ season, attributes: { size, loadIndex, speedIndex, cargo: cargo === 1, xl: xl === 1, runFlat: runFlat === 1 } }),
      ],
    ),
  );
}

function judgeTyres(car: SelectedCar): void {
  const items = cardItems();
  // Each card's verdict goes right before its buttons, whose form's action names the offer.
  for (const actions of document.querySelectorAll<HTMLFormElement>(".product-card > form.product-card-actions")) {
    const sku = new URL(actions.action, document.baseURI).searchParams.get("sku");
    const tyre = sku ? tyreOf(items.get(sku) ?? null, true) : null;
    if (tyre && !actions.previousElementSibling?.classList.contains("fit-verdict")) {
      // A card says "bez funkcji run-flat" in its headline; what that means (a paragraph) is said once
      // on the data page and the car's page, not on every card of a listing.
      const verdict = fitVerdict(car, tyre);
      const reasons = verdict.reasons.filter((reason) => reason.code !== "CAR_RUN_FLAT");
      actions.parentNode?.insertBefore(verdictBox({ ...verdict, reasons }), actions);
    }
  }
  for (const slot of document.querySelectorAll<HTMLElement>(`[${CAR_FIT_SLOT}]`)) {
    const tyre = tyreOf(slot.getAttribute(CAR_FIT_SLOT), false);
    if (!tyre) continue;
    const verdict = fitVerdict(car, tyre);
    // The data page: the headline above the price, the reasons under the buttons.
    const reasons = document.querySelector<HTMLElement>(`[${CAR_FIT_REASONS}]`);
    slot.textContent = "";
    add(slot, verdictBox(verdict, !reasons));
    if (!reasons) continue;
    reasons.textContent = "";
    if (verdict.reasons.length) add(reasons, reasonsBox(verdict));
  }
}

const car = parseSelectedCar(readCookie(SELECTED_CAR_COOKIE));
if (car) {
  // The shared client state (SPEC §3) holds the car for any island that reads it.
  appState.selectedCar = car;
  showBar(car);
  nameCarInLinks(car);
  judgeTyres(car);
  // The phone menu's car link comes with its body, at the menu's first opening.
  document.addEventListener(ISLANDS_ADDED_EVENT, () => nameCarInLinks(car));
}
