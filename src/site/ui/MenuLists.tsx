import { MENU_PART, megaMenuKey } from "../../common/markup/menu-names";
import type { MenuCategory, MenuSection } from "./menu";

/** `grouped`: the phone menu, where long lists close into groups of their own. */
export function MenuSections({ category, grouped = false }: { category: MenuCategory; grouped?: boolean }) {
  return (
    <>
      {category.sections.map((section) =>
        grouped && section.group ? (
          <details key={section.title} className="menu-group">
            <summary>
              {section.title} <span className="menu-group-count">{section.links.length}</span>
            </summary>
            <MenuLinks section={section} />
          </details>
        ) : (
          <section key={section.title} className={`menu-section span-${section.span ?? 1} columns-${section.columns ?? 1}`}>
            <h2 className="menu-section-title">{section.title}</h2>
            <MenuLinks section={section} />
          </section>
        ),
      )}
      <MenuAllLink category={category} />
    </>
  );
}

/** "All winter tyres →": ends a category's lists, and stands in for them until they come. */
export function MenuAllLink({ category }: { category: MenuCategory }) {
  return (
    <a className="menu-all" href={category.href}>
      {`${category.allLabel} →`}
    </a>
  );
}

function MenuLinks({ section }: { section: MenuSection }) {
  return (
    <ul className={section.compact ? "menu-links menu-links-compact" : "menu-links"}>
      {section.links.map((link) => (
        <li key={link.href}>
          <a href={link.href}>{link.label}</a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The desktop mega menu's parts of the fragment at ROUTES.menuFragment: every category's lists,
 * each part keyed by the place in the header it fills (client/runtime/menu-lists.ts).
 */
export function MenuListsFragment({ menu }: { menu: readonly MenuCategory[] }) {
  return (
    <>
      {menu.map((category) => (
        <div key={`mega-${category.id}`} {...{ [MENU_PART]: megaMenuKey(category.id) }}>
          <MenuSections category={category} />
        </div>
      ))}
    </>
  );
}
