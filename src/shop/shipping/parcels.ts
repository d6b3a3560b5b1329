/**
 * How an order's tyres travel: stacked flat, two to a parcel (TYRES_PER_PARCEL, the same count the
 * delivery price was charged on), each parcel's box and weight derived from the tyres' sizes.
 * Tyres of one size are paired first; what is left pairs across sizes (the box takes the larger
 * diameter). A pair heavier than a courier takes (PARCEL_MAX_WEIGHT_KG) travels one a parcel.
 * Pure: tests/parcels.test.ts covers 1–8 tyres of several sizes.
 */
import { TYRES_PER_PARCEL } from "../../common/config/orders";
import {
  PARCEL_MAX_WEIGHT_KG,
  PARCEL_PACKING_CM,
  PARCEL_PACKING_KG,
  RUN_FLAT_WEIGHT_FACTOR,
  TYRE_WEIGHT_PER_MM2,
  VAN_TYRE_WEIGHT_FACTOR,
} from "../../common/config/shipping";
import type { Parcel } from "./carrier";

/** One tyre size as an order line carries it. */
export interface TyreToShip {
  width: number;
  profile: number;
  rim: number;
  /** Van tyre (the "C" load construction). */
  cargo: boolean;
  runFlat: boolean;
  quantity: number;
}

/** The tyre's overall diameter in mm: the rim plus two sidewalls (width × profile %). */
export function outerDiameterMm(tyre: Pick<TyreToShip, "width" | "profile" | "rim">): number {
  return tyre.rim * 25.4 + (2 * tyre.width * tyre.profile) / 100;
}

/** A tyre's estimated weight in kg (one decimal). */
export function tyreWeightKg(tyre: Omit<TyreToShip, "quantity">): number {
  let kg = tyre.width * outerDiameterMm(tyre) * TYRE_WEIGHT_PER_MM2;
  if (tyre.cargo) kg *= VAN_TYRE_WEIGHT_FACTOR;
  if (tyre.runFlat) kg *= RUN_FLAT_WEIGHT_FACTOR;
  return Math.round(kg * 10) / 10;
}

const roundUpCm = (mm: number) => Math.ceil(mm / 10);

function parcelOf(stack: Omit<TyreToShip, "quantity">[]): Parcel {
  const diameterCm = roundUpCm(Math.max(...stack.map(outerDiameterMm))) + PARCEL_PACKING_CM;
  const heightCm = roundUpCm(stack.reduce((sum, tyre) => sum + tyre.width, 0)) + PARCEL_PACKING_CM;
  const weightKg = stack.reduce((sum, tyre) => sum + tyreWeightKg(tyre), 0) + PARCEL_PACKING_KG;
  return { weightKg: Math.round(weightKg * 10) / 10, lengthCm: diameterCm, widthCm: diameterCm, heightCm, tyres: stack.length };
}

/** The parcels for these tyres, largest first. */
export function parcelsForTyres(lines: TyreToShip[]): Parcel[] {
  // One entry per tyre, largest diameter first, so pairs across sizes are of similar size.
  const tyres = lines
    .flatMap((line) => Array.from({ length: Math.max(0, line.quantity) }, () => ({ ...line, quantity: 1 })))
    .sort((a, b) => outerDiameterMm(b) - outerDiameterMm(a) || b.width - a.width);
  const sameSize = (a: TyreToShip, b: TyreToShip) =>
    a.width === b.width && a.profile === b.profile && a.rim === b.rim && a.cargo === b.cargo && a.runFlat === b.runFlat;
  const fits = (stack: TyreToShip[]) =>
    stack.reduce((sum, tyre) => sum + tyreWeightKg(tyre), 0) + PARCEL_PACKING_KG <= PARCEL_MAX_WEIGHT_KG;

  // Greedy stacks of up to TYRES_PER_PARCEL, first of one size (sorted, so a size's tyres are
  // neighbours), then across sizes for what is left; a stack too heavy closes early.
  const stack = (pool: TyreToShip[], together: (a: TyreToShip, b: TyreToShip) => boolean) => {
    const stacks: TyreToShip[][] = [];
    for (const tyre of pool) {
      const open = stacks.at(-1);
      if (open && open.length < TYRES_PER_PARCEL && together(open[0]!, tyre) && fits([...open, tyre])) open.push(tyre);
      else stacks.push([tyre]);
    }
    return stacks;
  };
  const bySize = stack(tyres, sameSize);
  const full = bySize.filter((group) => group.length === TYRES_PER_PARCEL || !fits([...group, group[0]!]));
  const stacks = [...full, ...stack(bySize.filter((group) => !full.includes(group)).flat(), () => true)];
  return stacks.map(parcelOf).sort((a, b) => b.widthCm - a.widthCm || b.weightKg - a.weightKg);
}

/** What the label says is inside: "Opony: 4 szt." */
export const parcelContent = (parcels: Parcel[]) => `Opony: ${parcels.reduce((sum, parcel) => sum + parcel.tyres, 0)} szt.`;

/** The shipment's total weight (kg, one decimal). */
export const totalWeightKg = (parcels: Parcel[]) => Math.round(parcels.reduce((sum, parcel) => sum + parcel.weightKg, 0) * 10) / 10;
