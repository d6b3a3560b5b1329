/**
 * Data for a script or search engines in a non-executable `<script>` (the CSP allows it): the one
 * place JSON goes into HTML. `<` is escaped, so no value can close the tag.
 */
export function JsonScript({
  type = "application/json",
  id,
  data,
}: {
  type?: "application/json" | "application/ld+json";
  id?: string;
  data: unknown;
}) {
  return <script type={type} id={id} dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }} />;
}
