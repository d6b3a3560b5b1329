import type { BlogArticle } from "../types";

export const article: BlogArticle = {
  slug: "kiedy-zmienic-opony-na-zimowe",
  category: "poradniki",
  title: "Kiedy zmienić opony na zimowe? Zasada 7 °C i nie tylko",
  description:
    "Kiedy założyć opony zimowe: zasada 7 °C, minimalna głębokość bieżnika, przepisy w Polsce i za granicą oraz jak przechowywać drugi komplet opon.",
  lead: "Nie ma jednej daty w kalendarzu, która pasowałaby każdemu kierowcy, ale są proste wskazówki, które pomogą Ci trafić z wymianą. Wyjaśniamy, skąd wzięła się zasada 7 °C, ile bieżnika potrzebuje opona zimowa i co mówią przepisy.",
  published: "2026-09-29",
  cover: {
    src: "/img/blog/kiedy-zmienic-opony-na-zimowe.svg",
    alt: "Opona zimowa obok termometru wskazującego 7 °C i płatka śniegu",
  },
  related: { season: "zimowe", listingPath: "/opony/zimowe" },
  blocks: [
    { type: "h2", text: "Zasada 7 °C – skąd się wzięła", id: "zasada-7-stopni" },
    {
      type: "p",
      text: "Najczęściej powtarzana wskazówka brzmi: opony zimowe zakładaj wtedy, gdy **średnia dobowa temperatura utrzymuje się poniżej 7 °C** przez kilka dni z rzędu. Nie chodzi o jeden chłodny poranek, tylko o trwałą zmianę pogody. 7 °C to granica umowna, a nie fizyczna stała, ale dobrze sprawdza się w praktyce: mniej więcej od tego poziomu przewaga opony zimowej nad letnią zaczyna być wyraźna.",
    },
    {
      type: "p",
      text: "Powód tkwi w mieszance gumowej. Opona letnia jest projektowana na ciepło: w wysokich temperaturach zachowuje stabilność i nie ściera się zbyt szybko. Gdy robi się zimno, jej guma twardnieje i traci elastyczność, a twarda guma gorzej „wgryza się” w mikronierówności asfaltu. Efekt to dłuższa droga hamowania i słabsza przyczepność w zakrętach – także na suchej drodze, bez śladu śniegu.",
    },
    {
      type: "p",
      text: "Opona zimowa ma mieszankę z dużym udziałem krzemionki i specjalnych polimerów, która pozostaje miękka w niskich temperaturach. Do tego dochodzi bieżnik z gęstą siecią **lamelek**, czyli drobnych nacięć tworzących wiele krawędzi chwytających śnieg, oraz głębokie rowki, które odprowadzają wodę i błoto pośniegowe.",
    },
    {
      type: "note",
      text: "**Wskazówka:** nie czekaj na pierwszy śnieg. W dniu, w którym spadnie, kolejki do warsztatów są najdłuższe, a Ty jeździsz na oponach, które nie są na to przygotowane. Zamów nowe opony z kilkutygodniowym wyprzedzeniem – sprawdź [czas dostawy](/dostawa) i umów wymianę bez pośpiechu.",
    },

    { type: "h2", text: "Kiedy zmieniać opony w Polsce", id: "kiedy-zmieniac-w-polsce" },
    {
      type: "p",
      text: "W większości regionów Polski dobry moment na opony zimowe przypada **między połową października a połową listopada**. W górach i na pogórzu – na Podhalu, w Beskidach, Sudetach czy Bieszczadach – a także na północnym wschodzie kraju zima przychodzi zwykle wcześniej, więc tam warto zdążyć przed końcem października. Na zachodzie kraju i w dużych miastach, gdzie jest cieplej, często wystarcza listopad.",
    },
    {
      type: "p",
      text: "Wiosną zasada działa w drugą stronę: na opony letnie wracaj, gdy średnie temperatury stale przekraczają 7 °C, zwykle **od kwietnia**. Nie spiesz się po pierwszym ciepłym weekendzie w marcu – przymrozki, a nawet śnieg w kwietniu nie są w Polsce niczym wyjątkowym. Nie jeźdź jednak na oponach zimowych przez całe lato. Miękka mieszanka w upale szybko się ściera, a droga hamowania na rozgrzanym asfalcie jest wyraźnie dłuższa niż na oponach letnich.",
    },
    { type: "p", text: "Planując wymianę, weź pod uwagę:" },
    {
      type: "ul",
      items: [
        "prognozę na najbliższe tygodnie, a nie tylko dzisiejszą temperaturę,",
        "trasy, którymi jeździsz – wyjazdy w góry albo wczesne dojazdy do pracy przy przymrozkach przemawiają za wcześniejszą wymianą,",
        "terminy w warsztacie – w szczycie sezonu na wolny termin czeka się nawet kilka dni,",
        "stan opon zimowych z poprzedniego sezonu – jeśli trzeba kupić nowe, zrób to przed sezonem, a nie w jego trakcie.",
      ],
    },

    { type: "h2", text: "Głębokość bieżnika: minimum prawne a zdrowy rozsądek", id: "glebokosc-bieznika" },
    {
      type: "p",
      text: "W Polsce minimalna dopuszczalna głębokość bieżnika to **1,6 mm** – tyle samo dla opon letnich, zimowych i całorocznych. Poznasz ją po wskaźnikach zużycia TWI, czyli niewielkich wypustkach na dnie rowków bieżnika. Gdy powierzchnia bieżnika zrówna się z nimi, opona nadaje się do wymiany.",
    },
    {
      type: "p",
      text: "W oponach zimowych to jednak za mało. Przy płytkim bieżniku lamelki przestają pracować, a rowki nie odprowadzają śniegu i błota pośniegowego. Dlatego eksperci i producenci opon zalecają wymianę opon zimowych, gdy bieżnik ma mniej niż **4 mm**. Tyle samo wymagają przepisy niektórych krajów, np. Austrii i Czech, żeby opona w ogóle była uznana za zimową.",
    },
    {
      type: "p",
      text: "Głębokość zmierzysz prostym głębokościomierzem w kilku miejscach na obwodzie i na szerokości opony – zużycie nie zawsze jest równe. Przy okazji sprawdź, ile lat mają opony i czy nie widać na nich pęknięć. Jak odczytać datę produkcji, wyjaśniamy w artykule o [kodzie DOT](/blog/bezpieczenstwo/wiek-opony-kod-dot).",
    },

    { type: "h2", text: "Co mówią przepisy w Polsce i za granicą", id: "przepisy" },
    {
      type: "p",
      text: "W Polsce **nie ma obowiązku jazdy na oponach zimowych**. Przepisy wymagają, żeby opony były w dobrym stanie technicznym, miały co najmniej 1,6 mm bieżnika i żeby na jednej osi pracowały opony tego samego rozmiaru, budowy i rzeźby bieżnika. Brak obowiązku nie zmienia jednak fizyki: zimą to Ty odpowiadasz za dobranie prędkości i wyposażenia auta do warunków na drodze.",
    },
    { type: "p", text: "Za granicą bywa inaczej. W wielu krajach obowiązek jest sezonowy albo zależy od warunków na drodze, na przykład:" },
    {
      type: "ul",
      items: [
        "**Niemcy** – opony zimowe są obowiązkowe, gdy na drodze panują zimowe warunki (śnieg, lód, gołoledź, błoto pośniegowe). Od 1 października 2024 r. za zimowe uznaje się tam wyłącznie opony z symbolem 3PMSF.",
        "**Austria** – od 1 listopada do 15 kwietnia w zimowych warunkach drogowych wymagane są opony zimowe z bieżnikiem co najmniej 4 mm (na drodze pokrytej śniegiem lub lodem zamiast nich można użyć łańcuchów na kołach napędowych).",
        "**Czechy** – od 1 listopada do 31 marca opony zimowe są wymagane, gdy na drodze leży śnieg, lód lub szron albo można się ich spodziewać, a na drogach oznaczonych specjalnym znakiem – przez cały ten okres. Minimalny bieżnik opony zimowej to 4 mm.",
      ],
    },
    {
      type: "p",
      text: "Przepisy się zmieniają, a szczegóły, takie jak wyjątki czy wysokość kar, bywają skomplikowane. Przed zimowym wyjazdem sprawdź aktualne wymagania kraju docelowego i tych, przez które przejeżdżasz. O tym, czym różnią się oznaczenia zimowe na oponach, piszemy w artykule [3PMSF czy M+S](/blog/technologie/3pmsf-czy-m-s-oznaczenia-zimowe).",
    },

    { type: "h2", text: "Jak przechowywać drugi komplet opon", id: "przechowywanie" },
    {
      type: "p",
      text: "Po wymianie zostaje Ci komplet, który przez kilka miesięcy poczeka na swój sezon. Od tego, jak go przechowasz, zależy, w jakim stanie go zastaniesz.",
    },
    {
      type: "ol",
      items: [
        "Umyj opony, usuń kamienie z bieżnika i obejrzyj boki – szukaj pęknięć, rozcięć i wybrzuszeń.",
        "Oznacz pozycję każdej opony (np. LP, PP, LT, PT). Przy kolejnym montażu łatwiej będzie zamienić koła między osiami, żeby wyrównać zużycie.",
        "Wybierz miejsce suche, ciemne i chłodne, z dala od słońca, grzejników, paliw, olejów i rozpuszczalników oraz od urządzeń wytwarzających ozon, takich jak silniki elektryczne.",
        "Opony bez felg ustaw pionowo i co kilka tygodni obróć je o kawałek, żeby nie odkształciły się w jednym miejscu.",
        "Kompletne koła na felgach przechowuj leżąc w stosie albo zawieszone na wieszaku.",
      ],
    },
    {
      type: "p",
      text: "Jeśli nie masz miejsca w garażu ani w piwnicy, skorzystaj z przechowalni opon – wiele warsztatów oferuje ją za sezonową opłatą. To wygodne rozwiązanie zwłaszcza wtedy, gdy mieszkasz w bloku.",
    },

    { type: "h2", text: "Podsumowanie", id: "podsumowanie" },
    {
      type: "p",
      text: "Opony zimowe zakładaj, gdy średnia temperatura na dobre spadnie poniżej 7 °C – w Polsce zwykle w październiku lub listopadzie – a letnie wróć na koła, gdy wiosną ociepli się na stałe. Pilnuj głębokości bieżnika, bo 1,6 mm to minimum prawne, a nie bezpieczny zapas na zimę. Jeśli potrzebujesz nowego kompletu, w kategorii [opony zimowe](/opony/zimowe) przy każdej ofercie znajdziesz rok produkcji i etykietę UE, a wybrane modele zestawisz w [porównywarce](/porownywarka).",
    },
  ],
};
