import "../../runtime/shared-deps";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { WithQueryClient } from "../../api/query";

interface CountedProps {
  searchUrl: string;
  /** The search's query for the form's current choices (countQuery in the island). */
  query: string;
  /** The island's apply button for a count (null: unknown) and whether the next one is on its way. */
  render: (shown: number | null, pending: boolean) => ReactNode;
}

/**
 * The count of the shopper's choices on a phone, asked of the search (the previous count stays
 * while the next is on its way). Loaded with the first choice, so the listing itself never
 * downloads the query library.
 */
export default function CountedSheetActions(props: CountedProps) {
  return (
    <WithQueryClient>
      <Counted {...props} />
    </WithQueryClient>
  );
}

function Counted({ searchUrl, query, render }: CountedProps) {
  const count = useQuery({
    queryKey: ["listing-count", searchUrl, query],
    queryFn: async ({ signal }) => {
      const response = await fetch(`${searchUrl}?${query}`, { signal, headers: { accept: "application/json" } });
      // A value the API refuses (a price beyond its range): the button just says "Pokaż wyniki".
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return ((await response.json()) as { total: number }).total;
    },
    placeholderData: keepPreviousData,
  });
  return render(count.isError ? null : (count.data ?? null), count.isFetching);
}
