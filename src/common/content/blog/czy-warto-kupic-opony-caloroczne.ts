import type { BlogArticle } from "../types";

export const article: BlogArticle = {
  slug: "czy-warto-kupic-opony-caloroczne",
  category: "poradniki",
  title: "Czy warto kupić opony całoroczne? Uczciwe plusy i minusy",
  description:
    "Opony całoroczne w polskim klimacie: dla kogo są dobrym wyborem, kiedy lepiej postawić na dwa komplety, dlaczego liczy się 3PMSF i jak policzyć koszty.",
  lead: "Jeden komplet opon na cały rok brzmi kusząco: bez wymian, bez przechowywania i bez śledzenia prognoz. Opona całoroczna to jednak zawsze kompromis – sprawdź, czy w Twoim przypadku się opłaca.",
  published: "2026-10-27",
  cover: {
    src: "/img/blog/czy-warto-kupic-opony-caloroczne.svg",
    alt: "Opona podzielona na pół: po jednej stronie słońce, po drugiej płatek śniegu",
  },
  related: { season: "caloroczne", threePmsf: true, listingPath: "/opony/caloroczne" },
  blocks: [
    { type: "h2", text: "Czym jest opona całoroczna", id: "czym-jest-opona-caloroczna" },
    {
      type: "p",
      text: "Opona całoroczna, nazywana też wielosezonową, łączy cechy opony letniej i zimowej. Ma mieszankę, która nie twardnieje tak szybko w niskich temperaturach, i bieżnik z lamelkami, który radzi sobie ze śniegiem i błotem pośniegowym, a jednocześnie jest na tyle sztywny, by zapewnić stabilność latem.",
    },
    {
      type: "p",
      text: "Dzisiejsze opony całoroczne to zupełnie inna liga niż kilkanaście lat temu. Fizyki nie da się jednak oszukać: opona, która ma dobrze działać zarówno przy −10 °C, jak i przy +30 °C, w żadnej z tych skrajności nie dorówna dobrej oponie zaprojektowanej tylko na jeden sezon.",
    },

    { type: "h2", text: "Zalety opon całorocznych", id: "zalety" },
    {
      type: "ul",
      items: [
        "**Brak sezonowych wymian** – nie umawiasz wizyt w warsztacie dwa razy w roku i nie czekasz w kolejkach w szczycie sezonu.",
        "**Brak przechowywania** – nie potrzebujesz miejsca w piwnicy ani płatnej przechowalni opon.",
        "**Spokój przy kapryśnej pogodzie** – nie musisz zgadywać, czy śnieg spadnie już w październiku, ani martwić się kwietniowym przymrozkiem.",
        "**Dobre działanie w typowej zimie na nizinach** – temperatury w okolicach zera, mokry asfalt, błoto pośniegowe i okazjonalny śnieg to warunki, w których dobra opona całoroczna radzi sobie bardzo przyzwoicie.",
        "**Niższy wydatek na start** – kupujesz jeden komplet opon zamiast dwóch i nie potrzebujesz drugiego kompletu felg.",
      ],
    },

    { type: "h2", text: "Wady, o których musisz wiedzieć", id: "wady" },
    {
      type: "ul",
      items: [
        "**Latem słabsza niż opona letnia** – w upale droga hamowania jest zwykle dłuższa, a prowadzenie mniej precyzyjne, zwłaszcza przy dynamicznej jeździe.",
        "**Zimą słabsza niż opona zimowa** – w głębokim śniegu, na lodzie i na stromych podjazdach różnica bywa wyraźna.",
        "**Szybsze zużycie w przeliczeniu na lata** – jeden komplet pracuje przez 12 miesięcy w roku, więc wymienisz go wcześniej niż każdy z dwóch kompletów sezonowych. Bardziej miękka mieszanka szybciej ściera się też w letnie upały.",
        "**Mniejszy wybór w niektórych rozmiarach** – w dużych i nietypowych rozmiarach, np. do mocnych aut sportowych, ofert całorocznych bywa mniej.",
      ],
    },

    { type: "h2", text: "Dla kogo opony całoroczne", id: "dla-kogo" },
    { type: "p", text: "Opony całoroczne mają najwięcej sensu, gdy:" },
    {
      type: "ul",
      items: [
        "jeździsz głównie po mieście i po drogach, które szybko są odśnieżane,",
        "przejeżdżasz rocznie mniej niż około 15–20 tys. km,",
        "mieszkasz w regionie o łagodniejszych zimach, np. w zachodniej Polsce albo w dużym mieście,",
        "masz niewielki lub średni samochód o umiarkowanej mocy,",
        "możesz zostawić auto w garażu, gdy spadnie dużo śniegu – bo masz pod ręką komunikację miejską albo drugi samochód,",
        "to drugie auto w rodzinie, używane okazjonalnie.",
      ],
    },

    { type: "h2", text: "Kiedy lepiej wybrać dwa komplety", id: "kiedy-dwa-komplety" },
    { type: "p", text: "Dwa komplety sezonowe to lepszy wybór, jeśli:" },
    {
      type: "ul",
      items: [
        "mieszkasz lub często jeździsz w górach i na pogórzu – na Podhalu, w Beskidach, Sudetach czy Bieszczadach,",
        "zimą wyjeżdżasz na narty w Alpy,",
        "pokonujesz duże przebiegi, także w długich trasach, i musisz jechać niezależnie od pogody,",
        "masz mocne, ciężkie auto albo duży SUV – masa i moment obrotowy mocno obciążają oponę przy hamowaniu i przyspieszaniu,",
        "lubisz dynamiczną jazdę i zależy Ci na jak najlepszej precyzji prowadzenia latem.",
      ],
    },

    { type: "h2", text: "Bez 3PMSF ani rusz", id: "bez-3pmsf-ani-rusz" },
    {
      type: "p",
      text: "Wybierając oponę całoroczną, sprawdź, czy ma symbol **3PMSF** – górę z trzema szczytami i płatkiem śniegu. Oznacza on, że opona przeszła test przyczepności na śniegu, podczas gdy samo oznaczenie M+S jest tylko deklaracją producenta. W Niemczech od 1 października 2024 r. przy zimowych warunkach na drodze za oponę zimową uznaje się wyłącznie oponę z symbolem 3PMSF. Szczegóły znajdziesz w artykule [3PMSF czy M+S](/blog/technologie/3pmsf-czy-m-s-oznaczenia-zimowe).",
    },
    {
      type: "note",
      text: "**Wskazówka:** na liście [opon całorocznych](/opony/caloroczne) zaznacz filtr **3PMSF (płatek śniegu)**, a zobaczysz tylko modele z potwierdzoną przyczepnością na śniegu. Potem zestaw obok siebie do trzech wybranych modeli w [porównywarce](/porownywarka).",
    },

    { type: "h2", text: "Ile to kosztuje: jeden komplet czy dwa", id: "koszty" },
    {
      type: "p",
      text: "Porównując koszty, nie zestawiaj po prostu ceny jednego kompletu całorocznego z ceną dwóch kompletów sezonowych. Dwa komplety używane na zmianę zużywają się wolniej, więc służą odpowiednio dłużej. Przy tym samym przebiegu wydatek na same opony rozkłada się więc w dłuższym okresie podobnie – tym bardziej że opony całoroczne zwykle kosztują tyle, co zimowe z tej samej półki. Różnicę robią koszty dodatkowe:",
    },
    {
      type: "table",
      caption: "Co wpływa na koszt jazdy na oponach całorocznych i sezonowych",
      head: ["Koszt", "Opony całoroczne", "Dwa komplety sezonowe"],
      rows: [
        ["Zakup opon", "Jeden komplet, wymieniany częściej", "Dwa komplety, każdy służy dłużej"],
        ["Felgi", "Wystarczy jeden komplet", "Opcjonalnie drugi komplet – wymiana jest wtedy szybsza i tańsza"],
        ["Wymiana w warsztacie", "Brak sezonowych wymian", "Dwie wizyty w roku"],
        ["Przechowywanie", "Niepotrzebne", "Własne miejsce albo płatna przechowalnia"],
        [
          "Starzenie się opon",
          "Komplet zwykle zużyje się, zanim się zestarzeje",
          "Przy małym przebiegu opony mogą się zestarzeć, zanim zużyją bieżnik",
        ],
      ],
    },
    {
      type: "p",
      text: "Żeby policzyć to dla siebie, sprawdź cennik swojego warsztatu: koszt dwóch wymian w roku i ewentualnego przechowywania pomnóż przez liczbę lat, przez które będziesz jeździć na oponach. Przy małym rocznym przebiegu ta kwota – razem z ryzykiem, że oba komplety zestarzeją się, zanim je zużyjesz – zwykle przechyla szalę na korzyść opon całorocznych. Jak sprawdzić wiek opony, wyjaśniamy w artykule o [kodzie DOT](/blog/bezpieczenstwo/wiek-opony-kod-dot). Przy dużym przebiegu przewaga kosztowa całorocznych maleje, a zalety dwóch wyspecjalizowanych kompletów rosną.",
    },

    { type: "h2", text: "Podsumowanie", id: "podsumowanie" },
    {
      type: "p",
      text: "Opony całoroczne z symbolem 3PMSF to rozsądny wybór dla kierowcy, który jeździ głównie po mieście, nie robi dużych przebiegów i w razie śnieżycy może zostawić auto w domu. Jeśli jeździsz dużo, w góry albo mocnym samochodem, dwa komplety – [opony letnie](/opony/letnie) i [zimowe](/opony/zimowe) – nadal dadzą Ci więcej bezpieczeństwa w każdym sezonie.",
    },
  ],
};
