import type { Bindings } from "../common/env";
import { applyShopSettings } from "../common/shop-settings";
import { type SiteSettings, siteSettings } from "../common/site-settings";
import { database } from "./db/client";
import { readShopSettings } from "./db/queries/shop-settings";

/**
 * The settings saved in /panel/ustawienia as the shop API's mails, invoices and labels use them:
 * read from D1 at most once a minute per isolate (every mail and invoice of a busy minute would
 * otherwise ask). The isolate that saves forgets them at once (forgetShopSettings); others catch
 * up within the minute.
 */
const SETTINGS_TTL_MS = 60_000;
let remembered: { at: number; saved: SavedShopSettings } | null = null;

export type SavedShopSettings = Awaited<ReturnType<typeof readShopSettings>>;

export async function savedShopSettings(env: Bindings, now = Date.now()): Promise<SavedShopSettings> {
  if (remembered && now - remembered.at < SETTINGS_TTL_MS) return remembered.saved;
  const saved = await readShopSettings(database(env.DB));
  remembered = { at: now, saved };
  return saved;
}

export function forgetShopSettings(): void {
  remembered = null;
}

/** The shop's settings in force: the configuration's, with the sections saved in the panel over them. */
export async function currentSiteSettings(env: Bindings): Promise<SiteSettings> {
  return applyShopSettings(siteSettings(env), (await savedShopSettings(env)).settings);
}
