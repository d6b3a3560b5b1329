import { Hono, type MiddlewareHandler } from "hono";
import { SHOP_STAFF_HEADER, verifyStaff } from "../../../common/shop-identity";
import { noStore } from "../../../common/api";
import { database } from "../../db/client";
import { findActiveStaff } from "../../db/queries/staff";
import type { StaffApiEnv } from "../../env";
import { ShopError } from "../../../common/errors";
import { staffComplaintsApi } from "./complaints";
import { staffMembersApi } from "./members";
import { staffOffersApi } from "./offers";
import { staffOrdersApi } from "./orders";
import { staffOverviewApi } from "./overview";
import { staffImportsApi } from "./imports";
import { staffInvoicesApi } from "./invoices";
import { staffProducersApi } from "./producers";
import { staffTyresApi } from "./tyres";
import { staffSuppliersApi } from "./suppliers";
import { staffPricingApi } from "./pricing";
import { staffReviewsApi } from "./reviews";
import { staffDeliveryApi } from "./delivery";
import { staffShipmentsApi } from "./shipments";
import { staffSettingsApi } from "./settings";
import { staffGoLiveApi } from "./go-live";
import { staffCampaignsApi } from "./campaigns";

/**
 * Every /staff route needs a staff member: the back office names them in X-Shop-Staff (an e-mail
 * Cloudflare Access proved, signed with SHOP_API_SECRET), and only an active staff row with that
 * e-mail gets through. No header or a bad signature: 401; a valid one for no active member: 403.
 * A customer's signature (X-Shop-User) gives nothing here.
 */
const staffMember: MiddlewareHandler<StaffApiEnv> = async (c, next) => {
  const header = c.req.header(SHOP_STAFF_HEADER);
  if (header === undefined) throw new ShopError("UNAUTHORIZED", { message: "Zaplecze sklepu jest tylko dla obsługi sklepu." });
  const url = new URL(c.req.url);
  const email = await verifyStaff(c.env.SHOP_API_SECRET, header, { method: c.req.method, path: url.pathname + url.search });
  if (email === null) throw new ShopError("UNAUTHORIZED", { message: "Nieprawidłowy lub nieaktualny podpis pracownika." });
  const member = await findActiveStaff(database(c.env.DB), email);
  if (!member) throw new ShopError("FORBIDDEN", { message: "Ten adres e-mail nie ma dostępu do zaplecza sklepu." });
  c.set("staff", member);
  await next();
};

/** The back office's API, mounted at /api/v1/staff: never cached, staff only. */
export const staffApi = new Hono<StaffApiEnv>()
  .use(noStore, staffMember)
  .get("/me", (c) => c.json({ staff: c.var.staff }))
  .route("/orders", staffOrdersApi)
  .route("/offers", staffOffersApi)
  .route("/complaints", staffComplaintsApi)
  .route("/overview", staffOverviewApi)
  .route("/members", staffMembersApi)
  .route("/tyres", staffTyresApi)
  .route("/imports", staffImportsApi)
  .route("/producers", staffProducersApi)
  .route("/invoices", staffInvoicesApi)
  .route("/suppliers", staffSuppliersApi)
  .route("/pricing", staffPricingApi)
  .route("/reviews", staffReviewsApi)
  .route("/delivery", staffDeliveryApi)
  .route("/shipments", staffShipmentsApi)
  .route("/go-live", staffGoLiveApi)
  .route("/settings", staffSettingsApi)
  .route("/campaigns", staffCampaignsApi);
