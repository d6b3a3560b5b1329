import type { ContentPage, ShopFacts } from "../types";

export function deliveryPage(shop: ShopFacts): ContentPage {
  const shipping = `${shop.handlingDays} dni robocze`;
  const transit = `doręczenie zwykle ${shop.transitDays} dni robocze od nadania`;
  const delivery = shop.delivery;
  const pickup = delivery?.pickup ?? null;
  const free = Boolean(delivery?.freeCourier) && !delivery?.codFee;
  const codRow = (cod: string | null) => (cod ? `; płatność przy odbiorze: ${cod}` : "");
  return {
    title: "Dostawa",
    description: free
      ? `Dostawa opon kurierem gratis przy każdym zamówieniu w Polsce. Wysyłka w ${shop.handlingDays} dni robocze, link do śledzenia paczki i proste zasady odbioru przesyłki.`
      : `Dostawa opon kurierem w całej Polsce${pickup ? " albo odbiór osobisty w magazynie" : ""}: koszt, wysyłka w ${shop.handlingDays} dni robocze, link do śledzenia paczki i zasady odbioru przesyłki.`,
    lead: free
      ? `Każde zamówienie wysyłamy kurierem na nasz koszt – bez minimalnej kwoty i bez dopłat${pickup ? ", a jeśli wolisz, odbierzesz je w naszym magazynie" : ""}. Sprawdź, ile to trwa, jak wygląda odbiór paczek i co zrobić, gdy coś jest nie tak.`
      : `Wysyłamy kurierem na terenie całej Polski${pickup ? ", a zamówienie możesz też odebrać w naszym magazynie" : ""}. Sprawdź, ile to kosztuje i trwa, jak wygląda odbiór paczek i co zrobić, gdy coś jest nie tak.`,
    updated: "2026-11-28",
    blocks: [
      { type: "h2", text: "Koszt i czas dostawy", id: "koszt-i-czas-dostawy" },
      {
        type: "p",
        text: free
          ? `Opony dostarczamy przesyłką kurierską na terenie Polski${pickup ? " albo wydajemy w naszym magazynie" : ""}. **Dostawa kurierem jest bezpłatna przy każdym zamówieniu** – niezależnie od tego, czy kupujesz jedną oponę, czy dwa komplety.`
          : `Opony dostarczamy przesyłką kurierską na terenie Polski${pickup ? " albo wydajemy w naszym magazynie" : ""}. Koszt dostawy zależy od wybranego sposobu i liczby opon (paczka to jedna lub dwie opony, komplet czterech to dwie paczki). **Łączną kwotę z dostawą widzisz przy wyborze dostawy, zanim złożysz zamówienie.** Ceny zawierają 23% VAT.`,
      },
      ...(delivery
        ? [
            {
              type: "table" as const,
              caption: "Sposoby dostawy na terenie Polski",
              head: ["Sposób dostawy", "Koszt", "Czas"],
              rows: [
                ...delivery.couriers.map((courier) => [
                  `${courier.name} – pod wskazany adres`,
                  `${courier.price}${codRow(courier.cod)}`,
                  `wysyłka w ${shipping} (przy zwykłym przelewie – od zaksięgowania wpłaty), ${transit}`,
                ]),
                ...(pickup
                  ? [
                      [
                        `${pickup.name}: ${pickup.address}${pickup.hours ? ` (${pickup.hours})` : ""}`,
                        `${pickup.price}${codRow(pickup.cod)}`,
                        `gotowe do odbioru w ${shipping} (przy zwykłym przelewie – od zaksięgowania wpłaty); napiszemy, gdy będzie na Ciebie czekać`,
                      ],
                    ]
                  : []),
              ],
            },
          ]
        : []),
      {
        type: "p",
        text: shop.onlinePayment
          ? "Płacisz online przez Przelewy24 (BLIK, szybki przelew, karta), zwykłym przelewem bankowym albo przy odbiorze – gotówką lub kartą."
          : "Płacisz zwykłym przelewem bankowym albo przy odbiorze – gotówką lub kartą.",
      },
      {
        type: "note",
        text: pickup
          ? `Nie wysyłamy opon za granicę. Odbiór osobisty jest możliwy tylko w naszym magazynie (${pickup.address}) – pod adresem biura (${shop.companyAddress}) nie ma opon do odebrania.`
          : "Nie wysyłamy opon za granicę i nie prowadzimy odbioru osobistego. Pod naszym adresem w Krakowie działa biuro, a nie magazyn, więc nie ma tam opon do odebrania.",
      },
      ...(pickup
        ? [
            { type: "h2" as const, text: "Odbiór osobisty w magazynie", id: "odbior-osobisty" },
            {
              type: "p" as const,
              text: `Wybierz przy zamówieniu „${pickup.name}”. Gdy opony będą gotowe, wyślemy Ci e-mail **„gotowe do odbioru”** – wtedy przyjedź do magazynu: **${pickup.address}**${pickup.hours ? `, ${pickup.hours}` : ""}. Podaj numer zamówienia.${pickup.cod ? " Możesz zapłacić przy odbiorze, gotówką lub kartą." : ""} Adres podany w zamówieniu wpiszemy na dowód zakupu lub fakturę.`,
            },
          ]
        : []),

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
        text: "Opony to duże i ciężkie przesyłki, dlatego **pakujemy je po jedną lub dwie sztuki – komplet czterech opon to dwie paczki**. Mogą dotrzeć razem, ale mogą też przyjechać osobno, nawet dzień po dniu. To normalne i nie oznacza, że coś zginęło – status każdej paczki sprawdzisz pod linkiem do śledzenia.",
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
          "Jeśli płacisz przy odbiorze, przygotuj gotówkę lub kartę – kwotę do zapłaty znajdziesz w potwierdzeniu zamówienia.",
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
      free
        ? {
            type: "faq",
            question: "Czy dostawa naprawdę nic nie kosztuje?",
            answer: [
              "Tak. Nie ma minimalnej kwoty zamówienia ani dopłaty za pobranie. Ceny zawierają 23% VAT, więc kwota w [koszyku](/koszyk) to kwota, którą zapłacisz.",
            ],
          }
        : {
            type: "faq",
            question: "Ile kosztuje dostawa?",
            answer: [
              ...(delivery
                ? delivery.couriers.map((courier) => `${courier.name}: ${courier.price}${codRow(courier.cod)}.`)
                : ["Koszt dostawy zależy od wybranego sposobu i liczby opon."]),
              ...(pickup ? [`${pickup.name}: ${pickup.price}.`] : []),
              "Ceny zawierają 23% VAT. Łączną kwotę z dostawą widzisz przy składaniu zamówienia, zanim je potwierdzisz.",
            ],
          },
      {
        type: "faq",
        question: "Czy kurier przyjedzie w sobotę?",
        answer: ["Nie. Kurierzy doręczają nasze przesyłki od poniedziałku do piątku."],
      },
      {
        type: "faq",
        question: "Czy mogę odebrać opony osobiście?",
        answer: [
          pickup
            ? `Tak. Wybierz przy zamówieniu „${pickup.name}”: opony odbierzesz w naszym magazynie (${pickup.address}${pickup.hours ? `, ${pickup.hours}` : ""}), gdy dostaniesz od nas e-mail, że są gotowe do odbioru.`
            : `Nie. Pod adresem ${shop.companyAddress} mieści się biuro, a nie magazyn, dlatego wszystkie zamówienia wysyłamy kurierem.`,
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
