import { useEffect, useRef, useState } from "react";
import { BREAKPOINTS, HEADER_HIDE_SCROLL_THRESHOLD_PX } from "../../src/common/config/storefront";
import { MenuIcon } from "../../src/common/ui/icons";

export interface MobileMenuProps {
  /** id of the server-rendered menu panel this button opens (its 400 links need no props). */
  panelId: string;
  /** id of the header that slides away when scrolling down on mobile. */
  headerId: string;
  openLabel: string;
  /** The menus' lists (ROUTES.menuFragment), fetched with the first opening. */
  src: string;
  /** Without scripts the button leads here instead: a page listing every category (the site map). */
  fallbackHref: string;
}

/**
 * The burger of the mobile header. The full-screen panel's frame is server HTML, so this island
 * only opens and closes it, traps nothing but Escape, locks page scroll while open and slides the
 * header away when scrolling down. The panel's body (an accordion of <details> per category, the
 * links, the account) is not in the page (issue 37): the first opening fetches it
 * (client/runtime/menu-lists.ts, loaded then), and until it comes the body links to the site map.
 * Without scripts the button sends its form to the site map, which lists every category.
 */
export default function MobileMenu({ panelId, headerId, openLabel, src, fallbackHref }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const panel = document.getElementById(panelId);
    if (!panel) return;
    panel.toggleAttribute("data-open", open);
    panel.setAttribute("aria-hidden", String(!open));
    panel.inert = !open;
    document.body.toggleAttribute("data-menu-open", open);
    if (open) {
      panel.querySelector<HTMLElement>("[data-menu-close]")?.focus();
      void import("../runtime/menu-lists").then((lists) => lists.fillMenuSlots(panel, src)).catch(() => {});
    }

    const close = () => {
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target as HTMLElement;
      if (target.closest("[data-menu-close]") || target.closest("a")) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && open) close();
    };
    panel.addEventListener("click", onClick);
    document.addEventListener("keydown", onKey);
    return () => {
      panel.removeEventListener("click", onClick);
      document.removeEventListener("keydown", onKey);
    };
  }, [open, panelId, src]);

  useEffect(() => {
    const header = document.getElementById(headerId);
    if (!header) return;
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const mobile = window.innerWidth < BREAKPOINTS.lg;
      const sticky = document.body.hasAttribute("data-sticky-tabs");
      const hide = mobile && !sticky && y > HEADER_HIDE_SCROLL_THRESHOLD_PX && y > lastY;
      header.toggleAttribute("data-hidden", hide);
      lastY = y;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [headerId]);

  return (
    <form action={fallbackHref} className="burger-form">
      <button
        ref={buttonRef}
        type="submit"
        className="icon-button burger"
        aria-label={openLabel}
        aria-controls={panelId}
        aria-expanded={open}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        <MenuIcon />
      </button>
    </form>
  );
}
