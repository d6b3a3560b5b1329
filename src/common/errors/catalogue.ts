import type { ContentfulStatusCode } from "hono/utils/http-status";
import { CATALOGUED_ERROR_CODES } from "./error-rules";

export { CATALOGUED_ERROR_CODES };

/** Codes of the transport itself: bad input, missing things, limits, failures. */
export const GENERIC_ERROR_CODES = [
  "VALIDATION_ERROR",
  "BAD_REQUEST",
  "NOT_FOUND",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "RATE_LIMITED",
  "UNSUPPORTED_MEDIA_TYPE",
  "PAYLOAD_TOO_LARGE",
  "ORDER_NOT_ELIGIBLE",
  "EMPTY_CHECKOUT",
  "PRICE_CHANGED",
  "BASKET_CHANGED",
  "INVALID_NIP",
  "COMPANY_LOOKUP_UNAVAILABLE",
  "ORDER_STATE_CONFLICT",
  "CONFLICT",
  "FEED_UNAVAILABLE",
  "CARRIER_REFUSED",
  "CARRIER_UNAVAILABLE",
  "INTERNAL_ERROR",
] as const;

export type CataloguedErrorCode = (typeof CATALOGUED_ERROR_CODES)[number];
export type ErrorCode = CataloguedErrorCode | (typeof GENERIC_ERROR_CODES)[number];

interface ErrorDefinition {
  status: ContentfulStatusCode;
  message: string;
}

/** Status and Polish message for every code. */
export const ERROR_DEFINITIONS: Record<ErrorCode, ErrorDefinition> = {
  EMAIL_ALREADY_EXISTS: { status: 409, message: "Konto z tym adresem e-mail już istnieje." },
  USER_DOES_NOT_EXIST: { status: 404, message: "Nie znaleźliśmy konta z tym adresem e-mail." },
  INVALID_OLD_PASSWORD: { status: 400, message: "Obecne hasło jest nieprawidłowe." },
  VARIANT_SOLD_OUT: {
    status: 409,
    message: "Tej opony nie ma już w wybranej ilości. Zmień ilość lub wybierz inną ofertę.",
  },
  INVALID_ORDER_NUMBER: {
    status: 400,
    message: "Nieprawidłowy numer zamówienia. Ma on postać OK-2026-000042 (znajdziesz go w e-mailu z potwierdzeniem).",
  },
  ORDER_NOT_EXISTS: { status: 404, message: "Nie znaleźliśmy takiego zamówienia." },
  ALREADY_REGISTERED: { status: 409, message: "To zamówienie zostało już zgłoszone do promocji." },
  RULES_NOT_ACCEPTED: { status: 400, message: "Aby wziąć udział w promocji, zaakceptuj regulamin." },
  VALIDATION_ERROR: { status: 400, message: "Sprawdź wprowadzone dane." },
  BAD_REQUEST: { status: 400, message: "Nieprawidłowe żądanie." },
  NOT_FOUND: { status: 404, message: "Nie znaleziono." },
  UNAUTHORIZED: { status: 401, message: "Zaloguj się, aby kontynuować." },
  FORBIDDEN: { status: 403, message: "Brak uprawnień do tej operacji." },
  RATE_LIMITED: { status: 429, message: "Zbyt wiele prób. Odczekaj chwilę i spróbuj ponownie." },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: "Wyślij dane w formacie JSON." },
  PAYLOAD_TOO_LARGE: { status: 413, message: "Przesłane dane są za duże." },
  ORDER_NOT_ELIGIBLE: {
    status: 409,
    message:
      "To zamówienie nie spełnia warunków promocji: nie ma w nim opon z promocji albo złożono je poza czasem jej trwania lub ponad 30 dni temu.",
  },
  EMPTY_CHECKOUT: { status: 400, message: "Koszyk jest pusty. Dodaj opony, zanim złożysz zamówienie." },
  PRICE_CHANGED: {
    status: 409,
    message: "Ceny lub zawartość koszyka zmieniły się od otwarcia tej strony. Sprawdź podsumowanie i złóż zamówienie jeszcze raz.",
  },
  BASKET_CHANGED: {
    status: 409,
    message:
      "Zawartość koszyka zmieniła się w trakcie składania zamówienia (np. w innej karcie). Sprawdź podsumowanie i złóż zamówienie jeszcze raz.",
  },
  INVALID_NIP: { status: 400, message: "Nieprawidłowy numer NIP. Sprawdź, czy ma 10 cyfr i nie ma literówki." },
  COMPANY_LOOKUP_UNAVAILABLE: {
    status: 503,
    message: "Wyszukiwarka firm GUS chwilowo nie odpowiada. Wpisz dane firmy ręcznie.",
  },
  ORDER_STATE_CONFLICT: {
    status: 409,
    message: "Tej zmiany nie można wykonać w obecnym stanie zamówienia. Odśwież stronę i sprawdź jego status.",
  },
  CONFLICT: {
    status: 409,
    message: "Tej zmiany nie można wykonać w obecnym stanie danych. Odśwież stronę i sprawdź, co się zmieniło.",
  },
  FEED_UNAVAILABLE: {
    status: 502,
    message: "Nie udało się pobrać pliku dostawcy. Sprawdź jego adres i spróbuj ponownie.",
  },
  CARRIER_REFUSED: {
    status: 422,
    message: "Przewoźnik nie przyjął przesyłki. Sprawdź dane odbiorcy i paczek.",
  },
  CARRIER_UNAVAILABLE: {
    status: 502,
    message: "Przewoźnik chwilowo nie odpowiada. Spróbuj ponownie za kilka minut albo wpisz numer przesyłki ręcznie.",
  },
  INTERNAL_ERROR: {
    status: 500,
    message: "Wystąpił nieoczekiwany błąd. Spróbuj ponownie za chwilę.",
  },
};

export function isCataloguedErrorCode(code: unknown): code is CataloguedErrorCode {
  return typeof code === "string" && (CATALOGUED_ERROR_CODES as readonly string[]).includes(code);
}
