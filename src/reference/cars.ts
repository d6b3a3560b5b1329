/**
 * Car makes of the menus (DOMAIN.md, 19) with common models and their factory tyre sizes. Each
 * size carries the car's minimum load and speed index ("205/55 R16 91V"); a van's sizes are C
 * sizes with single/dual loads ("215/65 R16C 106/104T"), its minimum being the single load.
 */

import type { VehicleType } from "../config";

export interface FitmentReference {
  width: number;
  profile: number;
  rim: number;
  /** The least load index (single load for C tyres) and speed index a tyre on this car must have. */
  minLoadIndex: number;
  minSpeedIndex: string;
}

export interface CarModelReference {
  name: string;
  yearFrom: number;
  yearTo?: number;
  /** What tyres the car takes: passenger and SUV, van (C tyres) or off-road. */
  vehicle: VehicleType;
  fitments: FitmentReference[];
}

export interface CarMakeReference {
  name: string;
  slug: string;
  /** The make in the genitive, as Polish says "opony do Fiata", "do Škody" (indeclinable ones stay: "do Audi"). */
  genitive: string;
  models: CarModelReference[];
}

/** "205/55 R16 91V" or "215/65 R16C 106/104T" → a fitment. */
export function parseFitment(text: string): FitmentReference {
  const match = /^(\d{3})\/(\d{2}) R(\d{2})(C?) (\d{2,3})(?:\/\d{2,3})? ?([A-Z])$/.exec(text);
  if (!match) throw new Error(`Not a fitment: ${text}`);
  return {
    width: Number(match[1]),
    profile: Number(match[2]),
    rim: Number(match[3]),
    minLoadIndex: Number(match[5]),
    minSpeedIndex: match[6]!,
  };
}

const model =
  (vehicle: VehicleType) =>
  (name: string, yearFrom: number, yearTo: number | undefined, ...fitments: string[]): CarModelReference => ({
    name,
    yearFrom,
    yearTo,
    vehicle,
    fitments: fitments.map(parseFitment),
  });
/** A passenger car or SUV. */
const m = model("osobowe-suv");
/** A van: C sizes only. */
const van = model("dostawcze");
/** A 4×4 or pick-up: off-road sizes. */
const offRoad = model("terenowe-4x4");

export const CAR_MAKES: CarMakeReference[] = [
  {
    name: "Audi",
    slug: "audi",
    genitive: "Audi",
    models: [
      m("A3 8Y", 2020, undefined, "205/55 R16 91V", "225/45 R17 91W", "225/40 R18 92Y"),
      m("A4 B9", 2015, undefined, "205/60 R16 92V", "225/50 R17 94W", "245/40 R18 97Y"),
      m("Q5 FY", 2017, undefined, "235/60 R18 103V", "255/45 R20 101W"),
    ],
  },
  {
    name: "BMW",
    slug: "bmw",
    genitive: "BMW",
    models: [
      m("Seria 1 F40", 2019, undefined, "205/55 R16 91W", "225/45 R17 91W"),
      m("Seria 3 G20", 2019, undefined, "225/50 R17 94W", "225/45 R18 95Y", "255/40 R18 99Y"),
      m("X3 G01", 2017, undefined, "225/60 R18 100W", "245/50 R19 105W"),
    ],
  },
  {
    name: "Citroën",
    slug: "citroen",
    genitive: "Citroëna",
    models: [
      m("C3 III", 2016, undefined, "185/65 R15 88T", "205/50 R17 89V"),
      m("C4 II", 2010, 2018, "205/55 R16 91V", "225/45 R17 91W"),
      m("Berlingo III", 2018, undefined, "205/60 R16 92H", "215/65 R16 98H"),
    ],
  },
  {
    name: "Dacia",
    slug: "dacia",
    genitive: "Dacii",
    models: [
      m("Sandero III", 2020, undefined, "185/65 R15 88T", "205/55 R16 91H"),
      m("Duster II", 2017, undefined, "215/65 R16 98H", "215/60 R17 96H"),
      m("Jogger", 2022, undefined, "205/60 R16 92H", "205/55 R17 91V"),
    ],
  },
  {
    name: "Fiat",
    slug: "fiat",
    genitive: "Fiata",
    models: [
      m("500", 2007, undefined, "175/65 R14 82T", "185/55 R15 82H"),
      m("Tipo", 2015, undefined, "195/65 R15 91H", "205/55 R16 91V", "225/45 R17 91W"),
      van("Ducato", 2014, undefined, "215/70 R15C 109/107S", "225/75 R16C 118/116R"),
    ],
  },
  {
    name: "Ford",
    slug: "ford",
    genitive: "Forda",
    models: [
      m("Focus IV", 2018, 2025, "205/60 R16 92V", "215/50 R17 91W", "235/40 R18 95Y"),
      m("Kuga III", 2019, undefined, "225/65 R17 102H", "225/60 R18 100V"),
      offRoad("Ranger T6", 2011, 2022, "255/70 R16 111T", "265/65 R17 112T"),
      van("Transit Custom", 2012, undefined, "215/65 R16C 106/104T", "215/60 R17C 109/107T"),
      van("Transit", 2014, undefined, "215/65 R16C 109/107R", "235/65 R16C 115/113R"),
    ],
  },
  {
    name: "Honda",
    slug: "honda",
    genitive: "Hondy",
    models: [
      m("Civic XI", 2021, undefined, "215/55 R16 93V", "235/40 R18 95W"),
      m("CR-V V", 2018, 2023, "235/65 R17 104H", "235/60 R18 103H"),
      m("Jazz IV", 2020, undefined, "185/60 R15 84H", "185/55 R16 83V"),
    ],
  },
  {
    name: "Hyundai",
    slug: "hyundai",
    genitive: "Hyundaia",
    models: [
      m("i30 III", 2017, undefined, "195/65 R15 91H", "205/55 R16 91V", "225/45 R17 91W"),
      m("Tucson IV", 2020, undefined, "215/65 R17 99H", "235/55 R18 100V"),
      m("i20 III", 2020, undefined, "185/65 R15 88H", "195/55 R16 87H"),
    ],
  },
  {
    name: "Kia",
    slug: "kia",
    genitive: "Kii",
    models: [
      m("Ceed III", 2018, undefined, "195/65 R15 91H", "205/55 R16 91V", "225/45 R17 91W"),
      m("Sportage V", 2021, undefined, "235/60 R18 103H", "235/55 R19 101H"),
      m("Picanto III", 2017, undefined, "175/65 R14 82T", "185/55 R15 82H"),
    ],
  },
  {
    name: "Mazda",
    slug: "mazda",
    genitive: "Mazdy",
    models: [
      m("Mazda 3 IV", 2019, undefined, "205/60 R16 92V", "215/45 R18 89W"),
      m("CX-5 II", 2017, undefined, "225/65 R17 102V", "225/55 R19 99V"),
    ],
  },
  {
    name: "Mercedes-Benz",
    slug: "mercedes-benz",
    genitive: "Mercedesa-Benza",
    models: [
      m("Klasa A W177", 2018, undefined, "205/60 R16 92V", "205/55 R17 91V", "225/45 R18 91W"),
      m("Klasa C W206", 2021, undefined, "205/60 R17 93V", "225/45 R18 95Y", "245/40 R18 97Y"),
      van("Sprinter III", 2018, undefined, "205/75 R16C 110/108R", "235/65 R16C 115/113R"),
    ],
  },
  {
    name: "Nissan",
    slug: "nissan",
    genitive: "Nissana",
    models: [
      m("Qashqai III", 2021, undefined, "215/65 R17 99V", "235/55 R18 100V", "235/50 R19 99V"),
      m("Juke II", 2019, undefined, "215/60 R17 96H", "225/45 R19 92W"),
    ],
  },
  {
    name: "Opel",
    slug: "opel",
    genitive: "Opla",
    models: [
      m("Astra L", 2021, undefined, "205/55 R16 91V", "225/45 R17 91W", "225/40 R18 92W"),
      m("Corsa F", 2019, undefined, "195/55 R16 87H", "205/45 R17 84V"),
      van("Vivaro C", 2019, undefined, "215/65 R16C 106/104T", "225/55 R17C 109/107T"),
    ],
  },
  {
    name: "Peugeot",
    slug: "peugeot",
    genitive: "Peugeota",
    models: [
      m("208 II", 2019, undefined, "195/55 R16 87H", "205/45 R17 88V"),
      m("308 III", 2021, undefined, "205/55 R16 91V", "225/45 R17 91W", "225/40 R18 92Y"),
      m("3008 II", 2016, 2024, "215/65 R17 99H", "225/55 R18 98V"),
    ],
  },
  {
    name: "Renault",
    slug: "renault",
    genitive: "Renaulta",
    models: [
      m("Clio V", 2019, undefined, "185/65 R15 88H", "195/55 R16 87H", "205/45 R17 88V"),
      m("Megane IV", 2016, 2024, "205/55 R16 91V", "225/45 R17 91W"),
      van("Trafic III", 2014, undefined, "215/65 R16C 106/104T", "215/60 R17C 109/107T"),
      van("Master III", 2010, undefined, "225/65 R16C 112/110R", "235/65 R16C 115/113R"),
    ],
  },
  {
    name: "Seat",
    slug: "seat",
    genitive: "Seata",
    models: [
      m("Leon IV", 2020, undefined, "205/55 R16 91V", "225/45 R17 91W", "225/40 R18 92Y"),
      m("Ibiza V", 2017, undefined, "185/65 R15 88H", "195/55 R16 87H", "215/45 R17 87V"),
      m("Ateca", 2016, undefined, "215/55 R17 94V", "215/50 R18 92V"),
    ],
  },
  {
    name: "Škoda",
    slug: "skoda",
    genitive: "Škody",
    models: [
      m("Octavia IV", 2020, undefined, "205/60 R16 92H", "205/55 R17 91V", "225/45 R18 91W"),
      m("Fabia IV", 2021, undefined, "185/65 R15 88T", "195/55 R16 87H", "215/45 R17 87V"),
      m("Superb III", 2015, 2023, "215/55 R17 94V", "235/45 R18 94W"),
      m("Kodiaq", 2016, undefined, "215/65 R17 99V", "235/55 R18 100V"),
    ],
  },
  {
    name: "Toyota",
    slug: "toyota",
    genitive: "Toyoty",
    models: [
      m("Corolla E21", 2019, undefined, "195/65 R15 91H", "205/55 R16 91V", "225/45 R17 91W", "225/40 R18 92W"),
      m("Yaris IV", 2020, undefined, "185/65 R15 88T", "195/55 R16 87V"),
      m("RAV4 V", 2018, undefined, "225/65 R17 102H", "235/55 R19 101V"),
      offRoad("Hilux VIII", 2015, undefined, "265/65 R17 112S", "265/60 R18 110H"),
      offRoad("Land Cruiser J150", 2009, 2024, "265/65 R17 112S", "265/60 R18 110H"),
    ],
  },
  {
    name: "Volkswagen",
    slug: "volkswagen",
    genitive: "Volkswagena",
    models: [
      m("Golf VIII", 2019, undefined, "195/65 R15 91H", "205/55 R16 91V", "225/45 R17 91W"),
      m("Passat B8", 2014, 2023, "215/60 R16 95V", "215/55 R17 94W", "235/45 R18 94W"),
      m("Tiguan II", 2016, 2024, "215/65 R17 99V", "235/55 R18 100V"),
      van("Transporter T6.1", 2019, undefined, "215/65 R16C 106/104T", "215/60 R17C 109/107T"),
      van("Crafter II", 2016, undefined, "205/75 R16C 110/108R", "235/65 R16C 115/113R"),
    ],
  },
];

/** "Opony do Fiata": the make's genitive, or its name when the make is not in the reference list. */
export function carMakeGenitive(make: { slug: string; name: string }): string {
  return CAR_MAKES.find((reference) => reference.slug === make.slug)?.genitive ?? make.name;
}
