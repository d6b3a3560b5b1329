import { proxy } from "valtio";
import { STALE_TIME_MS } from "../../src/common/config/storefront";
import type { SessionUser } from "../api/server-types";

/** Who is signed in, asked after hydration (catalogue HTML never knows): the account menus read it. */
export const sessionState = proxy<{ user: SessionUser | null; loaded: boolean }>({ user: null, loaded: false });

let askedAt = 0;
let inFlight: Promise<void> | null = null;

/**
 * Asks /api/auth/session unless it was asked within STALE_TIME_MS.session (both headers' menus
 * mount at once; a tab coming back into view asks again, so a sign-out elsewhere shows).
 */
export function refreshSession(): Promise<void> {
  if (inFlight) return inFlight;
  if (sessionState.loaded && Date.now() - askedAt < STALE_TIME_MS.session) return Promise.resolve();
  askedAt = Date.now();
  // The typed client loads with the first call, not with every page's entry (issue 21's budget).
  inFlight = import("../api/clients")
    .then(({ answer, siteApi }) => answer(siteApi.auth.session.$get()))
    .then((answer) => {
      sessionState.user = answer.user ?? null;
      sessionState.loaded = true;
    })
    // Unanswered: the menu keeps offering sign-in, as for a visitor.
    .catch(() => undefined)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
