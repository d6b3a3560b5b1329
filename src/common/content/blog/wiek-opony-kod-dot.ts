import type { BlogArticle } from "../types";

export const article: BlogArticle = {
  slug: "wiek-opony-kod-dot",
  category: "bezpieczenstwo",
  title: "Ile lat ma Twoja opona? Jak odczytać kod DOT",
  description:
    "Jak odczytać datę produkcji opony z kodu DOT, ile lat może mieć nowa opona, kiedy wymienić starą i dlaczego przy każdej ofercie podajemy rok produkcji.",
  lead: "Na boku każdej opony znajdziesz jej datę produkcji – wystarczy wiedzieć, gdzie szukać. Wyjaśniamy, jak czytać kod DOT i ile lat może mieć opona, żeby wciąż była bezpieczna.",
  published: "2026-09-17",
  cover: {
    src: "/img/blog/wiek-opony-kod-dot.svg",
    alt: "Fragment boku opony z wytłoczonym kodem DOT i datą produkcji 4625",
  },
  related: { listingPath: "/opony/osobowe-suv" },
  blocks: [
    { type: "h2", text: "Czym jest kod DOT", id: "czym-jest-kod-dot" },
    {
      type: "p",
      text: "DOT to skrót od Department of Transportation, czyli amerykańskiego departamentu transportu. Oznaczenie wprowadzono w Stanach Zjednoczonych, ale ponieważ producenci sprzedają te same modele opon na wielu rynkach, kod DOT znajdziesz na zdecydowanej większości opon sprzedawanych także w Europie.",
    },
    {
      type: "p",
      text: "Kod zaczyna się od liter DOT, po których następuje ciąg znaków: oznaczenie fabryki, w której wyprodukowano oponę, kod rozmiaru i ewentualnie dodatkowe oznaczenia producenta. Dla Ciebie najważniejsza jest jego **końcówka**, bo to właśnie data produkcji.",
    },

    { type: "h2", text: "Jak odczytać datę produkcji", id: "jak-odczytac-date-produkcji" },
    {
      type: "p",
      text: "Datę produkcji zapisują **cztery ostatnie cyfry** kodu DOT, zwykle wytłoczone w osobnej, owalnej ramce. Dwie pierwsze cyfry oznaczają tydzień, a dwie ostatnie – rok produkcji. Przykłady:",
    },
    {
      type: "ul",
      items: [
        "**4625** – 46. tydzień 2025 roku, czyli połowa listopada 2025,",
        "**0826** – 8. tydzień 2026 roku, czyli druga połowa lutego 2026,",
        "**1524** – 15. tydzień 2024 roku, czyli kwiecień 2024.",
      ],
    },
    {
      type: "p",
      text: "Jeśli na oponie widzisz tylko **trzy cyfry**, wyprodukowano ją przed 2000 rokiem. Taka opona ma ponad ćwierć wieku i nie nadaje się do jazdy, niezależnie od tego, jak wygląda jej bieżnik.",
    },
    {
      type: "note",
      text: "**Wskazówka:** pełny kod DOT z datą produkcji bywa wytłoczony tylko po jednej stronie opony. Jeśli nie widzisz go na zewnętrznym boku zamontowanego koła, sprawdź bok wewnętrzny – najłatwiej przy kołach skręconych do oporu albo przy okazji sezonowej wymiany.",
    },

    { type: "h2", text: "Ile lat może mieć „nowa” opona", id: "ile-lat-moze-miec-nowa-opona" },
    {
      type: "p",
      text: "Opona nie trafia do kierowcy prosto z linii produkcyjnej. Najpierw jedzie do magazynów producenta, potem do dystrybutorów i sklepów. Dlatego opona kupiona jako nowa prawie zawsze ma od kilku tygodni do kilkunastu miesięcy – to zupełnie normalne.",
    },
    {
      type: "p",
      text: "W branży oponiarskiej powszechnie przyjmuje się, że opona przechowywana w odpowiednich warunkach – w ciemnym, suchym i chłodnym magazynie, bez obciążenia i odkształceń – zachowuje pełne właściwości przez około **3 lata od produkcji** i w tym czasie jest sprzedawana jako pełnowartościowa nowa opona. Nieużywana opona starzeje się znacznie wolniej niż taka, która jeździ po drogach, nagrzewa się, ugina i pracuje w słońcu.",
    },
    {
      type: "p",
      text: "Co to oznacza w praktyce? Prawidłowo magazynowana opona sprzed roku czy dwóch nie będzie zauważalnie gorsza od tej sprzed miesiąca. Dla jej trwałości o wiele większe znaczenie mają warunki, w jakich będziesz ją użytkować, i to, czy pilnujesz właściwego ciśnienia.",
    },

    { type: "h2", text: "Kiedy wymienić starą oponę", id: "kiedy-wymienic-stara-opone" },
    {
      type: "p",
      text: "Guma z czasem traci elastyczność: utlenia się i działają na nią promienie UV, ozon oraz zmiany temperatury. Stara opona może mieć jeszcze sporo bieżnika, a mimo to gorzej trzymać się drogi, szczególnie na mokrym i w niskich temperaturach.",
    },
    {
      type: "p",
      text: "Żaden przepis nie określa maksymalnego wieku opony w samochodzie osobowym. Wielu producentów opon i samochodów zaleca jednak:",
    },
    {
      type: "ul",
      items: [
        "regularne, najlepiej coroczne sprawdzanie opon przez fachowca, gdy skończą **5 lat**,",
        "wymianę opon najpóźniej po około **10 latach** od daty produkcji, nawet jeśli wyglądają dobrze i mają głęboki bieżnik – dotyczy to również koła zapasowego.",
      ],
    },
    { type: "p", text: "Niezależnie od wieku opona kwalifikuje się do wymiany, jeśli zauważysz:" },
    {
      type: "ul",
      items: [
        "pęknięcia albo siateczkę drobnych rys na bokach lub u podstawy klocków bieżnika,",
        "wybrzuszenia lub wgniecenia na boku – to znak uszkodzenia wewnętrznej konstrukcji,",
        "nierównomierne zużycie, które może świadczyć o problemie z ciśnieniem albo geometrią kół,",
        "bieżnik płytszy niż 1,6 mm – a w oponach zimowych zalecamy wymianę już przy około 4 mm (więcej w artykule [kiedy zmienić opony na zimowe](/blog/poradniki/kiedy-zmienic-opony-na-zimowe)).",
      ],
    },

    { type: "h2", text: "Kupujesz używane auto? Sprawdź daty na oponach", id: "uzywane-auto" },
    {
      type: "p",
      text: "Kod DOT przydaje się szczególnie przy zakupie używanego samochodu. Opony z ładnym, głębokim bieżnikiem mogą mieć kilkanaście lat, jeśli poprzedni właściciel jeździł niewiele. Obejrzyj wszystkie cztery koła i koło zapasowe, porównaj daty produkcji i sprawdź boki pod kątem pęknięć. Jeśli opony są bardzo stare albo każda pochodzi z innego okresu, uwzględnij koszt nowego kompletu w negocjacjach ceny.",
    },

    { type: "h2", text: "Jak przechowywanie wpływa na starzenie", id: "przechowywanie-a-starzenie" },
    {
      type: "p",
      text: "Tempo starzenia w dużej mierze zależy od warunków przechowywania. Przyspieszają je wysoka temperatura, bezpośrednie słońce, wilgoć, ozon (np. z silników elektrycznych) oraz kontakt z olejami, paliwem i rozpuszczalnikami. Opony trzymane na balkonie albo w nagrzanym, nasłonecznionym garażu starzeją się szybciej niż te w chłodnej, ciemnej piwnicy.",
    },
    {
      type: "p",
      text: "Ta sama zasada dotyczy Twojego drugiego kompletu. Opony sezonowe, które przez pół roku czekają w dobrych warunkach, posłużą dłużej i dłużej zachowają swoje właściwości.",
    },

    { type: "h2", text: "Dlaczego pokazujemy rok produkcji przy każdej ofercie", id: "rok-produkcji-w-ofercie" },
    {
      type: "p",
      text: "Przy każdej ofercie w naszym sklepie podajemy **rok produkcji** odczytany z kodu DOT. Chcemy, żeby ta informacja była dla Ciebie jasna, zanim dodasz opony do koszyka, a nie dopiero po rozpakowaniu paczki. Stawiamy na opony z aktualnej produkcji, a jeśli ten sam model jest dostępny w partiach z różnych lat, zobaczysz to w ofercie.",
    },
    {
      type: "p",
      text: "Masz pytanie o konkretną ofertę? Skontaktuj się z nami – wszystkie sposoby kontaktu znajdziesz w [centrum pomocy](/pomoc). Pełną ofertę z rokiem produkcji przy każdej pozycji przejrzysz w kategorii [opony osobowe i SUV](/opony/osobowe-suv).",
    },
  ],
};
