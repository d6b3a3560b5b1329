import { WITHDRAWAL_DAYS } from "../../config/back-office";
import { BANK_TRANSFER_PAYMENT_WORKING_DAYS } from "../../config/orders";
import { workingDays } from "../../i18n/plural";
import { REVIEW_LINK_DAYS } from "../../config/orders";
import { REVIEW_HELP_ANCHOR, REVIEW_VERIFICATION_TEXT } from "../../reviews";
import type { ContentPage, ShopFacts } from "../types";
import { codFeeText, deliveryCostText } from "../delivery-phrases";
import { eprelSentence } from "../catalogue-claims";

export function helpPage(shop: ShopFacts): ContentPage {
  return {
    title: "Centrum pomocy",
    description:
      "Odpowiedzi na częste pytania: zamówienie, płatność, dostawa, zwroty, reklamacje, konto i dobór opon – jak odczytać rozmiar, indeks nośności i prędkości.",
    lead: "Zebraliśmy tu odpowiedzi na pytania, które słyszymy najczęściej. Kliknij pytanie, żeby rozwinąć odpowiedź, a jeśli czegoś brakuje – napisz lub zadzwoń, chętnie pomożemy.",
    updated: "2026-11-28",
    blocks: [
      {
        type: "p",
        text: "Szczegółowe zasady znajdziesz na stronach [Dostawa](/dostawa), [Zwrot i wymiana](/zwrot-i-wymiana), [Reklamacja](/reklamacja) i w [regulaminie](/regulamin). Poniżej – krótko i konkretnie.",
      },

      { type: "h2", text: "Zamówienie", id: "zamowienie" },
      {
        type: "faq",
        question: "Jak złożyć zamówienie?",
        answer: [
          "Znajdź opony po rozmiarze, marce samochodu albo sezonie i dodaj je do [koszyka](/koszyk). Potem podaj adres dostawy, wybierz formę płatności i potwierdź zamówienie.",
          "Na podany adres e-mail od razu wyślemy potwierdzenie z numerem zamówienia.",
        ],
      },
      {
        type: "faq",
        question: "Czy muszę zakładać konto?",
        answer: [
          "Nie, możesz kupować bez rejestracji. Konto jest wygodne, jeśli chcesz mieć w jednym miejscu historię zamówień i faktury – więcej poniżej, w sekcji „Konto”.",
        ],
      },
      {
        type: "faq",
        question: "Czy sprzedajecie nowe opony? Z którego roku?",
        answer: [
          "Sprzedajemy wyłącznie nowe opony. Rok produkcji (z kodu DOT) podajemy przy każdej ofercie, więc wiesz, co dostaniesz, jeszcze przed zakupem.",
        ],
      },
      {
        type: "faq",
        question: "Jak zamówić opony na firmę?",
        answer: [
          "W zamówieniu wpisz NIP – dane firmy uzupełnią się automatycznie z rejestru GUS. Wystawimy fakturę VAT, a jeśli masz konto, znajdziesz ją tam w PDF przy zamówieniu.",
        ],
      },
      {
        type: "faq",
        question: "Czy mogę zmienić albo anulować zamówienie?",
        answer: [
          `Tak, jeśli opony nie zostały jeszcze nadane. Odezwij się jak najszybciej: ${shop.email} lub ${shop.phone}, podając numer zamówienia.`,
          `Gdy paczki są już w drodze, możesz skorzystać z prawa do zwrotu w ciągu ${WITHDRAWAL_DAYS} dni – zobacz [Zwrot i wymiana](/zwrot-i-wymiana).`,
        ],
      },

      { type: "h2", text: "Płatność", id: "platnosc" },
      {
        type: "faq",
        question: "Jakie formy płatności są dostępne?",
        answer: [
          shop.onlinePayment
            ? "Możesz zapłacić online przez Przelewy24 (BLIK, szybki przelew, karta), zwykłym przelewem bankowym albo gotówką lub kartą przy odbiorze."
            : "Możesz zapłacić zwykłym przelewem bankowym albo gotówką lub kartą przy odbiorze.",
        ],
      },
      {
        type: "faq",
        question: "Czy za płatność przy odbiorze trzeba dopłacić?",
        answer: [codFeeText(shop)],
      },
      {
        type: "faq",
        question: "Płacę przelewem. Kiedy wyślecie opony?",
        answer: [
          `Zamówienie nadajemy w ciągu ${shop.handlingDays} dni roboczych od zaksięgowania wpłaty. Przelew zrób na konto ${shop.bankAccount} (${shop.bankName}) i wpisz w tytule numer zamówienia. Na wpłatę masz ${workingDays(BANK_TRANSFER_PAYMENT_WORKING_DAYS)} od złożenia zamówienia; dzień roboczy przed upływem tego terminu przypomnimy Ci o niej e-mailem.`,
          `Jeśli zależy Ci na czasie, wybierz płatność ${shop.onlinePayment ? "online lub przy odbiorze" : "przy odbiorze"} – wtedy nie czekamy na księgowanie.`,
        ],
      },
      {
        type: "faq",
        question: "Czy ceny zawierają VAT?",
        answer: ["Tak, wszystkie ceny zawierają 23% VAT. Przy obniżkach pokazujemy też najniższą cenę z 30 dni przed obniżką."],
      },

      { type: "h2", text: "Dostawa", id: "dostawa" },
      {
        type: "faq",
        question: "Ile kosztuje dostawa?",
        answer: [`${deliveryCostText(shop)} Więcej na stronie [Dostawa](/dostawa).`],
      },
      {
        type: "faq",
        question: "Jak długo czeka się na opony?",
        answer: [
          `Nadajemy paczki w ${shop.handlingDays} dni robocze (przy zwykłym przelewie – od zaksięgowania wpłaty), a kurier doręcza je zwykle w ciągu kolejnych ${shop.transitDays} dni roboczych, od poniedziałku do piątku. Link do śledzenia wyślemy Ci e-mailem.`,
        ],
      },
      {
        type: "faq",
        question: "Dlaczego opony przyszły w kilku paczkach albo nie wszystkie naraz?",
        answer: [
          "Komplet opon wysyłamy jako osobne paczki – każda opona jest oklejona i oznaczona etykietą. Paczki mogą dotrzeć w różnym czasie, nawet dzień po dniu. Status każdej sprawdzisz pod linkiem do śledzenia.",
        ],
      },
      {
        type: "faq",
        question: "Paczka jest uszkodzona. Co robić?",
        answer: [
          "Sprawdź paczki przy kurierze i jeśli coś jest nie tak, poproś go o spisanie protokołu szkody. Zrób zdjęcia i napisz do nas z numerem zamówienia – zajmiemy się resztą.",
        ],
      },
      {
        type: "faq",
        question: "Czy mogę odebrać opony osobiście albo zamówić dostawę za granicę?",
        answer: [
          shop.delivery?.pickup
            ? `Odbiór osobisty – tak: wybierz przy zamówieniu „${shop.delivery.pickup.name}” i odbierz opony w naszym magazynie (${shop.delivery.pickup.address}), gdy napiszemy, że są gotowe. Za granicę nie wysyłamy – dostarczamy wyłącznie na adresy w Polsce.`
            : "Nie. Nasze krakowskie biuro nie jest magazynem, więc nie prowadzimy odbioru osobistego. Dostarczamy wyłącznie na adresy w Polsce.",
        ],
      },
      {
        type: "faq",
        question: "Czy zamontujecie opony?",
        answer: [
          "Nie montujemy opon i nie sprzedajemy usługi montażu. Zawieź je do wybranego warsztatu wulkanizacyjnego w swojej okolicy – termin najlepiej umówić wcześniej, zwłaszcza w sezonie.",
        ],
      },

      { type: "h2", text: "Zwroty i reklamacje", id: "zwroty-i-reklamacje" },
      {
        type: "faq",
        question: "Czy mogę zwrócić opony bez podania przyczyny?",
        answer: [
          `Tak. Masz ${WITHDRAWAL_DAYS} dni od odbioru na odstąpienie od umowy bez podawania przyczyny. Odesłanie opon kurierem kosztuje zwykle ${shop.returnCostPerTyre} za oponę (każda to osobna paczka). Instrukcję krok po kroku i formularz znajdziesz na stronie [Zwrot i wymiana](/zwrot-i-wymiana).`,
          "Nie montuj opon, dopóki nie masz pewności, że je zatrzymasz – ślady montażu i jazdy obniżają ich wartość, a to może zmniejszyć kwotę zwrotu.",
        ],
      },
      {
        type: "faq",
        question: "Zamówiony rozmiar nie pasuje. Co teraz?",
        answer: [
          `Jeśli opony nie były montowane, możesz je zwrócić w ciągu ${WITHDRAWAL_DAYS} dni i zamówić właściwy rozmiar. Zanim złożysz nowe zamówienie, sprawdź rozmiar według wskazówek z sekcji „Dobór opon” poniżej albo zadzwoń – pomożemy.`,
        ],
      },
      {
        type: "faq",
        question: "Ile mam czasu na reklamację i jak ją zgłosić?",
        answer: [
          "Za brak zgodności opon z umową odpowiadamy przez 2 lata od dostawy. Opisz, na czym polega problem, dołącz zdjęcia (także oznaczenia DOT) i numer zamówienia. Wszystkie zasady znajdziesz na stronie [Reklamacja](/reklamacja).",
        ],
      },

      { type: "h2", text: "Dobór opon", id: "dobor-opon" },
      {
        type: "faq",
        question: "Jak odczytać rozmiar opony, np. 205/55 R16 91V?",
        answer: [
          "**205** to szerokość opony w milimetrach. **55** to wysokość profilu jako procent szerokości (tu ok. 113 mm). **R** oznacza budowę radialną, a **16** – średnicę felgi w calach.",
          "**91** to indeks nośności, a **V** – indeks prędkości. Przy wyszukiwaniu wystarczą Ci trzy pierwsze liczby: szerokość, profil i średnica.",
        ],
      },
      {
        type: "faq",
        question: "Co oznaczają indeks nośności i indeks prędkości?",
        answer: [
          "Indeks nośności mówi, jaki maksymalny ciężar uniesie jedna opona: 91 to 615 kg, a 94 – 670 kg. Indeks prędkości to maksymalna dopuszczalna prędkość: T – 190 km/h, H – 210 km/h, V – 240 km/h, W – 270 km/h.",
          "Wybieraj opony z indeksami nie niższymi niż te, które przewidział producent Twojego auta. W autach dostawczych zwróć uwagę na oznaczenie C przy średnicy (np. R16C) – to opony o wzmocnionej konstrukcji.",
        ],
      },
      {
        type: "faq",
        question: "Gdzie znajdę rozmiar opon do swojego samochodu?",
        answer: [
          "Dowód rejestracyjny nie zawsze go podaje. Sprawdź naklejkę na słupku drzwi kierowcy albo na wewnętrznej stronie klapki wlewu paliwa, a także instrukcję obsługi auta – tam zwykle są wszystkie dopuszczalne rozmiary.",
          "Rozmiar jest też na boku opon, które masz teraz, ale upewnij się, że poprzedni właściciel założył właściwe. Możesz też wyszukać opony po marce samochodu.",
        ],
      },
      {
        type: "faq",
        question: "Jak sprawdzić, kiedy opona została wyprodukowana?",
        answer: [
          "Na boku opony znajdziesz kod DOT. Jego ostatnie cztery cyfry to tydzień i rok produkcji – np. 4525 oznacza 45. tydzień 2025 r. U nas rok produkcji widzisz przy każdej ofercie.",
        ],
      },
      {
        type: "faq",
        question: "Opony zimowe czy całoroczne?",
        answer: [
          "Jeśli dużo jeździsz zimą, poza miastem albo w górach, wybierz [opony zimowe](/opony/zimowe). Przy spokojnej jeździe głównie po mieście i niewielkich przebiegach dobrze sprawdzą się [opony całoroczne](/opony/caloroczne) z symbolem płatka śniegu na tle góry (3PMSF).",
          "Więcej porównań i porad znajdziesz na naszym [blogu](/blog).",
        ],
      },
      {
        type: "faq",
        question: "Czy na jednej osi mogą być różne opony?",
        answer: [
          "Nie. Przepisy wymagają, żeby opony na jednej osi miały ten sam rozmiar, budowę i rodzaj bieżnika. Najprościej kupić parę tego samego modelu, a najlepiej cały komplet.",
        ],
      },
      {
        type: "faq",
        question: "Jak porównać kilka opon?",
        answer: [
          `Dodaj do [porównywarki](/porownywarka) do trzech opon – zobaczysz ich parametry i etykiety UE obok siebie. ${eprelSentence(shop.catalogue)}`,
        ],
      },

      { type: "h2", text: "Konto", id: "konto" },
      {
        type: "faq",
        question: "Co daje założenie konta?",
        answer: [
          "Na [koncie](/konto) widzisz wszystkie swoje zamówienia i ich faktury w PDF. Konto jest dobrowolne – bez niego też zrobisz zakupy.",
        ],
      },
      {
        type: "faq",
        question: "Gdzie znajdę fakturę VAT?",
        answer: [
          "Fakturę w PDF pobierzesz na swoim [koncie](/konto), przy danym zamówieniu. Przy zakupie na firmę wystarczy wpisać NIP, a dane uzupełnią się z rejestru GUS.",
        ],
      },

      { type: "h2", text: "Opinie o oponach", id: REVIEW_HELP_ANCHOR },
      { type: "p", text: REVIEW_VERIFICATION_TEXT },
      {
        type: "faq",
        question: "Kto może wystawić opinię i jak sprawdzacie, że kupił oponę?",
        answer: [
          `Tylko osoba, która kupiła daną oponę w naszym sklepie. Po doręczeniu zamówienia wysyłamy e-mail z linkiem do opinii dla każdej pozycji zamówienia; link działa ${REVIEW_LINK_DAYS} dni i prowadzi wyłącznie do oceny tej jednej opony. Na każdą pozycję zamówienia przyjmujemy jedną opinię.`,
          "Przy każdej opinii piszemy „Zweryfikowany zakup”. Opinii bez zakupu nie przyjmujemy, nie kupujemy ich i nie płacimy za nie w żaden sposób.",
        ],
      },
      {
        type: "faq",
        question: "Czy publikujecie wszystkie opinie?",
        answer: [
          "Każdą opinię czytamy przed publikacją. Publikujemy opinie pozytywne i negatywne i nie zmieniamy w nich ani słowa. Odrzucamy tylko te, które łamią zasady: obraźliwe lub wulgarne, z danymi osobowymi albo kontaktowymi, z reklamą, albo niedotyczące opony (np. tylko o dostawie – o niej napisz do nas bezpośrednio).",
          "Ocena przy oponie to średnia ocen ogólnych z opublikowanych opinii; obok pokazujemy, ile opinii ma każdą z ocen od 1 do 5.",
        ],
      },
      {
        type: "faq",
        question: "Jak usunąć swoją opinię?",
        answer: [
          `Napisz do nas na ${shop.email} z adresu e-mail podanego w zamówieniu i podaj jego numer – wycofamy opinię, a jej ocena przestanie się liczyć do średniej opony.`,
          "Jeśli usuniesz konto, Twoje opublikowane opinie zostają na stronie, ale zamiast podpisu pokazujemy tylko słowo „Klient”.",
        ],
      },

      { type: "h2", text: "Nie ma tu odpowiedzi na Twoje pytanie?", id: "kontakt" },
      {
        type: "p",
        text: `Napisz na **${shop.email}** albo zadzwoń pod numer **${shop.phone}**. Nasze godziny pracy: ${shop.hours}. Jeśli piszesz w sprawie zamówienia, podaj jego numer – odpowiemy szybciej.`,
      },
    ],
  };
}
