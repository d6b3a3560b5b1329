import type { BlogArticle } from "../types";

export const article: BlogArticle = {
  slug: "jak-czytac-etykiete-unijna-opon",
  category: "bezpieczenstwo",
  title: "Etykieta unijna opon: jak ją czytać i czego z niej nie wyczytasz",
  description:
    "Jak czytać etykietę opony UE: opór toczenia, przyczepność na mokrym, hałas, symbole śniegu i lodu oraz kod QR do bazy EPREL. I czego etykieta nie mówi.",
  lead: "Etykieta unijna to najszybszy sposób, żeby porównać opony różnych producentów według tych samych kryteriów. Pokazujemy, co oznacza każde jej pole i gdzie kończą się jej możliwości.",
  published: "2026-09-08",
  cover: {
    src: "/img/blog/jak-czytac-etykiete-unijna-opon.svg",
    alt: "Szkic unijnej etykiety opony ze skalą klas od A do E i kodem QR",
  },
  related: { listingPath: "/opony/osobowe-suv" },
  blocks: [
    { type: "h2", text: "Skąd się wzięła etykieta", id: "skad-sie-wziela-etykieta" },
    {
      type: "p",
      text: "Etykiety na oponach obowiązują w Unii Europejskiej od 2012 roku. Obecny wzór wprowadziło **rozporządzenie (UE) 2020/740**, stosowane od 1 maja 2021 r. Etykieta musi towarzyszyć oponie przy sprzedaży – także w sklepie internetowym – i dotyczy opon do samochodów osobowych (klasa C1), dostawczych (C2) i ciężarowych (C3). Wyłączone są nieliczne rodzaje opon, np. wyczynowe, kolcowane i koła dojazdowe.",
    },
    {
      type: "p",
      text: "Parametry z etykiety producent ustala według ujednoliconych metod badań, a organy nadzoru rynku w państwach UE mogą je weryfikować. Dzięki temu porównujesz opony według tych samych reguł, niezależnie od marki i kraju produkcji.",
    },

    { type: "h2", text: "Efektywność paliwowa, czyli opór toczenia", id: "efektywnosc-paliwowa" },
    {
      type: "p",
      text: "Symbol dystrybutora paliwa i skala od **A** (najlepsza) do **E** (najsłabsza) pokazują opór toczenia opony. Im mniejszy opór, tym mniej energii silnik zużywa na samo toczenie się kół, a więc tym niższe spalanie – albo, w samochodzie elektrycznym, tym większy zasięg.",
    },
    {
      type: "p",
      text: "Różnica między skrajnymi klasami to w praktyce kilka procent zużycia paliwa. Przy jednym tankowaniu to niewiele, ale przez kilka sezonów i dziesiątki tysięcy kilometrów uzbiera się zauważalna kwota. Pamiętaj też, że opór toczenia rośnie przy zbyt niskim ciśnieniu – nawet najlepsza klasa na etykiecie nie pomoże, jeśli nie sprawdzasz ciśnienia w oponach.",
    },

    { type: "h2", text: "Przyczepność na mokrej nawierzchni", id: "przyczepnosc-na-mokrym" },
    {
      type: "p",
      text: "Ikona chmury z deszczem i skala od **A** do **E** to z punktu widzenia bezpieczeństwa najważniejsza część etykiety. Klasa wynika z testu hamowania na mokrym asfalcie, w którym wynik opony porównuje się z wynikiem opony referencyjnej.",
    },
    {
      type: "p",
      text: "Różnice między klasami są realne. Często przytacza się, że przy hamowaniu z 80 km/h na mokrej drodze samochód na oponach klasy A może zatrzymać się nawet **o około 18 metrów wcześniej** niż na oponach klasy E – to kilka długości samochodu. Traktuj to jako wartość orientacyjną: rzeczywista różnica zależy od auta, nawierzchni, temperatury i stanu opon. Między sąsiednimi klasami różnica to zwykle kilka metrów.",
    },
    {
      type: "note",
      text: "**Wskazówka:** jeśli musisz wybierać między lepszą klasą paliwową a lepszą przyczepnością na mokrym, postaw na przyczepność. Kilka metrów krótsza droga hamowania jest warta więcej niż kilka złotych oszczędności na paliwie.",
    },

    { type: "h2", text: "Hałas zewnętrzny", id: "halas-zewnetrzny" },
    {
      type: "p",
      text: "Symbol głośnika pokazuje hałas toczenia opony **na zewnątrz samochodu**: wartość w decybelach (dB) oraz klasę **A**, **B** lub **C**. Klasa odnosi się do unijnych limitów hałasu, które zależą m.in. od szerokości opony. Klasa A oznacza oponę cichszą od limitu o co najmniej 3 dB, a klasa C – najgłośniejsze opony.",
    },
    {
      type: "p",
      text: "Skala decybeli jest logarytmiczna: różnica 3 dB to w przybliżeniu dwukrotna różnica energii dźwięku. Etykieta mówi jednak o hałasie, który opona wytwarza dla otoczenia, a nie bezpośrednio o ciszy w kabinie. Na to, co słyszysz za kierownicą, wpływają też wyciszenie samochodu, nawierzchnia i konstrukcja samej opony.",
    },

    { type: "h2", text: "Symbole śniegu i lodu", id: "symbole-sniegu-i-lodu" },
    { type: "p", text: "Na etykiecie mogą pojawić się dwa dodatkowe piktogramy:" },
    {
      type: "ul",
      items: [
        "**Przyczepność na śniegu (3PMSF)** – góra z trzema szczytami i płatkiem śniegu. Oznacza, że opona przeszła standardowy test przyczepności na śniegu. Ten symbol mają opony zimowe i większość dobrych opon całorocznych.",
        "**Przyczepność na lodzie** – oznacza oponę osobową zbadaną pod kątem jazdy po lodzie. To zwykle opony typu nordyckiego, projektowane na skandynawskie zimy. W Polsce częściej lepiej sprawdzi się klasyczna opona zimowa, bo mieszanka nordycka jest zoptymalizowana pod lód i ubity śnieg, a nie pod mokry asfalt w temperaturze około zera.",
      ],
    },
    {
      type: "p",
      text: "Symbol 3PMSF znajdziesz też wytłoczony na boku opony. Czym różni się od popularnego oznaczenia M+S, wyjaśniamy w artykule [3PMSF czy M+S](/blog/technologie/3pmsf-czy-m-s-oznaczenia-zimowe).",
    },

    { type: "h2", text: "Kod QR i baza EPREL", id: "kod-qr-i-baza-eprel" },
    {
      type: "p",
      text: "Nowością etykiety z 2021 roku jest kod QR. Po zeskanowaniu telefonem otworzy kartę opony w unijnej bazie **EPREL** (European Product Registry for Energy Labelling). Znajdziesz tam oficjalną etykietę i kartę informacyjną produktu, a więc dane pochodzące bezpośrednio z rejestru, a nie z opisu sprzedawcy.",
    },
    {
      type: "p",
      text: "W naszym sklepie przy każdej ofercie pokazujemy etykietę i link do EPREL, więc dane sprawdzisz u źródła jednym kliknięciem, bez skanowania czegokolwiek.",
    },

    { type: "h2", text: "Czego etykieta nie mówi", id: "czego-etykieta-nie-mowi" },
    { type: "p", text: "Etykieta opisuje tylko trzy parametry i ewentualne symbole zimowe. Nie dowiesz się z niej między innymi:" },
    {
      type: "ul",
      items: [
        "jak opona hamuje i prowadzi się na **suchej** nawierzchni,",
        "jak zachowuje się w zakrętach i przy gwałtownych manewrach,",
        "jak radzi sobie z aquaplaningiem przy dużej ilości wody na drodze,",
        "jak szybko się zużywa i ile kilometrów przejedziesz – informacje o przebiegu i ścieraniu mogą trafić na etykietę w przyszłości, gdy zostaną przyjęte metody badań,",
        "jak dobrze radzi sobie na śniegu ponad minimum wymagane do symbolu 3PMSF,",
        "jaki komfort i hałas odczujesz w kabinie,",
        "ile lat ma konkretny egzemplarz – to sprawdzisz w [kodzie DOT](/blog/bezpieczenstwo/wiek-opony-kod-dot).",
      ],
    },
    {
      type: "p",
      text: "Dlatego traktuj etykietę jako pierwszy filtr, a nie jedyne kryterium. Uzupełnij ją o niezależne testy opon, opinie kierowców jeżdżących podobnym autem i własne potrzeby – inne priorytety ma ktoś, kto jeździ głównie po mieście, a inne kierowca robiący długie trasy autostradą.",
    },
    {
      type: "p",
      text: "W [porównywarce](/porownywarka) zestawisz obok siebie do trzech modeli razem z ich etykietami, a pełną ofertę znajdziesz w kategorii [opony osobowe i SUV](/opony/osobowe-suv).",
    },
  ],
};
