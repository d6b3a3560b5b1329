import "../../runtime/shared-deps";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type ReactNode, useMemo } from "react";
import { WithQueryClient } from "../../api/query";
import { formSearchQuery, unpackFormParams } from "../../../src/common/listing-form-query";

interface CountedProps {
  searchUrl: string;
  /** Every narrowing filter's page and API names (packFormParams). */
  params: string;
  /** The form's current fields as its GET would send them (the island's formFields). */
  fields: string;
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

/** The search's query for the form's fields (the API's names and units), just the count. */
function countQuery(fields: string, packedParams: string): string {
  const data = new URLSearchParams(fields);
  const query = formSearchQuery((name) => data.getAll(name), unpackFormParams(packedParams));
  query.set("limit", "1");
  query.set("facets", "0");
  return query.toString();
}

function Counted({ searchUrl, params, fields, render }: CountedProps) {
  const query = useMemo(() => countQuery(fields, params), [fields, params]);
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
