import "./shared-deps";
import { MENU_PART, MENU_SLOT } from "../../src/common/markup/menu-names";
import { ISLANDS_ADDED_EVENT } from "../../src/common/markup/island-props";

/**
 * The header menus' lists, fetched once when a menu first opens (issue 37): the page carries only
 * the category tabs and the phone menu's frame (its head); the fragment (src/site/pages/menu-fragment.tsx,
 * the same for everyone and cached) carries every list, each part keyed by the place it fills.
 * The desktop mega menu (islands/mega-menu.tsx) and the phone menu (islands/mobile-menu.tsx) share
 * the one request.
 */
let lists: Promise<Record<string, string>> | undefined;

/** Every part of the fragment by its key (a failure is forgotten, so the next opening tries again). */
export function loadMenuLists(src: string): Promise<Record<string, string>> {
  lists ??= fetch(src, { credentials: "omit" })
    .then((response) => {
      if (!response.ok) throw new Error(`${src}: ${response.status}`);
      return response.text();
    })
    .then((html) => {
      const template = document.createElement("template");
      template.innerHTML = html;
      const parts: Record<string, string> = {};
      for (const part of template.content.querySelectorAll(`[${MENU_PART}]`)) parts[part.getAttribute(MENU_PART) ?? ""] = part.innerHTML;
      return parts;
    });
  lists.catch(() => {
    lists = undefined;
  });
  return lists;
}

/**
 * Fills the places waiting under `root` (the phone menu's body, the mega menu's panels). A place
 * held a link until now; one focused keeps the focus on its successor. Islands in what came (the
 * phone menu's last seen and account) hydrate: the entry hears ISLANDS_ADDED_EVENT.
 */
export async function fillMenuSlots(root: HTMLElement, src: string): Promise<void> {
  const parts = await loadMenuLists(src);
  for (const slot of root.querySelectorAll<HTMLElement>(`[${MENU_SLOT}]`)) {
    const html = parts[slot.getAttribute(MENU_SLOT) ?? ""];
    if (html === undefined) continue;
    const focused = slot.contains(document.activeElement);
    slot.innerHTML = html;
    slot.removeAttribute(MENU_SLOT);
    if (focused) slot.querySelector<HTMLElement>("a.menu-all")?.focus();
    slot.dispatchEvent(new Event(ISLANDS_ADDED_EVENT, { bubbles: true }));
  }
}
