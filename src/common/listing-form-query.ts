/*
 * A listing filter's values as the shop API's search takes them: one mapping for the server (a
 * page's search, src/common/listing-filters.ts listingApiQuery) and the browser (the filter sheet's
 * live count, client/islands/filter-sheet). Small on purpose: the browser's chunk carries this,
 * not the filter table.
 */

/** One narrowing filter as the listing's form and the shop API's search name it. */
export interface ListingFormParam {
  /** The page's query name (Polish). */
  query: string;
  /** The search API's name. */
  api: string;
  kind: "choice" | "list" | "int" | "flag";
  /** The API's unit per page unit (prices: grosze per złoty). */
  scale?: number;
}

/** A value as the API takes it: a list comma-joined, a flag "1", a number in the API's unit. */
export function apiFilterValue(
  param: Pick<ListingFormParam, "kind" | "scale">,
  value: string | number | boolean | readonly string[],
): string {
  if (param.kind === "list") return (value as readonly string[]).join(",");
  if (param.kind === "flag") return "1";
  if (param.kind === "int") return String(Number(value) * (param.scale ?? 1));
  return String(value);
}

/**
 * The search's query for a form's fields (read by name, as FormData.getAll reads them): each
 * narrowing filter under its API name, lists sorted and unique; a number that is not whole is
 * dropped, as a page drops it.
 */
export function formSearchQuery(getAll: (name: string) => string[], params: readonly ListingFormParam[]): URLSearchParams {
  const query = new URLSearchParams();
  for (const param of params) {
    const values = getAll(param.query)
      .map((value) => value.trim())
      .filter(Boolean);
    if (!values.length) continue;
    const [first] = values as [string];
    if (param.kind === "list")
      query.set(param.api, apiFilterValue(param, [...new Set(values.flatMap((value) => value.split(",")))].sort()));
    else if (param.kind !== "int" || /^\d{1,6}$/.test(first)) query.set(param.api, apiFilterValue(param, first));
  }
  return query;
}

/**
 * The params as a page hands them to the browser (the filter sheet's props): one short string,
 * "producent producer list,…,cena-od price_min int 100", a third of their JSON in a listing.
 */
export function packFormParams(params: readonly ListingFormParam[]): string {
  return params.map((param) => [param.query, param.api, param.kind, ...(param.scale ? [param.scale] : [])].join(" ")).join(",");
}

/** packFormParams read back. */
export function unpackFormParams(packed: string): ListingFormParam[] {
  return packed
    .split(",")
    .filter(Boolean)
    .map((row) => {
      const [query = "", api = "", kind, scale] = row.split(" ");
      return { query, api, kind: kind as ListingFormParam["kind"], ...(scale ? { scale: Number(scale) } : {}) };
    });
}
