import { type CompareTyre, isDotWeek } from "./compare-item";

/*
 * How a stored compare (or last-seen) tyre is named wherever a list shows it: the swap modal, the
 * compare bar's and last seen's panels, the compare page. Apart from compare-item.ts (the stored
 * shape and its list rules, which every page's entry needs to read the cookie): only the lazily
 * loaded panels name tyres, so a page downloads these with them (issue 37).
 */

export function tyreDisplayName(tyre: Pick<CompareTyre, "producer" | "tread">): string {
  return `${tyre.producer} ${tyre.tread}`;
}

/** An attribute as text: a stored item's values come from a browser, so anything else is left out. */
function attributeText(value: unknown): string {
  return typeof value === "string" || typeof value === "number" ? String(value).trim() : "";
}

/** The load and speed index with XL: "94H XL", "107/105T" (empty when not stored); beside the size wherever it is named. */
export function variantIndexes(attributes: CompareTyre["attributes"]): string {
  const indexes = `${attributeText(attributes.loadIndex)}${attributeText(attributes.speedIndex)}`;
  return [indexes, attributes.xl === true ? "XL" : ""].filter(Boolean).join(" ");
}

/** The size with its indexes and XL: "205/55 R16 94H XL", "205/65 R16C 107/105T" (empty when not stored). */
function variantSize(attributes: CompareTyre["attributes"]): string {
  let size = attributeText(attributes.size);
  // The size names a van tyre's C ("R16C"); one stored without it still says so.
  if (size && attributes.cargo === true && !size.endsWith("C")) size = `${size}C`;
  return [size, variantIndexes(attributes)].filter(Boolean).join(" ");
}

/**
 * What tells two offers of one tread apart, for the line under its name wherever a list shows it
 * (the swap modal, the last-seen panel, the compare page's heads): the size with its indexes and XL
 * (a van tyre's C is in the size), run-flat, and the production date, its DOT week when the item
 * has one ("prod. 37. tydz. 2026", else "prod. 2026"). A part the item lacks (an item stored
 * before it carried it) is left out, never guessed.
 */
export function variantParts(item: Pick<CompareTyre, "attributes" | "productionYear" | "dotWeek">): string[] {
  const year = Number.isInteger(item.productionYear) && item.productionYear > 0 ? item.productionYear : 0;
  const made = year ? (isDotWeek(item.dotWeek) ? `prod. ${item.dotWeek}. tydz. ${year}` : `prod. ${year}`) : "";
  return [variantSize(item.attributes), item.attributes.runFlat === true ? "Run Flat" : "", made].filter(Boolean);
}

/** A tyre named as pages name it, with its size: "Continental WinterContact TS 870 205/55 R16 94H XL" (toasts, buttons' names). */
export function tyreVariantName(item: Pick<CompareTyre, "producer" | "tread" | "attributes">): string {
  return [tyreDisplayName(item), variantSize(item.attributes)].filter(Boolean).join(" ");
}

/** The parts of `variantParts` as one line: "205/55 R16 94H XL · Run Flat · prod. 37. tydz. 2026". */
export function variantLine(item: Pick<CompareTyre, "attributes" | "productionYear" | "dotWeek">): string {
  return variantParts(item).join(" · ");
}
