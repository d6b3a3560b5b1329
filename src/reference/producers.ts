/**
 * Tyre producers sold in Poland (DOMAIN.md) with their tread models. Pure data: the menus, the
 * seed generator and the site maps all read it. GPSR data (GPSR below) seeds the producers table;
 * staff keep it up to date in the back office.
 */

import type { Season, VehicleType } from "../config";
import type { Segment } from "./sizes";
import type { RUN_FLAT_MARKS } from "./tyre-rules";

export type Tier = "premium" | "mid" | "budget";

export interface ModelReference {
  name: string;
  season: Season;
  /** What the tread is made for: it decides its sizes and speed ratings (sizes.ts). */
  segment: Segment;
  /**
   * A Nordic (Scandinavian) winter tyre: soft compound for ice and packed snow, the EU label's ice
   * grip pictogram; central-European ("alpine") winter tyres have none.
   */
  nordic?: true;
  /** An all-season tread without the 3PMSF snowflake (M+S only); every other winter and all-season tread has it. */
  threePmsf?: false;
}

/** The kind of vehicle a segment's tyres are listed under. */
export function segmentVehicle(segment: Segment): VehicleType {
  return segment === "van" ? "dostawcze" : segment === "at" || segment === "mt" ? "terenowe-4x4" : "osobowe-suv";
}

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

export interface ProducerReference {
  name: string;
  slug: string;
  country: string;
  tier: Tier;
  /** The maker's GPSR data (below): where they and their EU responsible person can be reached. */
  gpsr: ProducerGpsr;
  /** The maker's run-flat mark as printed on the sidewall; only makers that make run-flat tyres have one. */
  runFlatMark?: (typeof RUN_FLAT_MARKS)[number];
  models: ModelReference[];
}

const W: Season = "zimowe";
const S: Season = "letnie";
const A: Season = "caloroczne";

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
 * (src/reference/eu-countries.ts). Where none is known yet, the entry has none and is unverified:
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

export const PRODUCERS: ProducerReference[] = [
  {
    name: "Michelin",
    slug: "michelin",
    country: "Francja",
    runFlatMark: "ZP",
    tier: "premium",
    gpsr: GPSR.michelin,
    models: [
      { name: "Alpin 6", season: W, segment: "touring" },
      { name: "Pilot Alpin 5", season: W, segment: "uhp" },
      { name: "CrossClimate 2", season: A, segment: "touring" },
      { name: "Primacy 4+", season: S, segment: "touring" },
      { name: "Pilot Sport 5", season: S, segment: "uhp" },
      { name: "Agilis 3", season: S, segment: "van" },
      { name: "Agilis CrossClimate", season: A, segment: "van" },
      { name: "LTX Trail", season: S, segment: "at" },
      { name: "X-Ice Snow", season: W, segment: "touring", nordic: true },
      { name: "Pilot Sport 4 SUV", season: S, segment: "suv" },
    ],
  },
  {
    name: "Continental",
    slug: "continental",
    country: "Niemcy",
    runFlatMark: "SSR",
    tier: "premium",
    gpsr: GPSR.continental,
    models: [
      { name: "WinterContact TS 870", season: W, segment: "touring" },
      { name: "WinterContact TS 870 P", season: W, segment: "uhp" },
      { name: "AllSeasonContact 2", season: A, segment: "touring" },
      { name: "PremiumContact 7", season: S, segment: "touring" },
      { name: "EcoContact 7", season: S, segment: "touring" },
      { name: "VanContact Winter", season: W, segment: "van" },
      { name: "CrossContact ATR", season: A, segment: "at" },
      { name: "VikingContact 7", season: W, segment: "touring", nordic: true },
      { name: "SportContact 7", season: S, segment: "uhp" },
    ],
  },
  {
    name: "Bridgestone",
    slug: "bridgestone",
    country: "Japonia",
    runFlatMark: "RFT",
    tier: "premium",
    gpsr: GPSR.bridgestone,
    models: [
      { name: "Blizzak 6", season: W, segment: "touring" },
      { name: "Blizzak LM005", season: W, segment: "touring" },
      { name: "Turanza 6", season: S, segment: "touring" },
      { name: "Potenza Sport", season: S, segment: "uhp" },
      { name: "Weather Control A005 Evo", season: A, segment: "touring" },
      { name: "Duravis Van", season: S, segment: "van" },
      { name: "Dueler A/T 002", season: S, segment: "at" },
      { name: "Alenza 001", season: S, segment: "suv" },
    ],
  },
  {
    name: "Goodyear",
    slug: "goodyear",
    country: "USA",
    runFlatMark: "ROF",
    tier: "premium",
    gpsr: GPSR.goodyear,
    models: [
      { name: "UltraGrip Performance 3", season: W, segment: "touring" },
      { name: "EfficientGrip Performance 2", season: S, segment: "touring" },
      { name: "Eagle F1 Asymmetric 6", season: S, segment: "uhp" },
      { name: "Vector 4Seasons Gen-3", season: A, segment: "touring" },
      { name: "Cargo Vector 4Seasons", season: A, segment: "van" },
      { name: "Wrangler AT Adventure", season: S, segment: "at" },
      { name: "UltraGrip Ice 3", season: W, segment: "touring", nordic: true },
      { name: "EfficientGrip 2 SUV", season: S, segment: "suv" },
    ],
  },
  {
    name: "Pirelli",
    slug: "pirelli",
    country: "Włochy",
    runFlatMark: "r-f",
    tier: "premium",
    gpsr: GPSR.pirelli,
    models: [
      { name: "Cinturato Winter 2", season: W, segment: "touring" },
      { name: "Sottozero 3", season: W, segment: "uhp" },
      { name: "Cinturato P7 C2", season: S, segment: "touring" },
      { name: "P Zero PZ4", season: S, segment: "uhp" },
      { name: "Cinturato All Season SF3", season: A, segment: "touring" },
      { name: "Scorpion All Terrain Plus", season: S, segment: "at" },
      { name: "Ice Zero Asimmetrico", season: W, segment: "touring", nordic: true },
      { name: "Scorpion Winter 2", season: W, segment: "suv" },
      { name: "Scorpion", season: S, segment: "suv" },
    ],
  },
  {
    name: "Dunlop",
    slug: "dunlop",
    country: "Wielka Brytania",
    runFlatMark: "DSST",
    tier: "premium",
    gpsr: GPSR.dunlop,
    models: [
      { name: "Winter Sport 5", season: W, segment: "touring" },
      { name: "Sport Maxx RT2", season: S, segment: "uhp" },
      { name: "Sport BluResponse", season: S, segment: "touring" },
      { name: "Sport All Season", season: A, segment: "touring" },
      { name: "Econodrive Winter", season: W, segment: "van" },
    ],
  },
  {
    name: "Hankook",
    slug: "hankook",
    country: "Korea Południowa",
    runFlatMark: "HRS",
    tier: "mid",
    gpsr: GPSR.hankook,
    models: [
      { name: "Winter i*cept RS3", season: W, segment: "touring" },
      { name: "Winter i*cept evo3", season: W, segment: "uhp" },
      { name: "Ventus Prime 4", season: S, segment: "touring" },
      { name: "Kinergy Eco 2", season: S, segment: "city" },
      { name: "Kinergy 4S2", season: A, segment: "touring" },
      { name: "Vantra LT", season: S, segment: "van" },
      { name: "Dynapro AT2", season: S, segment: "at" },
      { name: "Winter i*cept iZ3", season: W, segment: "touring", nordic: true },
      { name: "Ventus S1 evo3", season: S, segment: "uhp" },
      { name: "Dynapro HP2", season: S, segment: "suv" },
    ],
  },
  {
    name: "Nokian Tyres",
    slug: "nokian-tyres",
    country: "Finlandia",
    tier: "premium",
    gpsr: GPSR.nokian,
    models: [
      { name: "Hakkapeliitta R5", season: W, segment: "touring", nordic: true },
      { name: "Snowproof 2", season: W, segment: "touring" },
      { name: "Wetproof 1", season: S, segment: "touring" },
      { name: "Powerproof 1", season: S, segment: "uhp" },
      { name: "Seasonproof 1", season: A, segment: "touring" },
      { name: "Hakkapeliitta R5 SUV", season: W, segment: "suv", nordic: true },
    ],
  },
  {
    name: "Yokohama",
    slug: "yokohama",
    country: "Japonia",
    tier: "mid",
    gpsr: GPSR.yokohama,
    models: [
      { name: "BluEarth-Winter V906", season: W, segment: "touring" },
      { name: "Advan Sport V107", season: S, segment: "uhp" },
      { name: "BluEarth-GT AE51", season: S, segment: "touring" },
      { name: "BluEarth-4S AW21", season: A, segment: "touring" },
      { name: "Geolandar A/T G015", season: S, segment: "at" },
    ],
  },
  {
    name: "Toyo",
    slug: "toyo",
    country: "Japonia",
    tier: "mid",
    gpsr: GPSR.toyo,
    models: [
      { name: "Observe S944", season: W, segment: "touring" },
      { name: "Proxes Sport 2", season: S, segment: "uhp" },
      { name: "Proxes Comfort", season: S, segment: "touring" },
      { name: "Celsius AS2", season: A, segment: "touring" },
      { name: "Open Country A/T III", season: S, segment: "at" },
    ],
  },
  {
    name: "Falken",
    slug: "falken",
    country: "Japonia",
    tier: "mid",
    gpsr: GPSR.falken,
    models: [
      { name: "Eurowinter HS02", season: W, segment: "touring" },
      { name: "Azenis FK520", season: S, segment: "uhp" },
      { name: "Ziex ZE310 Ecorun", season: S, segment: "touring" },
      { name: "Euroall Season AS220 Pro", season: A, segment: "touring" },
      { name: "Linam Van01", season: S, segment: "van" },
    ],
  },
  {
    name: "Kumho",
    slug: "kumho",
    country: "Korea Południowa",
    tier: "mid",
    gpsr: GPSR.kumho,
    models: [
      { name: "WinterCraft WP52", season: W, segment: "touring" },
      { name: "Ecsta HS52", season: S, segment: "touring" },
      { name: "Solus 4S HA32", season: A, segment: "touring" },
      { name: "PorTran KC53", season: S, segment: "van" },
      { name: "Crugen HP71", season: S, segment: "suv" },
    ],
  },
  {
    name: "Nexen",
    slug: "nexen",
    country: "Korea Południowa",
    tier: "mid",
    gpsr: GPSR.nexen,
    models: [
      { name: "Winguard Sport 2", season: W, segment: "touring" },
      { name: "N'Fera Sport", season: S, segment: "uhp" },
      { name: "N'blue 4Season 2", season: A, segment: "touring" },
    ],
  },
  {
    name: "BFGoodrich",
    slug: "bfgoodrich",
    country: "USA",
    tier: "mid",
    gpsr: GPSR.michelinBrand,
    models: [
      { name: "g-Force Winter 2", season: W, segment: "touring" },
      { name: "Advantage", season: S, segment: "touring" },
      { name: "All-Terrain T/A KO2", season: A, segment: "at" },
    ],
  },
  {
    name: "Uniroyal",
    slug: "uniroyal",
    country: "Niemcy",
    tier: "mid",
    gpsr: GPSR.continentalBrand,
    models: [
      { name: "WinterExpert", season: W, segment: "touring" },
      { name: "RainSport 5", season: S, segment: "uhp" },
      { name: "RainExpert 5", season: S, segment: "city" },
      { name: "AllSeasonExpert 2", season: A, segment: "touring" },
      { name: "RainMax 3", season: S, segment: "van" },
    ],
  },
  {
    name: "Dębica",
    slug: "debica",
    country: "Polska",
    tier: "budget",
    gpsr: GPSR.debica,
    models: [
      { name: "Frigo HP2", season: W, segment: "touring" },
      { name: "Frigo 2", season: W, segment: "city" },
      { name: "Presto HP2", season: S, segment: "touring" },
      { name: "Presto UHP 2", season: S, segment: "uhp" },
      { name: "Navigator 3", season: A, segment: "touring" },
      { name: "Frigo LT", season: W, segment: "van" },
      { name: "Passio 2", season: S, segment: "city" },
    ],
  },
  {
    name: "Fulda",
    slug: "fulda",
    country: "Niemcy",
    tier: "mid",
    gpsr: GPSR.goodyearBrand,
    models: [
      { name: "Kristall Control HP2", season: W, segment: "touring" },
      { name: "EcoControl HP2", season: S, segment: "touring" },
      { name: "MultiControl", season: A, segment: "touring" },
    ],
  },
  {
    name: "Barum",
    slug: "barum",
    country: "Czechy",
    tier: "budget",
    gpsr: GPSR.barum,
    models: [
      { name: "Polaris 6", season: W, segment: "touring" },
      { name: "Bravuris 6", season: S, segment: "touring" },
      { name: "Quartaris 5", season: A, segment: "touring" },
      { name: "Vanis 3", season: S, segment: "van" },
      { name: "Brillantis 2", season: S, segment: "city" },
    ],
  },
  {
    name: "Semperit",
    slug: "semperit",
    country: "Austria",
    tier: "mid",
    gpsr: GPSR.continentalBrand,
    models: [
      { name: "Speed-Grip 5", season: W, segment: "touring" },
      { name: "Speed-Life 3", season: S, segment: "touring" },
      { name: "AllSeason-Grip", season: A, segment: "touring" },
    ],
  },
  {
    name: "Kleber",
    slug: "kleber",
    country: "Francja",
    tier: "mid",
    gpsr: GPSR.michelinBrand,
    models: [
      { name: "Krisalp HP3", season: W, segment: "touring" },
      { name: "Dynaxer HP4", season: S, segment: "touring" },
      { name: "Quadraxer 3", season: A, segment: "touring" },
    ],
  },
  {
    name: "Firestone",
    slug: "firestone",
    country: "USA",
    tier: "mid",
    gpsr: GPSR.bridgestoneBrand,
    models: [
      { name: "Winterhawk 4", season: W, segment: "touring" },
      { name: "Roadhawk 2", season: S, segment: "touring" },
      { name: "Multiseason 2", season: A, segment: "touring" },
    ],
  },
  {
    name: "Vredestein",
    slug: "vredestein",
    country: "Holandia",
    tier: "mid",
    gpsr: GPSR.apolloVredestein,
    models: [
      { name: "Wintrac Pro+", season: W, segment: "uhp" },
      { name: "Ultrac Pro", season: S, segment: "uhp" },
      { name: "Quatrac Pro+", season: A, segment: "uhp" },
      { name: "Comtrac 2 All Season+", season: A, segment: "van" },
    ],
  },
  {
    name: "Apollo",
    slug: "apollo",
    country: "Indie",
    tier: "budget",
    gpsr: GPSR.apollo,
    models: [
      { name: "Alnac 4G Winter", season: W, segment: "touring" },
      { name: "Aspire XP", season: S, segment: "uhp" },
      { name: "Alnac 4G All Season", season: A, segment: "touring" },
    ],
  },
  {
    name: "GT Radial",
    slug: "gt-radial",
    country: "Singapur",
    tier: "budget",
    gpsr: GPSR.giti,
    models: [
      { name: "WinterPro 2", season: W, segment: "touring" },
      { name: "FE2", season: S, segment: "touring" },
      { name: "4Seasons", season: A, segment: "touring" },
    ],
  },
  {
    name: "Kormoran",
    slug: "kormoran",
    country: "Polska",
    tier: "budget",
    gpsr: GPSR.michelinBrand,
    models: [
      { name: "Snow", season: W, segment: "touring" },
      { name: "Ultra High Performance", season: S, segment: "uhp" },
      { name: "All Season", season: A, segment: "touring" },
    ],
  },
  {
    name: "Sava",
    slug: "sava",
    country: "Słowenia",
    tier: "budget",
    gpsr: GPSR.goodyearBrand,
    models: [
      { name: "Eskimo HP2", season: W, segment: "touring" },
      { name: "Intensa HP2", season: S, segment: "touring" },
      { name: "All Weather", season: A, segment: "touring" },
    ],
  },
  {
    name: "Tigar",
    slug: "tigar",
    country: "Serbia",
    tier: "budget",
    gpsr: GPSR.michelinBrand,
    models: [
      { name: "Winter", season: W, segment: "touring" },
      { name: "High Performance", season: S, segment: "touring" },
      { name: "All Season", season: A, segment: "touring" },
      { name: "Touring", season: S, segment: "city" },
    ],
  },
  {
    name: "Riken",
    slug: "riken",
    country: "Serbia",
    tier: "budget",
    gpsr: GPSR.michelinBrand,
    models: [
      { name: "Snow", season: W, segment: "touring" },
      { name: "Road Performance", season: S, segment: "touring" },
      { name: "All Season", season: A, segment: "touring" },
    ],
  },
  {
    name: "Matador",
    slug: "matador",
    country: "Słowacja",
    tier: "budget",
    gpsr: GPSR.matador,
    models: [
      { name: "MP 93 Nordicca", season: W, segment: "touring" },
      { name: "Hectorra 5", season: S, segment: "touring" },
      { name: "MP 62 All Weather Evo", season: A, segment: "touring" },
    ],
  },
  {
    name: "General Tire",
    slug: "general-tire",
    country: "USA",
    tier: "mid",
    gpsr: GPSR.continentalBrand,
    models: [
      { name: "Altimax Winter 3", season: W, segment: "touring" },
      { name: "Altimax One S", season: S, segment: "touring" },
      { name: "Grabber AT3", season: A, segment: "at" },
    ],
  },
  {
    name: "Gislaved",
    slug: "gislaved",
    country: "Szwecja",
    tier: "budget",
    gpsr: GPSR.continentalBrand,
    models: [
      { name: "Euro*Frost 6", season: W, segment: "touring" },
      { name: "Ultra*Speed 2", season: S, segment: "touring" },
      { name: "All*Season", season: A, segment: "touring" },
    ],
  },
  {
    name: "Viking",
    slug: "viking",
    country: "Norwegia",
    tier: "budget",
    gpsr: GPSR.continentalBrand,
    models: [
      { name: "WinTech NewGen", season: W, segment: "touring" },
      { name: "ProTech NewGen", season: S, segment: "touring" },
      { name: "FourTech Plus", season: A, segment: "touring" },
    ],
  },
  {
    name: "Maxxis",
    slug: "maxxis",
    country: "Tajwan",
    tier: "mid",
    gpsr: GPSR.maxxis,
    models: [
      { name: "Premitra Snow WP6", season: W, segment: "touring" },
      { name: "Victra Sport 5", season: S, segment: "uhp" },
      { name: "Premitra All Season AP3", season: A, segment: "touring" },
      { name: "Vansmart MCV3+", season: S, segment: "van" },
    ],
  },
  {
    name: "Cooper",
    slug: "cooper",
    country: "USA",
    tier: "mid",
    gpsr: GPSR.cooper,
    models: [
      { name: "Discoverer Winter", season: W, segment: "suv" },
      { name: "CS7", season: S, segment: "touring" },
      { name: "Discoverer All Season", season: A, segment: "suv" },
      { name: "Discoverer AT3 Sport 2", season: A, segment: "at" },
    ],
  },
  {
    name: "Federal",
    slug: "federal",
    country: "Tajwan",
    tier: "budget",
    gpsr: GPSR.federal,
    models: [
      { name: "Himalaya WS2", season: W, segment: "touring" },
      { name: "Formoza FD2", season: S, segment: "uhp" },
      { name: "Formoza AS", season: A, segment: "touring" },
    ],
  },
  {
    name: "Nankang",
    slug: "nankang",
    country: "Tajwan",
    tier: "budget",
    gpsr: GPSR.nankang,
    models: [
      { name: "Winter Activa SV-3", season: W, segment: "touring" },
      { name: "Sportnex AS-2+", season: S, segment: "uhp" },
      { name: "Cross Seasons AW-6", season: A, segment: "touring" },
    ],
  },
  {
    name: "Laufenn",
    slug: "laufenn",
    country: "Korea Południowa",
    tier: "budget",
    gpsr: GPSR.hankook,
    models: [
      { name: "I Fit+ LW31", season: W, segment: "touring" },
      { name: "S Fit EQ+", season: S, segment: "touring" },
      { name: "G Fit 4S", season: A, segment: "touring" },
    ],
  },
  {
    name: "Kenda",
    slug: "kenda",
    country: "Tajwan",
    tier: "budget",
    gpsr: GPSR.kenda,
    models: [
      { name: "Wintergen 2 KR501", season: W, segment: "touring" },
      { name: "Emera A1 KR41", season: S, segment: "uhp" },
      { name: "Kenetica 4S KR202", season: A, segment: "touring" },
    ],
  },
  {
    name: "Sailun",
    slug: "sailun",
    country: "Chiny",
    tier: "budget",
    gpsr: GPSR.sailun,
    models: [
      { name: "Ice Blazer Alpine Evo 1", season: W, segment: "touring" },
      { name: "Atrezzo ZSR 2", season: S, segment: "uhp" },
      { name: "Atrezzo 4Seasons Pro", season: A, segment: "touring" },
      { name: "Commercio Pro", season: S, segment: "van" },
    ],
  },
  {
    name: "Linglong",
    slug: "linglong",
    country: "Chiny",
    tier: "budget",
    gpsr: GPSR.linglong,
    models: [
      { name: "Green-Max Winter HP", season: W, segment: "touring" },
      { name: "Sport Master", season: S, segment: "uhp" },
      { name: "Green-Max All Season", season: A, segment: "touring" },
    ],
  },
  {
    name: "Triangle",
    slug: "triangle",
    country: "Chiny",
    tier: "budget",
    gpsr: GPSR.triangle,
    models: [
      { name: "Snowlink PL02", season: W, segment: "touring" },
      { name: "Sportex TH201", season: S, segment: "uhp" },
      { name: "SeasonX TA01", season: A, segment: "touring" },
    ],
  },
  {
    name: "Westlake",
    slug: "westlake",
    country: "Chiny",
    tier: "budget",
    gpsr: GPSR.zhongce,
    models: [
      { name: "Z-507", season: W, segment: "touring" },
      { name: "Z-107", season: S, segment: "touring" },
      { name: "Z-401", season: A, segment: "touring" },
    ],
  },
  {
    name: "Goodride",
    slug: "goodride",
    country: "Chiny",
    tier: "budget",
    gpsr: GPSR.zhongce,
    models: [
      { name: "SW608", season: W, segment: "touring" },
      { name: "Solmax 1", season: S, segment: "uhp" },
      { name: "All Season Elite Z-401", season: A, segment: "touring" },
    ],
  },
  {
    name: "Hifly",
    slug: "hifly",
    country: "Chiny",
    tier: "budget",
    gpsr: GPSR.hifly,
    models: [
      { name: "Win-Turi 216", season: W, segment: "touring" },
      { name: "HF805", season: S, segment: "uhp" },
      { name: "All-Turi 221", season: A, segment: "touring" },
    ],
  },
  {
    name: "Imperial",
    slug: "imperial",
    country: "Belgia",
    tier: "budget",
    gpsr: GPSR.deldo,
    models: [
      { name: "Snowdragon HP", season: W, segment: "touring" },
      { name: "Ecosport 2", season: S, segment: "uhp" },
      { name: "Driver 4S", season: A, segment: "touring" },
    ],
  },
  {
    name: "Tracmax",
    slug: "tracmax",
    country: "Belgia",
    tier: "budget",
    gpsr: GPSR.deldo,
    models: [
      { name: "X-Privilo S130", season: W, segment: "touring" },
      { name: "X-Privilo TX3", season: S, segment: "uhp" },
      { name: "A/S Trac Saver", season: A, segment: "touring", threePmsf: false },
    ],
  },
  {
    name: "Petlas",
    slug: "petlas",
    country: "Turcja",
    tier: "budget",
    gpsr: GPSR.petlas,
    models: [
      { name: "Snowmaster 2", season: W, segment: "touring" },
      { name: "Velox Sport PT741", season: S, segment: "uhp" },
      { name: "Multi Action PT565", season: A, segment: "touring" },
    ],
  },
  {
    name: "Lassa",
    slug: "lassa",
    country: "Turcja",
    tier: "budget",
    gpsr: GPSR.lassa,
    models: [
      { name: "Snoways 4", season: W, segment: "touring" },
      { name: "Driveways", season: S, segment: "touring" },
      { name: "Multiways 2", season: A, segment: "touring" },
    ],
  },
  {
    name: "Starmaxx",
    slug: "starmaxx",
    country: "Turcja",
    tier: "budget",
    gpsr: GPSR.petlas,
    models: [
      { name: "Icegripper W850", season: W, segment: "touring" },
      { name: "Novaro ST532", season: S, segment: "touring" },
      { name: "Maxx Out ST582", season: A, segment: "touring" },
    ],
  },
  {
    name: "Toledo",
    slug: "toledo",
    country: "Chiny",
    tier: "budget",
    gpsr: GPSR.toledo,
    models: [
      { name: "TL4000 Winter", season: W, segment: "touring" },
      { name: "TL1000", season: S, segment: "touring" },
      { name: "TL5000 All Season", season: A, segment: "touring", threePmsf: false },
    ],
  },
];

/** Slug of a tread model page: producer slug + model name, e.g. "michelin-alpin-6". */
export function modelSlug(producerSlug: string, modelName: string): string {
  return `${producerSlug}-${slugify(modelName)}`;
}

const POLISH_LETTERS: Record<string, string> = {
  ą: "a",
  ć: "c",
  ę: "e",
  ł: "l",
  ń: "n",
  ó: "o",
  ś: "s",
  ź: "z",
  ż: "z",
};

/** ASCII slug: lower case, Polish and other diacritics folded, runs of other characters to "-". */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[ąćęłńóśźż]/g, (letter) => POLISH_LETTERS[letter] ?? letter)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\+/g, "-plus")
    .replace(/\*/g, "-")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
