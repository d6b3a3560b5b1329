import { absoluteUrl } from "../../common/routes";
import { JsonLd } from "./JsonLd";
import { useSite } from "./site-context";

export interface Crumb {
  label: string;
  href?: string;
}

/** Visible breadcrumbs (home first) and their BreadcrumbList JSON-LD. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const site = useSite();
  const all: Crumb[] = [{ label: "Strona główna", href: "/" }, ...items];
  return (
    <>
      <nav className="breadcrumbs" aria-label="Ścieżka">
        <ol>
          {all.map((crumb, index) => (
            <li key={`${index}-${crumb.label}`}>
              {crumb.href && index < all.length - 1 ? (
                <a href={crumb.href}>{crumb.label}</a>
              ) : (
                <span aria-current="page">{crumb.label}</span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "BreadcrumbList",
          itemListElement: all.map((crumb, index) => ({
            "@type": "ListItem",
            position: index + 1,
            name: crumb.label,
            ...(crumb.href ? { item: absoluteUrl(site.url, crumb.href) } : {}),
          })),
        }}
      />
    </>
  );
}
