/*
 * What the shop API says when it refuses a write, in Polish, for shoppers and staff: the texts the
 * data layer (src/shop/db) and the domain raise with their codes. Here, not beside the SQL, so
 * the words live with the other messages (catalogue defaults: src/common/errors/catalogue.ts;
 * mails: src/shop/mail; pages: src/common/i18n/messages.ts).
 */

import { HELD_PIECES_LIMIT, PREPAID_LINE_QUANTITY_MAX } from "../config/security";

const UNCHANGED = "Nie zmieniono żadnej oferty.";

export const REFUSALS = {
  basket: {
    offerUnknown: "Nie znaleźliśmy takiej oferty.",
    quantityAtLeastOne: "Podaj ilość co najmniej 1.",
    basketUnknown: "Nie znaleźliśmy tego koszyka.",
    basketGone: "Nie znaleźliśmy tego koszyka. Mógł wygasnąć – dodaj opony ponownie.",
    tooManyLines: (max: number) => `Koszyk może zawierać najwyżej ${max} różnych ofert.`,
  },
  /** The hoarding limits on a new order (src/common/config/security.ts). */
  order: {
    prepaidLineLimit: `Przy płatności z góry jedna opona może być zamówiona w najwyżej ${PREPAID_LINE_QUANTITY_MAX} sztukach. Większą ilość zamów za pobraniem – potwierdzimy zamówienie telefonicznie – albo zadzwoń do nas.`,
    deliveryUnavailable: "Ten sposób dostawy jest teraz niedostępny. Wybierz inny.",
    codNotAllowed: (method: string) =>
      `Płatność przy odbiorze nie jest dostępna przy dostawie „${method}”. Wybierz inny sposób płatności albo dostawy.`,
    heldPiecesLimit: `Zamówienia z tym adresem e-mail, tym numerem telefonu lub z tej sieci czekają już na płatność za tyle opon, że razem z tym zamówieniem byłoby ich ponad ${HELD_PIECES_LIMIT}. Opłać wcześniejsze zamówienie albo zamów za pobraniem – potwierdzimy je telefonicznie – lub zadzwoń do nas.`,
  },
  staffOffers: {
    stockNegative: (who: string, stock: number) => `Stan oferty ${who} wyniósłby ${stock} szt.: stan nie może być ujemny. ${UNCHANGED}`,
    stockAboveMax: (who: string, max: number) => `Stan oferty ${who} przekroczyłby ${max} szt. ${UNCHANGED}`,
    unknownIds: (ids: readonly (number | string)[]) =>
      ids.length === 1 ? `Nie ma oferty o numerze ${ids[0]}.` : `Nie ma ofert o numerach: ${ids.join(", ")}.`,
    stockChangedMeanwhile: (sku: string, stock: number, shown: number) =>
      `Stan oferty ${sku} zmienił się w międzyczasie (jest ${stock} szt., formularz pokazywał ${shown} szt.) – na przykład ktoś ją zamówił. Sprawdź stan i zapisz ponownie.`,
    changedWhileSaving: "Oferta zmieniła się w trakcie zapisu (np. ktoś ją właśnie kupił). Odśwież stronę i spróbuj ponownie.",
    priceErrorOwnersOnly: "Cenę jako błędną może oznaczyć tylko właściciel sklepu.",
    priceEntryUnknown: "Ta oferta nie ma takiej ceny w historii.",
    priceErrorCurrent: "To cena, która obowiązuje teraz. Najpierw ustaw poprawną cenę, potem oznacz tę jako błędną.",
    priceErrorAlready: "Ta cena jest już oznaczona jako błędna.",
    publishOwnersOnly: "Cenę czekającą na decyzję może opublikować tylko właściciel sklepu.",
  },
  /** What a producer's data page still lacks under GPSR (the back office lists them). */
  gpsrGaps: {
    makerName: "brak nazwy firmy producenta",
    makerAddress: "niepełny adres pocztowy producenta",
    makerElectronic: "brak adresu elektronicznego producenta (e-mail lub strona kontaktowa)",
    noEuResponsible: "producent spoza UE bez osoby odpowiedzialnej w UE",
    euResponsibleOutsideEu: "osoba odpowiedzialna nie ma siedziby w państwie UE",
    euResponsibleAddress: "niepełny adres pocztowy osoby odpowiedzialnej w UE",
    euResponsibleElectronic: "brak adresu elektronicznego osoby odpowiedzialnej w UE",
  },
} as const;
