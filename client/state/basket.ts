import { proxy } from "valtio";
import { CHECKOUT_TOKEN_COOKIE, CHECKOUT_TOKEN_MAX_AGE_S } from "../../src/common/config/orders";
import { ApiError } from "../api/fetch-json";
import { clearCookie, readCookie, writeCookie } from "./cookies";

/**
 * The checkout token every island shares, and the number of lines the header badge shows. Plain
 * calls (client/api/fetch-json.ts) keep the count: the badge is on every page, and no page should download a
 * query library for one number.
 */
export const basketState = proxy<{ token: string | null; restored: boolean; count: number }>({ token: null, restored: false, count: 0 });

/** Reads the cookie after hydration (the server never renders a basket). */
export function restoreBasketToken(): void {
  if (basketState.restored) return;
  basketState.token = readCookie(CHECKOUT_TOKEN_COOKIE);
  basketState.restored = true;
}

/** Saved for a day whenever a checkout is created or updated (SPEC §4); its line count goes to the badge. */
export function saveBasketToken(token: string, linesCount?: number): void {
  writeCookie(CHECKOUT_TOKEN_COOKIE, token, CHECKOUT_TOKEN_MAX_AGE_S);
  basketState.token = token;
  if (linesCount !== undefined) basketState.count = linesCount;
}

/** Cleared when loading the checkout answers 404 or 400 (SPEC §4). */
export function clearBasketToken(): void {
  clearCookie(CHECKOUT_TOKEN_COOKIE);
  basketState.token = null;
  basketState.count = 0;
}

/** Whether an API error means the shop no longer knows this basket (SPEC §4: forget the token). */
export function isUnknownBasket(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

let countInFlight: Promise<void> | null = null;

/**
 * Asks the shop how many lines the basket has (the simple checkout, never cached: SPEC §7). Both
 * headers' badges ask at once on load: they share one request.
 */
export function refreshBasketCount(): Promise<void> {
  countInFlight ??= askBasketCount().finally(() => {
    countInFlight = null;
  });
  return countInFlight;
}

async function askBasketCount(): Promise<void> {
  restoreBasketToken();
  const token = basketState.token;
  if (!token) return;
  try {
    // The typed client loads with the first call, not with every page's entry (issue 21's budget).
    const { answer, shopApi } = await import("../api/clients");
    const simple = await answer(shopApi.checkout[":token"].simple.$get({ param: { token } }));
    if (basketState.token === token) basketState.count = simple.lines_count;
  } catch (error) {
    if (isUnknownBasket(error) && basketState.token === token) clearBasketToken();
  }
}
