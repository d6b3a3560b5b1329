/**
 * Tyre producers sold in Poland (DOMAIN.md) with their tread models. Pure data: the menus, the
 * seed generator and the site maps all read it. GPSR addresses name the manufacturer's legal
 * entity; for makers outside the EU the EU responsible person is named too.
 */

import type { Season, VehicleType } from "../config";

export type Tier = "premium" | "mid" | "budget";

export interface ModelReference {
  name: string;
  season: Season;
  vehicle?: VehicleType;
}

export interface ProducerReference {
  name: string;
  slug: string;
  country: string;
  tier: Tier;
  legalName: string;
  street: string;
  postalCode: string;
  city: string;
  addressCountry: string;
  email: string;
  euResponsible?: string;
  models: ModelReference[];
}

const W: Season = "zimowe";
const S: Season = "letnie";
const A: Season = "caloroczne";
const VAN: VehicleType = "dostawcze";
const OFF: VehicleType = "terenowe-4x4";

const michelinFr = {
  legalName: "Manufacture Française des Pneumatiques Michelin",
  street: "23 place des Carmes-Déchaux",
  postalCode: "63000",
  city: "Clermont-Ferrand",
  addressCountry: "Francja",
  email: "gpsr@michelin.com",
};
const continentalDe = {
  legalName: "Continental Reifen Deutschland GmbH",
  street: "Continental-Plaza 1",
  postalCode: "30175",
  city: "Hanower",
  addressCountry: "Niemcy",
  email: "gpsr@conti.de",
};
const goodyearLu = {
  legalName: "Goodyear Operations S.A.",
  street: "Avenue Gordon Smith",
  postalCode: "7750",
  city: "Colmar-Berg",
  addressCountry: "Luksemburg",
  email: "gpsr@goodyear.com",
};
const bridgestoneBe = {
  legalName: "Bridgestone Europe NV/SA",
  street: "Kleine Kloosterstraat 10",
  postalCode: "1932",
  city: "Zaventem",
  addressCountry: "Belgia",
  email: "gpsr@bridgestone.eu",
};
const apolloNl = {
  legalName: "Apollo Vredestein B.V.",
  street: "Ir. E.L.C. Schiffstraat 370",
  postalCode: "7547 RD",
  city: "Enschede",
  addressCountry: "Holandia",
  email: "gpsr@apollotyres.com",
};
const hankookDe = {
  legalName: "Hankook Reifen Deutschland GmbH",
  street: "Siemensstraße 14",
  postalCode: "63263",
  city: "Neu-Isenburg",
  addressCountry: "Niemcy",
  email: "gpsr@hankook.de",
};

export const PRODUCERS: ProducerReference[] = [
  {
    name: "Michelin", slug: "michelin", country: "Francja", tier: "premium", ...michelinFr,
    models: [
      { name: "Alpin 6", season: W }, { name: "Pilot Alpin 5", season: W }, { name: "CrossClimate 2", season: A },
      { name: "Primacy 4+", season: S }, { name: "Pilot Sport 5", season: S }, { name: "Agilis 3", season: S, vehicle: VAN },
      { name: "Agilis CrossClimate", season: A, vehicle: VAN }, { name: "LTX Trail", season: S, vehicle: OFF },
    ],
  },
  {
    name: "Continental", slug: "continental", country: "Niemcy", tier: "premium", ...continentalDe,
    models: [
      { name: "WinterContact TS 870", season: W }, { name: "WinterContact TS 870 P", season: W },
      { name: "AllSeasonContact 2", season: A }, { name: "PremiumContact 7", season: S },
      { name: "EcoContact 7", season: S }, { name: "VanContact Winter", season: W, vehicle: VAN },
      { name: "CrossContact ATR", season: A, vehicle: OFF },
    ],
  },
  {
    name: "Bridgestone", slug: "bridgestone", country: "Japonia", tier: "premium", ...bridgestoneBe,
    models: [
      { name: "Blizzak 6", season: W }, { name: "Blizzak LM005", season: W }, { name: "Turanza 6", season: S },
      { name: "Potenza Sport", season: S }, { name: "Weather Control A005 Evo", season: A },
      { name: "Duravis Van", season: S, vehicle: VAN }, { name: "Dueler A/T 002", season: S, vehicle: OFF },
    ],
  },
  {
    name: "Goodyear", slug: "goodyear", country: "USA", tier: "premium", ...goodyearLu,
    models: [
      { name: "UltraGrip Performance 3", season: W }, { name: "EfficientGrip Performance 2", season: S },
      { name: "Eagle F1 Asymmetric 6", season: S }, { name: "Vector 4Seasons Gen-3", season: A },
      { name: "Cargo Vector 4Seasons", season: A, vehicle: VAN }, { name: "Wrangler AT Adventure", season: S, vehicle: OFF },
    ],
  },
  {
    name: "Pirelli", slug: "pirelli", country: "Włochy", tier: "premium",
    legalName: "Pirelli Tyre S.p.A.", street: "Viale Piero e Alberto Pirelli 25", postalCode: "20126",
    city: "Mediolan", addressCountry: "Włochy", email: "gpsr@pirelli.com",
    models: [
      { name: "Cinturato Winter 2", season: W }, { name: "Sottozero 3", season: W }, { name: "Cinturato P7 C2", season: S },
      { name: "P Zero PZ4", season: S }, { name: "Cinturato All Season SF3", season: A },
      { name: "Scorpion All Terrain Plus", season: S, vehicle: OFF },
    ],
  },
  {
    name: "Dunlop", slug: "dunlop", country: "Wielka Brytania", tier: "premium", ...goodyearLu,
    models: [
      { name: "Winter Sport 5", season: W }, { name: "Sport Maxx RT2", season: S }, { name: "Sport BluResponse", season: S },
      { name: "Sport All Season", season: A }, { name: "Econodrive Winter", season: W, vehicle: VAN },
    ],
  },
  {
    name: "Hankook", slug: "hankook", country: "Korea Południowa", tier: "mid", ...hankookDe,
    models: [
      { name: "Winter i*cept RS3", season: W }, { name: "Winter i*cept evo3", season: W }, { name: "Ventus Prime 4", season: S },
      { name: "Kinergy Eco 2", season: S }, { name: "Kinergy 4S2", season: A }, { name: "Vantra LT", season: S, vehicle: VAN },
      { name: "Dynapro AT2", season: S, vehicle: OFF },
    ],
  },
  {
    name: "Nokian Tyres", slug: "nokian-tyres", country: "Finlandia", tier: "premium",
    legalName: "Nokian Tyres plc", street: "Pirkkalaistie 7", postalCode: "37100", city: "Nokia",
    addressCountry: "Finlandia", email: "gpsr@nokiantyres.com",
    models: [
      { name: "Hakkapeliitta R5", season: W }, { name: "Snowproof 2", season: W }, { name: "Wetproof 1", season: S },
      { name: "Powerproof 1", season: S }, { name: "Seasonproof 1", season: A },
    ],
  },
  {
    name: "Yokohama", slug: "yokohama", country: "Japonia", tier: "mid",
    legalName: "Yokohama Europe GmbH", street: "Monschauer Straße 12", postalCode: "40549", city: "Düsseldorf",
    addressCountry: "Niemcy", email: "gpsr@yokohama.eu",
    models: [
      { name: "BluEarth-Winter V906", season: W }, { name: "Advan Sport V107", season: S },
      { name: "BluEarth-GT AE51", season: S }, { name: "BluEarth-4S AW21", season: A },
      { name: "Geolandar A/T G015", season: S, vehicle: OFF },
    ],
  },
  {
    name: "Toyo", slug: "toyo", country: "Japonia", tier: "mid",
    legalName: "Toyo Tire Europe GmbH", street: "Dieselstraße 5", postalCode: "47906", city: "Kempen",
    addressCountry: "Niemcy", email: "gpsr@toyo.eu",
    models: [
      { name: "Observe S944", season: W }, { name: "Proxes Sport 2", season: S }, { name: "Proxes Comfort", season: S },
      { name: "Celsius AS2", season: A }, { name: "Open Country A/T III", season: S, vehicle: OFF },
    ],
  },
  {
    name: "Falken", slug: "falken", country: "Japonia", tier: "mid",
    legalName: "Falken Tyre Europe GmbH", street: "Berliner Straße 74-76", postalCode: "63065", city: "Offenbach am Main",
    addressCountry: "Niemcy", email: "gpsr@falkentyre.eu",
    models: [
      { name: "Eurowinter HS02", season: W }, { name: "Azenis FK520", season: S }, { name: "Ziex ZE310 Ecorun", season: S },
      { name: "Euroall Season AS220 Pro", season: A }, { name: "Linam Van01", season: S, vehicle: VAN },
    ],
  },
  {
    name: "Kumho", slug: "kumho", country: "Korea Południowa", tier: "mid",
    legalName: "Kumho Tire Europe GmbH", street: "Kaiserleistraße 44", postalCode: "63067", city: "Offenbach am Main",
    addressCountry: "Niemcy", email: "gpsr@kumhotire.de",
    models: [
      { name: "WinterCraft WP52", season: W }, { name: "Ecsta HS52", season: S }, { name: "Solus 4S HA32", season: A },
      { name: "PorTran KC53", season: S, vehicle: VAN },
    ],
  },
  {
    name: "Nexen", slug: "nexen", country: "Korea Południowa", tier: "mid",
    legalName: "Nexen Tire Europe s.r.o.", street: "Průmyslová zóna Triangle 1", postalCode: "438 01", city: "Žatec",
    addressCountry: "Czechy", email: "gpsr@nexentire.eu",
    models: [
      { name: "Winguard Sport 2", season: W }, { name: "N'Fera Sport", season: S }, { name: "N'blue 4Season 2", season: A },
    ],
  },
  {
    name: "BFGoodrich", slug: "bfgoodrich", country: "USA", tier: "mid", ...michelinFr,
    models: [
      { name: "g-Force Winter 2", season: W }, { name: "Advantage", season: S },
      { name: "All-Terrain T/A KO2", season: A, vehicle: OFF },
    ],
  },
  {
    name: "Uniroyal", slug: "uniroyal", country: "Niemcy", tier: "mid", ...continentalDe,
    models: [
      { name: "WinterExpert", season: W }, { name: "RainSport 5", season: S }, { name: "RainExpert 5", season: S },
      { name: "AllSeasonExpert 2", season: A }, { name: "RainMax 3", season: S, vehicle: VAN },
    ],
  },
  {
    name: "Dębica", slug: "debica", country: "Polska", tier: "budget",
    legalName: "Firma Oponiarska Dębica S.A.", street: "ul. 1 Maja 1", postalCode: "39-200", city: "Dębica",
    addressCountry: "Polska", email: "gpsr@debica.com.pl",
    models: [
      { name: "Frigo HP2", season: W }, { name: "Frigo 2", season: W }, { name: "Presto HP2", season: S },
      { name: "Presto UHP 2", season: S }, { name: "Navigator 3", season: A }, { name: "Frigo LT", season: W, vehicle: VAN },
    ],
  },
  {
    name: "Fulda", slug: "fulda", country: "Niemcy", tier: "mid", ...goodyearLu,
    models: [
      { name: "Kristall Control HP2", season: W }, { name: "EcoControl HP2", season: S }, { name: "MultiControl", season: A },
    ],
  },
  {
    name: "Barum", slug: "barum", country: "Czechy", tier: "budget",
    legalName: "Continental Barum s.r.o.", street: "Objízdná 1628", postalCode: "765 31", city: "Otrokovice",
    addressCountry: "Czechy", email: "gpsr@barum.cz",
    models: [
      { name: "Polaris 6", season: W }, { name: "Bravuris 6", season: S }, { name: "Quartaris 5", season: A },
      { name: "Vanis 3", season: S, vehicle: VAN },
    ],
  },
  {
    name: "Semperit", slug: "semperit", country: "Austria", tier: "mid", ...continentalDe,
    models: [{ name: "Speed-Grip 5", season: W }, { name: "Speed-Life 3", season: S }, { name: "AllSeason-Grip", season: A }],
  },
  {
    name: "Kleber", slug: "kleber", country: "Francja", tier: "mid", ...michelinFr,
    models: [{ name: "Krisalp HP3", season: W }, { name: "Dynaxer HP4", season: S }, { name: "Quadraxer 3", season: A }],
  },
  {
    name: "Firestone", slug: "firestone", country: "USA", tier: "mid", ...bridgestoneBe,
    models: [{ name: "Winterhawk 4", season: W }, { name: "Roadhawk 2", season: S }, { name: "Multiseason 2", season: A }],
  },
  {
    name: "Vredestein", slug: "vredestein", country: "Holandia", tier: "mid", ...apolloNl,
    models: [
      { name: "Wintrac Pro+", season: W }, { name: "Ultrac Pro", season: S }, { name: "Quatrac Pro+", season: A },
      { name: "Comtrac 2 All Season+", season: A, vehicle: VAN },
    ],
  },
  {
    name: "Apollo", slug: "apollo", country: "Indie", tier: "budget", ...apolloNl,
    models: [{ name: "Alnac 4G Winter", season: W }, { name: "Aspire XP", season: S }, { name: "Alnac 4G All Season", season: A }],
  },
  {
    name: "GT Radial", slug: "gt-radial", country: "Singapur", tier: "budget",
    legalName: "Giti Tire (Europe) Ltd.", street: "Rheinstraße 12", postalCode: "40822", city: "Mettmann",
    addressCountry: "Niemcy", email: "gpsr@gtradial.eu",
    models: [{ name: "WinterPro 2", season: W }, { name: "FE2", season: S }, { name: "4Seasons", season: A }],
  },
  {
    name: "Kormoran", slug: "kormoran", country: "Polska", tier: "budget",
    legalName: "Michelin Polska sp. z o.o.", street: "ul. Leonharda 9", postalCode: "10-454", city: "Olsztyn",
    addressCountry: "Polska", email: "gpsr@kormoran.pl",
    models: [{ name: "Snow", season: W }, { name: "Ultra High Performance", season: S }, { name: "All Season", season: A }],
  },
  {
    name: "Sava", slug: "sava", country: "Słowenia", tier: "budget", ...goodyearLu,
    models: [{ name: "Eskimo HP2", season: W }, { name: "Intensa HP2", season: S }, { name: "All Weather", season: A }],
  },
  {
    name: "Tigar", slug: "tigar", country: "Serbia", tier: "budget", ...michelinFr,
    models: [{ name: "Winter", season: W }, { name: "High Performance", season: S }, { name: "All Season", season: A }],
  },
  {
    name: "Riken", slug: "riken", country: "Serbia", tier: "budget", ...michelinFr,
    models: [{ name: "Snow", season: W }, { name: "Road Performance", season: S }, { name: "All Season", season: A }],
  },
  {
    name: "Matador", slug: "matador", country: "Słowacja", tier: "budget",
    legalName: "Continental Matador Rubber s.r.o.", street: "T. Vansovej 1054/45", postalCode: "020 01", city: "Púchov",
    addressCountry: "Słowacja", email: "gpsr@matador.sk",
    models: [{ name: "MP 93 Nordicca", season: W }, { name: "Hectorra 5", season: S }, { name: "MP 62 All Weather Evo", season: A }],
  },
  {
    name: "General Tire", slug: "general-tire", country: "USA", tier: "mid", ...continentalDe,
    models: [
      { name: "Altimax Winter 3", season: W }, { name: "Altimax One S", season: S },
      { name: "Grabber AT3", season: A, vehicle: OFF },
    ],
  },
  {
    name: "Gislaved", slug: "gislaved", country: "Szwecja", tier: "budget", ...continentalDe,
    models: [{ name: "Euro*Frost 6", season: W }, { name: "Ultra*Speed 2", season: S }, { name: "All*Season", season: A }],
  },
  {
    name: "Viking", slug: "viking", country: "Norwegia", tier: "budget", ...continentalDe,
    models: [{ name: "WinTech NewGen", season: W }, { name: "ProTech NewGen", season: S }, { name: "FourTech Plus", season: A }],
  },
  {
    name: "Maxxis", slug: "maxxis", country: "Tajwan", tier: "mid",
    legalName: "Cheng Shin Rubber Ind. Co., Ltd.", street: "No. 215, Meigang Rd.", postalCode: "51544", city: "Dacun, Changhua",
    addressCountry: "Tajwan", email: "gpsr@maxxis.com",
    euResponsible: "Maxxis International Benelux B.V., Ringbaan 12, 5107 PA Dongen, Holandia",
    models: [
      { name: "Premitra Snow WP6", season: W }, { name: "Victra Sport 5", season: S }, { name: "Premitra All Season AP3", season: A },
      { name: "Vansmart MCV3+", season: S, vehicle: VAN },
    ],
  },
  {
    name: "Cooper", slug: "cooper", country: "USA", tier: "mid", ...goodyearLu,
    models: [
      { name: "Discoverer Winter", season: W }, { name: "CS7", season: S }, { name: "Discoverer All Season", season: A },
      { name: "Discoverer AT3 Sport 2", season: A, vehicle: OFF },
    ],
  },
  {
    name: "Federal", slug: "federal", country: "Tajwan", tier: "budget",
    legalName: "Federal Corporation", street: "No. 369, Sec. 1, Zhongshan Rd.", postalCode: "32456", city: "Taoyuan",
    addressCountry: "Tajwan", email: "gpsr@federaltire.com",
    euResponsible: "Federal Tyres Europe GmbH, Am Weiher 5, 82390 Eberfing, Niemcy",
    models: [{ name: "Himalaya WS2", season: W }, { name: "Formoza FD2", season: S }, { name: "Formoza AS", season: A }],
  },
  {
    name: "Nankang", slug: "nankang", country: "Tajwan", tier: "budget",
    legalName: "Nankang Rubber Tire Corp., Ltd.", street: "No. 48, Sec. 2, Zhongshan N. Rd.", postalCode: "10448", city: "Tajpej",
    addressCountry: "Tajwan", email: "gpsr@nankang-tyre.com",
    euResponsible: "Nankang Europe GmbH, Industriestraße 10, 40822 Mettmann, Niemcy",
    models: [{ name: "Winter Activa SV-3", season: W }, { name: "Sportnex AS-2+", season: S }, { name: "Cross Seasons AW-6", season: A }],
  },
  {
    name: "Laufenn", slug: "laufenn", country: "Korea Południowa", tier: "budget", ...hankookDe,
    models: [{ name: "I Fit+ LW31", season: W }, { name: "S Fit EQ+", season: S }, { name: "G Fit 4S", season: A }],
  },
  {
    name: "Kenda", slug: "kenda", country: "Tajwan", tier: "budget",
    legalName: "Kenda Rubber Ind. Co., Ltd.", street: "No. 146, Sec. 1, Chung Shan Rd.", postalCode: "51064", city: "Yuanlin",
    addressCountry: "Tajwan", email: "gpsr@kenda.com.tw",
    euResponsible: "Kenda Europe GmbH, Heinrich-Hertz-Straße 3, 63303 Dreieich, Niemcy",
    models: [{ name: "Wintergen 2 KR501", season: W }, { name: "Emera A1 KR41", season: S }, { name: "Kenetica 4S KR202", season: A }],
  },
  {
    name: "Sailun", slug: "sailun", country: "Chiny", tier: "budget",
    legalName: "Sailun Group Co., Ltd.", street: "No. 588 Fengshou Rd.", postalCode: "266555", city: "Qingdao",
    addressCountry: "Chiny", email: "gpsr@sailuntire.com",
    euResponsible: "Sailun Tire Europe B.V., Westblaak 180, 3012 KN Rotterdam, Holandia",
    models: [
      { name: "Ice Blazer Alpine Evo 1", season: W }, { name: "Atrezzo ZSR 2", season: S },
      { name: "Atrezzo 4Seasons Pro", season: A }, { name: "Commercio Pro", season: S, vehicle: VAN },
    ],
  },
  {
    name: "Linglong", slug: "linglong", country: "Chiny", tier: "budget",
    legalName: "Shandong Linglong Tyre Co., Ltd.", street: "No. 777 Jinlong Rd.", postalCode: "265406", city: "Zhaoyuan",
    addressCountry: "Chiny", email: "gpsr@linglong.cn",
    euResponsible: "Linglong International Europe d.o.o., Bulevar Mihajla Pupina 6, 11070 Belgrad, Serbia",
    models: [{ name: "Green-Max Winter HP", season: W }, { name: "Sport Master", season: S }, { name: "Green-Max All Season", season: A }],
  },
  {
    name: "Triangle", slug: "triangle", country: "Chiny", tier: "budget",
    legalName: "Triangle Tyre Co., Ltd.", street: "No. 56 Qingdao Middle Rd.", postalCode: "264200", city: "Weihai",
    addressCountry: "Chiny", email: "gpsr@triangle.com.cn",
    euResponsible: "Triangle Tyre Europe GmbH, Hammer Landstraße 91, 41460 Neuss, Niemcy",
    models: [{ name: "Snowlink PL02", season: W }, { name: "Sportex TH201", season: S }, { name: "SeasonX TA01", season: A }],
  },
  {
    name: "Westlake", slug: "westlake", country: "Chiny", tier: "budget",
    legalName: "Zhongce Rubber Group Co., Ltd.", street: "No. 1 Haitong St.", postalCode: "310018", city: "Hangzhou",
    addressCountry: "Chiny", email: "gpsr@zc-rubber.com",
    euResponsible: "ZC Rubber Europe GmbH, Schanzenstraße 6, 40549 Düsseldorf, Niemcy",
    models: [{ name: "Z-507", season: W }, { name: "Z-107", season: S }, { name: "Z-401", season: A }],
  },
  {
    name: "Goodride", slug: "goodride", country: "Chiny", tier: "budget",
    legalName: "Zhongce Rubber Group Co., Ltd.", street: "No. 1 Haitong St.", postalCode: "310018", city: "Hangzhou",
    addressCountry: "Chiny", email: "gpsr@zc-rubber.com",
    euResponsible: "ZC Rubber Europe GmbH, Schanzenstraße 6, 40549 Düsseldorf, Niemcy",
    models: [{ name: "SW608", season: W }, { name: "Solmax 1", season: S }, { name: "All Season Elite Z-401", season: A }],
  },
  {
    name: "Hifly", slug: "hifly", country: "Chiny", tier: "budget",
    legalName: "Hifly Tyre Co., Ltd.", street: "No. 9 Dongfeng Rd.", postalCode: "225300", city: "Taizhou",
    addressCountry: "Chiny", email: "gpsr@hifly.com",
    euResponsible: "Hifly Europe B.V., Zuidplein 36, 1077 XV Amsterdam, Holandia",
    models: [{ name: "Win-Turi 216", season: W }, { name: "HF805", season: S }, { name: "All-Turi 221", season: A }],
  },
  {
    name: "Imperial", slug: "imperial", country: "Belgia", tier: "budget",
    legalName: "Deldo N.V.", street: "Industriepark Noord 19", postalCode: "2880", city: "Bornem",
    addressCountry: "Belgia", email: "gpsr@imperialtyres.com",
    models: [{ name: "Snowdragon HP", season: W }, { name: "Ecosport 2", season: S }, { name: "Driver 4S", season: A }],
  },
  {
    name: "Tracmax", slug: "tracmax", country: "Belgia", tier: "budget",
    legalName: "Deldo N.V.", street: "Industriepark Noord 19", postalCode: "2880", city: "Bornem",
    addressCountry: "Belgia", email: "gpsr@tracmax.com",
    models: [{ name: "X-Privilo S130", season: W }, { name: "X-Privilo TX3", season: S }, { name: "A/S Trac Saver", season: A }],
  },
  {
    name: "Petlas", slug: "petlas", country: "Turcja", tier: "budget",
    legalName: "Petlas Lastik Sanayi ve Ticaret A.Ş.", street: "Kırşehir Yolu 5. km", postalCode: "40100", city: "Kırşehir",
    addressCountry: "Turcja", email: "gpsr@petlas.com",
    euResponsible: "Petlas Tyre Europe GmbH, Wiesenstraße 70, 40549 Düsseldorf, Niemcy",
    models: [{ name: "Snowmaster 2", season: W }, { name: "Velox Sport PT741", season: S }, { name: "Multi Action PT565", season: A }],
  },
  {
    name: "Lassa", slug: "lassa", country: "Turcja", tier: "budget",
    legalName: "Brisa Bridgestone Sabancı Lastik San. ve Tic. A.Ş.", street: "Alikahya Fatih Mah. Sanayi Cad. 98", postalCode: "41310",
    city: "İzmit", addressCountry: "Turcja", email: "gpsr@lassa.com.tr",
    euResponsible: "Bridgestone Europe NV/SA, Kleine Kloosterstraat 10, 1932 Zaventem, Belgia",
    models: [{ name: "Snoways 4", season: W }, { name: "Driveways", season: S }, { name: "Multiways 2", season: A }],
  },
  {
    name: "Starmaxx", slug: "starmaxx", country: "Turcja", tier: "budget",
    legalName: "Starmaxx Lastik A.Ş.", street: "Organize Sanayi Bölgesi 12", postalCode: "41400", city: "Gebze",
    addressCountry: "Turcja", email: "gpsr@starmaxx.com",
    euResponsible: "Starmaxx Tyres Europe GmbH, Max-Planck-Straße 4, 85716 Unterschleißheim, Niemcy",
    models: [{ name: "Icegripper W850", season: W }, { name: "Novaro ST532", season: S }, { name: "Maxx Out ST582", season: A }],
  },
  {
    name: "Toledo", slug: "toledo", country: "Chiny", tier: "budget",
    legalName: "Toledo Tyres Europe Sp. z o.o.", street: "ul. Magazynowa 5", postalCode: "62-023", city: "Gądki",
    addressCountry: "Polska", email: "gpsr@toledotyres.eu",
    models: [{ name: "TL4000 Winter", season: W }, { name: "TL1000", season: S }, { name: "TL5000 All Season", season: A }],
  },
];

/** Slug of a tread model page: producer slug + model name, e.g. "michelin-alpin-6". */
export function modelSlug(producerSlug: string, modelName: string): string {
  return `${producerSlug}-${slugify(modelName)}`;
}

const POLISH_LETTERS: Record<string, string> = {
  ą: "a", ć: "c", ę: "e", ł: "l", ń: "n", ó: "o", ś: "s", ź: "z", ż: "z",
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
