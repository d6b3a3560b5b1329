import { Hono } from "hono";
import * as v from "valibot";
import { limitAttempts, rateLimitKey } from "../auth/rate-limit";
import { COMPLAINT_REMEDIES, ORDER_NUMBER_PATTERN } from "../config";
import { database } from "../db/client";
import { complaints } from "../db/schema";
import type { AppEnv } from "../env";
import { sendLater } from "../mail/send-later";
import { emailField } from "../shop-api/auth";
import { validate } from "../shop-api/validation";

const text = (missing: string, max: number, tooLong: string) => v.pipe(v.string(missing), v.trim(), v.nonEmpty(missing), v.maxLength(max, tooLong));

const complaintInput = v.object({
  name: text("Podaj imię i nazwisko.", 120, "Imię i nazwisko mogą mieć najwyżej 120 znaków."),
  email: emailField,
  phone: v.optional(
    v.pipe(
      v.string("Nieprawidłowy numer telefonu."),
      v.trim(),
      v.check((value) => value === "" || (/^\+?[\d\s-]{9,20}$/.test(value) && value.replace(/\D/g, "").length >= 9), "Podaj numer telefonu, np. 600 700 800."),
    ),
  ),
  order_number: v.pipe(
    v.string("Podaj numer zamówienia."),
    v.trim(),
    v.toUpperCase(),
    v.nonEmpty("Podaj numer zamówienia."),
    v.regex(ORDER_NUMBER_PATTERN, "Numer zamówienia ma postać OK-2026-000042."),
  ),
  product: text("Napisz, której opony dotyczy reklamacja.", 200, "Opis opony może mieć najwyżej 200 znaków."),
  description: v.pipe(text("Opisz wadę.", 4000, "Opis może mieć najwyżej 4000 znaków."), v.minLength(20, "Opisz wadę trochę dokładniej (co najmniej 20 znaków).")),
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
      .values({ createdAt: Date.now(), name: input.name, email: input.email, phone: input.phone || null, orderNumber: input.order_number, product: input.product, description: input.description, remedy: input.remedy })
      .returning({ id: complaints.id });
    const reference = `R-${String(saved!.id).padStart(6, "0")}`;
    const details = [`Zamówienie: ${input.order_number}`, `Opona: ${input.product}`, `Oczekiwanie: ${input.remedy}`, "", input.description].join("\n");
    await sendLater(c, {
      to: c.env.CONTACT_EMAIL,
      subject: `Reklamacja ${reference} (${input.order_number})`,
      text: `${input.name} <${input.email}>${input.phone ? `, tel. ${input.phone}` : ""}\n\n${details}\n`,
    });
    await sendLater(c, {
      to: input.email,
      subject: `${c.env.SITE_NAME}: przyjęliśmy reklamację ${reference}`,
      // Fixed wording only: the address is not verified, so nothing typed into the form is echoed
      // to it (the form must not become a way to send the shop's mail to anyone).
      text: `Dzień dobry,\n\nprzyjęliśmy reklamację ${reference} dotyczącą zamówienia ${input.order_number}. Odpowiemy w ciągu 14 dni, zwykle dużo szybciej. Zdjęcia wady i numer DOT z boku opony możesz wysłać w odpowiedzi na tę wiadomość, podając numer ${reference}.\n\nPozdrawiamy\n${c.env.SITE_NAME}\n`,
    });
    return c.json({ ok: true, reference }, 201);
  },
);
