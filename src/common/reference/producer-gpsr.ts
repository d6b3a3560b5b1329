/**
 * The producers' GPSR reference data, keyed by producer slug (src/common/reference/producers.ts). Read by
 * the seed only: the shop reads GPSR from D1 (the producers table), where staff keep it up to date
 * in the back office, so this file never enters the Worker's bundle.
 */

/** A company a shopper can reach under GPSR: its registered name, postal and electronic address. */
export interface GpsrParty {
  /** Registered (legal) name; "" where it is not known yet. */
  name: string;
  street: string;
  postalCode: string;
  city: string;
  /** Country in Polish, as the shop writes it ("Niemcy", "Korea Południowa"). */
  country: string;
  /** A verified public e-mail; absent when none is known (never guessed). */
  email?: string;
  /** A verified public contact page (form), where there is no e-mail or beside it. */
  contactUrl?: string;
}

export interface ProducerGpsr {
  manufacturer: GpsrParty;
  /** Only for a manufacturer established outside the EU; the company must be established in the EU. */
  euResponsible?: GpsrParty;
  /** Checked against a public source; false: the shop confirms it with the supplier ("do potwierdzenia"). */
  verified: boolean;
  /** Where the data comes from, for the next check. */
  source: string;
}

/**
 * GPSR data (Regulation (EU) 2023/988 art. 19): who the shopper can reach about a tyre's safety.
 *
 * BEFORE GOING LIVE the shop confirms every entry marked `verified: false` with its supplier (the
 * wholesaler's GPSR data or the tyre's own label and documents) and corrects it in the back office
 * (/panel/producenci), where such entries show as "do potwierdzenia". Nothing here is invented:
 * what could not be checked is left empty (an unknown e-mail is absent, not guessed), and each
 * entry's `source` says where its data comes from so the next person can check it again.
 *
 * A maker established outside the EU names its EU responsible person (art. 16 GPSR, art. 4 of
 * Regulation (EU) 2019/1020): only a company established in an EU member state can be one
 * (src/common/reference/eu-countries.ts). Where none is known yet, the entry has none and is unverified:
 * by law the importer (the shop's supplier) is then responsible, and the shop must learn its data.
 */
const GPSR = {
  michelin: {
    manufacturer: {
      name: "Manufacture Française des Pneumatiques Michelin",
      street: "23 place des Carmes-Déchaux",
      postalCode: "63000",
      city: "Clermont-Ferrand",
      country: "Francja",
    },
    verified: true,
    source:
      "Zarejestrowana siedziba MFPM (publiczny rejestr RCS Clermont-Ferrand, wiedza ogólna); sprawdzisz ją w nocie prawnej michelin.com. E-mail nieznany.",
  },
  michelinBrand: {
    manufacturer: {
      name: "Manufacture Française des Pneumatiques Michelin",
      street: "23 place des Carmes-Déchaux",
      postalCode: "63000",
      city: "Clermont-Ferrand",
      country: "Francja",
    },
    verified: false,
    source:
      "Marka grupy Michelin (BFGoodrich, Kleber, Kormoran, Tigar, Riken): podmiot wprowadzający w UE do potwierdzenia u dostawcy (etykieta, EPREL).",
  },
  continental: {
    manufacturer: {
      name: "Continental Reifen Deutschland GmbH",
      street: "Continental-Plaza 1",
      postalCode: "30175",
      city: "Hanower",
      country: "Niemcy",
      email: "mail_service@conti.de",
    },
    verified: true,
    source:
      "Adres z informacji o ochronie danych Continental Reifen Deutschland GmbH (contigarant.com/uk/privacy.html); e-mail z informacji o danych casingbank.conti.de.",
  },
  continentalBrand: {
    manufacturer: {
      name: "Continental Reifen Deutschland GmbH",
      street: "Continental-Plaza 1",
      postalCode: "30175",
      city: "Hanower",
      country: "Niemcy",
    },
    verified: false,
    source:
      "Marka koncernu Continental (Uniroyal, Semperit, General Tire, Gislaved, Viking): adres spółki jak przy Continental; czy to ona jest producentem na etykiecie, do potwierdzenia u dostawcy.",
  },
  barum: {
    manufacturer: {
      name: "Continental Barum s.r.o.",
      street: "Objízdná 1628",
      postalCode: "765 31",
      city: "Otrokovice",
      country: "Czechy",
    },
    verified: false,
    source:
      "Fabryka Continentalu w Otrokovicach (wiedza ogólna); czy producentem na etykiecie jest ona, czy Continental Reifen Deutschland GmbH, do potwierdzenia.",
  },
  matador: {
    manufacturer: {
      name: "Continental Matador Rubber s.r.o.",
      street: "T. Vansovej 1054/45",
      postalCode: "020 01",
      city: "Púchov",
      country: "Słowacja",
    },
    verified: false,
    source: "Spółka Continentalu w Púchovie (wiedza ogólna); podmiot na etykiecie do potwierdzenia u dostawcy.",
  },
  goodyear: {
    manufacturer: {
      name: "Goodyear Operations S.A.",
      street: "Avenue Gordon Smith",
      postalCode: "7750",
      city: "Colmar-Berg",
      country: "Luksemburg",
    },
    verified: true,
    source:
      "Zarejestrowana siedziba (wiedza ogólna: dostawca opon Goodyear w EPREL i na dokumentach produktów w UE); sprawdzisz ją w bazie EPREL. E-mail nieznany.",
  },
  goodyearBrand: {
    manufacturer: {
      name: "Goodyear Operations S.A.",
      street: "Avenue Gordon Smith",
      postalCode: "7750",
      city: "Colmar-Berg",
      country: "Luksemburg",
    },
    verified: false,
    source: "Marka koncernu Goodyear (Fulda, Sava): podmiot na etykiecie do potwierdzenia u dostawcy.",
  },
  cooper: {
    manufacturer: {
      name: "Goodyear Operations S.A.",
      street: "Avenue Gordon Smith",
      postalCode: "7750",
      city: "Colmar-Berg",
      country: "Luksemburg",
    },
    verified: false,
    source:
      "Cooper Tire należy do Goodyear od 2021 r.; opony Cooper w UE mogą podawać Cooper Tire & Rubber Company (USA) z inną osobą odpowiedzialną: do potwierdzenia u dostawcy.",
  },
  debica: {
    manufacturer: {
      name: "Firma Oponiarska Dębica S.A.",
      street: "ul. 1 Maja 1",
      postalCode: "39-200",
      city: "Dębica",
      country: "Polska",
    },
    verified: true,
    source: "Siedziba spółki z KRS (wiedza ogólna); sprawdzisz ją w wyszukiwarce KRS. E-mail nieznany.",
  },
  dunlop: {
    manufacturer: {
      name: "Sumitomo Rubber Industries, Ltd.",
      street: "3-6-9 Wakinohama-cho, Chuo-ku",
      postalCode: "651-0072",
      city: "Kobe",
      country: "Japonia",
    },
    euResponsible: {
      name: "Dunlop Tyre Europe GmbH",
      street: "Berliner Straße 74-76",
      postalCode: "63065",
      city: "Offenbach am Main",
      country: "Niemcy",
    },
    verified: false,
    source:
      "Sumitomo Rubber przejęło markę Dunlop w Europie w 2025 r.; Falken Tyre Europe GmbH (Offenbach) działa od 02.2026 jako Dunlop Tyre Europe GmbH (reifenpresse.de, 26.02.2026). Opony wyprodukowane wcześniej mogą podawać Goodyear Operations S.A.: do potwierdzenia u dostawcy.",
  },
  falken: {
    manufacturer: {
      name: "Sumitomo Rubber Industries, Ltd.",
      street: "3-6-9 Wakinohama-cho, Chuo-ku",
      postalCode: "651-0072",
      city: "Kobe",
      country: "Japonia",
    },
    euResponsible: {
      name: "Dunlop Tyre Europe GmbH",
      street: "Berliner Straße 74-76",
      postalCode: "63065",
      city: "Offenbach am Main",
      country: "Niemcy",
    },
    verified: false,
    source:
      "Falken to marka Sumitomo Rubber (Kobe); europejska spółka w Offenbach, dawniej Falken Tyre Europe GmbH, od 02.2026 Dunlop Tyre Europe GmbH (reifenpresse.de). Ulica z wcześniejszych materiałów spółki: do potwierdzenia.",
  },
  bridgestone: {
    manufacturer: {
      name: "Bridgestone Europe NV/SA",
      street: "Kleine Kloosterstraat 10",
      postalCode: "1932",
      city: "Zaventem",
      country: "Belgia",
    },
    verified: true,
    source:
      "Europejska centrala Bridgestone (wiedza ogólna: dostawca w EPREL); sprawdzisz ją w belgijskim rejestrze KBO/BCE. E-mail nieznany.",
  },
  bridgestoneBrand: {
    manufacturer: {
      name: "Bridgestone Europe NV/SA",
      street: "Kleine Kloosterstraat 10",
      postalCode: "1932",
      city: "Zaventem",
      country: "Belgia",
    },
    verified: false,
    source: "Marka Bridgestone (Firestone): podmiot na etykiecie do potwierdzenia u dostawcy.",
  },
  lassa: {
    manufacturer: {
      name: "Brisa Bridgestone Sabancı Lastik Sanayi ve Ticaret A.Ş.",
      street: "Alikahya Fatih Mah. Sanayi Cad. No:98",
      postalCode: "41310",
      city: "İzmit",
      country: "Turcja",
    },
    verified: false,
    source: "Producent marki Lassa (Brisa, İzmit). Osoba odpowiedzialna w UE nieznana: ustal ją u dostawcy (importera).",
  },
  pirelli: {
    manufacturer: {
      name: "Pirelli Tyre S.p.A.",
      street: "Viale Piero e Alberto Pirelli 25",
      postalCode: "20126",
      city: "Mediolan",
      country: "Włochy",
    },
    verified: true,
    source: "Siedziba Pirelli Tyre S.p.A. (wiedza ogólna); sprawdzisz ją w nocie prawnej pirelli.com. E-mail nieznany.",
  },
  nokian: {
    manufacturer: {
      name: "Nokian Tyres plc",
      street: "Pirkkalaistie 7",
      postalCode: "37100",
      city: "Nokia",
      country: "Finlandia",
    },
    verified: true,
    source: "Siedziba Nokian Tyres plc (wiedza ogólna, raporty spółki); sprawdzisz ją w fińskim rejestrze YTJ. E-mail nieznany.",
  },
  apolloVredestein: {
    manufacturer: {
      name: "Apollo Vredestein B.V.",
      street: "Ir. E.L.C. Schiffstraat 370",
      postalCode: "7547 RD",
      city: "Enschede",
      country: "Holandia",
    },
    verified: true,
    source:
      "Siedziba Apollo Vredestein B.V. (wiedza ogólna); sprawdzisz ją w nocie prawnej vredestein.com lub rejestrze KvK. E-mail nieznany.",
  },
  apollo: {
    manufacturer: {
      name: "Apollo Vredestein B.V.",
      street: "Ir. E.L.C. Schiffstraat 370",
      postalCode: "7547 RD",
      city: "Enschede",
      country: "Holandia",
    },
    verified: false,
    source:
      "Opony Apollo w Europie sprzedaje Apollo Vredestein B.V.; czy to ona, czy Apollo Tyres Ltd (Indie) jest producentem na etykiecie, do potwierdzenia.",
  },
  hankook: {
    manufacturer: {
      name: "Hankook Tire & Technology Co., Ltd.",
      street: "286 Pangyo-ro, Bundang-gu",
      postalCode: "13494",
      city: "Seongnam-si, Gyeonggi-do",
      country: "Korea Południowa",
    },
    euResponsible: {
      name: "Hankook Tire Europe GmbH",
      street: "Siemensstraße 14",
      postalCode: "63263",
      city: "Neu-Isenburg",
      country: "Niemcy",
    },
    verified: false,
    source:
      "Siedziba Hankook Tire & Technology (Hankook Technoplex, Pangyo); Hankook Tire Europe GmbH ma siedzibę w Neu-Isenburg (reifenpresse.de, 19.10.2023). Ulice i kontakt do potwierdzenia u dostawcy.",
  },
  yokohama: {
    manufacturer: {
      name: "The Yokohama Rubber Co., Ltd.",
      street: "36-11 Shimbashi 5-chome, Minato-ku",
      postalCode: "105-8685",
      city: "Tokio",
      country: "Japonia",
    },
    euResponsible: {
      name: "Yokohama Europe GmbH",
      street: "Monschauer Straße 12",
      postalCode: "40549",
      city: "Düsseldorf",
      country: "Niemcy",
    },
    verified: false,
    source:
      "Adres centrali z historii spółki (encyclopedia.com; siedziba mogła zostać przeniesiona); Yokohama Europe GmbH w Düsseldorfie. Do potwierdzenia u dostawcy.",
  },
  toyo: {
    manufacturer: {
      name: "Toyo Tire Corporation",
      street: "2-2-13 Fujinoki",
      postalCode: "664-0847",
      city: "Itami, Hyōgo",
      country: "Japonia",
    },
    euResponsible: {
      name: "Toyo Tire Deutschland GmbH",
      street: "Halskestraße 3-5",
      postalCode: "47877",
      city: "Willich",
      country: "Niemcy",
    },
    verified: false,
    source:
      "Spółki Toyo w Willich (wz.de); Toyo zapowiedziało zamknięcie biur w Willich do końca 2025 r. i przeniesienie sprzedaży do Toyo Tire Sales and Marketing Europe d.o.o. w Serbii, która NIE może być osobą odpowiedzialną w UE (reifenpresse.de, 17.01.2025). Koniecznie potwierdź u dostawcy.",
  },
  kumho: {
    manufacturer: {
      name: "Kumho Tire Co., Inc.",
      street: "",
      postalCode: "",
      city: "Gwangju",
      country: "Korea Południowa",
    },
    euResponsible: {
      name: "Kumho Tire Europe GmbH",
      street: "",
      postalCode: "",
      city: "Offenbach am Main",
      country: "Niemcy",
    },
    verified: false,
    source:
      "Kumho ma europejską centralę w Offenbach am Main (reifenpresse.de, 25.08.2022); ulice, kody i kontakt nieznane: do uzupełnienia u dostawcy.",
  },
  nexen: {
    manufacturer: { name: "Nexen Tire Corporation", street: "", postalCode: "", city: "Seul", country: "Korea Południowa" },
    euResponsible: {
      name: "Nexen Tire Europe GmbH",
      street: "",
      postalCode: "65779",
      city: "Kelkheim (Taunus)",
      country: "Niemcy",
    },
    verified: false,
    source:
      "Europejska centrala Nexen Tire Europe w Kelkheim koło Frankfurtu (reifenpresse.de, 20.07.2020); ulice i kontakt nieznane: do uzupełnienia.",
  },
  giti: {
    manufacturer: { name: "Giti Tire Pte. Ltd.", street: "", postalCode: "", city: "Singapur", country: "Singapur" },
    verified: false,
    source: "GT Radial to marka Giti Tire (Singapur). Adres i osoba odpowiedzialna w UE nieznane: ustal je u dostawcy (importera).",
  },
  maxxis: {
    manufacturer: {
      name: "Cheng Shin Rubber Ind. Co., Ltd.",
      street: "No. 215, Meigang Rd., Dacun Township",
      postalCode: "51544",
      city: "Changhua County",
      country: "Tajwan",
    },
    euResponsible: { name: "Maxxis International GmbH", street: "", postalCode: "25578", city: "Dägeling", country: "Niemcy" },
    verified: false,
    source:
      "Maxxis to marka Cheng Shin (Tajwan); niemiecka spółka dystrybucyjna Maxxis International GmbH w Dägeling (reifenpresse.de, 04.04.2023). Ulica i kontakt do uzupełnienia.",
  },
  federal: {
    manufacturer: { name: "Federal Corporation", street: "", postalCode: "", city: "Taoyuan", country: "Tajwan" },
    verified: false,
    source: "Producent z Tajwanu; adres i osoba odpowiedzialna w UE nieznane: ustal je u dostawcy (importera).",
  },
  nankang: {
    manufacturer: { name: "Nankang Rubber Tire Corp., Ltd.", street: "", postalCode: "", city: "Tajpej", country: "Tajwan" },
    verified: false,
    source: "Producent z Tajwanu; adres i osoba odpowiedzialna w UE nieznane: ustal je u dostawcy (importera).",
  },
  kenda: {
    manufacturer: {
      name: "Kenda Rubber Industrial Co., Ltd.",
      street: "No. 146, Sec. 1, Chung Shan Rd.",
      postalCode: "51064",
      city: "Yuanlin, Changhua",
      country: "Tajwan",
    },
    verified: false,
    source: "Siedziba Kenda z materiałów spółki; osoba odpowiedzialna w UE nieznana: ustal ją u dostawcy (importera).",
  },
  sailun: {
    manufacturer: { name: "Sailun Group Co., Ltd.", street: "", postalCode: "", city: "Qingdao", country: "Chiny" },
    verified: false,
    source: "Siedziba i fabryka w Qingdao (reifenpresse.de); adres i osoba odpowiedzialna w UE nieznane: ustal je u dostawcy (importera).",
  },
  linglong: {
    manufacturer: {
      name: "Shandong Linglong Tyre Co., Ltd.",
      street: "No. 777 Jinlong Road",
      postalCode: "",
      city: "Zhaoyuan, Shandong",
      country: "Chiny",
    },
    euResponsible: { name: "Linglong Germany GmbH", street: "", postalCode: "", city: "Hanower", country: "Niemcy" },
    verified: false,
    source:
      "Linglong Germany GmbH z komunikatu linglongtyre.eu (Hannover, 27.02.2024); dawny wpis wskazywał spółkę w Serbii, która nie może być osobą odpowiedzialną w UE. Ulica, kod i kontakt do uzupełnienia.",
  },
  triangle: {
    manufacturer: {
      name: "Triangle Tyre Co., Ltd.",
      street: "No. 56 Qingdao Middle Road",
      postalCode: "264200",
      city: "Weihai, Shandong",
      country: "Chiny",
    },
    verified: false,
    source: "Siedziba z materiałów spółki; osoba odpowiedzialna w UE nieznana: ustal ją u dostawcy (importera).",
  },
  zhongce: {
    manufacturer: {
      name: "Zhongce Rubber Group Co., Ltd.",
      street: "No. 1 Haitong Street",
      postalCode: "",
      city: "Hangzhou",
      country: "Chiny",
    },
    verified: false,
    source: "Westlake i Goodride to marki ZC Rubber (Hangzhou); osoba odpowiedzialna w UE nieznana: ustal ją u dostawcy (importera).",
  },
  hifly: {
    manufacturer: { name: "", street: "", postalCode: "", city: "", country: "Chiny" },
    verified: false,
    source: "Marka z Chin; nazwa firmy producenta, adres i osoba odpowiedzialna w UE nieznane: ustal je u dostawcy (importera).",
  },
  deldo: {
    manufacturer: { name: "Deldo NV", street: "", postalCode: "", city: "Antwerpia", country: "Belgia" },
    verified: false,
    source:
      "Imperial i Tracmax to marki hurtowni Deldo z Antwerpii (oponeo.de, tijd.be); ulica, kod i kontakt do uzupełnienia, a czy Deldo jest producentem na etykiecie, do potwierdzenia.",
  },
  petlas: {
    manufacturer: { name: "Petlas Lastik Sanayi ve Ticaret A.Ş.", street: "", postalCode: "", city: "Kırşehir", country: "Turcja" },
    verified: false,
    source:
      "Petlas (Kırşehir) produkuje też marki Starmaxx (oponeo.de, reifenpresse.de); adres i osoba odpowiedzialna w UE nieznane: ustal je u dostawcy (importera).",
  },
  toledo: {
    manufacturer: { name: "", street: "", postalCode: "", city: "", country: "" },
    verified: false,
    source: "Nie udało się ustalić producenta marki Toledo: dane do uzupełnienia od dostawcy.",
  },
} satisfies Record<string, ProducerGpsr>;

/** Every producer's GPSR data by its slug (group brands share their group's). */
export const PRODUCER_GPSR: Record<string, ProducerGpsr> = {
  michelin: GPSR.michelin,
  continental: GPSR.continental,
  bridgestone: GPSR.bridgestone,
  goodyear: GPSR.goodyear,
  pirelli: GPSR.pirelli,
  dunlop: GPSR.dunlop,
  hankook: GPSR.hankook,
  "nokian-tyres": GPSR.nokian,
  yokohama: GPSR.yokohama,
  toyo: GPSR.toyo,
  falken: GPSR.falken,
  kumho: GPSR.kumho,
  nexen: GPSR.nexen,
  bfgoodrich: GPSR.michelinBrand,
  uniroyal: GPSR.continentalBrand,
  debica: GPSR.debica,
  fulda: GPSR.goodyearBrand,
  barum: GPSR.barum,
  semperit: GPSR.continentalBrand,
  kleber: GPSR.michelinBrand,
  firestone: GPSR.bridgestoneBrand,
  vredestein: GPSR.apolloVredestein,
  apollo: GPSR.apollo,
  "gt-radial": GPSR.giti,
  kormoran: GPSR.michelinBrand,
  sava: GPSR.goodyearBrand,
  tigar: GPSR.michelinBrand,
  riken: GPSR.michelinBrand,
  matador: GPSR.matador,
  "general-tire": GPSR.continentalBrand,
  gislaved: GPSR.continentalBrand,
  viking: GPSR.continentalBrand,
  maxxis: GPSR.maxxis,
  cooper: GPSR.cooper,
  federal: GPSR.federal,
  nankang: GPSR.nankang,
  laufenn: GPSR.hankook,
  kenda: GPSR.kenda,
  sailun: GPSR.sailun,
  linglong: GPSR.linglong,
  triangle: GPSR.triangle,
  westlake: GPSR.zhongce,
  goodride: GPSR.zhongce,
  hifly: GPSR.hifly,
  imperial: GPSR.deldo,
  tracmax: GPSR.deldo,
  petlas: GPSR.petlas,
  lassa: GPSR.lassa,
  starmaxx: GPSR.petlas,
  toledo: GPSR.toledo,
};
