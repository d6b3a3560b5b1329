import type { MiddlewareHandler } from "hono";
import * as v from "valibot";
import { COMPLAINT_REMEDIES, ORDER_NUMBER_PATTERN } from "../config/orders";
import { ShopError } from "../errors";
import {
  currentPasswordField,
  emailField,
  newPasswordField,
  optionalFirstNameField,
  optionalLastNameField,
  optionalPhoneField,
  requiredText,
} from "./fields";
import { multiLine } from "./validation";

/*
 * The forms of accounts and complaints, read twice on purpose: the site's API checks them before it
 * calls the shop API (the shopper gets the field messages at once), and the shop API checks them
 * again, since anything may call it directly.
 */

export const credentialsForm = v.object({
  email: emailField,
  password: currentPasswordField("Podaj hasło."),
});

/**
 * A profile update changes only the fields it names: a field given as "" or null clears it, an
 * absent one stays as it is (so `{}` changes nothing). The account page always sends all three.
 */
export const profileForm = v.object({
  first_name: optionalFirstNameField,
  last_name: optionalLastNameField,
  phone: optionalPhoneField,
});

export const passwordChangeForm = v.object({
  old_password: currentPasswordField("Podaj obecne hasło."),
  new_password: newPasswordField,
});

/** Deleting an account asks for the password again: a session left open (a shared computer, a stolen cookie) is not enough. */
export const accountDeletionForm = v.object({
  // Left out (an old client's bare DELETE) reads as empty, so it gets this message too.
  password: v.optional(currentPasswordField("Podaj hasło, aby potwierdzić usunięcie konta."), ""),
});

export const claimConfirmationForm = v.object({
  token: v.pipe(
    v.string("Brakuje kodu z linku."),
    v.regex(/^[A-Za-z0-9_-]{20,100}$/, "Ten link jest niepełny. Otwórz go jeszcze raz z wiadomości."),
  ),
});

export const complaintForm = v.object({
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
  // A textarea: line breaks allowed (the control-character rule, validation.ts).
  description: multiLine(
    v.pipe(
      requiredText(4000, "Opisz, na czym polega problem.", "Opis może mieć najwyżej 4000 znaków."),
      v.minLength(20, "Opisz problem trochę dokładniej (co najmniej 20 znaków)."),
    ),
  ),
  remedy: v.picklist(COMPLAINT_REMEDIES, "Wybierz, czego oczekujesz."),
});

/** A JSON body that is not an object (an array, null, a string) is refused, not read as "no fields". */
export const refuseNonObjectProfile: MiddlewareHandler = async (c, next) => {
  // Malformed or non-JSON bodies are left to the validator, which refuses them in its own words.
  const body: unknown = await c.req.json().catch(() => ({}));
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new ShopError("BAD_REQUEST", { message: "Dane konta wyślij jako obiekt JSON z polami first_name, last_name i phone." });
  }
  return next();
};
