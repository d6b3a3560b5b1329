import { Hono } from "hono";
import { claimConfirmationForm, validate } from "../../common/api";
import { invoicePdfPath } from "../../common/routes";
import { ShopError } from "../../common/errors";
import { currentUser } from "../current-user";
import type { AppEnv } from "../env";
import { answerOf, shopAnswer } from "../shop-client/answers";

const ORDER_ID = ":id{[0-9]{1,9}}";

/**
 * The signed-in customer's orders beyond the list (which the pages ask the shop API for): invoices
 * (SPEC §7 GET /api/account/orders/{id}/invoice) and attaching guest orders placed with the
 * account's e-mail once a mailed link proves the address. accountApi has checked the session.
 */
export const accountOrdersApi = new Hono<AppEnv>()
  .post("/claim", async (c) => {
    const user = (await currentUser(c))!;
    const response = await c.var.shopAs(user.id).accounts.me["order-claims"].$post();
    return c.json(await shopAnswer(response));
  })
  .post("/claim/confirm", validate("json", claimConfirmationForm), async (c) => {
    const user = (await currentUser(c))!;
    const response = await c.var.shopAs(user.id).accounts.me["order-claims"].confirm.$post({ json: c.req.valid("json") });
    return c.json(await shopAnswer(response));
  })
  // SPEC §7: the call answers where the order's invoice is (its newest invoice, not a correction).
  .get(`/${ORDER_ID}/invoice`, async (c) => {
    const user = (await currentUser(c))!;
    const response = await c.var.shopAs(user.id).invoices.orders[":id{[0-9]{1,9}}"].$get({ param: { id: c.req.param("id")! } });
    const { order_id, invoices } = await shopAnswer(response);
    const invoice = invoices.filter((entry) => !entry.kind.startsWith("KOR")).at(-1);
    if (!invoice) throw new ShopError("NOT_FOUND", { message: "Do tego zamówienia nie ma jeszcze faktury." });
    return c.json({
      url: invoicePdfPath(order_id, invoice.id),
      number: invoice.number,
      file_name: invoice.file_name,
      ready: invoice.ready,
    });
  })
  .get(`/${ORDER_ID}/faktury/:invoice{[0-9]{1,9}}`, async (c) => {
    const user = (await currentUser(c))!;
    const response = await c.var.shopAs(user.id).invoices[":invoice{[0-9]{1,9}}"].pdf.$get({ param: { invoice: c.req.param("invoice") } });
    if (!response.ok) await answerOf(response);
    return new Response(response.body, {
      status: 200,
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": response.headers.get("content-disposition") ?? "attachment",
      },
    });
  });
