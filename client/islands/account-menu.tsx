import { useEffect, useId, useRef, useState } from "react";
import { useSnapshot } from "valtio";
import { siteApi } from "../api/clients";
import { refreshSession, sessionState } from "../state/session";
import { useHydrated } from "../runtime/use-hydrated";
import { queueToastForNextPage, showToast } from "../state/ui";
import { HeaderActionIcon } from "../../src/common/ui/icons";
import { ACCOUNT_LABELS } from "../../src/common/i18n/account-labels";

export interface AccountMenuProps {
  variant: "desktop" | "mobile";
  links: { signIn: string; register: string; account: string; orders: string };
}

/**
 * The account menu (SPEC §6): anonymous visitors see sign-in and register; signed-in users also
 * see their orders and logout. The session is asked after hydration, so the HTML stays shareable.
 */
export default function AccountMenu({ variant, links }: AccountMenuProps) {
  const labels = ACCOUNT_LABELS;
  const hydrated = useHydrated();
  const { user: sessionUser } = useSnapshot(sessionState);
  const user = hydrated ? sessionUser : null;
  useEffect(() => {
    void refreshSession();
    const onVisible = () => {
      if (document.visibilityState === "visible") void refreshSession();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, []);

  async function logout() {
    try {
      await siteApi.auth.signout.$post();
      queueToastForNextPage(labels.loggedOut);
      window.location.assign("/");
    } catch {
      showToast(labels.logoutFailed, "error");
    }
  }

  const items = user ? (
    <>
      <li>
        <a href={links.account}>{labels.myAccount}</a>
      </li>
      <li>
        <a href={links.orders}>{labels.orders}</a>
      </li>
      <li>
        <button type="button" className="link-button" onClick={logout}>
          {labels.logout}
        </button>
      </li>
    </>
  ) : (
    <>
      <li>
        <a className={variant === "mobile" ? "button button-primary" : undefined} href={links.signIn}>
          {labels.signIn}
        </a>
      </li>
      <li>
        <a className={variant === "mobile" ? "button button-secondary" : undefined} href={links.register}>
          {labels.register}
        </a>
      </li>
    </>
  );

  if (variant === "mobile") return <ul className="mobile-account">{items}</ul>;
  return <DesktopDropdown label={labels.account}>{items}</DesktopDropdown>;
}

function DesktopDropdown({ label, children }: { label: string; children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <div
      className="dropdown"
      ref={rootRef}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        type="button"
        className="header-action"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <HeaderActionIcon name="user" />
        <span className="header-action-label">{label}</span>
      </button>
      {/* Only while open: every page's HTML (the header is cached for all) would carry the closed list. */}
      {open ? (
        <ul id={menuId} className="dropdown-panel">
          {children}
        </ul>
      ) : null}
    </div>
  );
}
