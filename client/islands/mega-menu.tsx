import { useEffect, useRef } from "react";
import { MENU_SLOT, megaMenuKey } from "../../src/common/markup/menu-names";
import { fillMenuSlots } from "../runtime/menu-lists";

export interface MegaMenuTab {
  id: string;
  label: string;
  href: string;
}

export interface MegaMenuProps {
  label: string;
  /** The category tabs: plain links to the categories' pages, which list what the panels list. */
  tabs: MegaMenuTab[];
  /** The menus' lists (ROUTES.menuFragment), fetched once, when the menu is first pointed at or focused. */
  src: string;
}

/**
 * The desktop mega menu (issue 37): the page carries only the tabs and their empty panels; the
 * lists come with the menus' fragment, fetched with the first pointer over the tabs or focus on
 * one (a tab already hovered or focused when this hydrates counts too). A panel then opens on
 * hover and on keyboard focus by the stylesheet alone, as before (Tab walks from a tab into its
 * panel's links); one still waiting for its lists stays closed. React never renders into the
 * panels, so the lists put there stay.
 */
export default function MegaMenu({ label, tabs, src }: MegaMenuProps) {
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    const load = () => {
      nav.removeEventListener("pointerover", load);
      nav.removeEventListener("focusin", load);
      // A failure leaves the tabs as links; the next pointer or focus tries again.
      fillMenuSlots(nav, src).catch(listen);
    };
    const listen = () => {
      nav.addEventListener("pointerover", load);
      nav.addEventListener("focusin", load);
    };
    if (nav.matches(":hover") || nav.contains(document.activeElement)) load();
    else listen();
    return () => {
      nav.removeEventListener("pointerover", load);
      nav.removeEventListener("focusin", load);
    };
  }, [src]);

  return (
    <nav ref={navRef} className="mega-nav" aria-label={label}>
      <ul className="mega-tabs">
        {tabs.map((tab) => (
          <li key={tab.id} className="mega-item">
            <a className="mega-tab" href={tab.href} aria-haspopup="true">
              {tab.label}
            </a>
            <div className="mega-panel">
              <div className="container mega-panel-inner" {...{ [MENU_SLOT]: megaMenuKey(tab.id) }} />
            </div>
          </li>
        ))}
      </ul>
    </nav>
  );
}
