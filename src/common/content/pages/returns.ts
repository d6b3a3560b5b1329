import { WITHDRAWAL_DAYS } from "../../config/back-office";
import type { ContentPage, ShopFacts } from "../types";

export function returnsPage(shop: ShopFacts): ContentPage {
  return {
    title: "Zwrot i wymiana",
    description: `Masz ${WITHDRAWAL_DAYS} dni na zwrot opon bez podawania przyczyny. Zobacz krok po kroku, jak odstąpić od umowy, ile kosztuje odesłanie i kiedy oddamy pieniądze.`,
    lead: `Opony nie pasują albo jednak chcesz inne? Jeśli kupujesz jako konsument, możesz zwrócić je w ciągu ${WITHDRAWAL_DAYS} dni bez podawania przyczyny. Poniżej znajdziesz wszystko, czego potrzebujesz – łącznie z gotowym formularzem.`,
    updated: "2026-11-28",
    blocks: [
      { type: "h2", text: "Kto może zwrócić opony", id: "kto-moze-zwrocic" },
      {
        type: "p",
        text: "Prawo odstąpienia od umowy zawartej na odległość przysługuje Ci, jeśli jesteś:",
      },
      {
        type: "ul",
        items: [
          "**konsumentem** – kupujesz opony na własne potrzeby, a nie w związku z działalnością gospodarczą,",
          "**przedsiębiorcą na prawach konsumenta** – prowadzisz jednoosobową działalność gospodarczą, ale zakup opon nie ma dla Ciebie charakteru zawodowego (np. kupujesz opony do auta firmowego, a na co dzień prowadzisz biuro rachunkowe, a nie warsztat czy sklep z oponami). Wynika to z art. 38a ustawy z dnia 30 maja 2014 r. o prawach konsumenta.",
        ],
      },
      {
        type: "p",
        text: "Firmom kupującym opony w ramach swojej działalności zawodowej to prawo nie przysługuje. Jeśli opony są uszkodzone albo niezgodne z umową, zawsze możesz je [zareklamować](/reklamacja).",
      },

      { type: "h2", text: `${WITHDRAWAL_DAYS} dni na decyzję`, id: "termin" },
      {
        type: "p",
        text: `Na odstąpienie od umowy masz **${WITHDRAWAL_DAYS} dni od dnia odbioru opon** – przez Ciebie albo wskazaną przez Ciebie osobę (nie kuriera). Jeśli zamówienie dotarło w kilku paczkach, a komplet opon zwykle tak do Ciebie jedzie, ${WITHDRAWAL_DAYS} dni liczymy od odebrania ostatniej paczki.`,
      },
      {
        type: "p",
        text: "Liczy się data wysłania oświadczenia, a nie jego doręczenia – wystarczy, że wyślesz je przed upływem terminu. Nie musisz podawać przyczyny.",
      },

      { type: "h2", text: "Zwrot krok po kroku", id: "krok-po-kroku" },
      {
        type: "ol",
        items: [
          `**Poinformuj nas o odstąpieniu od umowy.** Napisz e-mail na adres **${shop.email}** albo wyślij list na adres ${shop.companyName}, ${shop.companyAddress}. Możesz skorzystać z [formularza poniżej](#formularz-odstapienia), ale nie musisz – wystarczy jednoznaczne oświadczenie, np. „Odstępuję od umowy sprzedaży opon z zamówienia nr …”. Podaj numer zamówienia i wskaż, które opony zwracasz.`,
          "**Poczekaj na nasze potwierdzenie.** Odpowiemy e-mailem, potwierdzając otrzymanie oświadczenia.",
          "**Zapakuj opony.** Każdą oponę owiń folią lub taśmą i oznacz numerem zamówienia – najlepiej tak, jak dotarła do Ciebie. Opony nie mogą być zamontowane na felgach.",
          `**Nadaj opony kurierem** na adres ${shop.companyName}, ${shop.companyAddress} – nie później niż ${WITHDRAWAL_DAYS} dni od dnia, w którym poinformujesz nas o odstąpieniu. Wystarczy, że nadasz je przed upływem tego terminu. Zachowaj potwierdzenie nadania.`,
          `**Odbierz zwrot pieniędzy.** Oddamy Ci pieniądze w ciągu ${WITHDRAWAL_DAYS} dni od otrzymania Twojego oświadczenia.`,
        ],
      },
      {
        type: "note",
        text: "Możesz zwrócić całe zamówienie albo tylko jego część – np. dwie z czterech opon.",
      },

      { type: "h2", text: "Koszt odesłania", id: "koszt-odeslania" },
      {
        type: "p",
        text: "Po Twojej stronie jest tylko **bezpośredni koszt zwrotu**, czyli koszt odesłania opon do nas. Opon nie da się wysłać zwykłą przesyłką pocztową – są na to za duże i za ciężkie – dlatego odsyła się je **kurierem, każdą oponę jako osobną paczkę**. Przesyłkę nadajesz samodzielnie, wybraną przez siebie firmą kurierską.",
      },
      {
        type: "table",
        caption: "Ile kosztuje odesłanie opon",
        head: ["Zwracasz", "Przybliżony koszt kuriera"],
        rows: [
          ["1 oponę (1 paczka)", `${shop.returnCostPerTyre}`],
          ["komplet 4 opon (4 paczki)", `4 × ${shop.returnCostPerTyre}`],
        ],
      },
      {
        type: "p",
        text: "Dokładna cena zależy od firmy kurierskiej i wymiarów opony. Nie wysyłaj opon za pobraniem – takiej przesyłki nie odbierzemy. Jeśli odstępujesz od całego zamówienia, zwracamy także koszt dostawy opon do Ciebie – do wysokości kosztu najtańszego zwykłego sposobu dostawy pod Twój adres, jaki oferowaliśmy dla tego zamówienia (dopłaty za droższy sposób dostawy ani opłaty za płatność przy odbiorze nie zwracamy).",
      },

      { type: "h2", text: "Zwrot pieniędzy", id: "zwrot-pieniedzy" },
      {
        type: "ul",
        items: [
          `Zwracamy **całą kwotę zapłaconą za zwracane opony** niezwłocznie, nie później niż w ciągu **${WITHDRAWAL_DAYS} dni** od otrzymania Twojego oświadczenia o odstąpieniu.`,
          `Pieniądze oddajemy w taki sam sposób, w jaki zapłacono: na rachunek, z którego przyszedł przelew${shop.onlinePayment ? ", albo na kartę lub rachunek użyte w Przelewy24" : ""} – chyba że wyraźnie zgodzisz się na inny sposób, który nie będzie się wiązał dla Ciebie z żadnymi kosztami.`,
          "Przy płatności przy odbiorze podaj w oświadczeniu numer rachunku bankowego, na który mamy oddać pieniądze.",
          "Możemy wstrzymać się ze zwrotem do chwili, gdy opony do nas wrócą albo gdy prześlesz nam dowód ich nadania – w zależności od tego, co nastąpi wcześniej. Dlatego warto od razu przesłać nam potwierdzenie nadania.",
        ],
      },

      { type: "h2", text: "W jakim stanie odesłać opony", id: "stan-opon" },
      {
        type: "p",
        text: "Opony możesz obejrzeć, sprawdzić ich rozmiar, oznaczenia i datę produkcji (kod DOT) – tak, jak w sklepie stacjonarnym. **Nie montuj ich jednak na felgach i nie jeźdź na nich.** Montaż i jazda wykraczają poza sprawdzenie towaru i obniżają jego wartość – za to zmniejszenie wartości odpowiadasz, a kwotę zwrotu możemy o nie pomniejszyć.",
      },
      {
        type: "p",
        text: "Chcesz przymierzyć oponę do auta albo skonsultować wybór z wulkanizatorem? Możesz pokazać ją w warsztacie, ale poproś, by jej nie montowano. Jeśli masz wątpliwości co do rozmiaru, zapytaj nas przed zamówieniem – pomożemy dobrać opony do Twojego samochodu.",
      },

      { type: "h2", text: "Wymiana na inne opony", id: "wymiana" },
      {
        type: "p",
        text: "Wymiana to zwrot i nowe zamówienie. Odstąp od umowy i odeślij opony, których nie chcesz, a te właściwe zamów w zwykły sposób w [sklepie](/opony/osobowe-suv) – koszt jego dostawy zobaczysz jak zwykle przy składaniu zamówienia. Nie musisz czekać na zwrot pieniędzy: nowe zamówienie możesz złożyć od razu, a pieniądze za odesłane opony oddamy Ci niezależnie od niego.",
      },

      { type: "h2", text: "Wzór formularza odstąpienia od umowy", id: "formularz-odstapienia" },
      {
        type: "p",
        text: "Poniżej znajdziesz wzór formularza z załącznika nr 2 do ustawy z dnia 30 maja 2014 r. o prawach konsumenta. Możesz go wydrukować, wypełnić i wysłać listem albo przepisać jego treść do e-maila. Dopisz numer zamówienia, a przy płatności przy odbiorze – także numer rachunku do zwrotu pieniędzy.",
      },
      {
        type: "form-template",
        title: "Wzór formularza odstąpienia od umowy",
        lines: [
          "(formularz ten należy wypełnić i odesłać tylko w przypadku chęci odstąpienia od umowy)",
          `– Adresat: ${shop.companyName}, ${shop.companyAddress}, e-mail: ${shop.email}`,
          "– Ja/My(*) niniejszym informuję/informujemy(*) o moim/naszym odstąpieniu od umowy sprzedaży następujących rzeczy(*) umowy dostawy następujących rzeczy(*) umowy o dzieło polegającej na wykonaniu następujących rzeczy(*)/o świadczenie następującej usługi(*)",
          "……………………………………………………………………………………",
          "– Data zawarcia umowy(*)/odbioru(*): ……………………………",
          "– Imię i nazwisko konsumenta(-ów): ……………………………",
          "– Adres konsumenta(-ów): ……………………………",
          "– Podpis konsumenta(-ów) (tylko jeżeli formularz jest przesyłany w wersji papierowej): ……………………………",
          "– Data: ……………………………",
          "(*) Niepotrzebne skreślić.",
        ],
      },

      { type: "h2", text: "Najczęstsze pytania", id: "pytania" },
      {
        type: "faq",
        question: "Czy mogę po prostu odesłać opony bez oświadczenia?",
        answer: [
          "Samo odesłanie paczki może nie wystarczyć – prawo wymaga oświadczenia o odstąpieniu od umowy. Wyślij nam krótki e-mail z numerem zamówienia, a unikniesz wątpliwości.",
        ],
      },
      {
        type: "faq",
        question: "Opony nie pasują do mojego auta. Czy to reklamacja?",
        answer: [
          `Nie – jeśli opony są zgodne z zamówieniem, a zamówiony rozmiar nie pasuje, to zwrot w ramach ${WITHDRAWAL_DAYS} dni. Jeśli natomiast przyszły inne opony niż zamówione albo opona jest w inny sposób niezgodna z umową (np. uszkodzona), to reklamacja, a jej koszty ponosimy my. Zobacz [Reklamacja](/reklamacja).`,
        ],
      },
      {
        type: "faq",
        question: "Opony dotarły uszkodzone. Co robić?",
        answer: [
          "Najlepiej spisz z kurierem protokół szkody i od razu daj nam znać. To nie jest zwrot na Twój koszt – takie sprawy załatwiamy jako reklamację, a zasady znajdziesz na stronie [Dostawa](/dostawa).",
        ],
      },
      {
        type: "p",
        text: `Podstawą prawną tych zasad jest § 9 [Regulaminu](/regulamin#odstapienie). Masz pytania? Napisz na **${shop.email}** albo zadzwoń pod numer **${shop.phone}** (${shop.hours}).`,
      },
    ],
  };
}
