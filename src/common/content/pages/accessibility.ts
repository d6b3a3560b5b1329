import type { ContentPage, ShopFacts } from "../types";

/**
 * The information a provider of an e-commerce service publishes on how the service meets the
 * accessibility requirements (ustawa z dnia 26 kwietnia 2024 r. o zapewnianiu spełniania wymagań
 * dostępności niektórych produktów i usług przez podmioty gospodarcze, implementing the European
 * Accessibility Act). It describes what the shop really does; review it when the site changes.
 */
export function accessibilityPage(shop: ShopFacts): ContentPage {
  return {
    title: "Deklaracja dostępności",
    description:
      "Jak sklep z oponami spełnia wymagania dostępności: obsługa klawiaturą, kontrast, opisy zdjęć, czytelne formularze, znane ograniczenia i kontakt w sprawie dostępności.",
    lead: `Chcemy, żeby każdy mógł wygodnie wybrać i kupić opony w sklepie ${shop.siteName} – także osoby korzystające z czytnika ekranu, samej klawiatury albo powiększenia. Poniżej opisujemy, jak działa nasza usługa, co robimy dla jej dostępności, czego jeszcze nie udało się nam poprawić i jak zgłosić problem.`,
    updated: "2026-11-25",
    blocks: [
      { type: "h2", text: "Czego dotyczy ta deklaracja", id: "zakres" },
      {
        type: "p",
        text: `Deklaracja dotyczy sklepu internetowego ${shop.siteName} pod adresem ${shop.siteUrl}, który prowadzi ${shop.companyName}, ${shop.companyAddress}. Publikujemy ją na podstawie ustawy z dnia 26 kwietnia 2024 r. o zapewnianiu spełniania wymagań dostępności niektórych produktów i usług przez podmioty gospodarcze, która wdraża europejski akt o dostępności (dyrektywę (UE) 2019/882).`,
      },

      { type: "h2", text: "Jak działa nasza usługa", id: "opis-uslugi" },
      {
        type: "p",
        text: "Sklep to strona internetowa, na której wyszukasz nowe opony (według rozmiaru, sezonu, producenta albo marki samochodu), porównasz je, dodasz do koszyka i złożysz zamówienie z dostawą kurierem. Możesz założyć konto, w którym widać zamówienia i faktury, a przez formularze zgłosisz reklamację albo zamówienie do promocji. Zasady zakupów opisuje [Regulamin](/regulamin).",
      },

      { type: "h2", text: "Jak dbamy o dostępność", id: "jak-dbamy" },
      {
        type: "p",
        text: "Projektujemy i sprawdzamy Sklep według wytycznych WCAG 2.1 na poziomie AA, do których odsyła norma zharmonizowana EN 301 549. W szczególności:",
      },
      {
        type: "ul",
        items: [
          "**Klawiatura** – wszystkie funkcje Sklepu obsłużysz samą klawiaturą, a element, na którym jesteś, jest wyraźnie zaznaczony. Na początku każdej strony jest odnośnik „Przejdź do treści”, który pomija menu.",
          "**Kontrast i czytelność** – tekst ma kontrast co najmniej 4,5:1 względem tła, a stronę możesz powiększyć do 200% bez utraty treści. Układ dopasowuje się do szerokości ekranu, także telefonu. Informacji nie przekazujemy wyłącznie kolorem.",
          "**Opisy obrazów** – zdjęcie na stronie opony ma tekst alternatywny z jej nazwą, a na listach, gdzie nazwa stoi tuż obok zdjęcia, czytnik ekranu je pomija, żeby nie powtarzać tego samego. Dane z unijnej etykiety opony (klasy oporu toczenia, przyczepności na mokrej nawierzchni i hałasu) podajemy także zwykłym tekstem. Obrazy czysto dekoracyjne są ukryte przed czytnikami ekranu.",
          "**Formularze** – każde pole ma widoczną etykietę, pola wymagane są oznaczone, a komunikaty o błędach wyświetlamy tekstem przy polu, którego dotyczą, i odczytują je czytniki ekranu.",
          "**Struktura** – strony mają nagłówki w logicznej kolejności, oznaczone obszary (nagłówek, nawigacja, treść, stopka) i ustawiony język polski, dzięki czemu czytnik ekranu czyta je poprawnie.",
          "**Bez JavaScriptu** – katalog opon, filtry, strony opon, porównanie, dodawanie do koszyka i strony z informacjami działają także wtedy, gdy przeglądarka nie wykonuje skryptów.",
          "**Ruch** – jeśli w systemie ustawisz ograniczenie animacji, Sklep je wyłącza.",
          "**Sprawdzanie** – główne strony zakupowe (listę opon, porównywarkę, koszyk, zamówienie) sprawdzamy automatycznie narzędziem axe przy każdej zmianie Sklepu.",
        ],
      },

      { type: "h2", text: "Znane ograniczenia", id: "ograniczenia" },
      {
        type: "ul",
        items: [
          "Składanie zamówienia, konto, formularz reklamacyjny i zgłoszenie do promocji wymagają włączonego JavaScriptu.",
          "Faktury w formacie PDF mogą nie być w pełni dostępne dla czytników ekranu. Na Twoją prośbę wyślemy dane faktury w zwykłej wiadomości e-mail.",
          ...(shop.onlinePayment
            ? ["Płatność online odbywa się w serwisie Przelewy24, a jego dostępność zależy od operatora tego serwisu."]
            : []),
          "Odnośniki do europejskiej bazy etykiet opon (EPREL) prowadzą do serwisu Komisji Europejskiej, na którego dostępność nie mamy wpływu.",
          "Zdjęcia opon pochodzą od producentów – ich opis alternatywny podaje model opony, ale nie opisuje szczegółów bieżnika.",
        ],
      },

      { type: "h2", text: "Zgłoś problem z dostępnością", id: "kontakt" },
      {
        type: "p",
        text: `Jeśli coś w Sklepie jest dla Ciebie niedostępne albo potrzebujesz informacji w innej formie (np. treści strony w zwykłym e-mailu), napisz na **${shop.email}** albo zadzwoń pod numer **${shop.phone}** (${shop.hours}). Opisz, na której stronie i przy jakiej czynności pojawił się problem oraz z jakiego urządzenia lub programu korzystasz. Odpowiemy w ciągu 14 dni, a do czasu poprawki pomożemy Ci przez telefon lub e-mail – np. dobierzemy opony i przeprowadzimy Cię przez zamówienie.`,
      },

      { type: "h2", text: "Organ nadzoru", id: "nadzor" },
      {
        type: "p",
        text: "Spełnianie wymagań dostępności przez usługi takie jak nasza nadzoruje **Prezes Zarządu Państwowego Funduszu Rehabilitacji Osób Niepełnosprawnych (PFRON)**, al. Jana Pawła II 13, 00-828 Warszawa. Jeśli uważasz, że nasza usługa nie spełnia wymagań dostępności, a nasza odpowiedź Cię nie zadowoliła, możesz złożyć do niego skargę. Informacje o tym znajdziesz na stronie pfron.org.pl.",
      },

      { type: "h2", text: "Data sporządzenia", id: "data" },
      {
        type: "p",
        text: "Deklarację sporządziliśmy 25 listopada 2026 r. na podstawie samooceny przeprowadzonej przez nas, z użyciem automatycznych testów dostępności. Przeglądamy ją przy każdej większej zmianie Sklepu, nie rzadziej niż raz w roku.",
      },
    ],
  };
}
