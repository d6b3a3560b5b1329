/**
 * The basket's and compare's buttons as plain HTML forms (issue 16, point 5): "Do koszyka" and
 * "Porównaj" on cards and data pages, the compare page's "Usuń z porównania" (issue 35), and the
 * basket's quantity and removal, work without JavaScript. With scripts the islands intercept the
 * submit and do the same through the API (the compare page's removal stays a form: the page
 * reloads either way, and a press before hydration must not be lost).
 *
 * Each route answers 303: basket actions to /koszyk with a notice in the query (a code, never
 * text from the request); compare back to the page it came from, at the outcome's notice that page
 * carries hidden once (the page is shared and cached, so it cannot render a personal notice); a
 * removal from the compare page back to it. What a card's form acts on (sku, slug, quantity) rides
 * in its action's query rather than in hidden fields: a field of the body wins over the query.
 * Like every unsafe request, a form from another site is refused (the Polish 403 page).
 */
import { Hono, type Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { addToCompareList, compareAction, parseStoredCompareTyres, type CompareTyre } from "../../common/compare-item";
import { sameOriginOnly } from "../../common/api/same-origin";
import { CHECKOUT_TOKEN_COOKIE, CHECKOUT_TOKEN_MAX_AGE_S, MAX_BASKET_LINE_QUANTITY, MAX_BASKET_LINES } from "../../common/config/orders";
import { COMPARE_COOKIE, COMPARE_COOKIE_MAX_AGE_S } from "../../common/config/storefront";
import type { AppEnv } from "../env";
import { ERROR_DEFINITIONS } from "../../common/errors/catalogue";
import type { ErrorBody } from "../../common/errors";
import { compareNoticeId, offerPath, ROUTES, tyrePath, type CompareOutcome } from "../../common/routes";
import { compareItemOfOffer } from "../ui/product-data";
import { readBasket } from "./basket-read";
import { backTo, formFields, isHttps, seeOther } from "./form-posts";
import { critical, optional } from "../shop-client/answers";
import { renderRefusedForm } from "./errors";

const SKU = /^[A-Z0-9-]{1,40}$/;

/** The form's fields over its action's query (src/common/markup/action-form-names.ts formActionPath); null when the body is no form. */
async function actionFields(c: Context<AppEnv>): Promise<Record<string, string> | null> {
  const body = await formFields(c);
  return body ? { ...c.req.query(), ...body } : null;
}
const SLUG = /^[a-z0-9-]{1,160}$/;

/** What the basket page may say after a form; the query carries only the code. */
export const BASKET_NOTICES = {
  dodano: { kind: "success" },
  zmieniono: { kind: "success" },
  usunieto: { kind: "success", text: "Usunięto oponę z koszyka." },
  "bledne-dane": { kind: "error", text: "Nie udało się odczytać formularza. Spróbuj jeszcze raz." },
  "za-duzo": { kind: "error", text: `Możesz zamówić najwyżej ${MAX_BASKET_LINE_QUANTITY} sztuk jednej oferty.` },
  "limit-pozycji": { kind: "error", text: `Koszyk może zawierać najwyżej ${MAX_BASKET_LINES} różnych ofert.` },
  "brak-sztuk": { kind: "error", text: ERROR_DEFINITIONS.VARIANT_SOLD_OUT.message },
  "nie-ma-oferty": { kind: "error", text: "Nie znaleźliśmy tej oferty – mogła zniknąć z katalogu." },
  "koszyk-wygasl": { kind: "error", text: "Twój koszyk wygasł. Dodaj opony jeszcze raz." },
  "za-czesto": { kind: "error", text: ERROR_DEFINITIONS.RATE_LIMITED.message },
  "sprobuj-ponownie": { kind: "error", text: "Nie udało się zmienić koszyka. Spróbuj ponownie za chwilę." },
} as const satisfies Record<string, { kind: "success" | "error"; text?: string }>;

export type BasketNoticeCode = keyof typeof BASKET_NOTICES;

/** The basket page's address with a notice (and the offer and tyre it is about). */
export function basketNoticePath(code: BasketNoticeCode, about: { sku?: string; slug?: string } = {}): string {
  const query = new URLSearchParams({ komunikat: code });
  if (about.sku && SKU.test(about.sku)) query.set("sku", about.sku);
  if (about.slug && SLUG.test(about.slug)) query.set("opona", about.slug);
  return `${ROUTES.basket}?${query}`;
}

/** Reads the notice of /koszyk's query: a known code, and a sku and slug that look like ones. */
export function readBasketNotice(query: URLSearchParams): { code: BasketNoticeCode; sku?: string; slug?: string } | null {
  const code = query.get("komunikat") ?? "";
  if (!Object.hasOwn(BASKET_NOTICES, code)) return null;
  const sku = query.get("sku") ?? "";
  const slug = query.get("opona") ?? "";
  return { code: code as BasketNoticeCode, sku: SKU.test(sku) ? sku : undefined, slug: SLUG.test(slug) ? slug : undefined };
}

/** A whole number in [min, max] from a form field, else null. */
function quantityOf(value: string | undefined, min: number, max: number): number | null {
  if (value === undefined || !/^\d{1,4}$/.test(value.trim())) return null;
  const quantity = Number(value.trim());
  return quantity >= min && quantity <= max ? quantity : null;
}

/** Keeps the basket's token where the islands read it too (not HttpOnly: the badge reads it). */
function saveToken(c: Context<AppEnv>, token: string) {
  setCookie(c, CHECKOUT_TOKEN_COOKIE, token, { path: "/", maxAge: CHECKOUT_TOKEN_MAX_AGE_S, sameSite: "Lax", secure: isHttps(c) });
}

/**
 * Sets one basket line through the shop API (POST /checkout): the new token, or the notice that
 * says why not. The API's own codes decide; its text is never passed on verbatim.
 */
async function setLine(
  c: Context<AppEnv>,
  token: string | undefined,
  sku: string,
  quantity: number,
): Promise<{ token: string } | { notice: BasketNoticeCode }> {
  let response: Awaited<ReturnType<typeof c.var.shop.checkout.$post>>;
  try {
    response = await c.var.shop.checkout.$post({ query: token ? { token } : {}, json: { sku, quantity } });
  } catch {
    return { notice: "sprobuj-ponownie" };
  }
  if (response.ok) return { token: (await response.json()).token };
  const error = (await response.json().catch(() => null)) as Partial<ErrorBody> | null;
  switch (error?.error_code) {
    case "VARIANT_SOLD_OUT":
      return { notice: "brak-sztuk" };
    // The basket was just read, so what the shop does not know is the offer.
    case "NOT_FOUND":
      return { notice: "nie-ma-oferty" };
    case "RATE_LIMITED":
      return { notice: "za-czesto" };
    case "VALIDATION_ERROR":
      return { notice: error.fields?.some((field) => field.path === "sku") ? "limit-pozycji" : "za-duzo" };
    default:
      return { notice: response.status >= 500 ? "sprobuj-ponownie" : "bledne-dane" };
  }
}

/** The basket as this browser has it; null when it has none (a forgotten token is cleared). */
async function currentBasket(c: Context<AppEnv>) {
  try {
    return { basket: await readBasket(c) };
  } catch {
    return { failed: true } as const;
  }
}

/** A compare form that cannot be done (an unknown tyre, a broken form): a Polish page, 400. */
function compareRefused(c: Context<AppEnv>, slug: string | undefined) {
  return renderRefusedForm(c, {
    title: "Nie udało się zmienić porównania",
    text: "Tej opony nie ma już w katalogu albo formularz dotarł niepełny. Wróć do opon i spróbuj jeszcze raz.",
    back: { href: slug && SLUG.test(slug) ? tyrePath(slug) : ROUTES.tyres, label: "Wróć do opon" },
  });
}

/** The compare list where the islands read it too (not HttpOnly: the bar and the cards read it). */
function saveCompareList(c: Context<AppEnv>, list: CompareTyre[]) {
  setCookie(c, COMPARE_COOKIE, JSON.stringify(list), { path: "/", maxAge: COMPARE_COOKIE_MAX_AGE_S, sameSite: "Lax", secure: isHttps(c) });
}

/** The slug of the tyre an offer belongs to (undefined when the shop does not know the offer or cannot say). */
async function offerTyreSlug(c: Context<AppEnv>, sku: string): Promise<string | undefined> {
  if (!SKU.test(sku)) return undefined;
  const answer = await optional(c.var.shop.catalogue.offers[":sku"].tyre.$get({ param: { sku } }), null);
  return answer?.slug;
}

export const basketActions = new Hono<AppEnv>()
  .use(ROUTES.basketAdd, sameOriginOnly())
  .use(ROUTES.basketLine, sameOriginOnly())
  .use(ROUTES.compareToggle, sameOriginOnly())
  // "Do koszyka": adds `quantity` pieces to what the basket already holds of the offer.
  .post(ROUTES.basketAdd, async (c) => {
    const form = await actionFields(c);
    const sku = form?.sku ?? "";
    // A refusal links to the tyre's offers: a card's form names the offer only, so its tyre is looked up then.
    const slug = async () => form?.slug ?? (await offerTyreSlug(c, sku));
    const quantity = quantityOf(form?.quantity, 1, 9999);
    if (!SKU.test(sku) || quantity === null) return seeOther(c, basketNoticePath("bledne-dane"));
    const current = await currentBasket(c);
    if ("failed" in current) return seeOther(c, basketNoticePath("sprobuj-ponownie"));
    const held = current.basket?.lines.find((line) => line.sku === sku)?.quantity ?? 0;
    if (held + quantity > MAX_BASKET_LINE_QUANTITY) return seeOther(c, basketNoticePath("za-duzo", { sku, slug: await slug() }));
    const result = await setLine(c, current.basket?.token, sku, held + quantity);
    if ("notice" in result) return seeOther(c, basketNoticePath(result.notice, { sku, slug: await slug() }));
    saveToken(c, result.token);
    return seeOther(c, basketNoticePath("dodano", { sku }));
  })
  // A basket line: the typed quantity, or the quantity a − / + / "Usuń" button names (0 removes).
  .post(ROUTES.basketLine, async (c) => {
    const form = await formFields(c);
    const sku = form?.sku ?? "";
    const quantity = quantityOf(form?.set ?? form?.quantity, 0, MAX_BASKET_LINE_QUANTITY);
    if (!SKU.test(sku)) return seeOther(c, basketNoticePath("bledne-dane"));
    if (quantity === null) {
      // A typed number the basket cannot take says so; anything else was not a number.
      const typed = Number(form?.set ?? form?.quantity);
      return seeOther(c, basketNoticePath(Number.isInteger(typed) && typed > MAX_BASKET_LINE_QUANTITY ? "za-duzo" : "bledne-dane"));
    }
    const current = await currentBasket(c);
    if ("failed" in current) return seeOther(c, basketNoticePath("sprobuj-ponownie"));
    if (!current.basket) return seeOther(c, basketNoticePath("koszyk-wygasl"));
    const result = await setLine(c, current.basket.token, sku, quantity);
    if ("notice" in result) return seeOther(c, basketNoticePath(result.notice, { sku }));
    saveToken(c, result.token);
    return seeOther(c, basketNoticePath(quantity === 0 ? "usunieto" : "zmieniono", { sku }));
  })
  // "Porównaj": the compare cookie (SPEC §4–§5) toggled on the server, the item built from the catalogue.
  // With `usun` (the compare page's "Usuń z porównania"), only removed: sent twice, it stays removed.
  .post(ROUTES.compareToggle, async (c) => {
    const form = await actionFields(c);
    const sku = form?.sku ?? "";
    if (form?.usun !== undefined && SKU.test(sku)) {
      saveCompareList(
        c,
        parseStoredCompareTyres(getCookie(c, COMPARE_COOKIE) ?? null).filter((tyre) => tyre.sku !== sku),
      );
      return seeOther(c, backTo(c, ROUTES.compare));
    }
    // A card's form names the offer only; the data page's names its tyre too.
    const slug = form?.slug ?? (SKU.test(sku) ? ((await offerTyreSlug(c, sku)) ?? "") : "");
    if (!SKU.test(sku) || !SLUG.test(slug)) return compareRefused(c, undefined);
    const detail = await critical(c.var.shop.catalogue.tyres[":slug"].$get({ param: { slug } }));
    const variant = detail?.variants.find((offer) => offer.sku === sku);
    if (!detail || !variant) return compareRefused(c, detail ? slug : undefined);
    const item = compareItemOfOffer(detail, variant);
    const list = parseStoredCompareTyres(getCookie(c, COMPARE_COOKIE) ?? null);
    // Without the swap dialog, a fourth tyre takes the place of the first chosen (the list keeps the last three).
    const outcome: CompareOutcome = compareAction(list, item) === "removed" ? "usunieto" : "dodano";
    saveCompareList(c, outcome === "usunieto" ? list.filter((tyre) => tyre.sku !== sku) : addToCompareList(list, item));
    return seeOther(c, `${backTo(c, offerPath(slug, sku))}#${compareNoticeId(outcome)}`);
  });
