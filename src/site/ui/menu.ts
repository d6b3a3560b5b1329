/** The category menu shared by the desktop mega menu and the mobile accordion (SPEC §2). */

import { VEHICLE_TYPES, type Season } from "../../common/config/storefront";
import { t } from "../../common/i18n/intl";
import { listingPath, modelPath, carMakePath, ROUTES } from "../../common/routes";
import { CAR_MAKES } from "../../common/reference/cars";
import { POPULAR_MODELS } from "../../common/reference/menus";
import { PRODUCERS } from "../../common/reference/producers";
import { MENU_RIMS, POPULAR_SIZES, sizeLabel } from "../../common/reference/sizes";
import { byPolishName } from "../../common/i18n/collation";

export interface MenuLink {
  label: string;
  href: string;
}

export interface MenuSection {
  title: string;
  links: MenuLink[];
  /** Short lists (rims) show as compact chips. */
  compact?: boolean;
  /** Grid columns the section spans in the desktop mega menu (default 1). */
  span?: 1 | 2 | 3;
  /** Text columns inside the section (default 1). */
  columns?: 1 | 2 | 4;
  /**
   * A long list: the mobile menu closes it into a group of its own (<details>), so an opened
   * category fits on a phone's screen instead of running to 80 links (issue 16).
   */
  group?: boolean;
}

export interface MenuCategory {
  id: string;
  label: string;
  href: string;
  allLabel: string;
  sections: MenuSection[];
}

const seasonTabLabel: Record<Season, string> = {
  zimowe: t("nav.winter"),
  caloroczne: t("nav.allSeason"),
  letnie: t("nav.summer"),
};

const producersByName = [...PRODUCERS].sort(byPolishName);

function seasonCategory(season: Season): MenuCategory {
  return {
    id: season,
    label: seasonTabLabel[season],
    href: listingPath({ season }),
    allLabel: t("nav.allSeasonTyres", { season: t(`season.${season}`) }),
    sections: [
      {
        title: t("nav.sizes"),
        span: 2,
        columns: 2,
        group: true,
        links: POPULAR_SIZES.map((size) => ({
          label: sizeLabel(size),
          href: listingPath({ season, width: size.width, profile: size.profile, rim: size.rim }),
        })),
      },
      {
        title: t("nav.rims"),
        compact: true,
        links: MENU_RIMS[season].map((rim) => ({ label: `R${rim}`, href: listingPath({ season, rim }) })),
      },
      {
        title: t("nav.producers"),
        span: 3,
        columns: 4,
        group: true,
        links: producersByName.map((producer) => ({ label: producer.name, href: listingPath({ season, producers: [producer.slug] }) })),
      },
    ],
  };
}

/** Built once per isolate: the lists are static. */
export const MENU: MenuCategory[] = [
  {
    id: "opony",
    label: t("nav.tyres"),
    href: ROUTES.tyres,
    allLabel: t("nav.allTyres"),
    sections: [
      {
        title: t("nav.vehicleTypes"),
        links: VEHICLE_TYPES.map((vehicle) => ({ label: t(`vehicle.${vehicle}`), href: listingPath({ vehicle }) })),
      },
      {
        title: t("nav.producers"),
        span: 3,
        columns: 4,
        group: true,
        links: producersByName.map((producer) => ({ label: producer.name, href: listingPath({ producers: [producer.slug] }) })),
      },
      {
        title: t("nav.models"),
        links: POPULAR_MODELS.map((model) => ({ label: `${model.producer} ${model.model}`, href: modelPath(model.slug) })),
      },
      {
        title: t("nav.carMakes"),
        group: true,
        links: CAR_MAKES.map((make) => ({ label: make.name, href: carMakePath(make.slug) })),
      },
    ],
  },
  seasonCategory("zimowe"),
  seasonCategory("caloroczne"),
  seasonCategory("letnie"),
];

/**
 * The menu with only listings that have tyres to buy (issue 38: the menu linked empty, noindex rim
 * pages such as /opony/zimowe/r22 from every page): a listing link stays when its clean path is a
 * landing page of the site maps; links to other pages (models, car makes) always stay.
 */
export function stockedMenu(landingPaths: ReadonlySet<string>): MenuCategory[] {
  const keep = (link: MenuLink) => !link.href.startsWith("/opony/") || landingPaths.has(link.href);
  return MENU.map((category) => ({
    ...category,
    sections: category.sections
      .map((section) => ({ ...section, links: section.links.filter(keep) }))
      .filter((section) => section.links.length),
  }));
}
