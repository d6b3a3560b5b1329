import * as v from "valibot";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../config/security";
import { isValidIban, normaliseIban } from "../reference/iban";
import { isValidNip, normaliseNip } from "../reference/nip";
import { isValidRegon, normaliseRegon } from "../reference/regon";

/** The valibot fields both APIs take from people, with their Polish messages, defined once. */

/** Required text, trimmed, at most `max` characters. */
export const requiredText = (max: number, missing: string, tooLong: string) =>
  v.pipe(v.string(missing), v.trim(), v.nonEmpty(missing), v.maxLength(max, tooLong));

/**
 * A whole number within [min, max] typed as text ("4", " 13 "), with one message for anything else.
 * The range is checked after the number is read, so a number out of range (unlike text that is no
 * number) still lets the form's checks across fields run and report beside it.
 */
export const wholeNumberField = (min: number, max: number, message: string) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.regex(/^\d{1,3}$/, message),
    v.transform(Number),
    v.check((value) => value >= min && value <= max, message),
  );

/** The same, or nothing: absent, null or blank is null. */
export const optionalWholeNumberField = (min: number, max: number, message: string) =>
  v.pipe(
    v.optional(v.nullable(v.string(message)), null),
    v.transform((text) => text?.trim() || null),
    v.check((text) => text === null || /^\d{1,3}$/.test(text), message),
    v.transform((text) => (text === null ? null : Number(text))),
    v.check((value) => value === null || (value >= min && value <= max), message),
  );

/** Optional text (absent, null or empty), trimmed, at most `max` characters. */
export const optionalText = (max: number, tooLong: string) =>
  v.optional(v.nullable(v.pipe(v.string(tooLong), v.trim(), v.maxLength(max, tooLong))));

export const emailField = v.pipe(
  v.string("Podaj adres e-mail."),
  v.trim(),
  v.nonEmpty("Podaj adres e-mail."),
  v.maxLength(254, "Adres e-mail jest za długi."),
  v.email("Podaj poprawny adres e-mail, np. jan.kowalski@example.pl."),
  v.toLowerCase(),
);

/** Password rules; messages never repeat the password (the validation hook never echoes input). */
export const newPasswordField = v.pipe(
  v.string("Podaj hasło."),
  v.minLength(PASSWORD_MIN_LENGTH, `Hasło musi mieć co najmniej ${PASSWORD_MIN_LENGTH} znaków.`),
  v.maxLength(PASSWORD_MAX_LENGTH, `Hasło może mieć najwyżej ${PASSWORD_MAX_LENGTH} znaków.`),
  v.regex(/\p{L}/u, "Hasło musi zawierać co najmniej jedną literę."),
  v.regex(/\d/, "Hasło musi zawierać co najmniej jedną cyfrę."),
);

/** A password typed to prove who one is (sign-in, the old password): only its presence is checked. */
export const currentPasswordField = (missing: string) =>
  v.pipe(v.string(missing), v.nonEmpty(missing), v.maxLength(1000, "Nieprawidłowe hasło."));

const PHONE_MESSAGE = "Podaj numer telefonu, np. 600 700 800.";
const isPhone = (value: string) => /^\+?[\d\s-]{9,20}$/.test(value) && value.replace(/\D/g, "").length >= 9;

export const phoneField = v.pipe(v.string("Podaj numer telefonu."), v.trim(), v.check(isPhone, PHONE_MESSAGE));

/** A phone number one may leave empty. */
export const optionalPhoneField = v.optional(
  v.nullable(
    v.pipe(
      v.string("Nieprawidłowy numer telefonu."),
      v.trim(),
      v.check((value) => value === "" || isPhone(value), PHONE_MESSAGE),
    ),
  ),
);

export const firstNameField = requiredText(60, "Podaj imię.", "Imię może mieć najwyżej 60 znaków.");
export const lastNameField = requiredText(80, "Podaj nazwisko.", "Nazwisko może mieć najwyżej 80 znaków.");
export const optionalFirstNameField = optionalText(80, "Imię może mieć najwyżej 80 znaków.");
export const optionalLastNameField = optionalText(80, "Nazwisko może mieć najwyżej 80 znaków.");

/** A Polish postcode, stored as 00-000; typed as five digits (or with a space) it is put in that form. */
export const postcodeField = v.pipe(
  v.string("Podaj kod pocztowy."),
  v.trim(),
  v.transform((code) => code.replace(/^(\d{2})[\s\u2010-\u2015]?(\d{3})$/, "$1-$2")),
  v.regex(/^\d{2}-\d{3}$/, "Kod pocztowy ma postać 00-000."),
);

/** A Polish NIP with a valid check digit, answered as ten digits. */
export const nipField = v.pipe(
  v.string("Podaj NIP firmy."),
  v.trim(),
  v.nonEmpty("Podaj NIP firmy."),
  v.check(isValidNip, "Nieprawidłowy numer NIP. Sprawdź, czy ma 10 cyfr i nie ma literówki."),
  v.transform((value) => normaliseNip(value)!),
);

/** A REGON with a valid check digit (9 or 14 digits), answered as digits; empty: none. */
export const optionalRegonField = v.pipe(
  v.string("Nieprawidłowy numer REGON."),
  v.trim(),
  v.check((value) => value === "" || isValidRegon(value), "Nieprawidłowy numer REGON. Sprawdź, czy ma 9 lub 14 cyfr i nie ma literówki."),
  v.transform((value) => (value === "" ? "" : normaliseRegon(value)!)),
);

/** A KRS number: 10 digits (leading zeros kept); empty: none. */
export const optionalKrsField = v.pipe(
  v.string("Nieprawidłowy numer KRS."),
  v.trim(),
  v.transform((value) => value.replace(/\s/g, "")),
  v.check((value) => value === "" || /^\d{10}$/.test(value), "Numer KRS ma 10 cyfr, np. 0000123456."),
);

/** A Polish bank account (IBAN or the 26-digit NRB) with valid check digits, answered as "PL" and 26 digits. */
export const ibanField = v.pipe(
  v.string("Podaj numer konta bankowego."),
  v.trim(),
  v.nonEmpty("Podaj numer konta bankowego."),
  v.check(isValidIban, "Nieprawidłowy numer konta. Sprawdź 26 cyfr (z PL na początku lub bez) – cyfry kontrolne się nie zgadzają."),
  v.transform((value) => normaliseIban(value)!),
);
