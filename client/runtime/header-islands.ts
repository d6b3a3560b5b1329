import "./shared-deps";

/*
 * The header's parts a phone does not show until asked: the desktop header's mega menu, account
 * menu, compare link and last-seen panel (hidden below the desktop breakpoint) and the mobile menu's
 * last-seen list (inside the closed menu). client/main.ts hydrates an island only once it can be
 * seen, so a phone downloads this chunk when its menu opens, a desktop with the page.
 */
export { default as AccountMenu } from "../islands/account-menu";
export { default as CompareLink } from "../islands/compare-link";
export { default as LastSeen } from "../islands/last-seen";
export { default as MegaMenu } from "../islands/mega-menu";
