import { useEffect, useRef, useState } from "react";
import { megaMenuKey } from "../../src/common/markup/menu-names";
import { loadMenuLists } from "../runtime/menu-lists";

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
 * The desktop mega menu (issue 37): the page carries only the tabs; the panels come with the menus'
 * fragment, fetched with the first pointer over the tabs or focus on one (a tab already hovered or
 * focused when this hydrates counts too). A panel then opens on hover and on keyboard focus by the
 * stylesheet alone, as before (Tab walks from a tab into its panel's links). Until then a tab is a
 * plain link to its category's page; a failed fetch leaves it so, and the next pointer tries again.
 */
export default function MegaMenu({ label, tabs, src }: MegaMenuProps) {
  const navRef = useRef<HTMLElement>(null);
  const [panels, setPanels] = useState<Record<string, string> | null>(null);

  useEffect(() => {
    const nav = navRef.current;
    if (!nav || panels) return;
    const load = () => {
      nav.removeEventListener("pointerover", load);
      nav.removeEventListener("focusin", load);
      loadMenuLists(src).then(setPanels, listen);
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
  }, [src, panels]);

  return (
    <nav ref={navRef} className="mega-nav" aria-label={label}>
      <ul className="mega-tabs">
        {tabs.map((tab) => {
          const list = panels?.[megaMenuKey(tab.id)];
          return (
            <li key={tab.id} className="mega-item">
              <a className="mega-tab" href={tab.href} aria-haspopup="true">
                {tab.label}
              </a>
              {list !== undefined ? (
                <div className="mega-panel">
                  {/* The shop's own fragment (src/site/pages/menu-fragment.tsx): links it rendered, put in once. React renders no children here. */}
                  <div
                    className="container mega-panel-inner"
                    ref={(inner) => {
                      if (inner && !inner.firstChild) inner.innerHTML = list;
                    }}
                  />
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
