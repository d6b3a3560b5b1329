import {
  BANK_TRANSFER_PAYMENT_WORKING_DAYS,
  COD_CONFIRMATION_ABOVE_GROSZE,
  COD_CONFIRMATION_DAYS,
  ONLINE_PAYMENT_TIMEOUT_S,
} from "../../config/orders";
import { COMPLAINT_ANSWER_DAYS, SELLER_WITHDRAWAL_TERM_DAYS, WITHDRAWAL_DAYS } from "../../config/back-office";
import { formatZloty } from "../../i18n/money";
import { plural } from "../../i18n/plural";
import { disputeResolutionBlocks } from "../dispute-resolution";
import type { ContentPage, ShopFacts } from "../types";

export function termsPage(shop: ShopFacts): ContentPage {
  // "w ciągu 3 Dni roboczych": the term § 1 defines, capitalised as the Regulamin writes its defined terms.
  const days = BANK_TRANSFER_PAYMENT_WORKING_DAYS;
  const transferDays = `${days} ${plural(days, { one: "Dnia roboczego", few: "Dni roboczych", many: "Dni roboczych", other: "Dni roboczych" })}`;
  return {
    title: "Regulamin sklepu internetowego",
    seoTitle: `Regulamin sklepu internetowego ${shop.siteName}`,
    description:
      "Regulamin sklepu z oponami: zasady składania zamówień, ceny, płatności, dostawa kurierem i odbiór osobisty, 14 dni na odstąpienie od umowy i reklamacje.",
    lead: `Ten regulamin opisuje zasady zakupów w sklepie ${shop.siteName}: jak zawieramy umowę, ile i jak płacisz, jak dostarczamy opony oraz jakie prawa przysługują Ci po zakupie. Piszemy możliwie prosto – jeśli coś jest niejasne, po prostu zapytaj.`,
    updated: "2026-11-29",
    blocks: [
      { type: "h2", text: "§ 1. Postanowienia ogólne i definicje", id: "definicje" },
      {
        type: "p",
        text: `Regulamin określa zasady korzystania ze sklepu internetowego ${shop.siteName}, dostępnego pod adresem ${shop.siteUrl}, zasady zawierania i wykonywania umów sprzedaży opon oraz zasady świadczenia usług drogą elektroniczną. Jest on także regulaminem, o którym mowa w art. 8 ustawy z dnia 18 lipca 2002 r. o świadczeniu usług drogą elektroniczną.`,
      },
      {
        type: "p",
        text: "Regulamin udostępniamy bezpłatnie na tej stronie – w każdej chwili możesz go wyświetlić, zapisać w pliku lub wydrukować. Przed złożeniem zamówienia potwierdzasz, że go znasz i akceptujesz.",
      },
      { type: "p", text: "Pojęcia użyte w Regulaminie oznaczają:" },
      {
        type: "ul",
        items: [
          `**Sprzedawca** (także „my”) – ${shop.companyName}, ${shop.companyAddress}, ${shop.companyRegistration}.`,
          `**Sklep** – sklep internetowy ${shop.siteName} prowadzony przez Sprzedawcę pod adresem ${shop.siteUrl}.`,
          "**Kupujący** (także „Ty”) – osoba fizyczna mająca pełną zdolność do czynności prawnych, osoba prawna albo jednostka organizacyjna nieposiadająca osobowości prawnej, której ustawa przyznaje zdolność prawną, korzystająca ze Sklepu lub zawierająca ze Sprzedawcą Umowę.",
          "**Konsument** – osoba fizyczna dokonująca ze Sprzedawcą czynności prawnej niezwiązanej bezpośrednio z jej działalnością gospodarczą lub zawodową (art. 22¹ Kodeksu cywilnego).",
          "**Przedsiębiorca na prawach konsumenta** – osoba fizyczna zawierająca Umowę bezpośrednio związaną z jej działalnością gospodarczą, gdy z treści Umowy wynika, że nie ma ona dla tej osoby charakteru zawodowego, wynikającego w szczególności z przedmiotu wykonywanej przez nią działalności gospodarczej, udostępnionego na podstawie przepisów o Centralnej Ewidencji i Informacji o Działalności Gospodarczej.",
          "**Przedsiębiorca** – Kupujący, który nie jest Konsumentem ani Przedsiębiorcą na prawach konsumenta, np. firma kupująca opony do swojej floty albo warsztat kupujący opony do dalszej sprzedaży.",
          "**Towar** – nowe opony samochodowe (do samochodów osobowych i SUV, dostawczych oraz terenowych 4x4; letnie, zimowe i całoroczne) prezentowane w Sklepie.",
          "**Konto** – bezpłatna usługa Sklepu: zabezpieczony hasłem panel Kupującego, w którym widać jego zamówienia, ich status i faktury.",
          "**Zamówienie** – oświadczenie woli Kupującego zmierzające do zawarcia Umowy, złożone za pomocą formularza zamówienia w Sklepie.",
          "**Umowa** – umowa sprzedaży Towaru zawarta na odległość między Sprzedawcą a Kupującym za pośrednictwem Sklepu.",
          "**Dzień roboczy** – dzień od poniedziałku do piątku, z wyjątkiem dni ustawowo wolnych od pracy.",
        ],
      },

      { type: "h2", text: "§ 2. Sprzedawca i kontakt", id: "sprzedawca" },
      {
        type: "p",
        text: `Sprzedawcą i usługodawcą jest ${shop.companyName}, ${shop.companyAddress}, ${shop.companyRegistration}. Możesz się z nami skontaktować:`,
      },
      {
        type: "ul",
        items: [
          `e-mailem: **${shop.email}**,`,
          `telefonicznie: **${shop.phone}** (${shop.hours}) – za połączenie płacisz według cennika swojego operatora,`,
          `listownie: ${shop.companyName}, ${shop.companyAddress}.`,
        ],
      },
      {
        type: "p",
        text: "Pod tym adresem działa nasze biuro. Nie prowadzimy tam sprzedaży stacjonarnej ani odbioru osobistego – wszystkie zamówienia wysyłamy kurierem.",
      },

      { type: "h2", text: "§ 3. Usługi elektroniczne i wymagania techniczne", id: "wymagania-techniczne" },
      { type: "p", text: "W Sklepie bezpłatnie świadczymy drogą elektroniczną następujące usługi:" },
      {
        type: "ul",
        items: [
          "przeglądanie katalogu opon i wyszukiwanie ich według rozmiaru, sezonu i innych parametrów,",
          "koszyk – zapisanie wybranych opon przed złożeniem Zamówienia,",
          "porównywarka – zestawienie parametrów wybranych opon obok siebie,",
          "formularz zamówienia – złożenie Zamówienia bez zakładania Konta lub po zalogowaniu,",
          "Konto (§ 4),",
          "formularz reklamacyjny na stronie [Reklamacja](/reklamacja).",
        ],
      },
      {
        type: "p",
        text: "Umowę o korzystanie z katalogu, koszyka i porównywarki zawierasz na czas korzystania z nich – kończy się, gdy opuścisz Sklep. Umowy dotyczące formularzy mają charakter jednorazowy i kończą się z chwilą wysłania formularza albo wcześniejszej rezygnacji z jego wypełniania. Umowę o prowadzenie Konta zawieramy na czas nieokreślony.",
      },
      { type: "p", text: "Do korzystania ze Sklepu potrzebujesz:" },
      {
        type: "ul",
        items: [
          "urządzenia z dostępem do internetu (komputera, tabletu lub smartfona),",
          "aktualnej wersji popularnej przeglądarki internetowej (np. Chrome, Firefox, Safari lub Edge) z włączoną obsługą JavaScript i plików cookies niezbędnych do działania Sklepu,",
          "aktywnego adresu e-mail – wysyłamy na niego potwierdzenie zamówienia i informacje o jego realizacji,",
          "programu do odczytu plików PDF, jeśli chcesz pobrać fakturę.",
        ],
      },
      {
        type: "p",
        text: "Korzystając ze Sklepu, nie możesz przekazywać treści o charakterze bezprawnym, w szczególności danych innych osób bez ich zgody, ani podejmować działań zakłócających pracę Sklepu.",
      },
      {
        type: "p",
        text: "Korzystanie z internetu wiąże się z typowymi zagrożeniami, takimi jak złośliwe oprogramowanie, fałszywe wiadomości podszywające się pod znane firmy (phishing) czy przejęcie hasła przez osoby trzecie. Dbaj o aktualne oprogramowanie urządzenia i nie udostępniaj nikomu swojego hasła. Nigdy nie prosimy o podanie hasła w e-mailu ani przez telefon.",
      },
      {
        type: "p",
        text: `Sklep korzysta z plików cookies i podobnych technologii – zasady opisujemy w [Polityce cookies](/polityka-cookies). Zastrzeżenia dotyczące działania usług elektronicznych zgłoś na adres ${shop.email}. Odpowiemy w ciągu 14 dni od otrzymania zgłoszenia.`,
      },

      { type: "h2", text: "§ 4. Konto", id: "konto" },
      {
        type: "p",
        text: "Założenie Konta jest dobrowolne i bezpłatne – zamówienie możesz złożyć także bez niego. Konto zakładasz, podając adres e-mail i hasło oraz akceptując Regulamin. W Koncie widzisz historię i status zamówień, pobierzesz faktury w formacie PDF, a zamówienia złożone wcześniej bez logowania możesz do niego dołączyć, potwierdzając adres e-mail przez link, który Ci wyślemy.",
      },
      {
        type: "p",
        text: "Hasło jest poufne – odpowiadasz za to, by nie poznały go osoby trzecie. Jeśli podejrzewasz, że ktoś je zna, zmień je od razu w Koncie albo skorzystaj z opcji przypomnienia hasła i daj nam znać.",
      },
      {
        type: "p",
        text: "Możesz w każdej chwili i bez podawania przyczyny usunąć Konto przyciskiem „Usuń konto” na stronie [Konto](/konto). Oznacza to rozwiązanie umowy o prowadzenie Konta; nie wpływa na zawarte wcześniej Umowy ani na Twoje uprawnienia z nich wynikające.",
      },
      {
        type: "p",
        text: "Możemy rozwiązać umowę o prowadzenie Konta z zachowaniem 14-dniowego okresu wypowiedzenia, wyłącznie z ważnych przyczyn: gdy korzystasz z Konta niezgodnie z prawem lub Regulaminem (w szczególności przekazujesz treści bezprawne), albo gdy kończymy prowadzenie Sklepu. Wypowiedzenie wraz z uzasadnieniem wyślemy Ci e-mailem.",
      },

      { type: "h2", text: "§ 5. Składanie zamówień i zawarcie umowy", id: "zamowienia" },
      {
        type: "p",
        text: "Zamówienie złożysz przez całą dobę, 7 dni w tygodniu. Informacje o Towarach w Sklepie nie są ofertą w rozumieniu Kodeksu cywilnego, lecz zaproszeniem do zawarcia Umowy. Aby złożyć Zamówienie:",
      },
      {
        type: "ol",
        items: [
          "Dodaj wybrane opony do [koszyka](/koszyk) i przejdź do zamówienia.",
          "Podaj dane potrzebne do realizacji: imię i nazwisko, adres dostawy w Polsce, adres e-mail i numer telefonu. Jeśli kupujesz na firmę, wpisz NIP – dane firmy uzupełnimy automatycznie z rejestru REGON prowadzonego przez Główny Urząd Statystyczny, a Ty możesz je sprawdzić i poprawić.",
          "Wybierz sposób płatności (§ 7).",
          "Sprawdź podsumowanie: opony, ich liczbę, cenę jednostkową i łączną, koszt dostawy (0 zł), sposób płatności i dane. Do tego momentu możesz wszystko zmienić.",
          "Zaakceptuj Regulamin i kliknij przycisk **„Zamawiam z obowiązkiem zapłaty”**.",
        ],
      },
      {
        type: "p",
        text: "Kliknięcie tego przycisku oznacza złożenie Zamówienia, które wiąże się z obowiązkiem zapłaty. **Umowa zostaje zawarta z chwilą wysłania przez nas e-maila z potwierdzeniem przyjęcia Zamówienia** na adres podany w Zamówieniu. W potwierdzeniu znajdziesz numer zamówienia, listę opon z rokiem produkcji, ceny, łączną kwotę, sposób płatności i adres dostawy. Umowę zawieramy w języku polskim.",
      },
      {
        type: "p",
        text: `Wyjątek: **Zamówienie z płatnością przy odbiorze, które potwierdzamy telefonicznie** – pierwsze Zamówienie z danego adresu e-mail oraz Zamówienie o wartości powyżej ${formatZloty(COD_CONFIRMATION_ABOVE_GROSZE / 100)} (§ 7) – przyjmujemy dopiero po rozmowie z Tobą. Pierwszy e-mail potwierdza wtedy otrzymanie Zamówienia, a **Umowa zostaje zawarta z chwilą wysłania e-maila z potwierdzeniem przyjęcia Zamówienia po tej rozmowie**. Zadzwonimy pod numer podany w Zamówieniu w ciągu ${COD_CONFIRMATION_DAYS} dni od jego złożenia; możesz też sam zadzwonić do nas pod numer ${shop.phone}. Jeśli w tym czasie nie potwierdzimy Zamówienia, nie zostaje ono przyjęte: Umowa nie zostaje zawarta, zarezerwowane opony wracają do sprzedaży, a my informujemy Cię o tym e-mailem. Nic Cię to nie kosztuje.`,
      },
      {
        type: "p",
        text: "W opisie każdej opony podajemy jej rozmiar, indeksy nośności i prędkości, dane z unijnej etykiety opony oraz rok produkcji. Rok produkcji zamówionych opon znajdziesz też w potwierdzeniu zamówienia.",
      },
      {
        type: "p",
        text: `Zamówienie możesz zmienić albo anulować, dopóki opony nie zostały nadane – napisz na ${shop.email} lub zadzwoń pod ${shop.phone}, podając numer zamówienia. Po nadaniu przesyłki przysługuje Ci prawo odstąpienia od Umowy opisane w § 9.`,
      },
      {
        type: "p",
        text: "Jeżeli po zawarciu Umowy okaże się, że nie możemy dostarczyć zamówionych opon (np. gdy zabraknie ich u naszego dostawcy), niezwłocznie Cię o tym poinformujemy. Możesz wtedy wybrać inne opony albo otrzymać zwrot całej zapłaconej kwoty – zwrócimy ją nie później niż w ciągu 14 dni.",
      },
      {
        type: "p",
        text: "Do Zamówień złożonych z numerem NIP wystawiamy fakturę VAT. Konsumentowi wystawiamy fakturę na jego życzenie. Faktury przekazujemy w formie elektronicznej – jeśli masz Konto, pobierzesz je tam w formacie PDF przy zamówieniu.",
      },

      { type: "h2", text: "§ 6. Ceny", id: "ceny" },
      {
        type: "ul",
        items: [
          "Ceny w Sklepie są cenami brutto w złotych polskich i zawierają 23% podatku VAT.",
          "Wiążąca jest cena podana przy Towarze w chwili złożenia Zamówienia. Późniejsze zmiany cen nie dotyczą zamówień już złożonych.",
          "Koszt dostawy zależy od wybranego sposobu dostawy i liczby opon, a przy płatności przy odbiorze może dojść opłata za tę formę płatności. Aktualne koszty podajemy na stronie [Dostawa](/dostawa) i przy wyborze sposobu dostawy i płatności; łączną kwotę do zapłaty, z kosztem dostawy i ewentualną opłatą, widzisz przed kliknięciem „Zamawiam z obowiązkiem zapłaty”. Innych kosztów nie doliczamy.",
          "Cena nie obejmuje montażu, wyważenia kół ani innych usług wulkanizacyjnych – nie świadczymy ich.",
          "Przy każdej obniżce ceny Towaru podajemy również najniższą cenę tego Towaru z okresu 30 dni przed wprowadzeniem obniżki, zgodnie z art. 4 ust. 2 ustawy z dnia 9 maja 2014 r. o informowaniu o cenach towarów i usług. Jeśli Towar jest w sprzedaży krócej niż 30 dni, podajemy najniższą cenę z okresu od rozpoczęcia sprzedaży do wprowadzenia obniżki.",
        ],
      },

      { type: "h2", text: "§ 7. Płatności", id: "platnosci" },
      {
        type: "p",
        text: "Za Zamówienie możesz zapłacić w jeden z poniższych sposobów – to wszystkie, które oferujemy. Za płatność z góry nie pobieramy dodatkowych opłat; opłatę za płatność przy odbiorze, jeśli pobieramy ją przy wybranym sposobie dostawy, podajemy przy wyborze płatności i w podsumowaniu Zamówienia.",
      },
      {
        type: "ul",
        items: [
          ...(shop.onlinePayment
            ? [
                `**Płatność online przez Przelewy24** – BLIK, szybki przelew z Twojego banku lub karta płatnicza. Po złożeniu Zamówienia przejdziesz do bramki płatności. Jeśli płatność zostanie przerwana, dokończysz ją ze strony potwierdzenia zamówienia – w ciągu ${ONLINE_PAYMENT_TIMEOUT_S / 60} minut od złożenia Zamówienia. Płatności online obsługuje PayPro S.A. z siedzibą w Poznaniu, operator serwisu Przelewy24.`,
              ]
            : []),
          `**Przelew tradycyjny** na rachunek bankowy Sprzedawcy w ${shop.bankName}: **${shop.bankAccount}**, w tytule wpisując numer zamówienia. Dane do przelewu pokażemy po złożeniu Zamówienia i prześlemy w e-mailu z potwierdzeniem. Wpłaty oczekujemy w ciągu ${transferDays} od złożenia Zamówienia: dnia złożenia Zamówienia nie liczymy, a termin upływa z końcem ostatniego z tych dni (o godz. 23:59) – jego datę podajemy w potwierdzeniu Zamówienia. Opony wysyłamy po zaksięgowaniu wpłaty na naszym rachunku.`,
          `**Płatność przy odbiorze** – gotówką lub kartą płatniczą kurierowi przy doręczeniu albo w magazynie Sprzedawcy przy odbiorze osobistym, jeśli wybrany sposób dostawy na to pozwala. Pierwsze Zamówienie z danego adresu e-mail oraz Zamówienie o wartości powyżej ${formatZloty(COD_CONFIRMATION_ABOVE_GROSZE / 100)} przyjmujemy dopiero po potwierdzeniu go z Tobą telefonicznie, w ciągu ${COD_CONFIRMATION_DAYS} dni od jego złożenia (§ 5).`,
        ],
      },
      { type: "h3", text: "Zamówienie nieopłacone w terminie" },
      {
        type: "p",
        text: `Przy płatności z góry Umowa jest zawarta już z chwilą potwierdzenia Zamówienia (§ 5), a więc przed zapłatą. Dlatego zastrzegamy sobie prawo odstąpienia od Umowy (umowne prawo odstąpienia, art. 395 Kodeksu cywilnego), gdy zapłata nie nadejdzie w terminie:`,
      },
      {
        type: "ul",
        items: [
          ...(shop.onlinePayment
            ? [
                `przy płatności online – gdy płatność nie zostanie dokończona w ciągu ${ONLINE_PAYMENT_TIMEOUT_S / 60} minut od złożenia Zamówienia,`,
              ]
            : []),
          `przy przelewie tradycyjnym – gdy nie otrzymamy wpłaty w ciągu ${transferDays} od złożenia Zamówienia (w Dniu roboczym poprzedzającym ostatni dzień tego terminu przypomnimy Ci o wpłacie e-mailem).`,
        ],
      },
      {
        type: "p",
        text: `Przy płatności przy odbiorze takiego prawa nie zastrzegamy. Z tego prawa możemy skorzystać w ciągu ${SELLER_WITHDRAWAL_TERM_DAYS} dni od upływu danego terminu. Oświadczenie o odstąpieniu wysyłamy e-mailem na adres podany w Zamówieniu – w wiadomości „Zamówienie … anulowane”, zwykle kilka minut po upływie terminu. Od tej chwili Umowa jest uważana za niezawartą, a zarezerwowane opony wracają do sprzedaży. Odstąpienie nic Cię nie kosztuje, a jeśli Twoja wpłata dotrze do nas po nim, zwrócimy ją niezwłocznie, nie później niż w ciągu 14 dni, tą samą drogą, którą wpłynęła.`,
      },

      { type: "h2", text: "§ 8. Dostawa", id: "dostawa" },
      {
        type: "ul",
        items: [
          "Dostarczamy Towar przesyłką kurierską na adresy na terenie Polski. Jeśli Sklep oferuje odbiór osobisty, Towar możesz też odebrać w magazynie Sprzedawcy, pod adresem i w godzinach podanych na stronie [Dostawa](/dostawa) – gdy Zamówienie będzie gotowe do odbioru, powiadomimy Cię e-mailem. Dostępne sposoby dostawy i ich koszt podajemy na stronie Dostawa i przy składaniu Zamówienia.",
          `Przesyłkę nadajemy w ciągu ${shop.handlingDays} Dni roboczych, a gdy przy Ofercie podano dłuższy czas wysyłki (opony sprowadzane z magazynu dostawcy) – w czasie tam podanym; czas liczymy od złożenia Zamówienia przy płatności przy odbiorze (a gdy potwierdzamy je telefonicznie – od potwierdzenia)${shop.onlinePayment ? ", od zaksięgowania płatności online" : ""} albo od zaksięgowania wpłaty przy przelewie tradycyjnym.`,
          `Kurier doręcza przesyłki od poniedziałku do piątku, zwykle w ciągu ${shop.transitDays} Dni roboczych od nadania. Po nadaniu wyślemy Ci e-mail z linkiem do śledzenia przesyłki.`,
          "Opony wysyłamy w paczkach po jedną lub dwie sztuki – paczki z jednego zamówienia mogą dotrzeć w różnych dniach.",
          "Nie montujemy opon – Towar dostarczamy bez montażu.",
        ],
      },
      {
        type: "p",
        text: `Przy odbiorze sprawdź, czy paczki nie są uszkodzone. Jeśli są, poproś kuriera o spisanie protokołu szkody i daj nam znać na ${shop.email}. Protokół ułatwia wyjaśnienie sprawy z przewoźnikiem, ale jego brak nie pozbawia Konsumenta ani Przedsiębiorcy na prawach konsumenta prawa do reklamacji. Przedsiębiorcę prosimy o zbadanie przesyłki w sposób przyjęty przy przesyłkach tego rodzaju (art. 545 § 2 Kodeksu cywilnego).`,
      },
      {
        type: "p",
        text: "Jeśli jesteś Konsumentem, ryzyko przypadkowej utraty lub uszkodzenia opon przechodzi na Ciebie dopiero z chwilą, gdy je odbierzesz. Szczegóły znajdziesz na stronie [Dostawa](/dostawa).",
      },

      { type: "h2", text: "§ 9. Odstąpienie od umowy", id: "odstapienie" },
      {
        type: "p",
        text: `Jeśli jesteś Konsumentem albo Przedsiębiorcą na prawach konsumenta (art. 38a ustawy z dnia 30 maja 2014 r. o prawach konsumenta), możesz odstąpić od Umowy w terminie **${WITHDRAWAL_DAYS} dni** bez podawania przyczyny i bez ponoszenia kosztów innych niż opisane poniżej.`,
      },
      {
        type: "ul",
        items: [
          "Termin biegnie od dnia, w którym opony obejmiesz w posiadanie Ty albo wskazana przez Ciebie osoba inna niż przewoźnik. Jeśli zamówione opony dotarły w kilku paczkach – od dnia odebrania ostatniej z nich.",
          `Aby odstąpić od Umowy, złóż nam oświadczenie – e-mailem na adres ${shop.email} lub listownie na adres ${shop.companyName}, ${shop.companyAddress}. Możesz skorzystać ze wzoru formularza odstąpienia od umowy, który znajdziesz na stronie [Zwrot i wymiana](/zwrot-i-wymiana), ale nie jest to obowiązkowe. Do zachowania terminu wystarczy wysłanie oświadczenia przed jego upływem.`,
          "Otrzymanie oświadczenia złożonego e-mailem niezwłocznie potwierdzimy e-mailem.",
          `Opony odeślij na adres ${shop.companyAddress} niezwłocznie, nie później niż w ciągu ${WITHDRAWAL_DAYS} dni od dnia, w którym odstąpisz od Umowy. Do zachowania terminu wystarczy odesłanie opon przed jego upływem.`,
          `Ponosisz bezpośredni koszt zwrotu opon. Opon nie da się odesłać zwykłą przesyłką pocztową – ze względu na wymiary i wagę odsyła się je kurierem, każdą oponę jako osobną paczkę. Koszt takiej przesyłki wynosi zwykle **${shop.returnCostPerTyre} za jedną oponę**, zależnie od wybranej firmy kurierskiej.`,
          `Zwrócimy Ci wszystkie otrzymane płatności, w tym – przy odstąpieniu od całej Umowy – koszt dostarczenia opon do Ciebie, do wysokości kosztu najtańszego zwykłego sposobu dostarczenia pod Twój adres, jaki oferowaliśmy dla Twojego Zamówienia. Dodatkowych kosztów wynikających z wybranego przez Ciebie droższego sposobu dostarczenia (także opłaty za płatność przy odbiorze) nie zwracamy (art. 32 ust. 3 ustawy o prawach konsumenta). Przy odbiorze osobistym nie płacisz za dostawę, więc z tego tytułu nie ma czego zwracać. Pieniądze oddamy niezwłocznie, nie później niż w ciągu ${WITHDRAWAL_DAYS} dni od otrzymania Twojego oświadczenia, przy użyciu takiego samego sposobu zapłaty, jakiego użyto przy zakupie, chyba że wyraźnie zgodzisz się na inny sposób, który nie wiąże się dla Ciebie z żadnymi kosztami. Przy płatności przy odbiorze zwrócimy pieniądze przelewem na wskazany przez Ciebie rachunek bankowy.`,
          "Możemy wstrzymać się ze zwrotem płatności do chwili otrzymania opon z powrotem lub dostarczenia nam dowodu ich odesłania, w zależności od tego, które zdarzenie nastąpi wcześniej.",
          "Odpowiadasz za zmniejszenie wartości opon wynikające z korzystania z nich w sposób wykraczający poza konieczny do stwierdzenia ich charakteru, cech i funkcjonowania. Opony możesz obejrzeć tak, jak w sklepie stacjonarnym, ale nie montuj ich na felgach i nie jeźdź na nich.",
        ],
      },
      {
        type: "p",
        text: "Prawo odstąpienia od Umowy nie przysługuje Przedsiębiorcy. Wymiana opon na inne odbywa się przez odstąpienie od Umowy i złożenie nowego Zamówienia. Praktyczny opis zwrotu krok po kroku znajdziesz na stronie [Zwrot i wymiana](/zwrot-i-wymiana).",
      },

      { type: "h2", text: "§ 10. Reklamacje", id: "reklamacje" },
      { type: "h3", text: "Konsumenci i Przedsiębiorcy na prawach konsumenta" },
      {
        type: "p",
        text: "Odpowiadamy za brak zgodności Towaru z Umową na zasadach określonych w rozdziale 5a ustawy z dnia 30 maja 2014 r. o prawach konsumenta. Odpowiadamy za brak zgodności istniejący w chwili dostarczenia opon i ujawniony w ciągu **2 lat** od tej chwili. Brak zgodności, który ujawnił się w tym czasie, uważa się za istniejący w chwili dostarczenia, chyba że zostanie udowodnione inaczej lub domniemania tego nie da się pogodzić ze specyfiką Towaru lub charakterem braku zgodności.",
      },
      {
        type: "ul",
        items: [
          "W pierwszej kolejności możesz żądać naprawy albo wymiany opony na nową. Możemy dokonać wymiany zamiast naprawy (lub odwrotnie), jeśli wybrany przez Ciebie sposób jest niemożliwy albo wymagałby nadmiernych kosztów.",
          "Możesz złożyć oświadczenie o obniżeniu ceny albo o odstąpieniu od Umowy, jeśli odmówimy naprawy lub wymiany albo ich nie przeprowadzimy, brak zgodności występuje nadal, jest tak istotny, że uzasadnia to bez wcześniejszej naprawy lub wymiany, albo z naszego oświadczenia lub okoliczności jasno wynika, że nie doprowadzimy opony do zgodności z Umową w rozsądnym czasie lub bez nadmiernych niedogodności dla Ciebie. Od Umowy nie możesz odstąpić, jeśli brak zgodności jest nieistotny.",
          "Koszty naprawy lub wymiany, w tym koszt przesyłki reklamowanych opon, ponosimy my. Kuriera po reklamowane opony zamawiamy po wcześniejszym uzgodnieniu z Tobą.",
          `Na reklamację odpowiadamy w ciągu **${COMPLAINT_ANSWER_DAYS} dni** od jej otrzymania. Jeśli nie odpowiemy w tym terminie, oznacza to, że uznaliśmy reklamację.`,
        ],
      },
      { type: "h3", text: "Przedsiębiorcy" },
      {
        type: "p",
        text: "Wobec Przedsiębiorców odpowiadamy z tytułu rękojmi za wady na zasadach określonych w art. 556 i następnych Kodeksu cywilnego – nie wyłączamy ani nie ograniczamy tej odpowiedzialności. Przedsiębiorca traci uprawnienia z rękojmi, jeśli nie zbadał Towaru w czasie i w sposób przyjęty przy rzeczach tego rodzaju i nie zawiadomił nas o wadzie niezwłocznie po jej wykryciu (art. 563 Kodeksu cywilnego).",
      },
      { type: "h3", text: "Jak złożyć reklamację" },
      {
        type: "p",
        text: `Reklamację złożysz przez formularz na stronie [Reklamacja](/reklamacja), e-mailem na adres ${shop.email} albo listownie na adres ${shop.companyName}, ${shop.companyAddress}. Podaj w niej swoje dane kontaktowe, numer zamówienia, reklamowaną oponę, opis problemu (na czym polega brak zgodności z Umową) oraz to, czego oczekujesz. Zdjęcia bardzo przyspieszają sprawę. Reklamowanych opon nie odsyłaj na własną rękę – najpierw się z nami skontaktuj, a my zamówimy kuriera na nasz koszt.`,
      },
      {
        type: "p",
        text: "Na opony może być udzielona także gwarancja producenta. Jej warunki określa oświadczenie gwarancyjne producenta. Gwarancja jest dodatkowa – nie wyłącza, nie ogranicza ani nie zawiesza naszej odpowiedzialności opisanej powyżej, a to, z której drogi skorzystasz, zależy od Ciebie.",
      },

      { type: "h2", text: "§ 11. Dane osobowe", id: "dane-osobowe" },
      {
        type: "p",
        text: `Administratorem Twoich danych osobowych jest ${shop.companyName}, ${shop.companyAddress}. Przetwarzamy je zgodnie z RODO (rozporządzenie 2016/679), przede wszystkim w celu zawarcia i wykonania Umowy, prowadzenia Konta i wypełnienia obowiązków podatkowych. Podanie danych jest dobrowolne, ale bez nich nie zrealizujemy Zamówienia. Nie wyznaczyliśmy inspektora ochrony danych – w sprawach danych osobowych pisz na ${shop.email}. Cele, podstawy prawne, okresy przechowywania, odbiorców danych i Twoje prawa opisujemy w [Polityce prywatności](/polityka-prywatnosci).`,
      },

      { type: "h2", text: "§ 12. Pozasądowe rozwiązywanie sporów", id: "pozasadowe-rozwiazywanie-sporow" },
      ...disputeResolutionBlocks(),

      { type: "h2", text: "§ 13. Postanowienia końcowe", id: "postanowienia-koncowe" },
      {
        type: "ul",
        items: [
          "Umowy zawierane przez Sklep podlegają prawu polskiemu. Wybór prawa nie pozbawia Konsumenta ochrony, jaką zapewniają mu bezwzględnie obowiązujące przepisy prawa państwa, w którym ma on miejsce zwykłego pobytu.",
          "Postanowienia Regulaminu nie wyłączają ani nie ograniczają praw, które przysługują Konsumentowi i Przedsiębiorcy na prawach konsumenta na podstawie bezwzględnie obowiązujących przepisów. Postanowienie mniej korzystne od tych przepisów nie obowiązuje – w jego miejsce stosuje się przepisy prawa.",
          "Spory z Konsumentami i Przedsiębiorcami na prawach konsumenta rozstrzyga sąd właściwy według przepisów Kodeksu postępowania cywilnego. Spory z Przedsiębiorcami rozstrzyga sąd właściwy dla siedziby Sprzedawcy.",
          "Możemy zmienić Regulamin z ważnych przyczyn, takich jak zmiana przepisów prawa, zmiana sposobów płatności lub dostawy, wprowadzenie nowych funkcji Sklepu albo potrzeba zwiększenia bezpieczeństwa. O zmianie poinformujemy na tej stronie, a osoby mające Konto – także e-mailem, co najmniej 14 dni przed wejściem zmian w życie. Jeśli nie akceptujesz zmian, możesz w tym czasie usunąć Konto.",
          "Do Zamówień złożonych przed zmianą Regulaminu stosuje się Regulamin w brzmieniu obowiązującym w chwili złożenia Zamówienia.",
          "W sprawach nieuregulowanych w Regulaminie stosuje się przepisy prawa polskiego, w szczególności Kodeksu cywilnego, ustawy z dnia 30 maja 2014 r. o prawach konsumenta oraz ustawy z dnia 18 lipca 2002 r. o świadczeniu usług drogą elektroniczną.",
          "Regulamin w tym brzmieniu obowiązuje od 29 listopada 2026 r.",
        ],
      },
    ],
  };
}
