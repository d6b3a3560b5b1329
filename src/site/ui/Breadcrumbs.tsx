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
  // Every crumb but the page's own leads somewhere: search engines refuse a BreadcrumbList whose
  // middle item has no URL (issue 38 found a campaign's "Promocje"), so such a crumb is left out.
  const all: Crumb[] = [{ label: "Strona główna", href: "/" }, ...items].filter(
    (crumb, index, list) => crumb.href !== undefined || index === list.length - 1,
  );
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
