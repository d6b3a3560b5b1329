import { Hono } from "hono";
import type { StaffApiEnv } from "../../env";
import { goLiveFacts } from "../../db/queries/go-live";
import { shopGoLiveItems } from "../../go-live";

/** The go-live checklist's shop half (src/shop/go-live.ts), and the owners the site's Access item needs. */
export const staffGoLiveApi = new Hono<StaffApiEnv>().get("/", async (c) => {
  const facts = await goLiveFacts(c.env.DB);
  return c.json({ items: shopGoLiveItems(c.env, facts), owners: facts.owners });
});
