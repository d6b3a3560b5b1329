import type { BlogArticle } from "../types";

export const article: BlogArticle = {
  slug: "opony-run-flat-co-warto-wiedziec",
  category: "technologie",
  title: "Opony run flat: jak działają i co warto o nich wiedzieć",
  description:
    "Opony run flat: oznaczenia RFT, ROF, SSR i ZP, ile przejedziesz po przebiciu, po co czujniki ciśnienia, wady i zalety, naprawa oraz alternatywy.",
  lead: "Opona run flat pozwala dojechać do warsztatu po przebiciu, bez zmieniania koła na poboczu. To wygodne rozwiązanie, ale ma swoje wymagania i ograniczenia, które warto znać przed zakupem.",
  published: "2026-11-12",
  cover: {
    src: "/img/blog/opony-run-flat-co-warto-wiedziec.svg",
    alt: "Przekrój opony run flat ze wzmocnionymi bokami opartej na feldze",
  },
  related: { runFlat: true, listingPath: "/opony/osobowe-suv" },
  blocks: [
    { type: "h2", text: "Jak działa opona run flat", id: "jak-dziala-opona-run-flat" },
    {
      type: "p",
      text: "Zwykła opona po utracie ciśnienia praktycznie siada na feldze: jej boki się załamują, a dalsza jazda grozi zniszczeniem opony i felgi oraz utratą panowania nad autem. Opona run flat ma **wzmocnione boki** z grubszej, sztywniejszej i odpornej na wysoką temperaturę gumy. Gdy uchodzi z niej powietrze, to one przejmują ciężar samochodu, dzięki czemu opona zachowuje kształt, a Ty możesz jechać dalej.",
    },
    {
      type: "p",
      text: "Istnieją też inne rozwiązania, np. z wewnętrznym pierścieniem podpierającym montowanym na feldze, ale w samochodach osobowych najczęściej spotkasz właśnie opony samonośne ze wzmocnionymi bokami.",
    },

    { type: "h2", text: "Oznaczenia run flat u producentów", id: "oznaczenia-run-flat" },
    { type: "p", text: "Nie ma jednego wspólnego oznaczenia – każdy producent używa własnego skrótu. Najczęściej spotkasz:" },
    {
      type: "ul",
      items: [
        "**RFT** (Run Flat Technology) – Bridgestone,",
        "**ROF** (RunOnFlat) – Goodyear i Dunlop,",
        "**SSR** (Self Supporting Runflat) – Continental,",
        "**ZP** (Zero Pressure) – Michelin,",
        "**r-f** (Run Flat) – Pirelli,",
        "**HRS** – Hankook, **ZPS** – Yokohama, **DSST** – starsze opony Dunlop.",
      ],
    },
    {
      type: "p",
      text: "Na oponach montowanych fabrycznie w niektórych modelach BMW i MINI zobaczysz też gwiazdkę i skrót **RSC** (Runflat System Component), czyli oznaczenie opony run flat zatwierdzonej przez producenta samochodu. Nie musisz jednak pamiętać wszystkich skrótów: w naszym sklepie na liście opon wystarczy zaznaczyć filtr **Run Flat**, a na karcie produktu sprawdzisz tę cechę w danych technicznych.",
    },

    { type: "h2", text: "Ile można przejechać po przebiciu", id: "ile-mozna-przejechac" },
    {
      type: "p",
      text: "Typowo opona run flat pozwala przejechać po utracie ciśnienia **do około 80 km z prędkością do 80 km/h**. To wartości zgodne z powszechnie stosowanym standardem, ale konkretne limity zależą od producenta opony, obciążenia auta, temperatury i sposobu jazdy. Zawsze sprawdź zalecenia producenta opony i instrukcję obsługi samochodu – producenci aut mogą podawać inne wartości, np. dla w pełni załadowanego pojazdu.",
    },
    {
      type: "p",
      text: "Traktuj ten zasięg jako dojazd do najbliższego warsztatu, a nie sposób na dokończenie wakacyjnej trasy. Jedź spokojnie, unikaj gwałtownych manewrów i pamiętaj, że samochód na oponie bez powietrza prowadzi się inaczej niż zwykle.",
    },

    { type: "h2", text: "Bez czujników ciśnienia ani rusz", id: "czujniki-cisnienia-tpms" },
    {
      type: "p",
      text: "Opona run flat bez powietrza wygląda i zachowuje się na tyle normalnie, że możesz w ogóle nie zauważyć przebicia. Dlatego samochód z takimi oponami musi mieć **system monitorowania ciśnienia w oponach (TPMS)**, który ostrzeże Cię o spadku ciśnienia. Bez niego łatwo jechać dalej, nie wiedząc, że opona od dawna pracuje bez powietrza, i przekroczyć bezpieczny dystans.",
    },
    {
      type: "p",
      text: "W Unii Europejskiej TPMS jest obowiązkowy w nowych samochodach osobowych rejestrowanych od 1 listopada 2014 r., więc większość współczesnych aut go ma. W starszym samochodzie sprawdź wyposażenie, zanim zdecydujesz się na opony run flat.",
    },

    { type: "h2", text: "Czy założysz je do każdego auta", id: "czy-do-kazdego-auta" },
    {
      type: "p",
      text: "Opony run flat zwykle montuje się na standardowych felgach z tzw. garbami bezpieczeństwa (hump), które ma większość współczesnych felg, ale producent samochodu lub opony może wymagać konkretnego profilu felgi. Zanim zmienisz zwykłe opony na run flat, weź pod uwagę, że:",
    },
    {
      type: "ul",
      items: [
        "samochód musi mieć sprawny system TPMS,",
        "zawieszenie auta zaprojektowanego pod zwykłe opony nie jest dostrojone do sztywniejszych boków, więc jazda może być wyraźnie twardsza,",
        "opony run flat montuj na wszystkich czterech kołach i nie łącz ich ze zwykłymi oponami, a już na pewno nie na jednej osi,",
        "do montażu potrzebny jest warsztat z odpowiednim sprzętem i doświadczeniem – sztywne boki wymagają ostrożności przy zakładaniu i zdejmowaniu opony.",
      ],
    },
    {
      type: "p",
      text: "Działa to też w drugą stronę. Samochody fabrycznie wyposażone w opony run flat często nie mają koła zapasowego ani podnośnika. Jeśli przechodzisz na zwykłe opony, zaopatrz się w zestaw naprawczy lub koło dojazdowe i sprawdź zalecenia producenta auta.",
    },

    { type: "h2", text: "Komfort, masa i cena", id: "komfort-masa-cena" },
    { type: "p", text: "Wzmocnione boki mają swoją cenę:" },
    {
      type: "ul",
      items: [
        "**komfort** – sztywniejsza opona słabiej tłumi nierówności, co czuć zwłaszcza na dziurawych drogach,",
        "**masa** – opona jest cięższa, co zwiększa masę nieresorowaną i może nieznacznie podnieść zużycie paliwa,",
        "**cena** – opony run flat są zwykle droższe od zwykłych wersji tego samego modelu i rozmiaru,",
        "**wybór** – nie każdy model opony jest produkowany w wersji run flat.",
      ],
    },
    {
      type: "p",
      text: "Nowsze generacje opon run flat są wyraźnie bardziej komfortowe niż pierwsze konstrukcje, więc różnica bywa mniejsza, niż się spodziewasz.",
    },

    { type: "h2", text: "Naprawa po przebiciu", id: "naprawa-po-przebiciu" },
    {
      type: "p",
      text: "Tu zasady są surowsze niż w zwykłych oponach. Po jeździe bez ciśnienia wnętrze opony może być uszkodzone, choć z zewnątrz niczego nie widać. Część producentów w ogóle nie dopuszcza naprawy opony run flat, która jechała bez powietrza, a inni pozwalają na nią tylko w ściśle określonych warunkach, np. przy niewielkim przebiciu w obszarze bieżnika. O tym, czy naprawa jest możliwa, powinien zdecydować serwis po zdjęciu opony z felgi i obejrzeniu jej od środka, zgodnie z wytycznymi producenta.",
    },
    {
      type: "note",
      text: "**Wskazówka:** gdy zapali się kontrolka ciśnienia, zwolnij i przy najbliższej bezpiecznej okazji obejrzyj opony, a potem jedź prosto do warsztatu. Im krótszy dystans bez powietrza, tym mniejsze ryzyko uszkodzenia opony i felgi.",
    },

    { type: "h2", text: "Alternatywy dla opon run flat", id: "alternatywy" },
    {
      type: "ul",
      items: [
        "**Opony samouszczelniające** – np. Pirelli Seal Inside, Continental ContiSeal czy Michelin Selfseal. Pod bieżnikiem mają od środka warstwę lepkiej masy, która od razu uszczelnia niewielkie przebicia w obszarze bieżnika, zwykle o średnicy do około 5 mm, np. gwoździem lub wkrętem. Nie chronią przed uszkodzeniem boku ani większym rozcięciem, ale zachowują komfort zwykłej opony.",
        "**Zestaw naprawczy** – uszczelniacz z kompresorem, który w wielu nowych autach zastępuje koło zapasowe. Pozwala doraźnie uszczelnić niewielkie przebicie bieżnika.",
        "**Koło zapasowe lub dojazdowe** – klasyczne rozwiązanie, jeśli masz na nie miejsce w bagażniku.",
      ],
    },
    {
      type: "p",
      text: "Niektóre opony mają też od środka piankę wygłuszającą, np. Continental ContiSilent, Pirelli Noise Cancelling System czy Michelin Acoustic, która zmniejsza szum toczenia słyszalny w kabinie. To rozwiązanie dla komfortu, a nie zabezpieczenie przed przebiciem, więc nie myl go z oponą samouszczelniającą.",
    },
    {
      type: "p",
      text: "Opony run flat do samochodów osobowych i SUV-ów znajdziesz w kategorii [opony osobowe i SUV](/opony/osobowe-suv) – zaznacz filtr Run Flat i wybierz rozmiar. Jeśli nie wiesz, czy Twoje auto ma fabrycznie opony run flat, sprawdź oznaczenia na bokach obecnych opon albo napisz do nas przez [centrum pomocy](/pomoc).",
    },
  ],
};
