import type { Block, ContentPage, ShopFacts } from "../types";
import { eprelOnEveryOffer, eprelSentence } from "../catalogue-claims";
import { everythingFree } from "../delivery-phrases";

export function aboutPage(shop: ShopFacts): ContentPage {
  // The company's details: the shop's data, kept under an owner's own text (ContentPage.fixedFrom).
  const companyBlocks: Block[] = [
    { type: "h2", text: "Dane firmy", id: "dane-firmy" },
    { type: "p", text: `Sklep ${shop.siteName} prowadzi:` },
    {
      type: "ul",
      items: [
        `**${shop.companyName}**`,
        `Adres: ${shop.companyAddress}`,
        `NIP: ${shop.nip}`,
        ...(shop.regon ? [`REGON: ${shop.regon}`] : []),
        ...(shop.krs ? [`KRS: ${shop.krs}${shop.registryCourt ? ` – ${shop.registryCourt}` : ""}`] : []),
        ...(shop.shareCapital ? [`Kapitał zakładowy: ${shop.shareCapital}`] : []),
        `E-mail: ${shop.email}`,
        `Telefon: ${shop.phone}`,
        `Godziny pracy: ${shop.hours}`,
      ],
    },
    {
      type: "note",
      text: "Pod adresem firmy działa biuro, a nie magazyn, więc nie prowadzimy tam odbioru osobistego. Zasady zakupów opisują [regulamin](/regulamin) oraz [informacje dla kupujących](/informacje-dla-kupujacych).",
    },
  ];
  const page: ContentPage = {
    title: "O nas",
    description: everythingFree(shop)
      ? "Poznaj krakowski sklep z nowymi oponami: około 50 producentów, rok produkcji i etykieta UE przy każdej ofercie, uczciwe ceny i darmowa dostawa w Polsce."
      : "Poznaj krakowski sklep z nowymi oponami: około 50 producentów, rok produkcji i etykieta UE przy każdej ofercie, uczciwe ceny i dostawa w całej Polsce.",
    lead: `${shop.siteName} to sklep internetowy z nowymi oponami, który prowadzi krakowski zespół znający się na oponach. Wysyłamy w całej Polsce i dbamy o to, żeby wybór opon był prosty, a informacje – rzetelne.`,
    updated: "2026-11-25",
    blocks: [
      { type: "h2", text: "Kim jesteśmy", id: "kim-jestesmy" },
      {
        type: "p",
        text: "Jesteśmy zespołem z Krakowa, dla którego opony to codzienna praca. Wiemy, czym różni się mieszanka zimowa od całorocznej, co naprawdę mówi indeks nośności i dlaczego w dowodzie rejestracyjnym nie zawsze znajdziesz rozmiar opon. Tę wiedzę przekładamy na sklep: na filtry, opisy i odpowiedzi na Twoje pytania.",
      },
      {
        type: "p",
        text: shop.delivery?.pickup
          ? `Działamy online i wysyłamy opony kurierem na terenie całej Polski; zamówienie możesz też odebrać w naszym magazynie (${shop.delivery.pickup.address}). Nie mamy salonu, dzięki czemu możemy skupić się na tym, co dla Ciebie najważniejsze: dobrej ofercie, jasnych zasadach i sprawnej wysyłce.`
          : "Działamy wyłącznie online i wysyłamy opony kurierem na terenie całej Polski. Nie mamy salonu ani punktu odbioru, dzięki czemu możemy skupić się na tym, co dla Ciebie najważniejsze: dobrej ofercie, jasnych zasadach i sprawnej wysyłce.",
      },

      { type: "h2", text: "Co sprzedajemy", id: "co-sprzedajemy" },
      {
        type: "p",
        text: "Sprzedajemy wyłącznie **nowe opony** do samochodów osobowych, SUV-ów, aut dostawczych i terenowych – letnie, zimowe i całoroczne. Znajdziesz u nas opony około 50 producentów: od marek premium, takich jak Michelin, Continental, Bridgestone czy Goodyear, po marki budżetowe dla tych, którzy chcą rozsądnie wydać pieniądze.",
      },
      {
        type: "ul",
        items: [
          "[Opony osobowe i SUV](/opony/osobowe-suv) – do aut na co dzień, od miejskich hatchbacków po duże SUV-y.",
          "[Opony dostawcze](/opony/dostawcze) – o podwyższonej nośności, do busów i samochodów dostawczych.",
          "[Opony terenowe 4x4](/opony/terenowe-4x4) – na szutry, błoto i wyjazdy poza asfalt.",
          "Według sezonu: [opony letnie](/opony/letnie), [zimowe](/opony/zimowe) i [całoroczne](/opony/caloroczne).",
        ],
      },

      { type: "h2", text: "Jak dobieramy ofertę", id: "jak-dobieramy-oferte" },
      { type: "h3", text: "Świeża produkcja, widoczny rok DOT" },
      {
        type: "p",
        text: "Stawiamy na opony z aktualnej produkcji, a przy każdej ofercie podajemy rok produkcji odczytany z kodu DOT. Wiesz, co kupujesz, zanim dodasz opony do koszyka – bez niespodzianek po rozpakowaniu.",
      },
      { type: "h3", text: eprelOnEveryOffer(shop.catalogue) ? "Etykieta UE z linkiem do EPREL" : "Etykieta UE przy każdej ofercie" },
      {
        type: "p",
        text: `Każda oferta ma unijną etykietę opony: klasę oporu toczenia, przyczepności na mokrej nawierzchni i poziom hałasu. ${eprelSentence(shop.catalogue)}`,
      },
      { type: "h3", text: "Uczciwe ceny" },
      {
        type: "p",
        text: `${everythingFree(shop) ? "Ceny zawierają 23% VAT, a dostawa jest bezpłatna, więc przy kasie nic nie dochodzi." : "Ceny zawierają 23% VAT, a koszt dostawy widzisz przy jej wyborze, zanim złożysz zamówienie – nic nie dochodzi po cichu."} Gdy obniżamy cenę, zawsze pokazujemy najniższą cenę z 30 dni przed obniżką – od razu widać, ile naprawdę zyskujesz.`,
      },
      { type: "h3", text: "Narzędzia, które ułatwiają wybór" },
      {
        type: "p",
        text: "Opony wyszukasz po rozmiarze, marce samochodu albo sezonie. W [porównywarce](/porownywarka) zestawisz obok siebie do trzech modeli, a lista ostatnio oglądanych opon pozwoli wrócić do tych, które wpadły Ci w oko. Poradniki o doborze opon publikujemy na [blogu](/blog).",
      },

      { type: "h2", text: "Jak możemy Ci pomóc", id: "jak-mozemy-pomoc" },
      {
        type: "p",
        text: `Nie wiesz, który rozmiar pasuje do Twojego auta albo wahasz się między dwoma modelami? Zadzwoń pod numer **${shop.phone}** (${shop.hours}) lub napisz na **${shop.email}** – doradzimy bez naciskania na droższą opcję. Odpowiedzi na częste pytania znajdziesz też w [Centrum pomocy](/pomoc).`,
      },
      {
        type: "p",
        text: `Opony dowozimy kurierem${shop.delivery?.freeCourier ? " za darmo" : ""}, ale ich nie montujemy – założysz je w dowolnym warsztacie w swojej okolicy. Szczegóły wysyłki opisujemy na stronie [Dostawa](/dostawa).`,
      },

      ...companyBlocks,
    ],
  };
  return { ...page, fixedFrom: page.blocks.length - companyBlocks.length };
}
