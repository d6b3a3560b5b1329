/** Tyre sizes, indexes and marks (DOMAIN.md "Reading a tyre"). Pure data. */

import type { VehicleType } from "../config";

export interface SizeReference {
  width: number;
  profile: number;
  rim: number;
  /** Load index of the standard-load tyre in this size; XL adds 4. */
  load: number;
  /** Van tyres carry a single/dual load pair, e.g. "109/107". */
  dualLoad?: number;
  vehicle: VehicleType;
}

const car = (width: number, profile: number, rim: number, load: number): SizeReference => ({
  width,
  profile,
  rim,
  load,
  vehicle: "osobowe-suv",
});
const van = (width: number, profile: number, rim: number, load: number, dualLoad: number): SizeReference => ({
  width,
  profile,
  rim,
  load,
  dualLoad,
  vehicle: "dostawcze",
});
const offRoad = (width: number, profile: number, rim: number, load: number): SizeReference => ({
  width,
  profile,
  rim,
  load,
  vehicle: "terenowe-4x4",
});

/** The 20 most common passenger sizes in Poland, most common first (the menus show these). */
export const POPULAR_SIZES: SizeReference[] = [
  car(205, 55, 16, 91),
  car(195, 65, 15, 91),
  car(225, 45, 17, 91),
  car(205, 60, 16, 92),
  car(215, 55, 17, 94),
  car(225, 40, 18, 88),
  car(185, 65, 15, 88),
  car(195, 55, 16, 87),
  car(215, 60, 16, 95),
  car(225, 55, 17, 97),
  car(215, 65, 16, 98),
  car(235, 55, 18, 100),
  car(175, 65, 14, 82),
  car(185, 60, 15, 84),
  car(205, 50, 17, 89),
  car(225, 50, 17, 94),
  car(235, 45, 18, 94),
  car(195, 60, 15, 88),
  car(215, 45, 17, 87),
  car(245, 45, 18, 96),
];

/** Further passenger sizes so every rim from R12 to R24 has tyres. */
export const OTHER_CAR_SIZES: SizeReference[] = [
  car(145, 80, 12, 74),
  car(155, 70, 13, 75),
  car(165, 70, 13, 79),
  car(175, 70, 13, 82),
  car(165, 70, 14, 81),
  car(185, 60, 14, 82),
  car(185, 55, 15, 82),
  car(195, 50, 15, 82),
  car(205, 45, 16, 83),
  car(215, 55, 16, 93),
  car(225, 60, 17, 99),
  car(235, 60, 18, 103),
  car(225, 45, 18, 91),
  car(245, 40, 18, 93),
  car(235, 50, 19, 99),
  car(245, 40, 19, 94),
  car(255, 35, 19, 92),
  car(255, 40, 20, 97),
  car(275, 35, 20, 98),
  car(255, 45, 20, 101),
  car(265, 40, 21, 101),
  car(275, 35, 21, 99),
  car(285, 35, 22, 102),
  car(275, 40, 22, 104),
  car(295, 35, 23, 108),
  car(295, 30, 24, 101),
  car(215, 50, 18, 92),
  car(205, 55, 17, 91),
  // Factory sizes of the car models in cars.ts, so every fitment leads to tyres.
  car(215, 65, 17, 99),
  car(225, 65, 17, 102),
  car(235, 65, 17, 104),
  car(215, 60, 17, 96),
  car(205, 60, 17, 93),
  car(235, 55, 17, 99),
  car(215, 50, 17, 91),
  car(205, 45, 17, 84),
  car(185, 55, 16, 83),
  car(225, 55, 18, 98),
  car(225, 60, 18, 100),
  car(215, 45, 18, 89),
  car(235, 40, 18, 91),
  car(255, 40, 18, 95),
  car(195, 60, 18, 92),
  car(245, 50, 19, 101),
  car(205, 55, 19, 97),
  car(225, 55, 19, 99),
  car(235, 55, 19, 101),
  car(225, 45, 19, 92),
];

export const VAN_SIZES: SizeReference[] = [
  van(195, 75, 16, 107, 105),
  van(205, 65, 16, 107, 105),
  van(215, 65, 16, 109, 107),
  van(225, 65, 16, 112, 110),
  van(235, 65, 16, 115, 113),
  van(195, 70, 15, 104, 102),
  van(215, 70, 15, 109, 107),
  van(225, 70, 15, 112, 110),
  van(215, 60, 17, 109, 107),
  van(235, 60, 17, 117, 115),
  van(225, 75, 16, 121, 120),
  van(205, 75, 16, 110, 108),
];

export const OFF_ROAD_SIZES: SizeReference[] = [
  offRoad(235, 85, 16, 120),
  offRoad(245, 70, 16, 111),
  offRoad(265, 70, 16, 112),
  offRoad(215, 70, 16, 100),
  offRoad(225, 75, 16, 104),
  offRoad(255, 55, 18, 109),
  offRoad(265, 65, 17, 112),
  offRoad(245, 75, 16, 111),
  offRoad(265, 60, 18, 110),
  offRoad(255, 60, 18, 112),
];

/** Rim diameters listed in the menus per season (DOMAIN.md). */
export const MENU_RIMS = {
  zimowe: range(12, 23),
  letnie: range(12, 24),
  caloroczne: range(13, 22),
} as const;

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** Load index → maximum load per tyre in kg. */
export const LOAD_INDEX_KG: Record<number, number> = {
  74: 375,
  75: 387,
  79: 437,
  80: 450,
  81: 462,
  82: 475,
  83: 487,
  84: 500,
  85: 515,
  86: 530,
  87: 545,
  88: 560,
  89: 580,
  90: 600,
  91: 615,
  92: 630,
  93: 650,
  94: 670,
  95: 690,
  96: 710,
  97: 730,
  98: 750,
  99: 775,
  100: 800,
  101: 825,
  102: 850,
  103: 875,
  104: 900,
  105: 925,
  106: 950,
  107: 975,
  108: 1000,
  109: 1030,
  110: 1060,
  111: 1090,
  112: 1120,
  113: 1150,
  114: 1180,
  115: 1215,
  116: 1250,
  117: 1285,
  118: 1320,
  119: 1360,
  120: 1400,
  121: 1450,
  122: 1500,
  123: 1550,
  124: 1600,
};

/** Speed index → km/h. */
export const SPEED_INDEX_KMH: Record<string, number> = {
  L: 120,
  M: 130,
  N: 140,
  P: 150,
  Q: 160,
  R: 170,
  S: 180,
  T: 190,
  H: 210,
  V: 240,
  W: 270,
  Y: 300,
};

/** Car-maker approval marks and their long names. */
export const HOMOLOGATIONS: { mark: string; long: string }[] = [
  { mark: "MO", long: "Mercedes-Benz Original" },
  { mark: "*", long: "BMW / MINI (gwiazdka)" },
  { mark: "AO", long: "Audi Original" },
  { mark: "RO1", long: "Audi quattro GmbH" },
  { mark: "N0", long: "Porsche" },
  { mark: "VOL", long: "Volvo" },
  { mark: "J", long: "Jaguar" },
  { mark: "LR", long: "Land Rover" },
  { mark: "T0", long: "Tesla" },
];

export function sizeLabel(size: { width: number; profile: number; rim: number }): string {
  return `${size.width}/${size.profile} R${size.rim}`;
}
