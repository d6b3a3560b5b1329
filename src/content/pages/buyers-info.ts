import { BANK_TRANSFER_PAYMENT_DAYS, COD_CONFIRMATION_ABOVE_GROSZE, ONLINE_PAYMENT_TIMEOUT_S } from "../../config";
import { formatZloty } from "../../i18n/money";
import type { ContentPage, ShopFacts } from "../types";

export function buyersInfoPage(shop: ShopFacts): ContentPage {
  return {
    title: "Informacje dla kupujących",
    description:
      "Najważniejsze zasady zakupów w jednym miejscu: zamówienie, płatność, darmowa dostawa kurierem, faktury, zwrot w 14 dni, reklamacje i kontakt ze sklepem.",
    lead: `Wszystko, co warto wiedzieć przed zakupem opon w sklepie ${shop.siteName} – w skrócie. Przy każdym temacie znajdziesz link do szczegółowych zasad.`,
    updated: "2026-11-22",
    blocks: [
      { type: "h2", text: "Kto sprzedaje", id: "sprzedawca" },
      {
        type: "p",
        text: `Sprzedawcą jest **${shop.companyName}**, ${shop.companyAddress}, NIP ${shop.nip}. Sprzedajemy nowe opony do samochodów osobowych i SUV, dostawczych oraz terenowych 4x4 – letnie, zimowe i całoroczne – klientom indywidualnym i firmom w całej Polsce.`,
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
          "Do ceny nie doliczamy kosztów dostawy ani opłat za pobranie.",
          "Przy każdej obniżce pokazujemy też najniższą cenę opony z 30 dni przed obniżką – żeby łatwo było sprawdzić, czy promocja jest prawdziwa.",
        ],
      },

      { type: "h2", text: "Płatność", id: "platnosc" },
      {
        type: "ul",
        items: [
          `**Przelew tradycyjny** – na konto ${shop.bankAccount} (${shop.bankName}), w tytule numer zamówienia. Wysyłamy po zaksięgowaniu wpłaty. Nieopłacone zamówienie anulujemy po ${BANK_TRANSFER_PAYMENT_DAYS} dniach.`,
          `**Przy odbiorze** – gotówką lub kartą u kuriera, bez dopłaty. Pierwsze zamówienie i zamówienia powyżej ${formatZloty(COD_CONFIRMATION_ABOVE_GROSZE / 100)} potwierdzamy telefonicznie.`,
          `**Online przez Przelewy24** – BLIK, szybki przelew lub karta, jeśli ta forma jest dostępna przy Twoim zamówieniu. Na płatność masz ${ONLINE_PAYMENT_TIMEOUT_S / 60} minut.`,
        ],
      },

      { type: "h2", text: "Dostawa", id: "dostawa" },
      {
        type: "p",
        text: "Wysyłamy kurierem na terenie Polski, **zawsze za darmo**. Zamówienie nadajemy w ciągu 1–2 dni roboczych (przy przelewie tradycyjnym – od zaksięgowania wpłaty), a kurier doręcza je zwykle w ciągu kolejnych 1–2 dni roboczych. Opony dostarczamy bez montażu. Przy odbiorze sprawdź paczki, a jeśli są uszkodzone, poproś kuriera o protokół szkody. Więcej: [Dostawa](/dostawa).",
      },

      { type: "h2", text: "Faktury", id: "faktury" },
      {
        type: "p",
        text: "Kupujesz na firmę? Wpisz NIP w zamówieniu – dane firmy uzupełnimy automatycznie i wystawimy fakturę VAT. Fakturę wystawimy też osobie prywatnej, jeśli o nią poprosisz. Jeśli masz [konto](/konto), pobierzesz fakturę w PDF przy zamówieniu.",
      },

      { type: "h2", text: "Zwrot w 14 dni", id: "zwrot" },
      {
        type: "p",
        text: "Jako konsument (a także jako przedsiębiorca, dla którego zakup nie ma charakteru zawodowego) możesz odstąpić od umowy w ciągu 14 dni od odbioru opon, bez podawania przyczyny. Koszt odesłania opon kurierem pokrywasz Ty, a pieniądze oddamy w ciągu 14 dni. Opon nie montuj, jeśli chcesz je zwrócić. Wymiana to zwrot i nowe zamówienie. Instrukcja i formularz: [Zwrot i wymiana](/zwrot-i-wymiana).",
      },

      { type: "h2", text: "Reklamacje", id: "reklamacje" },
      {
        type: "p",
        text: "Odpowiadamy za wady opon przez 2 lata od dostawy. Reklamację zgłosisz przez formularz online, a wadliwe opony odbierzemy od Ciebie kurierem na nasz koszt. Odpowiedź dostaniesz w ciągu 14 dni. Jak to zrobić: [Reklamacja](/reklamacja).",
      },

      { type: "h2", text: "Twoje dane i cookies", id: "dane" },
      {
        type: "p",
        text: "Dane z zamówienia wykorzystujemy do jego realizacji i rozliczeń, a na cookies analityczne i marketingowe prosimy o zgodę. Zasady opisujemy w [Polityce prywatności](/polityka-prywatnosci) i [Polityce cookies](/polityka-cookies).",
      },

      { type: "h2", text: "Spory", id: "spory" },
      {
        type: "p",
        text: "Jeśli nie uda nam się porozumieć, jako konsument możesz skorzystać z bezpłatnej pomocy miejskiego lub powiatowego rzecznika konsumentów, Wojewódzkiego Inspektoratu Inspekcji Handlowej albo stałego polubownego sądu konsumenckiego. Więcej informacji znajdziesz na stronie uokik.gov.pl.",
      },

      { type: "h2", text: "Kontakt", id: "kontakt" },
      {
        type: "p",
        text: `Napisz na **${shop.email}** albo zadzwoń pod numer **${shop.phone}** (${shop.hours}). Odpowiedzi na najczęstsze pytania znajdziesz w [Centrum pomocy](/pomoc), a pełne zasady zakupów – w [Regulaminie](/regulamin).`,
      },
    ],
  };
}
