import { lazy, Suspense, useEffect } from "react";
import { useSnapshot } from "valtio";
import { lastSeenState, restoreLastSeen } from "../../state/last-seen";
import { everyEntry } from "../../runtime/every-entry";
import { useHydrated } from "../../runtime/use-hydrated";

export interface LastSeenProps {
  variant: "desktop" | "mobile";
  title: string;
  basketHref: string;
}

/** The list's code loads only for a shopper who has one (functional consent and a tyre seen). */
const LastSeenPanel = lazy(() => import("./panel"));

/**
 * Last-seen tyres (SPEC §4) in the header: nothing on the server (the list lives in this
 * browser), nothing until hydrated, and nothing while the list is empty.
 */
export default function LastSeen(props: LastSeenProps) {
  const { items, mounted } = useSnapshot(lastSeenState);
  const hydrated = useHydrated();
  useEffect(() => {
    if (!lastSeenState.mounted) restoreLastSeen();
  }, []);
  if (!hydrated || !mounted || items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <LastSeenPanel {...props} items={everyEntry(items)} />
    </Suspense>
  );
}
