import type { Bindings, ReportedEnv } from "../common/env";
import type { DeliveryOffer } from "../common/delivery";
import type { ShopSettings } from "../common/shop-settings";
import type { ShopClient, ShopTransport, StaffMember } from "./shop-client";

/** The site: pages and the site's own API. */
export interface AppEnv {
  Bindings: Bindings;
  Variables: ReportedEnv["Variables"] & {
    /** Typed client of the shop API: in-process, or over HTTP when SHOP_API_URL is set. */
    shop: ShopClient;
    /** The same client acting for a signed-in customer: each call carries their signed id. */
    shopAs: (customerId: number) => ShopClient;
    /** How this request reaches the shop API (src/site/shop-transport.ts), for clients acting for someone else (staff). */
    shopTransport: ShopTransport;
    /** The delivery methods offered now, for the page's texts (src/site/page-settings.ts); null: unknown. */
    delivery: DeliveryOffer | null;
    /** The settings saved in /panel/ustawienia (src/site/page-settings.ts); null: unknown, the configuration's stand. */
    shopSettings: ShopSettings | null;
    /** What names the pages' edge cache besides the build (src/common/cache/with-cache.ts edgeCacheName): the settings' version. */
    cacheVersion: string;
  };
}

/** The back office's pages (src/site/panel): who is signed in, and the shop API acting for them. */
export interface PanelEnv {
  Bindings: Bindings;
  Variables: AppEnv["Variables"] & {
    staff: StaffMember;
    /** The shop API client whose every call carries this staff member's signed e-mail. */
    staffShop: ShopClient;
  };
}
