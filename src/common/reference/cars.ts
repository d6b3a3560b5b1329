/**
 * Car makes of the menus (DOMAIN.md, 19): a few popular models each, their generations (with the
 * years they were made) and each generation's factory fitments. A fitment is the size per axle with
 * the car's minimum load and speed index ("205/55 R16 91V"); most cars take one size on both axles,
 * a rear-wheel-drive car on sports wheels a wider one at the back ("225/45 R18 95Y | 255/40 R18 99Y").
 * A van's sizes are C sizes with single/dual loads ("215/65 R16C 106/104T"), its minimum being the
 * single load. Only sizes the demo catalogue stocks (src/shop/db/seed/generate.ts makes them early).
 * " RF" after a fitment: run-flat tyres from the factory (BMW fits them with no spare wheel).
 */

import type { VehicleType } from "../config/storefront";

export interface AxleFitmentReference {
  width: number;
  profile: number;
  rim: number;
  /** The least load index (single load for C tyres) and speed index a tyre on this axle must have. */
  minLoadIndex: number;
  minSpeedIndex: string;
}

/** One factory fitment: the front axle's size and, when the rear takes another, the rear's. */
export interface FitmentReference {
  front: AxleFitmentReference;
  rear?: AxleFitmentReference;
  /**
   * Run-flat tyres from the factory (written " RF" after the sizes): such a car has no spare wheel
   * (DOMAIN.md), so a standard tyre there leaves the driver without one after a puncture.
   */
  runFlat?: boolean;
}

export interface CarGenerationReference {
  name: string;
  yearFrom: number;
  yearTo?: number;
  fitments: FitmentReference[];
}

export interface CarModelReference {
  name: string;
  /** What tyres the car takes: passenger and SUV, van (C tyres) or off-road. */
  vehicle: VehicleType;
  generations: CarGenerationReference[];
}

export interface CarMakeReference {
  name: string;
  slug: string;
  /** The make in the genitive, as Polish says "opony do Fiata", "do Škody" (indeclinable ones stay: "do Audi"). */
  genitive: string;
  models: CarModelReference[];
}

/** "205/55 R16 91V" or "215/65 R16C 106/104T" → one axle's size and minimums. */
export function parseAxleFitment(text: string): AxleFitmentReference {
  const match = /^(\d{3})\/(\d{2}) R(\d{2})(C?) (\d{2,3})(?:\/\d{2,3})? ?([A-Z])$/.exec(text.trim());
  if (!match) throw new Error(`Not a fitment: ${text}`);
  return {
    width: Number(match[1]),
    profile: Number(match[2]),
    rim: Number(match[3]),
    minLoadIndex: Number(match[5]),
    minSpeedIndex: match[6]!,
  };
}

/** "205/55 R16 91V" (both axles), "225/45 R18 95Y | 255/40 R18 99Y" (front | rear), either with " RF" for run-flat from the factory. */
export function parseFitment(text: string): FitmentReference {
  const runFlat = / RF$/.test(text.trim());
  const [front, rear] = text.trim().replace(/ RF$/, "").split("|");
  const axles = rear ? { front: parseAxleFitment(front!), rear: parseAxleFitment(rear) } : { front: parseAxleFitment(front!) };
  return runFlat ? { ...axles, runFlat } : axles;
}

/** Every axle size of a fitment (one, or front and rear): of the reference data or of the catalogue's answer. */
export function fitmentAxles<Axle>(fitment: { front: Axle; rear?: Axle | null }): Axle[] {
  return fitment.rear ? [fitment.front, fitment.rear] : [fitment.front];
}

const gen = (name: string, yearFrom: number, yearTo: number | undefined, ...fitments: string[]): CarGenerationReference => ({
  name,
  yearFrom,
  yearTo,
  fitments: fitments.map(parseFitment),
});

const model =
  (vehicle: VehicleType) =>
  (name: string, ...generations: CarGenerationReference[]): CarModelReference => ({ name, vehicle, generations });
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
      m(
        "A3",
        gen("A3 8V", 2012, 2020, "195/65 R15 91H", "205/55 R16 91V", "225/45 R17 91W"),
        gen("A3 8Y", 2020, undefined, "205/55 R16 91V", "225/45 R17 91W", "225/40 R18 92Y"),
      ),
      m(
        "A4",
        gen("A4 B8", 2007, 2015, "205/60 R16 92V", "225/50 R17 94W"),
        gen("A4 B9", 2015, undefined, "205/60 R16 92V", "225/50 R17 94W", "245/40 R18 97Y"),
      ),
      m("Q5", gen("Q5 8R", 2008, 2017, "235/60 R18 103V"), gen("Q5 FY", 2017, undefined, "235/60 R18 103V", "255/45 R20 101W")),
    ],
  },
  {
    name: "BMW",
    slug: "bmw",
    genitive: "BMW",
    models: [
      m(
        "Seria 1",
        gen("Seria 1 F20", 2011, 2019, "205/55 R16 91W RF", "225/45 R17 91W RF"),
        gen("Seria 1 F40", 2019, undefined, "205/55 R16 91W RF", "225/45 R17 91W RF"),
      ),
      m(
        "Seria 3",
        gen("Seria 3 F30", 2012, 2019, "205/60 R16 92V RF", "225/50 R17 94W RF", "225/45 R18 95Y | 255/40 R18 99Y RF"),
        gen("Seria 3 G20", 2019, undefined, "225/50 R17 94W RF", "225/45 R18 95Y | 255/40 R18 99Y RF"),
      ),
      m("X3", gen("X3 G01", 2017, undefined, "225/60 R18 100W RF", "245/50 R19 105W RF")),
    ],
  },
  {
    name: "Citroën",
    slug: "citroen",
    genitive: "Citroëna",
    models: [
      m("C3", gen("C3 II", 2009, 2016, "185/65 R15 88T"), gen("C3 III", 2016, undefined, "185/65 R15 88T", "205/50 R17 89V")),
      m("C4", gen("C4 II", 2010, 2018, "205/55 R16 91V", "225/45 R17 91W")),
      m("Berlingo", gen("Berlingo III", 2018, undefined, "205/60 R16 92H", "215/65 R16 98H")),
    ],
  },
  {
    name: "Dacia",
    slug: "dacia",
    genitive: "Dacii",
    models: [
      m(
        "Sandero",
        gen("Sandero II", 2012, 2020, "185/65 R15 88T"),
        gen("Sandero III", 2020, undefined, "185/65 R15 88T", "205/55 R16 91H"),
      ),
      m("Duster", gen("Duster I", 2010, 2017, "215/65 R16 98H"), gen("Duster II", 2017, undefined, "215/65 R16 98H", "215/60 R17 96H")),
      m("Jogger", gen("Jogger", 2022, undefined, "205/60 R16 92H", "205/55 R17 91V")),
    ],
  },
  {
    name: "Fiat",
    slug: "fiat",
    genitive: "Fiata",
    models: [
      m("500", gen("500 (312)", 2007, 2024, "175/65 R14 82T", "185/55 R15 82H")),
      m("Tipo", gen("Tipo (356)", 2015, undefined, "195/65 R15 91H", "205/55 R16 91V", "225/45 R17 91W")),
      van("Ducato", gen("Ducato III", 2014, undefined, "215/70 R15C 109/107S", "225/75 R16C 118/116R")),
    ],
  },
  {
    name: "Ford",
    slug: "ford",
    genitive: "Forda",
    models: [
      m(
        "Focus",
        gen("Focus III", 2011, 2018, "205/55 R16 91V", "215/50 R17 91W"),
        gen("Focus IV", 2018, 2025, "205/60 R16 92V", "215/50 R17 91W", "235/40 R18 95Y"),
      ),
      m("Kuga", gen("Kuga III", 2019, undefined, "225/65 R17 102H", "225/60 R18 100V")),
      offRoad("Ranger", gen("Ranger T6", 2011, 2022, "255/70 R16 111T", "265/65 R17 112T")),
      van(
        "Transit Custom",
        gen("Transit Custom I", 2012, 2023, "215/65 R16C 106/104T", "215/60 R17C 109/107T"),
        gen("Transit Custom II", 2023, undefined, "215/60 R17C 109/107T"),
      ),
      van("Transit", gen("Transit VIII", 2014, undefined, "215/65 R16C 109/107R", "235/65 R16C 115/113R")),
    ],
  },
  {
    name: "Honda",
    slug: "honda",
    genitive: "Hondy",
    models: [
      m(
        "Civic",
        gen("Civic X", 2017, 2021, "215/55 R16 93V", "235/40 R18 95W"),
        gen("Civic XI", 2021, undefined, "215/55 R16 93V", "235/40 R18 95W"),
      ),
      m("CR-V", gen("CR-V V", 2018, 2023, "235/65 R17 104H", "235/60 R18 103H")),
      m("Jazz", gen("Jazz III", 2015, 2020, "185/60 R15 84H"), gen("Jazz IV", 2020, undefined, "185/60 R15 84H", "185/55 R16 83V")),
    ],
  },
  {
    name: "Hyundai",
    slug: "hyundai",
    genitive: "Hyundaia",
    models: [
      m(
        "i30",
        gen("i30 II", 2012, 2017, "195/65 R15 91H", "205/55 R16 91V", "225/45 R17 91W"),
        gen("i30 III", 2017, undefined, "195/65 R15 91H", "205/55 R16 91V", "225/45 R17 91W"),
      ),
      m("Tucson", gen("Tucson IV", 2020, undefined, "215/65 R17 99H", "235/55 R18 100V")),
      m("i20", gen("i20 II", 2014, 2020, "185/65 R15 88H"), gen("i20 III", 2020, undefined, "185/65 R15 88H", "195/55 R16 87H")),
    ],
  },
  {
    name: "Kia",
    slug: "kia",
    genitive: "Kii",
    models: [
      m(
        "Ceed",
        gen("Ceed II", 2012, 2018, "195/65 R15 91H", "205/55 R16 91V", "225/45 R17 91W"),
        gen("Ceed III", 2018, undefined, "195/65 R15 91H", "205/55 R16 91V", "225/45 R17 91W"),
      ),
      m("Sportage", gen("Sportage V", 2021, undefined, "235/60 R18 103H", "235/55 R19 101H")),
      m(
        "Picanto",
        gen("Picanto II", 2011, 2017, "175/65 R14 82T"),
        gen("Picanto III", 2017, undefined, "175/65 R14 82T", "185/55 R15 82H"),
      ),
    ],
  },
  {
    name: "Mazda",
    slug: "mazda",
    genitive: "Mazdy",
    models: [
      m(
        "3",
        gen("3 III", 2013, 2019, "205/60 R16 92V", "215/45 R18 89W"),
        gen("3 IV", 2019, undefined, "205/60 R16 92V", "215/45 R18 89W"),
      ),
      m("CX-5", gen("CX-5 I", 2012, 2017, "225/65 R17 102V"), gen("CX-5 II", 2017, undefined, "225/65 R17 102V", "225/55 R19 99V")),
    ],
  },
  {
    name: "Mercedes-Benz",
    slug: "mercedes-benz",
    genitive: "Mercedesa-Benza",
    models: [
      m(
        "Klasa A",
        gen("Klasa A W176", 2012, 2018, "205/55 R16 91V", "225/45 R18 91W"),
        gen("Klasa A W177", 2018, undefined, "205/60 R16 92V", "205/55 R17 91V", "225/45 R18 91W"),
      ),
      m(
        "Klasa C",
        gen("Klasa C W205", 2014, 2021, "205/60 R16 92V", "225/45 R18 95Y | 245/40 R18 97Y"),
        gen("Klasa C W206", 2021, undefined, "205/60 R17 93V", "225/45 R18 95Y | 245/40 R18 97Y"),
      ),
      van(
        "Sprinter",
        gen("Sprinter II", 2006, 2018, "205/75 R16C 110/108R"),
        gen("Sprinter III", 2018, undefined, "205/75 R16C 110/108R", "235/65 R16C 115/113R"),
      ),
    ],
  },
  {
    name: "Nissan",
    slug: "nissan",
    genitive: "Nissana",
    models: [
      m(
        "Qashqai",
        gen("Qashqai II", 2013, 2021, "215/60 R17 96H", "225/45 R19 92W"),
        gen("Qashqai III", 2021, undefined, "215/65 R17 99V", "235/55 R18 100V", "235/50 R19 99V"),
      ),
      m("Juke", gen("Juke I", 2010, 2019, "215/55 R17 94V"), gen("Juke II", 2019, undefined, "215/60 R17 96H", "225/45 R19 92W")),
    ],
  },
  {
    name: "Opel",
    slug: "opel",
    genitive: "Opla",
    models: [
      m(
        "Astra",
        gen("Astra K", 2015, 2021, "205/55 R16 91V", "225/45 R17 91W"),
        gen("Astra L", 2021, undefined, "205/55 R16 91V", "225/45 R17 91W", "225/40 R18 92W"),
      ),
      m(
        "Corsa",
        gen("Corsa E", 2014, 2019, "185/65 R15 88T", "195/55 R16 87H"),
        gen("Corsa F", 2019, undefined, "195/55 R16 87H", "205/45 R17 88V"),
      ),
      van(
        "Vivaro",
        gen("Vivaro B", 2014, 2019, "215/65 R16C 106/104T"),
        gen("Vivaro C", 2019, undefined, "215/65 R16C 106/104T", "225/55 R17C 109/107T"),
      ),
    ],
  },
  {
    name: "Peugeot",
    slug: "peugeot",
    genitive: "Peugeota",
    models: [
      m(
        "208",
        gen("208 I", 2012, 2019, "185/65 R15 88T", "195/55 R16 87H"),
        gen("208 II", 2019, undefined, "195/55 R16 87H", "205/45 R17 88V"),
      ),
      m(
        "308",
        gen("308 II", 2013, 2021, "205/55 R16 91V", "225/45 R17 91W"),
        gen("308 III", 2021, undefined, "205/55 R16 91V", "225/45 R17 91W", "225/40 R18 92Y"),
      ),
      m("3008", gen("3008 II", 2016, 2024, "215/65 R17 99H", "225/55 R18 98V")),
    ],
  },
  {
    name: "Renault",
    slug: "renault",
    genitive: "Renaulta",
    models: [
      m(
        "Clio",
        gen("Clio IV", 2012, 2019, "185/65 R15 88H", "195/55 R16 87H"),
        gen("Clio V", 2019, undefined, "185/65 R15 88H", "195/55 R16 87H", "205/45 R17 88V"),
      ),
      m(
        "Megane",
        gen("Megane III", 2008, 2016, "205/55 R16 91V", "225/45 R17 91W"),
        gen("Megane IV", 2016, 2024, "205/55 R16 91V", "225/45 R17 91W"),
      ),
      van("Trafic", gen("Trafic III", 2014, undefined, "215/65 R16C 106/104T", "215/60 R17C 109/107T")),
      van("Master", gen("Master III", 2010, undefined, "225/65 R16C 112/110R", "235/65 R16C 115/113R")),
    ],
  },
  {
    name: "Seat",
    slug: "seat",
    genitive: "Seata",
    models: [
      m(
        "Leon",
        gen("Leon III", 2012, 2020, "205/55 R16 91V", "225/45 R17 91W"),
        gen("Leon IV", 2020, undefined, "205/55 R16 91V", "225/45 R17 91W", "225/40 R18 92Y"),
      ),
      m(
        "Ibiza",
        gen("Ibiza IV", 2008, 2017, "185/60 R15 84H"),
        gen("Ibiza V", 2017, undefined, "185/65 R15 88H", "195/55 R16 87H", "215/45 R17 87V"),
      ),
      m("Ateca", gen("Ateca", 2016, undefined, "215/55 R17 94V", "215/50 R18 92V")),
    ],
  },
  {
    name: "Škoda",
    slug: "skoda",
    genitive: "Škody",
    models: [
      m(
        "Octavia",
        gen("Octavia III", 2013, 2020, "205/55 R16 91V", "225/45 R17 91W"),
        gen("Octavia IV", 2020, undefined, "205/60 R16 92H", "205/55 R17 91V", "225/45 R18 91W"),
      ),
      m(
        "Fabia",
        gen("Fabia III", 2014, 2021, "185/60 R15 84H"),
        gen("Fabia IV", 2021, undefined, "185/65 R15 88H", "195/55 R16 87H", "215/45 R17 87V"),
      ),
      m(
        "Superb",
        gen("Superb III", 2015, 2023, "215/55 R17 94W", "235/45 R18 94W"),
        gen("Superb IV", 2023, undefined, "215/55 R17 94W", "235/45 R18 94W"),
      ),
      m("Kodiaq", gen("Kodiaq I", 2016, 2024, "215/65 R17 99V", "235/55 R18 100V"), gen("Kodiaq II", 2024, undefined, "235/55 R18 100V")),
    ],
  },
  {
    name: "Toyota",
    slug: "toyota",
    genitive: "Toyoty",
    models: [
      m("Corolla", gen("Corolla E21", 2019, undefined, "195/65 R15 91H", "205/55 R16 91V", "225/45 R17 91W", "225/40 R18 92W")),
      m("Yaris", gen("Yaris III", 2011, 2020, "185/60 R15 84H"), gen("Yaris IV", 2020, undefined, "185/65 R15 88T", "195/55 R16 87V")),
      m("RAV4", gen("RAV4 IV", 2013, 2018, "225/65 R17 102H"), gen("RAV4 V", 2018, undefined, "225/65 R17 102H", "235/55 R19 101V")),
      offRoad("Hilux", gen("Hilux VIII", 2015, undefined, "265/65 R17 112S", "265/60 R18 110H")),
      offRoad("Land Cruiser", gen("Land Cruiser J150", 2009, 2024, "265/65 R17 112S", "265/60 R18 110H")),
    ],
  },
  {
    name: "Volkswagen",
    slug: "volkswagen",
    genitive: "Volkswagena",
    models: [
      m(
        "Golf",
        gen("Golf VII", 2012, 2019, "195/65 R15 91H", "205/55 R16 91V", "225/45 R17 91W"),
        gen("Golf VIII", 2019, undefined, "195/65 R15 91H", "205/55 R16 91V", "225/45 R17 91W"),
      ),
      m(
        "Passat",
        gen("Passat B8", 2014, 2023, "215/60 R16 95V", "215/55 R17 94W", "235/45 R18 94W"),
        gen("Passat B9", 2023, undefined, "215/55 R17 94W", "235/45 R18 94W"),
      ),
      m("Tiguan", gen("Tiguan II", 2016, 2024, "215/65 R17 99V", "235/55 R18 100V"), gen("Tiguan III", 2024, undefined, "235/55 R18 100V")),
      van(
        "Transporter",
        gen("Transporter T6", 2015, 2019, "215/65 R16C 106/104T"),
        gen("Transporter T6.1", 2019, undefined, "215/65 R16C 106/104T", "215/60 R17C 109/107T"),
      ),
      van("Crafter", gen("Crafter II", 2016, undefined, "205/75 R16C 110/108R", "235/65 R16C 115/113R")),
    ],
  },
];

/** "Opony do Fiata": the make's genitive, or its name when the make is not in the reference list. */
export function carMakeGenitive(make: { slug: string; name: string }): string {
  return CAR_MAKES.find((reference) => reference.slug === make.slug)?.genitive ?? make.name;
}

/**
 * Platform twins among the cars above: generations built on one platform, of one weight class and
 * with the same engines, whose factory sizes in common must carry the same minimums (checked by
 * tests/cars-reference.test.ts). Issue 38 found the Opel Corsa F at 205/45 R17 84V where the
 * Peugeot 208 II says 88V (both CMP): both now ask for 88 (the size's XL load), the stricter, as the
 * heavier engines need it; the Škoda Superb III and IV now ask for W on 215/55 R17 as the Passat B8
 * and B9 do; the Škoda Fabia IV for H on 185/65 R15 as the Seat Ibiza V does.
 */
export const PLATFORM_TWINS: string[][] = [
  ["Opel Corsa F", "Peugeot 208 II"],
  ["Volkswagen Golf VII", "Škoda Octavia III", "Seat Leon III", "Audi A3 8V"],
  ["Volkswagen Golf VIII", "Škoda Octavia IV", "Seat Leon IV", "Audi A3 8Y"],
  ["Seat Ibiza V", "Škoda Fabia IV"],
  ["Volkswagen Passat B8", "Škoda Superb III"],
  ["Volkswagen Passat B9", "Škoda Superb IV"],
  ["Volkswagen Tiguan II", "Škoda Kodiaq I"],
  ["Volkswagen Tiguan III", "Škoda Kodiaq II"],
  ["Hyundai i30 II", "Kia Ceed II"],
  ["Hyundai i30 III", "Kia Ceed III"],
  ["Renault Trafic III", "Opel Vivaro B"],
];
