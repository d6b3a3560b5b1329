import { Hono } from "hono";
import { noStore } from "../../common/api";
import { siteSettings } from "../../common/site-settings";
import { database } from "../db/client";
import { offeredDeliveryMethods, ruleOf } from "../db/queries/delivery-methods";
import type { ShopApiEnv } from "../env";

/**
 * The delivery methods a buyer may choose now (issue 36), each with its pricing rule in grosze as
 * src/common/delivery.ts prices it for a basket, and the warehouse pickup orders are collected from.
 * Not cached: an owner's change applies to the next checkout at once, as it does to the next order.
 */
export const deliveryApi = new Hono<ShopApiEnv>().use(noStore).get("/methods", async (c) => {
  const pickup = siteSettings(c.env).pickup;
  const rows = await offeredDeliveryMethods(database(c.env.DB), pickup !== null);
  return c.json({ methods: rows.map(ruleOf), pickup });
});
