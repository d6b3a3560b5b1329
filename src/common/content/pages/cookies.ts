import type { ContentPage, ShopFacts } from "../types";

export function cookiesPage(shop: ShopFacts): ContentPage {
  return {
    title: "Polityka cookies",
    description:
      "Jakich plików cookies i pamięci przeglądarki używa nasz sklep z oponami, po co i jak długo, oraz jak w każdej chwili zmienić swoją zgodę na analitykę.",
    lead: `Sklep ${shop.siteName} zapisuje w Twojej przeglądarce tylko to, co potrzebne – koszyk, logowanie, Twój wybór dotyczący cookies. Statystyki i marketing włączamy wyłącznie za Twoją zgodą.`,
    updated: "2026-11-25",
    blocks: [
      { type: "h2", text: "Czym są pliki cookies", id: "czym-sa-cookies" },
      {
        type: "p",
        text: "Pliki cookies (ciasteczka) to małe pliki tekstowe, które strona internetowa zapisuje w Twojej przeglądarce, a przeglądarka odsyła je przy kolejnych wizytach. Podobnie działa pamięć przeglądarki (localStorage i sessionStorage) – pozwala zapamiętać drobne informacje na Twoim urządzeniu. Dzięki temu Sklep pamięta np. zawartość koszyka i Twoje logowanie do Konta.",
      },
      {
        type: "p",
        text: `Pliki cookies w Sklepie zapisuje ${shop.companyName}, ${shop.companyAddress}, a – jeśli się na to zgodzisz – także Google (narzędzia Google Analytics i Google Tag Manager).`,
      },

      { type: "h2", text: "Kiedy potrzebujemy Twojej zgody", id: "zgoda" },
      {
        type: "p",
        text: "Zgodnie z art. 399 ustawy z dnia 12 lipca 2024 r. – Prawo komunikacji elektronicznej możemy bez Twojej zgody zapisywać w przeglądarce tylko informacje niezbędne do działania Sklepu i do świadczenia usługi, o którą prosisz – np. do prowadzenia koszyka, logowania czy porównania wybranych opon. Na wszystko inne – listę ostatnio oglądanych opon (pamięć funkcjonalna) oraz pliki cookies analityczne i marketingowe – potrzebujemy Twojej zgody.",
      },
      {
        type: "p",
        text: "Przy pierwszej wizycie pokazujemy baner, w którym decydujesz, czy zgadzasz się na pamięć funkcjonalną oraz cookies analityczne i marketingowe. Jeśli nie wyrazisz zgody, korzystasz ze Sklepu bez ograniczeń – zakupy działają tak samo. Jeśli pliki cookies pozwalają Cię zidentyfikować, przetwarzamy je także zgodnie z RODO (rozporządzenie 2016/679) – więcej w [Polityce prywatności](/polityka-prywatnosci).",
      },

      { type: "h2", text: "Jakich cookies i pamięci przeglądarki używamy", id: "lista-cookies" },
      {
        type: "table",
        caption: "Pliki cookies i dane zapisywane w przeglądarce",
        head: ["Nazwa", "Do czego służy", "Jak długo", "Rodzaj"],
        rows: [
          ["__Host-session", "Utrzymuje Twoje zalogowanie do Konta.", "30 dni lub do wylogowania", "niezbędny"],
          ["checkout-token", "Zapamiętuje zawartość Twojego koszyka.", "1 dzień", "niezbędny"],
          ["order-confirmation", "Pozwala wyświetlić stronę z potwierdzeniem zamówienia po jego złożeniu.", "1 dzień", "niezbędny"],
          ["compare-tyres", "Zapamiętuje opony wybrane do porównania.", "7 dni", "funkcjonalny – niezbędny do działania porównywarki"],
          [
            "wybrany-samochod",
            "Zapamiętuje samochód i rozmiar opon, które wybierzesz przyciskiem „Wybierz ten samochód”, żeby przy każdej oponie pokazać, czy do niego pasuje. Zapisujemy go tylko na Twoją prośbę; „Usuń” go kasuje.",
            "12 miesięcy lub do usunięcia",
            "funkcjonalny – niezbędny do wskazywania pasujących opon",
          ],
          [
            "cookie-consent",
            "Zapamiętuje Twój wybór dotyczący plików cookies, żeby baner nie pojawiał się przy każdej wizycie.",
            "12 miesięcy",
            "niezbędny",
          ],
          [
            "last-seen-products (localStorage)",
            "Pokazuje 5 ostatnio oglądanych opon. Dane zostają w Twojej przeglądarce – nie wysyłamy ich na nasz serwer. Gdy wycofasz zgodę, usuwamy tę listę.",
            "7 dni",
            "funkcjonalny – tylko za zgodą",
          ],
          [
            "sessionStorage",
            "Przechowuje jednorazowe komunikaty wyświetlane po przejściu na kolejną stronę (np. potwierdzenie wykonanej operacji).",
            "do zamknięcia karty przeglądarki",
            "niezbędny",
          ],
          [
            "_ga, _ga_<id> (Google Analytics 4)",
            "Rozróżniają odwiedzających i sesje, dzięki czemu widzimy, jak korzystasz ze Sklepu – np. które strony są oglądane i czy zakup przebiega sprawnie.",
            "do 2 lat",
            "analityczny – tylko za zgodą",
          ],
          [
            "Google Tag Manager",
            "Wczytuje narzędzia analityczne i marketingowe, na które wyrazisz zgodę.",
            "zależnie od wczytanego narzędzia",
            "analityczny i marketingowy – tylko za zgodą",
          ],
        ],
      },
      {
        type: "note",
        text: "Google Analytics i Google Tag Manager działają tylko wtedy, gdy włączyliśmy je w Sklepie i gdy wyrazisz na nie zgodę w banerze.",
      },

      { type: "h2", text: "Pomiar szybkości strony", id: "pomiar-szybkosci" },
      {
        type: "p",
        text: "Jeśli zgodzisz się na cookies analityczne, w około 10% wizyt mierzymy, jak szybko ładują się i reagują strony Sklepu (wskaźniki LCP, INP, CLS i TTFB). Wyniki trafiają wyłącznie na nasz własny serwer, bez identyfikatorów pozwalających powiązać je z Tobą, i służą tylko do poprawiania działania Sklepu.",
      },

      { type: "h2", text: "Google Analytics i Google Tag Manager", id: "google" },
      {
        type: "p",
        text: "Dostawcą tych narzędzi jest Google Ireland Ltd. (Gordon House, Barrow Street, Dublin 4, Irlandia). Dane mogą być przekazywane do Google LLC w Stanach Zjednoczonych na podstawie decyzji Komisji Europejskiej w sprawie EU-US Data Privacy Framework. Zasady przetwarzania danych przez Google opisuje polityka prywatności Google dostępna na stronie policies.google.com.",
      },

      ...(shop.onlinePayment
        ? [
            { type: "h2" as const, text: "Płatności online", id: "platnosci-online" },
            {
              type: "p" as const,
              text: "Gdy płacisz online, przechodzisz do serwisu Przelewy24 prowadzonego przez PayPro S.A. z siedzibą w Poznaniu. Na jego stronach obowiązują zasady cookies tego operatora.",
            },
          ]
        : []),

      { type: "h2", text: "Jak zmienić swój wybór", id: "zmiana-wyboru" },
      {
        type: "ul",
        items: [
          "**W Sklepie** – kliknij link **„Ustawienia cookies”** w stopce strony. Baner otworzy się ponownie i w każdej chwili zmienisz albo wycofasz zgodę. Wycofanie zgody nie wpływa na zgodność z prawem tego, co działo się przed nim.",
          "**W przeglądarce** – w ustawieniach prywatności (w Chrome, Firefoksie, Safari czy Edge zwykle w sekcji „Prywatność i bezpieczeństwo”) możesz usunąć zapisane pliki cookies i dane witryn albo zablokować ich zapisywanie.",
        ],
      },
      {
        type: "note",
        text: "Jeśli zablokujesz w przeglądarce wszystkie pliki cookies, nie zadziała koszyk, logowanie do Konta ani składanie zamówień.",
      },

      { type: "h2", text: "Zmiany polityki cookies", id: "zmiany" },
      {
        type: "p",
        text: `Gdy zaczniemy używać nowych plików cookies albo zmienimy ich przeznaczenie, zaktualizujemy tę stronę, a jeśli będzie to wymagało Twojej zgody – zapytamy o nią ponownie. Pytania dotyczące cookies wyślij na ${shop.email}.`,
      },
    ],
  };
}
