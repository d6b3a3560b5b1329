/*
 * The go-live checklist (issue 39, /panel/start): each part of the shop a retailer must switch
 * from its development stand-in to the real service before the first real order, and whether the
 * live configuration has done it. The shop API judges what it runs (mail, payments, invoices and
 * KSeF, carriers, EPREL, the catalogue's data, the first feed, a test order; src/shop/go-live.ts),
 * the back office what the site runs (its address, Cloudflare Access).
 */

/**
 * `done`: working for real customers; `test`: working, but against a test service (a sandbox, the
 * KSeF test environment) or not yet tried; `todo`: still off or a stand-in.
 */
export type GoLiveState = "done" | "test" | "todo";

export interface GoLiveItem {
  /** Stable, for tests and anchors. */
  id: string;
  title: string;
  state: GoLiveState;
  /** What the configuration says now, in a sentence. */
  status: string;
  /** What to do about it (empty when done). */
  action: string;
  /** Where it is done: a back-office page, or the README's section. */
  link?: { href: string; label: string };
}

/** The README's going-live section, where each setting is explained (the back office links to it by name). */
export const GOING_LIVE_README = "README, „Uruchomienie sklepu”";
