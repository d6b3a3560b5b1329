/**
 * Structured data for search engines. Not executable, so the CSP allows it; `<` is escaped so
 * no value can close the tag.
 */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }} />;
}
