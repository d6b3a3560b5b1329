/**
 * The menus' lists come on demand (issue 37): the page names empty places for them, the fragment
 * at ROUTES.menuFragment (src/site/pages/menu-fragment.tsx) carries every list once, and the
 * browser's code (client/runtime/menu-lists.ts) moves each part into the place of the same key.
 */
/** A place in the page waiting for a list: its value is the key of the fragment's part. */
export const MENU_SLOT = "data-menu-slot";
/** One list in the fragment: its value is the key of the place it goes to. */
export const MENU_PART = "data-menu-part";
/** The key of a category's lists in the desktop mega menu. */
export const megaMenuKey = (categoryId: string) => `mega-${categoryId}`;
/**
 * The key of the phone menu's body: every category's lists (long lists folded into groups), the
 * last seen, the shop's links and the account's, none of it in the page until the menu first opens.
 */
export const PHONE_MENU_KEY = "phone-menu";
