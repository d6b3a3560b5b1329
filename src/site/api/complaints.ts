import { Hono } from "hono";
import { complaintForm, validate } from "../../common/api";
import type { AppEnv } from "../env";
import { shopAnswer } from "../shop-client/answers";

/** POST /api/complaints: the form on /reklamacja, filed with the shop API (src/shop/api/complaints.ts). */
export const complaintsApi = new Hono<AppEnv>().post("/", validate("json", complaintForm), async (c) => {
  const response = await c.var.shop.complaints.$post({ json: c.req.valid("json") });
  return c.json(await shopAnswer(response), 201);
});
