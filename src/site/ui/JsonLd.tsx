import { JsonScript } from "./JsonScript";

/** Structured data for search engines (schema.org JSON-LD). */
export function JsonLd({ data }: { data: unknown }) {
  return <JsonScript type="application/ld+json" data={data} />;
}
