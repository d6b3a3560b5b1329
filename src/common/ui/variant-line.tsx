import type { CompareTyre } from "../compare-item";
import { variantParts } from "../tyre-variant-names";

/**
 * The line under a tyre's name that tells two versions of one tread apart (issue 35 point 7):
 * "205/55 R16 94H XL · Run Flat · prod. 37. tydz. 2026" (src/common/compare-item.ts says what goes
 * in). It breaks between its parts, never inside one. Nothing for an item that stored none of them.
 */
export function VariantLine({
  item,
  className,
}: {
  item: Pick<CompareTyre, "attributes" | "productionYear" | "dotWeek">;
  className?: string;
}) {
  const parts = variantParts(item);
  if (!parts.length) return null;
  return (
    <span className={className ? `variant-line ${className}` : "variant-line"}>
      {parts.map((part, index) => (
        <span key={part}>
          {index ? "\u00a0· " : ""}
          <span className="variant-line-part">{part}</span>
        </span>
      ))}
    </span>
  );
}
