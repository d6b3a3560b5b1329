import { Island } from "../island";
import { deliveryHeadline } from "../../common/delivery";
import { t } from "../../common/i18n/intl";
import { ROUTES, SHOP_API_BASE_PATH } from "../../common/routes";
import { CloseIcon, HeaderActionIcon } from "../../common/ui/icons";
import { CAR_LINK, CAR_LINK_LABEL } from "../../common/markup/car-fit-names";
import { Logo } from "./Logo";
import { MENU_SLOT, PHONE_MENU_KEY } from "../../common/markup/menu-names";
import { MENU } from "./menu";
import { ACCOUNT_LINKS, CHOOSE_CAR } from "./MobileMenu";
import { useSite } from "./site-context";

export const HEADER_ID = "site-header";
export const MOBILE_MENU_ID = "mobile-menu";

const basketCountForms = {
  zero: t("actions.basketCount.zero"),
  one: t("actions.basketCount.one"),
  few: t("actions.basketCount.few"),
  many: t("actions.basketCount.many"),
  other: t("actions.basketCount.other"),
};

const megaMenuProps = {
  label: t("nav.mainMenu"),
  tabs: MENU.map(({ id, label, href }) => ({ id, label, href })),
  src: ROUTES.menuFragment,
};

const searchProps = { action: ROUTES.searchResults, endpoint: `${SHOP_API_BASE_PATH}/catalogue/suggest` };

/** Header: top bar, logo, mega menu and actions on desktop; burger, logo and basket on mobile. */
export function Header() {
  const site = useSite();
  return (
    <>
      <header id={HEADER_ID} className="site-header">
        <div className="topbar">
          <div className="container topbar-inner">
            <a href={ROUTES.delivery} className="topbar-delivery">
              <strong>{t("topbar.delivery")}</strong>
              {` – ${(site.delivery && deliveryHeadline(site.delivery.methods)) || t("topbar.courierDelivery")}`}
            </a>
            <a href={ROUTES.buyersInfo}>{t("topbar.buyersInfo")}</a>
            <a href={ROUTES.blog}>{t("topbar.blog")}</a>
            <span className="topbar-contact">
              <a href={`tel:${site.phone.replace(/\s+/g, "")}`}>{site.phone}</a>
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </span>
          </div>
        </div>
        <div className="container header-main">
          <Island
            name="mobile-menu"
            className="mobile-only"
            props={{
              panelId: MOBILE_MENU_ID,
              headerId: HEADER_ID,
              openLabel: t("mobile.openMenu"),
              src: ROUTES.menuFragment,
              fallbackHref: ROUTES.siteMap,
            }}
          />
          <Logo />
          {/* The tabs are links to the categories' pages; their panels come with the first pointer or focus (issue 37). */}
          <Island name="mega-menu" className="desktop-only" props={megaMenuProps} />
          <Island name="search-box" className="desktop-only" hydrate="interaction" props={{ variant: "desktop", ...searchProps }} />
          <div className="header-actions">
            {/* The same for everyone (the header is cached): with a car chosen, its script names the car here. On a phone an icon beside the basket. */}
            <a className="header-action header-car" href={ROUTES.carPicker} {...{ [CAR_LINK]: "" }}>
              <HeaderActionIcon name="car" />
              <span className="header-action-label" {...{ [CAR_LINK_LABEL]: "" }}>
                {CHOOSE_CAR}
              </span>
            </a>
            <Island name="search-box" className="mobile-only" hydrate="interaction" props={{ variant: "mobile", ...searchProps }} />
            <Island
              name="last-seen"
              className="desktop-only"
              props={{ variant: "desktop", title: t("actions.lastSeen"), basketHref: ROUTES.basket }}
            />
            <Island
              name="compare-link"
              className="desktop-only"
              props={{ href: ROUTES.compare, label: t("actions.compare"), tooltip: t("actions.compareTooltip") }}
            />
            <Island name="account-menu" className="desktop-only" props={{ variant: "desktop", links: ACCOUNT_LINKS }} />
            <Island
              name="basket-badge"
              props={{ href: ROUTES.basket, label: t("actions.basket"), countForms: basketCountForms, showLabel: true }}
            />
          </div>
        </div>
      </header>
      <MobileMenuPanel />
    </>
  );
}

/**
 * The full-screen mobile menu's frame: its head (the logo and "Zamknij menu") and an empty body the
 * burger's first opening fills from the menus' fragment (issue 37: ~40 elements and 3 KB less in
 * every page; src/site/ui/MobileMenu.tsx). Until then, or if the fragment cannot come, the body
 * leads to the site map, which lists every category.
 */
function MobileMenuPanel() {
  return (
    <div id={MOBILE_MENU_ID} className="mobile-panel" aria-hidden="true" inert role="dialog" aria-label={t("nav.mainMenu")}>
      <div className="mobile-panel-head">
        <Logo />
        <button type="button" className="icon-button" data-menu-close aria-label={t("mobile.closeMenu")}>
          <CloseIcon />
        </button>
      </div>
      <nav className="mobile-panel-body" aria-label={t("nav.mainMenu")} {...{ [MENU_SLOT]: PHONE_MENU_KEY }}>
        <a className="menu-all" href={ROUTES.siteMap}>
          {`${t("mobile.allCategories")} →`}
        </a>
      </nav>
    </div>
  );
}
