import { useEffect } from "react";
import { useSnapshot } from "valtio";
import { COMPARE_HEADER_LINK_MIN_EXCLUSIVE } from "../../src/common/config/storefront";
import { appState } from "../state/app";
import { restoreCompareTyres } from "../state/compare";
import { useHydrated } from "../runtime/use-hydrated";
import { HeaderActionIcon } from "../../src/common/ui/icons";

export interface CompareLinkProps {
  href: string;
  label: string;
  tooltip: string;
}

/** Header compare action: a link once more than one tyre is selected, otherwise a hint. */
export default function CompareLink({ href, label, tooltip }: CompareLinkProps) {
  const { compareTyres } = useSnapshot(appState);
  useEffect(restoreCompareTyres, []);
  const count = useHydrated() ? compareTyres.length : 0;

  if (count > COMPARE_HEADER_LINK_MIN_EXCLUSIVE) {
    return (
      <a className="header-action" href={href}>
        <HeaderActionIcon name="compare">
          <span className="badge">{count}</span>
        </HeaderActionIcon>
        <span className="header-action-label">{label}</span>
      </a>
    );
  }
  return (
    <span className="header-action has-tooltip" tabIndex={0} aria-describedby="compare-tooltip">
      <HeaderActionIcon name="compare" />
      <span className="header-action-label">{label}</span>
      <span role="tooltip" id="compare-tooltip" className="tooltip">
        {tooltip}
      </span>
    </span>
  );
}
