import { BANK_TRANSFER_PAYMENT_WORKING_DAYS, COD_CONFIRMATION_ABOVE_GROSZE, ONLINE_PAYMENT_TIMEOUT_S } from "../../config/orders";
import { COMPLAINT_ANSWER_DAYS, WITHDRAWAL_DAYS } from "../../config/back-office";
import { formatZloty } from "../../i18n/money";
import { workingDaysGenitive } from "../../i18n/plural";
import { DISPUTE_RESOLUTION_CONSENT } from "../dispute-resolution";
import type { ContentPage, ShopFacts } from "../types";
import { deliveryCostText, everythingFree } from "../delivery-phrases";

export function buyersInfoPage(shop: ShopFacts): ContentPage {
  return {
    title: "Informacje dla kupujących",
    description: `Najważniejsze zasady zakupów w jednym miejscu: zamówienie, płatność, ${everythingFree(shop) ? "darmowa dostawa kurierem" : "dostawa"}, faktury, zwrot w 14 dni, reklamacje i kontakt ze sklepem.`,
    lead: `Wszystko, co warto wiedzieć przed zakupem opon w sklepie ${shop.siteName} – w skrócie. Przy każdym temacie znajdziesz link do szczegółowych zasad.`,
    updated: "2026-11-29",
    blocks: [
      { type: "h2", text: "Kto sprzedaje", id: "sprzedawca" },
      {
        type: "p",
        text: `Sprzedawcą jest **${shop.companyName}**, ${shop.companyAddress}, ${shop.companyRegistration}. Sprzedajemy nowe opony do samochodów osobowych i SUV, dostawczych oraz terenowych 4x4 – letnie, zimowe i całoroczne – klientom indywidualnym i firmom w całej Polsce.`,
      },

      { type: "h2", text: "Jak złożyć zamówienie", id: "zamowienie" },
      {
        type: "ol",
        items: [
          "Wybierz opony i dodaj je do [koszyka](/koszyk).",
          "Podaj dane do dostawy – możesz zamówić bez zakładania konta albo po zalogowaniu na [konto](/konto).",
          "Wybierz sposób płatności i sprawdź podsumowanie.",
          "Kliknij **„Zamawiam z obowiązkiem zapłaty”**.",
        ],
      },
      {
        type: "p",
        text: "Umowa zostaje zawarta, gdy wyślemy Ci e-mail z potwierdzeniem zamówienia. Znajdziesz w nim numer zamówienia, listę opon z rokiem produkcji i łączną kwotę. Szczegóły: [Regulamin](/regulamin#zamowienia).",
      },

      { type: "h2", text: "Ceny i obniżki", id: "ceny" },
      {
        type: "ul",
        items: [
          "Ceny są podane w złotych, brutto – zawierają 23% VAT.",
          "Obowiązuje cena widoczna przy oponie w chwili złożenia zamówienia.",
          everythingFree(shop)
            ? "Do ceny nie doliczamy kosztów dostawy ani opłat za pobranie."
            : "Koszt dostawy i ewentualną opłatę za płatność przy odbiorze widzisz przy ich wyborze, a łączną kwotę – zanim złożysz zamówienie.",
          "Przy każdej obniżce pokazujemy też najniższą cenę opony z 30 dni przed obniżką – żeby łatwo było sprawdzić, czy promocja jest prawdziwa.",
        ],
      },

      { type: "h2", text: "Płatność", id: "platnosc" },
      {
        type: "ul",
        items: [
          ...(shop.onlinePayment
            ? [
                `**Online przez Przelewy24** – BLIK, szybki przelew lub karta. Na płatność masz ${ONLINE_PAYMENT_TIMEOUT_S / 60} minut; jeśli jej nie dokończysz, odstąpimy od umowy i napiszemy Ci o tym.`,
              ]
            : []),
          `**Przelew tradycyjny** – na konto ${shop.bankAccount} (${shop.bankName}), w tytule numer zamówienia. Wysyłamy po zaksięgowaniu wpłaty. Jeśli nie zapłacisz w ciągu ${workingDaysGenitive(BANK_TRANSFER_PAYMENT_WORKING_DAYS)}, odstąpimy od umowy (dzień roboczy wcześniej przypomnimy o wpłacie e-mailem) – zasady opisuje [Regulamin](/regulamin#platnosci).`,
          `**Przy odbiorze** – gotówką lub kartą${shop.delivery?.pickup ? " (u kuriera albo w magazynie przy odbiorze osobistym)" : " u kuriera"}${shop.delivery && !shop.delivery.codFee ? ", bez dopłaty" : ""}. Pierwsze zamówienie i zamówienia powyżej ${formatZloty(COD_CONFIRMATION_ABOVE_GROSZE / 100)} przyjmujemy dopiero po potwierdzeniu telefonicznym.`,
        ],
      },

      { type: "h2", text: "Dostawa", id: "dostawa" },
      {
        type: "p",
        text: `Wysyłamy kurierem na terenie Polski${shop.delivery?.freeCourier ? ", **zawsze za darmo**" : ""}${shop.delivery?.pickup ? `; zamówienie możesz też odebrać w naszym magazynie (${shop.delivery.pickup.address})` : ""}. ${shop.delivery && !shop.delivery.freeCourier ? `${deliveryCostText(shop)} ` : ""}Zamówienie nadajemy w ciągu ${shop.handlingDays} dni roboczych (przy przelewie tradycyjnym – od zaksięgowania wpłaty), a kurier doręcza je zwykle w ciągu kolejnych ${shop.transitDays} dni roboczych. Opony dostarczamy bez montażu. Przy odbiorze sprawdź paczki, a jeśli są uszkodzone, poproś kuriera o protokół szkody. Więcej: [Dostawa](/dostawa).`,
      },

      { type: "h2", text: "Faktury", id: "faktury" },
      {
        type: "p",
        text: "Kupujesz na firmę? Wpisz NIP w zamówieniu – dane firmy uzupełnimy automatycznie i wystawimy fakturę VAT. Fakturę wystawimy też osobie prywatnej, jeśli o nią poprosisz. Jeśli masz [konto](/konto), pobierzesz fakturę w PDF przy zamówieniu.",
      },

      { type: "h2", text: "Zwrot w 14 dni", id: "zwrot" },
      {
        type: "p",
        text: `Jako konsument (a także jako przedsiębiorca, dla którego zakup nie ma charakteru zawodowego) możesz odstąpić od umowy w ciągu ${WITHDRAWAL_DAYS} dni od odbioru opon, bez podawania przyczyny. Koszt odesłania opon pokrywasz Ty: opony odsyła się kurierem, każdą jako osobną paczkę, co kosztuje zwykle ${shop.returnCostPerTyre} za oponę. Pieniądze oddamy w ciągu ${WITHDRAWAL_DAYS} dni. Opon nie montuj, jeśli chcesz je zwrócić. Wymiana to zwrot i nowe zamówienie. Instrukcja i formularz: [Zwrot i wymiana](/zwrot-i-wymiana).`,
      },

      { type: "h2", text: "Reklamacje", id: "reklamacje" },
      {
        type: "p",
        text: `Odpowiadamy za brak zgodności opon z umową, który ujawni się w ciągu 2 lat od dostawy (wobec firm – z rękojmi za wady). Reklamację zgłosisz przez formularz online, a reklamowane opony odbierzemy od Ciebie kurierem na nasz koszt. Odpowiedź dostaniesz w ciągu ${COMPLAINT_ANSWER_DAYS} dni. Jak to zrobić: [Reklamacja](/reklamacja).`,
      },

      { type: "h2", text: "Twoje dane i cookies", id: "dane" },
      {
        type: "p",
        text: "Dane z zamówienia wykorzystujemy do jego realizacji i rozliczeń, a na cookies analityczne i marketingowe prosimy o zgodę. Zasady opisujemy w [Polityce prywatności](/polityka-prywatnosci) i [Polityce cookies](/polityka-cookies).",
      },

      { type: "h2", text: "Spory", id: "spory" },
      {
        type: "p",
        text: `${DISPUTE_RESOLUTION_CONSENT} Spór możesz skierować do mediacji prowadzonej przez wojewódzkiego inspektora Inspekcji Handlowej albo do stałego polubownego sądu konsumenckiego przy inspektorze, a bezpłatnie doradzi Ci miejski lub powiatowy rzecznik konsumentów. Szczegóły: [Regulamin](/regulamin#pozasadowe-rozwiazywanie-sporow) i uokik.gov.pl.`,
      },

      { type: "h2", text: "Kontakt", id: "kontakt" },
      {
        type: "p",
        text: `Napisz na **${shop.email}** albo zadzwoń pod numer **${shop.phone}** (${shop.hours}). Odpowiedzi na najczęstsze pytania znajdziesz w [Centrum pomocy](/pomoc), a pełne zasady zakupów – w [Regulaminie](/regulamin).`,
      },
    ],
  };
}
