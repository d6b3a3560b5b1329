import { COMPLAINT_ANSWER_DAYS } from "../../config/back-office";
import { disputeResolutionBlocks } from "../dispute-resolution";
import type { ContentPage, ShopFacts } from "../types";

export function complaintsPage(shop: ShopFacts): ContentPage {
  return {
    title: "Reklamacja",
    description:
      "Jak zareklamować opony: 2 lata odpowiedzialności sprzedawcy, odpowiedź w 14 dni, odbiór opon kurierem na nasz koszt i formularz reklamacyjny online.",
    lead: `Opona jest uszkodzona albo przyszło coś innego, niż zamówiono? Zgłoś to przez formularz na dole strony. Odpowiemy w ciągu ${COMPLAINT_ANSWER_DAYS} dni, a reklamowane opony odbierzemy od Ciebie kurierem na nasz koszt.`,
    updated: "2026-11-25",
    blocks: [
      { type: "h2", text: "Kiedy możesz złożyć reklamację", id: "kiedy-reklamacja" },
      {
        type: "p",
        text: "Reklamację składasz wtedy, gdy opona nie jest zgodna z umową – czyli nie ma cech, które powinna mieć (jest np. uszkodzona albo nie nadaje się do jazdy), albo nie odpowiada temu, co zostało zamówione. Przykłady:",
      },
      {
        type: "ul",
        items: [
          "wybrzuszenie (tzw. guz) na boku opony, pęknięcia, rozwarstwienie albo uszkodzona stopka, które nie powstały w wyniku użytkowania,",
          "bicie lub drgania, których warsztat nie jest w stanie usunąć wyważeniem, mimo prawidłowego montażu,",
          "inna opona niż zamówiona: inny rozmiar, model, indeks nośności lub prędkości albo inny rok produkcji niż podany w zamówieniu,",
          "uszkodzenie opony powstałe w transporcie.",
        ],
      },
      {
        type: "p",
        text: "Jeśli opony są w porządku, ale po prostu nie pasują albo chcesz inne, skorzystaj z [prawa do zwrotu w ciągu 14 dni](/zwrot-i-wymiana).",
      },

      { type: "h2", text: "2 lata odpowiedzialności sprzedawcy", id: "odpowiedzialnosc" },
      { type: "h3", text: "Jeśli kupujesz jako konsument" },
      {
        type: "p",
        text: "Odpowiadamy za brak zgodności opon z umową na zasadach rozdziału 5a ustawy z dnia 30 maja 2014 r. o prawach konsumenta (przepisy obowiązujące od 1 stycznia 2023 r.). Odpowiadamy za brak zgodności istniejący w chwili dostarczenia opon, który ujawni się w ciągu **2 lat** od dostawy. Przyjmuje się, że brak zgodności, który ujawnił się w tym czasie, istniał już w chwili dostarczenia – nie musisz tego udowadniać. Te same zasady stosujemy wobec przedsiębiorców na prawach konsumenta, czyli osób prowadzących jednoosobową działalność, dla których zakup opon nie ma charakteru zawodowego.",
      },
      { type: "h3", text: "Jeśli kupujesz na firmę" },
      {
        type: "p",
        text: "Odpowiadamy z tytułu rękojmi za wady na zasadach art. 556 i następnych Kodeksu cywilnego. Nie wyłączamy ani nie ograniczamy tej odpowiedzialności. Odpowiadamy za wady fizyczne stwierdzone przed upływem 2 lat od wydania opon. Pamiętaj, że jako przedsiębiorca musisz sprawdzić opony po dostawie i zawiadomić nas o wadzie niezwłocznie po jej wykryciu – inaczej tracisz uprawnienia z rękojmi (art. 563 Kodeksu cywilnego).",
      },

      { type: "h2", text: "Czego możesz żądać", id: "uprawnienia" },
      {
        type: "ol",
        items: [
          "**Wymiany opony na nową albo naprawy.** W przypadku opon w praktyce oznacza to zwykle wymianę na nową, zgodną z umową oponę tego samego modelu. Możemy zaproponować inne rozwiązanie tylko wtedy, gdy wybrany przez Ciebie sposób jest niemożliwy albo wymagałby nadmiernych kosztów.",
          "**Obniżenia ceny albo odstąpienia od umowy (zwrotu pieniędzy)** – jeśli odmówimy wymiany lub naprawy albo ich nie przeprowadzimy, jeśli brak zgodności występuje nadal, jeśli jest na tyle poważny, że uzasadnia to od razu, albo jeśli jasno wynika, że nie doprowadzimy opony do zgodności z umową w rozsądnym czasie lub bez nadmiernych niedogodności dla Ciebie. Od umowy nie można odstąpić, gdy brak zgodności jest nieistotny.",
        ],
      },
      {
        type: "p",
        text: "Wszystkie koszty związane z wymianą lub naprawą – w tym przesyłkę reklamowanych opon do nas i nowych do Ciebie – ponosimy my. Jeśli reklamacja zakończy się obniżeniem ceny, zwrócimy Ci różnicę niezwłocznie, nie później niż w ciągu 14 dni od otrzymania Twojego oświadczenia. Przy odstąpieniu od umowy odbierzemy opony na nasz koszt i zwrócimy pieniądze w ciągu 14 dni od ich otrzymania lub od dostarczenia nam dowodu ich odesłania.",
      },

      { type: "h2", text: "Jak złożyć reklamację – krok po kroku", id: "krok-po-kroku" },
      {
        type: "ol",
        items: [
          `**Wypełnij [formularz reklamacyjny](#formularz-reklamacyjny)** na dole tej strony. Możesz też napisać e-mail na adres **${shop.email}** albo wysłać list na adres ${shop.companyName}, ${shop.companyAddress}.`,
          "**Wyślij zdjęcia.** Po zgłoszeniu przez formularz dostaniesz od nas e-mail z potwierdzeniem – w odpowiedzi na niego prześlij zdjęcia opony i miejsca, którego dotyczy reklamacja.",
          "**Nie odsyłaj opon na własną rękę.** Skontaktujemy się z Tobą, ustalimy dzień odbioru i zamówimy kuriera na nasz koszt.",
          `**Poczekaj na decyzję.** Odpowiemy na reklamację w ciągu **${COMPLAINT_ANSWER_DAYS} dni** od jej otrzymania – e-mailem albo listownie.`,
          "**Odbierz nową oponę lub pieniądze.** Jeśli reklamację uznamy, wyślemy Ci nową oponę albo zwrócimy pieniądze – zgodnie z tym, czego zażądasz i na co pozwalają przepisy.",
        ],
      },

      { type: "h2", text: "Co napisać w reklamacji", id: "co-zawrzec" },
      { type: "p", text: "Im więcej szczegółów podasz od razu, tym szybciej rozpatrzymy reklamację:" },
      {
        type: "ul",
        items: [
          "imię i nazwisko, e-mail i numer telefonu,",
          "numer zamówienia (np. OK-2026-000042 – znajdziesz go w e-mailu z potwierdzeniem),",
          "reklamowaną oponę: producenta, model i rozmiar, a najlepiej także kod DOT,",
          "na czym polega problem: co jest nie tak z oponą, kiedy i w jakich okolicznościach to zauważono, czy opona była montowana i ile kilometrów przejechano,",
          "czego oczekujesz: wymiany, naprawy, obniżenia ceny albo odstąpienia od umowy,",
          "zdjęcia: całej opony, zbliżenie uszkodzenia lub miejsca, którego dotyczy reklamacja, kod DOT na boku oraz – jeśli opona była używana – pomiar głębokości bieżnika.",
        ],
      },

      { type: "h2", text: "Terminy w skrócie", id: "terminy" },
      {
        type: "table",
        head: ["Co", "Termin"],
        rows: [
          ["Nasza odpowiedzialność wobec konsumenta za brak zgodności istniejący przy dostawie", "2 lata od dostarczenia opon"],
          ["Rękojmia wobec przedsiębiorcy", "2 lata od wydania opon; o wadzie trzeba zawiadomić niezwłocznie"],
          [
            "Odpowiedź na reklamację",
            `do ${COMPLAINT_ANSWER_DAYS} dni od jej otrzymania – brak odpowiedzi w tym terminie oznacza uznanie reklamacji`,
          ],
          ["Zwrot pieniędzy po obniżeniu ceny", "do 14 dni od otrzymania oświadczenia o obniżeniu ceny"],
          ["Zwrot pieniędzy po odstąpieniu od umowy z powodu braku zgodności", "do 14 dni od otrzymania opon lub dowodu ich odesłania"],
        ],
      },

      { type: "h2", text: "Wskazówki dotyczące opon", id: "porady" },
      {
        type: "ul",
        items: [
          "**Problem zauważony przed montażem zgłoś, zanim oddasz opony do warsztatu.** Jeśli to możliwe, nie montuj reklamowanej opony – łatwiej ją wtedy ocenić, a my szybciej wymienimy ją na nową.",
          "**Nie jeźdź na oponie z wybrzuszeniem ani pęknięciem.** To niebezpieczne. Zdejmij ją z auta i zachowaj do oceny – nie wyrzucaj jej i nie oddawaj do utylizacji.",
          "**Sprawdź kod DOT.** Na boku opony znajdziesz oznaczenie DOT, którego ostatnie cztery cyfry to tydzień i rok produkcji – np. 2425 oznacza 24. tydzień 2025 r. Podaj je w reklamacji.",
          "**Zmierz głębokość bieżnika.** Wystarczy prosty miernik z marketu lub stacji paliw. Minimalna dopuszczalna w Polsce głębokość bieżnika to 1,6 mm.",
          "**Naturalne zużycie nie jest brakiem zgodności z umową.** Nie są nim także uszkodzenia spowodowane jazdą, np. uderzeniem w krawężnik lub wjechaniem w dziurę, przebiciem, jazdą ze zbyt niskim ciśnieniem, nieprawidłową geometrią zawieszenia czy błędnym montażem. Nierównomierne zużycie bieżnika najczęściej wynika z ustawień auta, a nie z samej opony.",
          "**Zachowaj dokumenty z warsztatu.** Fakturę lub potwierdzenie montażu i wyważenia warto dołączyć do reklamacji – szczególnie gdy zgłaszasz bicie lub drgania.",
        ],
      },

      { type: "h2", text: "Gwarancja producenta", id: "gwarancja" },
      {
        type: "p",
        text: "Niektórzy producenci opon udzielają dodatkowo gwarancji. Jej zakres i warunki określa oświadczenie gwarancyjne producenta. Gwarancja nie ogranicza naszej odpowiedzialności jako sprzedawcy – możesz wybrać, czy zgłosisz reklamację do nas, czy skorzystasz z gwarancji.",
      },

      { type: "h2", text: "Opony uszkodzone w transporcie", id: "uszkodzenia-w-transporcie" },
      {
        type: "p",
        text: "Jeśli paczka dotarła uszkodzona, poproś kuriera o spisanie protokołu szkody, zrób zdjęcia i zgłoś reklamację. Protokół ułatwia nam wyjaśnienie sprawy z przewoźnikiem, ale jako konsument nie tracisz prawa do reklamacji, gdy go nie spiszesz. Więcej na stronie [Dostawa](/dostawa).",
      },

      { type: "h2", text: "Gdy nie zgadzasz się z naszą decyzją", id: "pozasadowe" },
      {
        type: "p",
        text: "Napisz do nas – chętnie przeanalizujemy sprawę jeszcze raz. Szczegółowe zasady reklamacji opisuje § 10 [Regulaminu](/regulamin#reklamacje).",
      },
      ...disputeResolutionBlocks(),

      { type: "h2", text: "Formularz reklamacyjny", id: "formularz-reklamacyjny" },
      {
        type: "p",
        text: `Wypełnij formularz poniżej – potwierdzenie przyjęcia reklamacji wyślemy na podany adres e-mail, a zdjęcia prześlesz w odpowiedzi na tę wiadomość. Wolisz inaczej? Napisz na **${shop.email}** albo zadzwoń pod numer **${shop.phone}** (${shop.hours}).`,
      },
    ],
  };
}
