import type { Bindings } from "../common/env";
import { rememberedFor } from "../common/remembered";
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
export type SavedShopSettings = Awaited<ReturnType<typeof readShopSettings>>;
const saved = rememberedFor<SavedShopSettings>(60_000);

export async function savedShopSettings(env: Bindings, now = Date.now()): Promise<SavedShopSettings> {
  // D1 answers or throws: a read never comes back empty-handed (get's null is only for a load that gives up).
  return (await saved.get(() => readShopSettings(database(env.DB)), now))!;
}

export function forgetShopSettings(): void {
  saved.forget();
}

/** The shop's settings in force: the configuration's, with the sections saved in the panel over them. */
export async function currentSiteSettings(env: Bindings): Promise<SiteSettings> {
  return applyShopSettings(siteSettings(env), (await savedShopSettings(env)).settings);
}
