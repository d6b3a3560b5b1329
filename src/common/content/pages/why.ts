import type { ContentPage, ShopFacts } from "../types";
import { eprelOnEveryOffer, eprelSentence } from "../catalogue-claims";
import { everythingFree } from "../delivery-phrases";

/** "darmowa dostawa od 2 opon" → "Darmowa dostawa od 2 opon". */
const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

export function whyPage(shop: ShopFacts): ContentPage {
  return {
    title: "Dlaczego warto kupić u nas",
    description: `${shop.delivery?.headline ? `${capitalised(shop.delivery.headline)}, rok` : "Rok"} produkcji i etykieta UE przy każdej oponie, uczciwe promocje, porównywarka i 14 dni na zwrot. Zobacz, co zyskujesz, kupując u nas.`,
    lead: `Opony kupuje się raz na kilka sezonów, więc warto zrobić to dobrze. Oto konkretne powody, dla których kierowcy z całej Polski wybierają ${shop.siteName}.`,
    updated: "2026-11-25",
    blocks: [
      ...(everythingFree(shop)
        ? [
            { type: "h2" as const, text: "Darmowa dostawa każdego zamówienia", id: "darmowa-dostawa" },
            {
              type: "p" as const,
              text: `Nie ma progu, od którego dostawa jest gratis – **każde zamówienie wysyłamy kurierem bezpłatnie** na terenie Polski. Paczki nadajemy w ${shop.handlingDays} dni robocze, a kurier dowozi je zwykle w ciągu kolejnych ${shop.transitDays} dni roboczych. Nawet za płatność przy odbiorze nic nie dopłacasz. Szczegóły znajdziesz na stronie [Dostawa](/dostawa).`,
            },
          ]
        : [
            { type: "h2" as const, text: "Szybka dostawa w całej Polsce", id: "darmowa-dostawa" },
            {
              type: "p" as const,
              text: `${shop.delivery?.headline ? `**${capitalised(shop.delivery.headline)}.** ` : ""}Paczki nadajemy w ${shop.handlingDays} dni robocze, a kurier dowozi je zwykle w ciągu kolejnych ${shop.transitDays} dni roboczych. Koszt dostawy widzisz przy jej wyborze, zanim złożysz zamówienie. Szczegóły znajdziesz na stronie [Dostawa](/dostawa).`,
            },
          ]),

      { type: "h2", text: "Rok produkcji widoczny przy każdej oponie", id: "rok-produkcji" },
      {
        type: "p",
        text: "Przy każdej ofercie podajemy rok produkcji z kodu DOT. Nie musisz dopytywać ani liczyć na szczęście – wiesz, jaką oponę dostaniesz, zanim dodasz ją do koszyka.",
      },

      {
        type: "h2",
        text: eprelOnEveryOffer(shop.catalogue) ? "Etykieta UE i link do EPREL" : "Etykieta UE przy każdej oponie",
        id: "etykieta-ue-eprel",
      },
      {
        type: "p",
        text: `Każda opona ma unijną etykietę: klasę oporu toczenia (czyli wpływu na spalanie), przyczepności na mokrej nawierzchni i poziom hałasu. ${eprelSentence(shop.catalogue)}`,
      },

      { type: "h2", text: "Uczciwe ceny i prawdziwe promocje", id: "uczciwe-ceny" },
      {
        type: "p",
        // Free delivery is claimed only when the delivery settings make every order free (they are the back office's).
        text: `Ceny, które widzisz, zawierają 23% VAT, ${everythingFree(shop) ? "a dostawa jest darmowa – przy kasie nic nie dochodzi" : "a koszt dostawy widzisz w koszyku, zanim złożysz zamówienie – później nic nie dochodzi"}. Przy każdej obniżce pokazujemy **najniższą cenę z 30 dni przed obniżką**, zgodnie z przepisami. Dzięki temu od razu widać, czy promocja jest prawdziwa.`,
      },

      { type: "h2", text: "Łatwe wyszukiwanie i porównywarka", id: "porownywarka" },
      {
        type: "p",
        text: "Opony znajdziesz po rozmiarze, po marce samochodu albo po sezonie. Wahasz się między modelami? W [porównywarce](/porownywarka) zestawisz obok siebie do trzech opon i porównasz ich parametry. Lista ostatnio oglądanych opon pozwala szybko wrócić do modeli, które wcześniej wpadły Ci w oko.",
      },

      { type: "h2", text: "Faktura VAT dla firm bez przepisywania danych", id: "faktury-dla-firm" },
      {
        type: "p",
        text: "Kupujesz na firmę? Wpisz NIP, a dane firmy uzupełnimy automatycznie z rejestru GUS. Fakturę VAT w PDF znajdziesz na swoim [koncie](/konto), obok historii zamówień. Wygodnie dla Ciebie i dla księgowości.",
      },

      { type: "h2", text: "14 dni na zwrot bez podawania przyczyny", id: "zwrot-14-dni" },
      {
        type: "p",
        text: "Jeśli zmienisz zdanie, masz 14 dni na odstąpienie od umowy bez podawania przyczyny. Dlatego z montażem najlepiej poczekaj, aż będziesz mieć pewność, że opony zostają u Ciebie. Jak to zrobić krok po kroku, opisujemy na stronie [Zwrot i wymiana](/zwrot-i-wymiana). Za brak zgodności opon z umową odpowiadamy przez 2 lata – zasady znajdziesz w zakładce [Reklamacja](/reklamacja).",
      },

      { type: "h2", text: "Porada człowieka, nie bota", id: "porada-przez-telefon" },
      {
        type: "p",
        text: `Nie wiesz, czy wybrać opony zimowe, czy całoroczne, albo który indeks nośności pasuje do Twojego auta? Zadzwoń pod numer **${shop.phone}** (${shop.hours}) lub napisz na **${shop.email}**. Odbierze ktoś z naszego krakowskiego zespołu, kto zna się na oponach i doradzi konkretnie, bez naciskania na droższy model.`,
      },

      { type: "h2", text: "Zacznij wybierać", id: "zacznij-wybierac" },
      {
        type: "p",
        text: "Przejrzyj [opony osobowe i SUV](/opony/osobowe-suv), [zimowe](/opony/zimowe), [letnie](/opony/letnie) lub [całoroczne](/opony/caloroczne). Szukasz czegoś do busa albo w teren? Sprawdź [opony dostawcze](/opony/dostawcze) i [terenowe 4x4](/opony/terenowe-4x4). Odpowiedzi na częste pytania czekają w [Centrum pomocy](/pomoc).",
      },
    ],
  };
}
