/**
 * Icons shared by islands and server components: one empty, decorative element each, drawn by the
 * stylesheet (client/styles.css, "Icons": a mask of the icon's outline over the text colour), so a
 * page carries no inline SVG of its own (issue 37: 17 inline SVGs were ~5 KB and ~50 elements of
 * every listing). The names match the stylesheet's `.icon-<name>` rules.
 */
import type { ReactElement, ReactNode } from "react";

type IconName = "basket" | "user" | "compare" | "car" | "eye" | "menu" | "close" | "search";

function icon(name: IconName): () => ReactElement {
  return () => <span className={`icon icon-${name}`} aria-hidden="true" />;
}

export const BasketIcon = icon("basket");
export const CarIcon = icon("car");
export const MenuIcon = icon("menu");
export const CloseIcon = icon("close");

/**
 * A header action's icon box: the icon is the box's own ::before (.icon-before), not an element
 * inside it (issue 37: an element less for each of the header's actions); `children` is a count
 * badge where the action has one.
 */
export function HeaderActionIcon({ name, children }: { name: IconName; children?: ReactNode }) {
  return <span className={`header-action-icon icon-before icon-${name}`}>{children}</span>;
}
