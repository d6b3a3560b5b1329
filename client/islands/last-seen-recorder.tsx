import "../runtime/shared-deps";
import { useEffect } from "react";
import { isCompareTyreList, type CompareTyre } from "../../src/common/compare-item";
import { recordLastSeen } from "../state/last-seen";

/**
 * On a tyre data page: remembers the viewed offer for the last-seen panel. The offer comes from
 * the page's JSON data element (`sourceId`), which the data page writes once for every reader.
 */
export default function LastSeenRecorder({ sourceId }: { sourceId: string }) {
  useEffect(() => {
    try {
      const item: unknown = JSON.parse(document.getElementById(sourceId)?.textContent ?? "null");
      if (isCompareTyreList([item])) recordLastSeen(item as CompareTyre);
    } catch {
      // No usable product data on this page: nothing to remember.
    }
  }, [sourceId]);
  return null;
}
