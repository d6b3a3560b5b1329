import { Hono } from "hono";
import { isLocalDevelopment } from "../../common/api/app-middleware";
import { ShopError } from "../../common/errors";
import type { ShopApiEnv } from "../env";
import { outboxAttachment, outboxAttachmentNames, recentMail } from "../mail/outbox";

/**
 * The embedded mailer's outbox for the development page /dev/poczta: only under `npm run dev` and
 * only to this machine (it shows everyone's mail); anywhere else it does not exist (404).
 */
export const devOutboxApi = new Hono<ShopApiEnv>()
  .use(async (c, next) => {
    if (!isLocalDevelopment(c)) throw new ShopError("NOT_FOUND");
    return next();
  })
  .get("/", async (c) => {
    const mail = await recentMail(c.env.DB);
    const attachments = await Promise.all(mail.map((message) => outboxAttachmentNames(c.env.FILES, message.id)));
    return c.json({
      mail: mail.map((message, index) => ({
        id: message.id,
        to: message.to,
        subject: message.subject,
        text: message.text,
        created_at: message.createdAt,
        attachments: attachments[index]!,
      })),
    });
  })
  // A sent mail's attachment as it went out (the outbox keeps the bytes in R2).
  .get("/:id{[0-9]{1,9}}/:name", async (c) => {
    const file = await outboxAttachment(c.env.FILES, Number(c.req.param("id")), c.req.param("name"));
    if (!file) throw new ShopError("NOT_FOUND");
    return c.body(file.body, 200, { "Content-Type": file.httpMetadata?.contentType ?? "application/octet-stream" });
  });
