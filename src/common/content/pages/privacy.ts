import type { ContentPage, ShopFacts } from "../types";

export function privacyPage(shop: ShopFacts): ContentPage {
  return {
    title: "Polityka prywatności",
    description:
      "Jak przetwarzamy Twoje dane osobowe przy zakupie opon: cele i podstawy prawne, odbiorcy, okres przechowywania, Twoje prawa z RODO i usuwanie konta.",
    lead: `Dbamy o to, by zbierać tylko te dane, które są naprawdę potrzebne do sprzedaży i dostawy opon. Poniżej wyjaśniamy, co dzieje się z Twoimi danymi w sklepie ${shop.siteName} i jakie masz prawa.`,
    updated: "2026-11-28",
    blocks: [
      { type: "h2", text: "Kto jest administratorem Twoich danych", id: "administrator" },
      {
        type: "p",
        text: `Administratorem Twoich danych osobowych jest **${shop.companyName}**, ${shop.companyAddress}, ${shop.companyRegistration}, prowadząca sklep internetowy ${shop.siteName} (${shop.siteUrl}).`,
      },
      {
        type: "p",
        text: `Nie wyznaczyliśmy inspektora ochrony danych (IOD) – nie mamy takiego obowiązku, bo nasza główna działalność nie polega na regularnym i systematycznym monitorowaniu osób na dużą skalę (art. 37 RODO). We wszystkich sprawach dotyczących danych osobowych kontaktuj się bezpośrednio z nami: pisz na adres **${shop.email}**, dzwoń pod numer ${shop.phone} (${shop.hours}) albo wyślij list na adres ${shop.companyName}, ${shop.companyAddress}.`,
      },
      {
        type: "p",
        text: "Dane przetwarzamy zgodnie z RODO (rozporządzenie 2016/679), czyli rozporządzeniem Parlamentu Europejskiego i Rady (UE) 2016/679 z dnia 27 kwietnia 2016 r. w sprawie ochrony osób fizycznych w związku z przetwarzaniem danych osobowych i w sprawie swobodnego przepływu takich danych, a także zgodnie z polskimi przepisami o ochronie danych osobowych.",
      },

      { type: "h2", text: "Jakie dane przetwarzamy", id: "jakie-dane" },
      {
        type: "ul",
        items: [
          "**Dane do zamówienia i dostawy** – imię i nazwisko, adres dostawy, adres e-mail, numer telefonu, zamówione opony, wybrany sposób płatności i status płatności.",
          "**Dane firmy** – jeśli kupujesz na firmę: NIP, nazwa i adres firmy potrzebne do faktury VAT.",
          "**Dane Konta** – adres e-mail, imię, nazwisko i telefon (jeśli je podasz), historia zamówień, data akceptacji regulaminu oraz – jeśli jej udzielisz – zgoda na informacje marketingowe. Hasła nie przechowujemy w postaci jawnej – zapisujemy wyłącznie jego skrót (hash).",
          "**Dane z reklamacji i zwrotów** – opis problemu, zdjęcia opon, numer rachunku bankowego do zwrotu pieniędzy.",
          "**Korespondencja** – treść wiadomości, które do nas wysyłasz e-mailem, przez formularze lub telefonicznie.",
          "**Dane techniczne** – adres IP, typ przeglądarki i urządzenia oraz informacje zapisywane w plikach cookies, opisane w [Polityce cookies](/polityka-cookies).",
        ],
      },
      ...(shop.onlinePayment
        ? [
            {
              type: "p" as const,
              text: "Danych karty płatniczej ani danych logowania do banku nie poznajemy – przy płatności online podajesz je bezpośrednio operatorowi płatności.",
            },
          ]
        : []),

      { type: "h2", text: "Cele, podstawy prawne i okres przechowywania", id: "cele-i-podstawy" },
      {
        type: "table",
        caption: "Dlaczego przetwarzamy Twoje dane i jak długo je przechowujemy",
        head: ["Cel", "Podstawa prawna", "Jak długo"],
        rows: [
          [
            "Zawarcie i wykonanie umowy sprzedaży: przyjęcie zamówienia, płatność, wysyłka, kontakt w sprawie zamówienia, a także działania przed zawarciem umowy (np. koszyk)",
            "art. 6 ust. 1 lit. b RODO – umowa i działania na Twoje żądanie przed jej zawarciem",
            "do zakończenia realizacji umowy, a potem przez okresy podane w wierszach o rozliczeniach i roszczeniach",
          ],
          ["Prowadzenie Konta", "art. 6 ust. 1 lit. b RODO – umowa o prowadzenie Konta", "do usunięcia Konta"],
          [
            "Udział w promocji: przyjęcie zgłoszenia zamówienia, wydanie nagrody i rozpatrzenie reklamacji dotyczącej promocji",
            "art. 6 ust. 1 lit. b RODO – regulamin promocji, który akceptujesz przy zgłoszeniu",
            "do wydania nagrody i rozpatrzenia reklamacji, a potem do przedawnienia roszczeń",
          ],
          [
            "Uzupełnienie danych firmy z rejestru REGON po podaniu NIP",
            "art. 6 ust. 1 lit. b RODO oraz art. 6 ust. 1 lit. f RODO – nasz prawnie uzasadniony interes w poprawnym wystawieniu faktury",
            "jak dane zamówienia",
          ],
          [
            "Wystawianie faktur, prowadzenie ksiąg i rozliczenia podatkowe",
            "art. 6 ust. 1 lit. c RODO – obowiązki wynikające z przepisów podatkowych i ustawy o rachunkowości",
            "5 lat, licząc od końca roku kalendarzowego, w którym upłynął termin płatności podatku",
          ],
          [
            "Obsługa reklamacji i odstąpienia od umowy",
            "art. 6 ust. 1 lit. c RODO – obowiązki z ustawy o prawach konsumenta i Kodeksu cywilnego; art. 6 ust. 1 lit. f RODO",
            "do zakończenia sprawy, a potem do przedawnienia roszczeń",
          ],
          [
            "Ustalenie, dochodzenie i obrona roszczeń",
            "art. 6 ust. 1 lit. f RODO – nasz prawnie uzasadniony interes w ochronie naszych praw",
            "do upływu terminu przedawnienia roszczeń wynikających z umowy, określonego w Kodeksie cywilnym",
          ],
          [
            "Odpowiadanie na wiadomości i pytania",
            "art. 6 ust. 1 lit. f RODO – nasz prawnie uzasadniony interes w odpowiadaniu na Twoje pytania",
            "do zakończenia sprawy; jeśli korespondencja dotyczy zamówienia – tak długo jak dane tego zamówienia",
          ],
          [
            "Zapewnienie bezpieczeństwa i ochrona Sklepu przed nadużyciami (np. ograniczanie liczby prób logowania)",
            "art. 6 ust. 1 lit. f RODO – nasz prawnie uzasadniony interes w bezpieczeństwie Sklepu i Twojego Konta",
            "przez czas niezbędny do tego celu",
          ],
          [
            "Newsletter i informacje marketingowe wysyłane e-mailem – tylko jeśli się na nie zgodzisz",
            "art. 6 ust. 1 lit. a RODO – Twoja zgoda",
            "do wycofania zgody",
          ],
          [
            "Statystyki odwiedzin, pomiary szybkości strony i marketing z użyciem plików cookies – tylko jeśli się na nie zgodzisz",
            "art. 6 ust. 1 lit. a RODO i art. 399 ustawy z dnia 12 lipca 2024 r. – Prawo komunikacji elektronicznej – Twoja zgoda",
            "do wycofania zgody, nie dłużej niż czas działania plików cookies podany w [Polityce cookies](/polityka-cookies)",
          ],
        ],
      },
      {
        type: "p",
        text: "Jeśli dane są potrzebne do kilku celów, przechowujemy je do upływu najdłuższego z podanych okresów, ale wykorzystujemy je tylko do tych celów, dla których wciąż mamy podstawę prawną.",
      },

      { type: "h2", text: "Komu przekazujemy dane", id: "odbiorcy" },
      {
        type: "p",
        text: "Twoje dane przekazujemy tylko tym podmiotom, bez których nie moglibyśmy sprzedać i dostarczyć Ci opon ani prowadzić Sklepu. Przetwarzają one dane na nasze zlecenie i zgodnie z naszymi poleceniami albo – jeśli tak wynika z przepisów lub charakteru ich usługi – jako odrębni administratorzy:",
      },
      {
        type: "ul",
        items: [
          "**firma kurierska**, która doręcza przesyłkę – imię i nazwisko, adres dostawy, telefon, e-mail, a przy płatności przy odbiorze także kwotę do zapłaty,",
          ...(shop.onlinePayment ? ["**PayPro S.A. z siedzibą w Poznaniu**, operator serwisu Przelewy24 – przy płatności online,"] : []),
          "**Cloudflare, Inc.** – dostawca hostingu i sieci dostarczania treści (CDN), na którego serwerach działa Sklep,",
          "**dostawca usługi wysyłki e-maili**, przez którego wysyłamy potwierdzenia zamówień i inne wiadomości,",
          "**biuro rachunkowe**, które prowadzi naszą księgowość,",
          "**firmy zapewniające obsługę informatyczną** Sklepu – w zakresie potrzebnym do jego utrzymania i rozwoju,",
          "**Google Ireland Ltd.** (Google Analytics, Google Tag Manager) – wyłącznie jeśli zgodzisz się na analityczne lub marketingowe pliki cookies.",
        ],
      },
      {
        type: "p",
        text: "Jeśli kupujesz na firmę i podasz NIP, wysyłamy ten numer do rejestru REGON prowadzonego przez Główny Urząd Statystyczny, aby pobrać stamtąd nazwę i adres firmy. Dane możemy też udostępnić organom państwowym, jeśli zobowiązują nas do tego przepisy prawa.",
      },

      { type: "h2", text: "Przekazywanie danych poza Europejski Obszar Gospodarczy", id: "przekazywanie-poza-eog" },
      {
        type: "p",
        text: "Dane przetwarzamy przede wszystkim na terenie Unii Europejskiej. Cloudflare, Inc. oraz – jeśli wyrazisz zgodę na pliki cookies analityczne lub marketingowe – Google mogą przekazywać dane do Stanów Zjednoczonych. Podstawą takiego przekazania jest decyzja Komisji Europejskiej stwierdzająca odpowiedni stopień ochrony danych w ramach EU-US Data Privacy Framework, w którym te firmy uczestniczą.",
      },

      { type: "h2", text: "Twoje prawa", id: "twoje-prawa" },
      { type: "p", text: "W związku z przetwarzaniem Twoich danych masz prawo do:" },
      {
        type: "ul",
        items: [
          "**dostępu do danych** i otrzymania ich kopii (art. 15 RODO),",
          "**sprostowania** danych nieprawidłowych i uzupełnienia niekompletnych (art. 16 RODO),",
          "**usunięcia danych** (art. 17 RODO) – jeśli nie musimy ich dłużej przechowywać,",
          "**ograniczenia przetwarzania** (art. 18 RODO),",
          "**przenoszenia danych** (art. 20 RODO) – danych przetwarzanych na podstawie umowy lub zgody, w ustrukturyzowanym, powszechnie używanym formacie,",
          "**sprzeciwu** wobec przetwarzania opartego na naszym prawnie uzasadnionym interesie (art. 21 RODO) – wobec marketingu bezpośredniego możesz go wnieść w każdej chwili, bez uzasadnienia,",
          "**wycofania zgody** w dowolnym momencie – nie wpływa to na zgodność z prawem przetwarzania, którego dokonaliśmy przed jej wycofaniem. Zgodę na pliki cookies zmienisz przez link „Ustawienia cookies” w stopce strony.",
        ],
      },
      {
        type: "p",
        text: `Aby skorzystać z tych praw, napisz na ${shop.email}. Odpowiemy bez zbędnej zwłoki, nie później niż w ciągu miesiąca. W razie wątpliwości, kto do nas pisze, możemy poprosić o potwierdzenie tożsamości – np. przez wiadomość z adresu e-mail podanego w zamówieniu.`,
      },
      {
        type: "p",
        text: "Jeśli uważasz, że przetwarzamy Twoje dane niezgodnie z prawem, możesz złożyć skargę do organu nadzorczego: **Prezesa Urzędu Ochrony Danych Osobowych**, ul. Stawki 2, 00-193 Warszawa.",
      },

      { type: "h2", text: "Czy musisz podać dane", id: "dobrowolnosc" },
      {
        type: "p",
        text: "Podanie danych jest dobrowolne, ale bez danych potrzebnych do zamówienia (imienia i nazwiska, adresu dostawy, e-maila i telefonu) nie możemy zawrzeć i wykonać umowy. Bez NIP nie wystawimy faktury na firmę. Podanie danych w celach marketingowych zależy wyłącznie od Ciebie i nie ma wpływu na możliwość zakupu.",
      },

      { type: "h2", text: "Profilowanie", id: "profilowanie" },
      {
        type: "p",
        text: "Nie podejmujemy wobec Ciebie decyzji opartych wyłącznie na zautomatyzowanym przetwarzaniu, w tym profilowaniu, które wywoływałyby skutki prawne lub w podobny sposób istotnie na Ciebie wpływały.",
      },

      { type: "h2", text: "Usunięcie Konta", id: "usuniecie-konta" },
      {
        type: "p",
        text: "Konto usuniesz samodzielnie w każdej chwili – przyciskiem „Usuń konto” na stronie [Konto](/konto). Usuwamy wtedy Konto, kończymy wszystkie sesje logowania na Twoich urządzeniach i usuwamy Twoje dane kontaktowe.",
      },
      {
        type: "p",
        text: "Złożone wcześniej zamówienia musimy zachować ze względów rachunkowych i podatkowych – zostają w naszej księgowości, ale bez Twoich danych kontaktowych. Wystawione faktury przechowujemy w niezmienionej postaci przez okres wymagany przepisami podatkowymi. Opublikowane przez Ciebie opinie o oponach zostają na stronie bez podpisu (zamiast niego pokazujemy słowo „Klient”), a niewykorzystane linki do wystawienia opinii przestają działać.",
      },

      { type: "h2", text: "Jak chronimy dane", id: "bezpieczenstwo" },
      {
        type: "ul",
        items: [
          "Połączenie ze Sklepem jest szyfrowane (HTTPS).",
          "Hasła przechowujemy wyłącznie jako skróty utworzone algorytmem PBKDF2 z losową solą – nikt, także my, nie może odczytać Twojego hasła.",
          "Ciasteczko sesji logowania jest dostępne tylko przez bezpieczne połączenie i niedostępne dla skryptów na stronie.",
          "Dostęp do danych mają tylko osoby, które potrzebują go do obsługi zamówień, i tylko w niezbędnym zakresie.",
        ],
      },

      { type: "h2", text: "Pliki cookies", id: "cookies" },
      {
        type: "p",
        text: "Sklep korzysta z plików cookies i pamięci przeglądarki. Niezbędne do działania Sklepu używamy bez zgody, a analityczne i marketingowe – tylko po jej wyrażeniu. Pełną listę wraz z okresami przechowywania znajdziesz w [Polityce cookies](/polityka-cookies).",
      },

      { type: "h2", text: "Zmiany polityki prywatności", id: "zmiany" },
      {
        type: "p",
        text: `Politykę aktualizujemy, gdy zmieniają się przepisy albo sposób, w jaki przetwarzamy dane, np. gdy zaczynamy korzystać z nowego dostawcy usług. Aktualna wersja jest zawsze dostępna na tej stronie, a data ostatniej zmiany znajduje się pod tytułem. Pytania? Napisz na ${shop.email}.`,
      },
    ],
  };
}
