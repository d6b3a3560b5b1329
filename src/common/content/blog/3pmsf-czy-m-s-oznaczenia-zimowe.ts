import type { BlogArticle } from "../types";

export const article: BlogArticle = {
  slug: "3pmsf-czy-m-s-oznaczenia-zimowe",
  category: "technologie",
  title: "3PMSF czy M+S? Jak rozpoznać prawdziwą oponę zimową",
  description:
    "Czym różni się symbol 3PMSF od oznaczenia M+S, które z nich uznają przepisy za granicą i jak rozpoznać oponę zimową lub całoroczną z testem na śniegu.",
  lead: "Na boku opony zimowej zwykle widać dwa oznaczenia: litery M+S i symbol góry z płatkiem śniegu. Wyglądają podobnie poważnie, ale znaczą coś zupełnie innego.",
  published: "2026-10-13",
  cover: {
    src: "/img/blog/3pmsf-czy-m-s-oznaczenia-zimowe.svg",
    alt: "Symbol góry z trzema szczytami i płatkiem śniegu obok liter M+S",
  },
  related: { season: "zimowe", threePmsf: true, listingPath: "/opony/zimowe" },
  blocks: [
    { type: "h2", text: "M+S: deklaracja producenta", id: "m-s-deklaracja-producenta" },
    {
      type: "p",
      text: "M+S (spotykane też jako M&S, M.S lub MS) to skrót od angielskiego **Mud and Snow**, czyli błoto i śnieg. Oznaczenie informuje, że bieżnik opony ma budowę przystosowaną do jazdy w błocie i w świeżym lub topniejącym śniegu – na przykład szersze rowki i bardziej otwarty wzór niż typowa opona letnia.",
    },
    {
      type: "p",
      text: "Najważniejsze jest to, że **M+S nie wymaga żadnego testu na śniegu**. Producent umieszcza je na podstawie własnej oceny konstrukcji opony. Dlatego litery M+S znajdziesz nie tylko na oponach zimowych, lecz także na wielu oponach do SUV-ów i aut terenowych, które zimą wcale nie muszą dobrze się sprawdzać, bo ich mieszanka bywa zbliżona do letniej.",
    },

    { type: "h2", text: "3PMSF: potwierdzone w teście", id: "3pmsf-potwierdzone-w-tescie" },
    {
      type: "p",
      text: "3PMSF to skrót od **Three Peak Mountain Snow Flake**. Symbol przedstawia górę z trzema szczytami i płatkiem śniegu w środku, dlatego często nazywa się go symbolem alpejskim albo po prostu „płatkiem śniegu na górze”.",
    },
    {
      type: "p",
      text: "Opona może nosić ten symbol dopiero po przejściu **znormalizowanego testu na śniegu**, opisanego w regulaminie EKG ONZ nr 117, który stosuje się także w Unii Europejskiej. Wynik badanej opony – w próbie hamowania lub trakcji na ubitym śniegu – porównuje się z wynikiem opony referencyjnej. Opona do samochodu osobowego musi wypaść co najmniej o 7% lepiej od wzorca.",
    },
    {
      type: "p",
      text: "Symbol 3PMSF potwierdza więc pewne minimum, a nie najlepszy możliwy wynik. Dwie opony z tym symbolem mogą wyraźnie różnić się na śniegu, a o tym, która radzi sobie lepiej, powiedzą Ci niezależne testy opon.",
    },

    { type: "h2", text: "Porównanie w skrócie", id: "porownanie-w-skrocie" },
    {
      type: "table",
      caption: "M+S i 3PMSF – najważniejsze różnice",
      head: ["", "M+S", "3PMSF"],
      rows: [
        ["Co oznacza", "Bieżnik przystosowany do błota i śniegu", "Opona przeszła test przyczepności na śniegu"],
        ["Na jakiej podstawie", "Własna ocena producenta", "Badanie według regulaminu EKG ONZ nr 117"],
        ["Test na śniegu", "Nie jest wymagany", "Jest wymagany"],
        ["Gdzie występuje", "Opony zimowe, całoroczne, SUV i 4x4", "Opony zimowe i większość dobrych opon całorocznych"],
        ["Opona zimowa w Niemczech od 1.10.2024 r.", "Nie, jeśli nie ma też 3PMSF", "Tak"],
      ],
    },

    { type: "h2", text: "Co się zmieniło w 2024 roku", id: "co-sie-zmienilo-w-2024" },
    {
      type: "p",
      text: "Coraz więcej krajów, w których obowiązują opony zimowe, oczekuje symbolu 3PMSF, a nie samych liter M+S. Najważniejszym przykładem dla polskich kierowców są **Niemcy**. Obowiązek jest tam sytuacyjny: opony zimowe musisz mieć, gdy na drodze panują zimowe warunki. Opony wyprodukowane od 2018 roku muszą mieć symbol 3PMSF, żeby liczyć się jako zimowe, a starsze opony oznaczone tylko M+S dopuszczano w okresie przejściowym. Ten okres zakończył się **30 września 2024 r.** – od 1 października 2024 r. w zimowych warunkach liczy się tam wyłącznie 3PMSF.",
    },
    {
      type: "p",
      text: "W innych krajach przepisy się różnią: niektóre nadal akceptują samo M+S, inne wymagają określonej głębokości bieżnika albo dopuszczają łańcuchy na kołach. Przed zimowym wyjazdem sprawdź aktualne przepisy kraju docelowego i krajów tranzytowych. Opona z symbolem 3PMSF to najpewniejszy wybór, bo spełnia wymagania najbardziej rygorystycznych przepisów dotyczących oznaczeń.",
    },
    {
      type: "p",
      text: "W Polsce obowiązku jazdy na oponach zimowych nie ma, więc na krajowych drogach oznaczenie nie ma znaczenia prawnego. Ma za to znaczenie dla Twojego bezpieczeństwa – więcej o terminach wymiany przeczytasz w artykule [kiedy zmienić opony na zimowe](/blog/poradniki/kiedy-zmienic-opony-na-zimowe).",
    },

    { type: "h2", text: "Jak rozpoznać oznaczenia na oponie", id: "jak-rozpoznac-oznaczenia" },
    {
      type: "ol",
      items: [
        "Obejrzyj bok opony w pobliżu oznaczenia rozmiaru – zwykle właśnie tam są wytłoczone litery M+S.",
        "Poszukaj symbolu góry z trzema szczytami i płatkiem śniegu – często jest wytłoczony tuż obok liter M+S.",
        "Sprawdź etykietę unijną: jeśli opona ma potwierdzoną przyczepność na śniegu, na etykiecie pojawi się piktogram góry z płatkiem śniegu. Jak czytać etykietę, wyjaśniamy w artykule o [etykiecie unijnej opon](/blog/bezpieczenstwo/jak-czytac-etykiete-unijna-opon).",
        "Kupując w naszym sklepie, zaznacz na liście opon filtr **3PMSF (płatek śniegu)** – zobaczysz wyłącznie opony z tym symbolem, a na karcie produktu sprawdzisz go w danych technicznych.",
      ],
    },
    {
      type: "note",
      text: "**Uwaga na pomyłki:** sam płatek śniegu bez góry ani słowa w rodzaju „Winter” czy „Snow” w nazwie modelu nie są oznaczeniem 3PMSF. Liczy się wyłącznie symbol góry z trzema szczytami i płatkiem śniegu w środku.",
    },

    { type: "h2", text: "Opony całoroczne z 3PMSF", id: "opony-caloroczne-z-3pmsf" },
    {
      type: "p",
      text: "Symbol 3PMSF mają nie tylko opony zimowe. Większość współczesnych opon całorocznych renomowanych producentów też przechodzi test na śniegu i nosi ten symbol, dlatego w świetle przepisów, np. niemieckich, są traktowane jak opony zimowe.",
    },
    {
      type: "p",
      text: "Pamiętaj jednak, że opona całoroczna z 3PMSF spełnia to samo minimum co opona zimowa, ale w trudnych warunkach – w głębokim śniegu, na lodzie i na górskich podjazdach – dobra opona zimowa zwykle nadal będzie lepsza. Z kolei opony całorocznej bez 3PMSF nie warto wybierać, jeśli zimą wyjeżdżasz za granicę albo w góry. Komu opłacają się opony całoroczne, piszemy w artykule [czy warto kupić opony całoroczne](/blog/poradniki/czy-warto-kupic-opony-caloroczne).",
    },
    {
      type: "p",
      text: "Opony z symbolem 3PMSF znajdziesz w kategoriach [opony zimowe](/opony/zimowe) i [opony całoroczne](/opony/caloroczne).",
    },
  ],
};
