import type { ContentPage, ShopFacts } from "../types";

export function deliveryPage(shop: ShopFacts): ContentPage {
  const shipping = `${shop.handlingDays} dni robocze`;
  const transit = `doręczenie zwykle ${shop.transitDays} dni robocze od nadania`;
  return {
    title: "Dostawa",
    description: `Dostawa opon kurierem gratis przy każdym zamówieniu w Polsce. Wysyłka w ${shop.handlingDays} dni robocze, link do śledzenia paczki i proste zasady odbioru przesyłki.`,
    lead: "Każde zamówienie wysyłamy kurierem na nasz koszt – bez minimalnej kwoty i bez dopłat. Sprawdź, ile to trwa, jak wygląda odbiór paczek i co zrobić, gdy coś jest nie tak.",
    updated: "2026-11-25",
    blocks: [
      { type: "h2", text: "Koszt i czas dostawy", id: "koszt-i-czas-dostawy" },
      {
        type: "p",
        text: "Opony dostarczamy wyłącznie przesyłką kurierską na terenie Polski. **Dostawa jest bezpłatna przy każdym zamówieniu** – niezależnie od tego, czy kupujesz jedną oponę, czy dwa komplety.",
      },
      {
        type: "table",
        caption: "Dostawa na terenie Polski",
        head: ["Sposób dostawy", "Koszt", "Czas"],
        rows: [
          ...(shop.onlinePayment
            ? [["Kurier, płatność online przez Przelewy24 (BLIK, szybki przelew, karta)", "0 zł", `wysyłka w ${shipping}, ${transit}`]]
            : []),
          ["Kurier, zwykły przelew bankowy", "0 zł", `wysyłka w ${shipping} od zaksięgowania wpłaty, ${transit}`],
          [
            "Kurier, płatność przy odbiorze (gotówka lub karta u kuriera)",
            "0 zł – bez dopłaty za pobranie",
            `wysyłka w ${shipping}, ${transit}`,
          ],
        ],
      },
      {
        type: "note",
        text: "Nie wysyłamy opon za granicę i nie prowadzimy odbioru osobistego. Pod naszym adresem w Krakowie działa biuro, a nie magazyn, więc nie ma tam opon do odebrania.",
      },

      { type: "h2", text: "Kiedy wyślemy Twoje zamówienie", id: "kiedy-wyslemy-zamowienie" },
      {
        type: "p",
        text: `Zamówienie przekazujemy kurierowi w ciągu **${shop.handlingDays} dni roboczych**. Ten czas liczymy:`,
      },
      {
        type: "ul",
        items: [
          shop.onlinePayment
            ? "od złożenia zamówienia – gdy płacisz przy odbiorze albo online przez Przelewy24 (płatność online zaksięgujemy od razu);"
            : "od złożenia zamówienia – gdy płacisz przy odbiorze (a gdy potwierdzamy je telefonicznie – od potwierdzenia);",
          `od zaksięgowania wpłaty na naszym koncie – gdy wybierasz zwykły przelew bankowy. Przelew między różnymi bankami potrafi iść do następnego dnia roboczego, więc jeśli zależy Ci na czasie, wybierz ${shop.onlinePayment ? "płatność online lub przy odbiorze" : "płatność przy odbiorze"}.`,
        ],
      },
      {
        type: "p",
        text: `Kurierzy doręczają przesyłki od poniedziałku do piątku. Zamówienie złożone w piątek po południu albo w weekend wyruszy w drogę w ciągu ${shop.handlingDays} dni roboczych, licząc od poniedziałku.`,
      },

      { type: "h2", text: "Co się dzieje po złożeniu zamówienia", id: "po-zlozeniu-zamowienia" },
      {
        type: "ol",
        items: [
          "Dostajesz e-mail z potwierdzeniem i numerem zamówienia. Jeśli masz [konto](/konto), zamówienie widzisz też w jego historii.",
          `Przy zwykłym przelewie czekamy na zaksięgowanie wpłaty. Przy płatności ${shop.onlinePayment ? "online i przy odbiorze" : "przy odbiorze"} od razu przygotowujemy wysyłkę.`,
          "Każdą oponę oklejamy taśmą i oznaczamy etykietą przewozową, a potem przekazujemy przesyłkę kurierowi.",
          "Po nadaniu wysyłamy Ci e-mail z **linkiem do śledzenia** – widzisz w nim, gdzie jest każda paczka.",
          `Kurier doręcza opony pod wskazany adres, zwykle w ciągu ${shop.transitDays} dni roboczych od nadania.`,
        ],
      },

      { type: "h2", text: "Komplet opon w kilku paczkach", id: "komplet-w-kilku-paczkach" },
      {
        type: "p",
        text: "Opony to duże i ciężkie przesyłki, dlatego **komplet czterech opon wysyłamy jako osobne paczki**. Mogą dotrzeć razem, ale mogą też przyjechać osobno, nawet dzień po dniu. To normalne i nie oznacza, że coś zginęło – status każdej paczki sprawdzisz pod linkiem do śledzenia.",
      },

      { type: "h2", text: "Odbiór przesyłki", id: "odbior-przesylki" },
      {
        type: "p",
        text: "Przy odbiorze poświęć chwilę na sprawdzenie paczek – najlepiej od razu, w obecności kuriera.",
      },
      {
        type: "ul",
        items: [
          "Policz paczki i porównaj ich liczbę z informacją w wiadomości o nadaniu.",
          "Obejrzyj opakowanie: rozerwana taśma, przecięcia albo ślady zgniecenia to sygnał, żeby dokładniej przyjrzeć się oponie.",
          "Jeśli płacisz przy odbiorze, przygotuj gotówkę lub kartę – kurier nie pobiera żadnej dodatkowej opłaty.",
          "Podaj adres, pod którym ktoś będzie w dzień roboczy w godzinach pracy kuriera – może to być np. adres Twojej pracy.",
        ],
      },

      { type: "h2", text: "Uszkodzona paczka", id: "uszkodzona-paczka" },
      {
        type: "p",
        text: `Jeśli paczka wygląda na uszkodzoną, **poproś kuriera o spisanie protokołu szkody** na miejscu. Zrób kilka zdjęć opakowania i opony, a potem napisz do nas na adres ${shop.email}, podając numer zamówienia. Protokół spisany przy kurierze bardzo przyspiesza wyjaśnienie sprawy z przewoźnikiem.`,
      },
      {
        type: "p",
        text: "Uszkodzenie zauważysz dopiero po odejściu kuriera? Też się z nami skontaktuj – pomożemy, a zasady znajdziesz na stronie [Reklamacja](/reklamacja).",
      },

      { type: "h2", text: "Montaż opon", id: "montaz-opon" },
      {
        type: "p",
        text: "Nie montujemy opon i nie sprzedajemy usługi montażu. Zamówione opony zawieziesz do dowolnego warsztatu wulkanizacyjnego w swojej okolicy. Termin warto umówić wcześniej, bo jesienią i wiosną warsztaty mają pełne grafiki. Możesz też podać adres warsztatu jako adres dostawy, jeśli warsztat się na to zgodzi.",
      },

      { type: "h2", text: "Najczęstsze pytania o dostawę", id: "pytania-o-dostawe" },
      {
        type: "faq",
        question: "Czy dostawa naprawdę nic nie kosztuje?",
        answer: [
          "Tak. Nie ma minimalnej kwoty zamówienia ani dopłaty za pobranie. Ceny zawierają 23% VAT, więc kwota w [koszyku](/koszyk) to kwota, którą zapłacisz.",
        ],
      },
      {
        type: "faq",
        question: "Czy kurier przyjedzie w sobotę?",
        answer: ["Nie. Kurierzy doręczają nasze przesyłki od poniedziałku do piątku."],
      },
      {
        type: "faq",
        question: "Czy mogę odebrać opony osobiście w Krakowie?",
        answer: [
          `Nie. Pod adresem ${shop.companyAddress} mieści się biuro, a nie magazyn, dlatego wszystkie zamówienia wysyłamy kurierem.`,
        ],
      },
      {
        type: "faq",
        question: "Czy wysyłacie opony za granicę?",
        answer: ["Nie, dostarczamy wyłącznie na adresy w Polsce."],
      },
      {
        type: "faq",
        question: "Dotarła tylko część paczek. Co robić?",
        answer: [
          `Sprawdź link do śledzenia – pozostałe paczki zwykle są w drodze i dojadą w ciągu ${shop.transitDays} dni roboczych od nadania. Jeśli ich status długo się nie zmienia, napisz do nas, a sprawdzimy to u przewoźnika.`,
        ],
      },
      {
        type: "p",
        text: `Masz inne pytanie? Zajrzyj do [Centrum pomocy](/pomoc), napisz na **${shop.email}** albo zadzwoń pod numer **${shop.phone}** (${shop.hours}).`,
      },
    ],
  };
}
