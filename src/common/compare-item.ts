import { COMPARE_MAX_ITEMS } from "./config/storefront";

/** The stored shape of a compared (and last-seen) tyre, SPEC §3. */
export interface CompareTyre {
  sku: string;
  slug: string;
  isMain: boolean;
  tread: string;
  producer: string;
  season: string;
  price: number | string | null;
  productionYear: number;
  /**
   * The offer's DOT week (1–53) of `productionYear`; null when its supplier gave only the year.
   * Optional: items stored in browsers before issue 35 have none, and show only the year.
   */
  dotWeek?: number | null;
  /** size (with "C" for a van tyre), loadIndex, speedIndex, cargo, xl, runFlat, the EU label's classes… (src/site/ui/product-data.ts). */
  attributes: Record<string, string | number | boolean | null>;
  image?: { url: string; is_label: boolean } | null;
}

const REQUIRED_KEYS = ["tread", "slug", "sku", "attributes", "isMain", "price", "producer", "productionYear", "season"] as const;

/** A DOT week: 1–53 (ISO weeks). */
export const isDotWeek = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 53;

/** Each required key (SPEC §5) present, and of a type the shop can render and look up. */
function isCompareTyre(item: unknown): item is CompareTyre {
  if (typeof item !== "object" || item === null || Array.isArray(item)) return false;
  const record = item as Record<string, unknown>;
  if (!REQUIRED_KEYS.every((key) => Object.hasOwn(record, key))) return false;
  const text = (value: unknown, max: number) => typeof value === "string" && value.length > 0 && value.length <= max;
  return (
    text(record.sku, 40) &&
    text(record.slug, 160) &&
    text(record.tread, 120) &&
    text(record.producer, 80) &&
    text(record.season, 20) &&
    typeof record.isMain === "boolean" &&
    typeof record.productionYear === "number" &&
    (record.dotWeek === undefined || record.dotWeek === null || isDotWeek(record.dotWeek)) &&
    (record.price === null || typeof record.price === "number" || typeof record.price === "string") &&
    typeof record.attributes === "object" &&
    record.attributes !== null &&
    !Array.isArray(record.attributes)
  );
}

/** True when the value is an array whose items all are stored compare items (SPEC §5). */
export function isCompareTyreList(value: unknown): value is CompareTyre[] {
  return Array.isArray(value) && value.every(isCompareTyre);
}

/**
 * A stored compare value (SPEC §5): accepted only as a JSON array of valid items, else empty (and
 * the next write replaces it). An oversized or repeated list is cut back to the rules.
 */
export function parseStoredCompareTyres(raw: string | null): CompareTyre[] {
  if (!raw || raw.length > MAX_STORED_LENGTH) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isCompareTyreList(parsed)) return [];
    return parsed.reduce<CompareTyre[]>((list, item) => addToCompareList(list, item), []);
  } catch {
    return [];
  }
}

/** Three items take ~2 KB; anything far beyond is not ours. */
const MAX_STORED_LENGTH = 8_000;

/**
 * The list rules of SPEC §4–§5 as a pure function: unique by sku, a present sku is ignored, at
 * most COMPARE_MAX_ITEMS, keeping the last ones.
 */
export function addToCompareList(list: readonly CompareTyre[], item: CompareTyre): CompareTyre[] {
  if (list.some((tyre) => tyre.sku === item.sku)) return [...list];
  return [...list, item].slice(-COMPARE_MAX_ITEMS);
}

/** Replaces the tyre `outSku` by `item`, in the same slot (the swap modal's confirmation). */
export function swapInCompareList(list: readonly CompareTyre[], outSku: string, item: CompareTyre): CompareTyre[] {
  if (list.some((tyre) => tyre.sku === item.sku)) return [...list];
  return list.map((tyre) => (tyre.sku === outSku ? item : tyre));
}

/** What pressing compare on `item` does to the list (SPEC §4). */
export function compareAction(list: readonly CompareTyre[], item: CompareTyre): "added" | "removed" | "full" {
  if (list.some((tyre) => tyre.sku === item.sku)) return "removed";
  return list.length >= COMPARE_MAX_ITEMS ? "full" : "added";
}
