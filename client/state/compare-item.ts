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
  attributes: Record<string, string | number | boolean | null>;
  image?: { url: string; is_label: boolean } | null;
}

const REQUIRED_KEYS = ["tread", "slug", "sku", "attributes", "isMain", "price", "producer", "productionYear", "season"] as const;

/** True when every item has all the keys SPEC §5 requires of a stored compare item. */
export function isCompareTyreList(value: unknown): value is CompareTyre[] {
  return (
    Array.isArray(value) &&
    value.every((item) => typeof item === "object" && item !== null && REQUIRED_KEYS.every((key) => key in item))
  );
}

export function tyreDisplayName(tyre: Pick<CompareTyre, "producer" | "tread">): string {
  return `${tyre.producer} ${tyre.tread}`;
}
