/**
 * Icons shared by islands and server components: one empty, decorative element each, drawn by the
 * stylesheet (client/styles.css, "Icons": a mask of the icon's outline over the text colour), so a
 * page carries no inline SVG of its own (issue 37: 17 inline SVGs were ~5 KB and ~50 elements of
 * every listing). The names match the stylesheet's `.icon-<name>` rules.
 */
import type { ReactElement } from "react";

type IconName = "basket" | "user" | "compare" | "car" | "eye" | "menu" | "close" | "search";

function icon(name: IconName): () => ReactElement {
  return () => <span className={`icon icon-${name}`} aria-hidden="true" />;
}

export const BasketIcon = icon("basket");
export const UserIcon = icon("user");
export const CompareIcon = icon("compare");
export const CarIcon = icon("car");
export const EyeIcon = icon("eye");
export const MenuIcon = icon("menu");
export const CloseIcon = icon("close");
export const SearchIcon = icon("search");
