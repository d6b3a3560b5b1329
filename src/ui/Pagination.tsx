/** Page links: first, last, two either side of the current one, previous and next. */
export function Pagination({
  page,
  pages,
  hrefOf,
  label = "Strony wyników",
}: {
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
  label?: string;
}) {
  if (pages <= 1) return null;
  const numbers = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b);
  return (
    <nav className="pagination" aria-label={label}>
      {page > 1 ? (
        <a href={hrefOf(page - 1)} rel="prev">
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
              <a href={hrefOf(n)} aria-label={`Strona ${n}`}>
                {n}
              </a>
            )}
          </li>
        ))}
      </ol>
      {page < pages ? (
        <a href={hrefOf(page + 1)} rel="next">
          Następna →
        </a>
      ) : null}
    </nav>
  );
}
