import { proxy } from "valtio";
import { CHECKOUT_TOKEN_COOKIE, CHECKOUT_TOKEN_MAX_AGE_S } from "../../src/config";
import { clearCookie, readCookie, writeCookie } from "./cookies";

/** The checkout token every island shares (the header badge follows it). */
export const basketState = proxy<{ token: string | null; restored: boolean }>({ token: null, restored: false });

/** Reads the cookie after hydration (the server never renders a basket). */
export function restoreBasketToken(): void {
  if (basketState.restored) return;
  basketState.token = readCookie(CHECKOUT_TOKEN_COOKIE);
  basketState.restored = true;
}

/** Saved for a day whenever a checkout is created or updated (SPEC §4). */
export function saveBasketToken(token: string): void {
  writeCookie(CHECKOUT_TOKEN_COOKIE, token, CHECKOUT_TOKEN_MAX_AGE_S);
  basketState.token = token;
}

/** Cleared when loading the checkout answers 404 or 400 (SPEC §4). */
export function clearBasketToken(): void {
  clearCookie(CHECKOUT_TOKEN_COOKIE);
  basketState.token = null;
}
