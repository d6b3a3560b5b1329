/**
 * Page links: first, last, two either side of the current one, previous and next. `nofollow`
 * where the pages are views search engines should not walk (a filtered listing's pages).
 */
export function Pagination({
  page,
  pages,
  hrefOf,
  label = "Strony wyników",
  nofollow = false,
}: {
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
  label?: string;
  nofollow?: boolean;
}) {
  const rel = (own?: string) => [own, nofollow ? "nofollow" : undefined].filter(Boolean).join(" ") || undefined;
  if (pages <= 1) return null;
  const numbers = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b);
  return (
    <nav className="pagination" aria-label={label}>
      {page > 1 ? (
        <a href={hrefOf(page - 1)} rel={rel("prev")}>
          ← Poprzednia
        </a>
      ) : null}
      <ol>
        {numbers.map((n, index) => (
          <li key={n}>
            {index > 0 && n - numbers[index - 1]! > 1 ? <span className="gap">…</span> : null}
            {n === page ? (
              <span aria-current="page">{n}</span>
            ) : (
              <a href={hrefOf(n)} rel={rel()} aria-label={`Strona ${n}`}>
                {n}
              </a>
            )}
          </li>
        ))}
      </ol>
      {page < pages ? (
        <a href={hrefOf(page + 1)} rel={rel("next")}>
          Następna →
        </a>
      ) : null}
    </nav>
  );
}
