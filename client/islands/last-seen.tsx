import { useEffect, useId, useState } from "react";
import { useSnapshot } from "valtio";
import { tyreDisplayName } from "../state/compare-item";
import { lastSeenState, restoreLastSeen } from "../state/last-seen";
import { EyeIcon } from "./icons";

export interface LastSeenProps {
  variant: "desktop" | "mobile";
  title: string;
}

/** Last-seen tyres: rendered only after mount and only when there is at least one entry. */
export default function LastSeen({ variant, title }: LastSeenProps) {
  const { items, mounted } = useSnapshot(lastSeenState);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  useEffect(() => {
    if (!lastSeenState.mounted) restoreLastSeen();
  }, []);
  if (!mounted || items.length === 0) return null;

  const list = (
    <ul className="last-seen-list">
      {items.map((item) => (
        <li key={item.sku}>
          <a href={`/dane-opony/${encodeURIComponent(item.slug)}${item.isMain ? "" : `?sup=${encodeURIComponent(item.sku)}`}`}>
            {tyreDisplayName(item)}
          </a>
        </li>
      ))}
    </ul>
  );
  if (variant === "mobile") {
    return (
      <section className="mobile-last-seen">
        <h2>{title}</h2>
        {list}
      </section>
    );
  }
  return (
    <div className="dropdown">
      <button type="button" className="header-action" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <span className="header-action-icon"><EyeIcon /></span>
        <span className="header-action-label">{title}</span>
      </button>
      <div id={panelId} className="dropdown-panel" hidden={!open}>{list}</div>
    </div>
  );
}
