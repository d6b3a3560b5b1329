import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LABEL_CLASS_COLOURS, LABEL_CLASSES } from "../../src/common/config/storefront";

/**
 * The EU label's nested display on cards and the model page is drawn by the stylesheet, not in SVG
 * (issue 37, src/site/ui/EuLabelArrow.tsx): each class's arrow in the regulation's colour
 * (LABEL_CLASS_COLOURS, pinned in tests/eu-label.test.ts), the letter white, the range A–E beside it.
 */
const styles = readFileSync(path.resolve(import.meta.dirname, "../../client/styles.css"), "utf8");

/** The declarations of a top-level rule with exactly this selector. */
function rule(selector: string): string {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?:^|\\n)${escaped} \\{([^}]*)\\}`).exec(styles)?.[1] ?? "";
}

describe("the nested display's drawing (client/styles.css)", () => {
  it("colours each class's arrow and badge in its official colour, draws the letter white and the range A–E beside it", () => {
    for (const fuelClass of LABEL_CLASSES)
      expect(rule(`.eu-arrow-${fuelClass}`), fuelClass).toContain(`--eu-class: ${LABEL_CLASS_COLOURS[fuelClass]};`);
    expect(rule(".eu-arrow")).toContain("color: #fff;");
    expect(rule(".eu-arrow::after")).toContain("background: var(--eu-class);");
    expect(rule(".eu-badge")).toContain("background: var(--eu-class);");
    expect(rule(".eu-arrow::before")).toContain(`content: "${LABEL_CLASSES[0]}\\A \\2195\\A ${LABEL_CLASSES.at(-1)}";`);
  });
});
