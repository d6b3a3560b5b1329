import { Hono } from "hono";
import { noStore } from "../../common/api";
import type { ShopApiEnv } from "../env";
import { savedShopSettings } from "../shop-settings";

/**
 * The settings saved in /panel/ustawienia (issue 39): company data, contact and hours, bank
 * account, the e-mail footer, by section; a section never saved is absent (the configuration's
 * values stand), and their version (the pages' edge cache carries it). Public data, read by the
 * site for every page (remembered there a minute).
 */
export const settingsApi = new Hono<ShopApiEnv>().use(noStore).get("/", async (c) => c.json(await savedShopSettings(c.env)));
