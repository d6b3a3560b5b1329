import { Hono } from "hono";
import * as v from "valibot";
import { limitAttempts, rateLimitKey } from "../auth/rate-limit";
import { COMPLAINT_REMEDIES, ORDER_NUMBER_PATTERN } from "../config";
import { database } from "../db/client";
import { complaints } from "../db/schema";
import type { AppEnv } from "../env";
import { sendLater } from "../mail/send-later";
import { emailField, optionalPhoneField, requiredText, validate } from "../api-common";

const complaintInput = v.object({
  name: requiredText(120, "Podaj imię i nazwisko.", "Imię i nazwisko mogą mieć najwyżej 120 znaków."),
  email: emailField,
  phone: optionalPhoneField,
  order_number: v.pipe(
    v.string("Podaj numer zamówienia."),
    v.trim(),
    v.toUpperCase(),
    v.nonEmpty("Podaj numer zamówienia."),
    v.regex(ORDER_NUMBER_PATTERN, "Numer zamówienia ma postać OK-2026-000042."),
  ),
  product: requiredText(200, "Napisz, której opony dotyczy reklamacja.", "Opis opony może mieć najwyżej 200 znaków."),
  description: v.pipe(
    requiredText(4000, "Opisz wadę.", "Opis może mieć najwyżej 4000 znaków."),
    v.minLength(20, "Opisz wadę trochę dokładniej (co najmniej 20 znaków)."),
  ),
  remedy: v.picklist(COMPLAINT_REMEDIES, "Wybierz, czego oczekujesz."),
});

/** POST /api/complaints: the form on /reklamacja. Kept in D1 first, then mailed to the shop and the customer. */
export const complaintsApi = new Hono<AppEnv>().post(
  "/",
  async (c, next) => {
    await limitAttempts(database(c.env.DB), rateLimitKey("complaint", c.req.raw, c.env.ENVIRONMENT), Date.now());
    return next();
  },
  validate("json", complaintInput),
  async (c) => {
    const input = c.req.valid("json");
    const db = database(c.env.DB);
    const [saved] = await db
      .insert(complaints)
      .values({
        createdAt: Date.now(),
        name: input.name,
        email: input.email,
        phone: input.phone || null,
        orderNumber: input.order_number,
        product: input.product,
        description: input.description,
        remedy: input.remedy,
      })
      .returning({ id: complaints.id });
    const reference = `R-${String(saved!.id).padStart(6, "0")}`;
    const details = [
      `Zamówienie: ${input.order_number}`,
      `Opona: ${input.product}`,
      `Oczekiwanie: ${input.remedy}`,
      "",
      input.description,
    ].join("\n");
    sendLater(c, {
      to: c.env.CONTACT_EMAIL,
      subject: `Reklamacja ${reference} (${input.order_number})`,
      text: `${input.name} <${input.email}>${input.phone ? `, tel. ${input.phone}` : ""}\n\n${details}\n`,
    });
    sendLater(c, {
      to: input.email,
      subject: `${c.env.SITE_NAME}: przyjęliśmy reklamację ${reference}`,
      // Fixed wording only: the address is not verified, so nothing typed into the form is echoed
      // to it (the form must not become a way to send the shop's mail to anyone).
      text: `Dzień dobry,\n\nprzyjęliśmy reklamację ${reference} dotyczącą zamówienia ${input.order_number}. Odpowiemy w ciągu 14 dni, zwykle dużo szybciej. Zdjęcia wady i numer DOT z boku opony możesz wysłać w odpowiedzi na tę wiadomość, podając numer ${reference}.\n\nPozdrawiamy\n${c.env.SITE_NAME}\n`,
    });
    return c.json({ ok: true, reference }, 201);
  },
);
