import { Island } from "../island";
import { t } from "../../common/i18n/intl";
import { ROUTES } from "../../common/routes";
import { CarIcon } from "../../common/ui/icons";
import { CAR_LINK, CAR_LINK_LABEL } from "../../common/markup/car-fit-names";
import type { MenuCategory } from "./menu";
import { MenuSections } from "./MenuLists";
import { useSite } from "./site-context";

export const CHOOSE_CAR = "Wybierz samochód";
export const ACCOUNT_LINKS = { signIn: ROUTES.login, register: ROUTES.register, account: ROUTES.account, orders: ROUTES.orders };

/**
 * The phone menu's body (issue 37): not in every page, but the menus' fragment's part the first
 * opening fetches into the panel (src/site/ui/Header.tsx, MobileMenuPanel): each category as a
 * native <details> accordion with its lists, the last seen, the shop's links, the contact and the
 * account. Rendered for everyone alike (the fragment is cached); the islands fill in what is the
 * shopper's own.
 */
export function MobileMenuBody({ menu }: { menu: readonly MenuCategory[] }) {
  const site = useSite();
  return (
    <>
      {menu.map((category) => (
        // One name: opening a category closes the one open before (exclusive accordion, no script).
        <details key={category.id} className="accordion" name="menu-category">
          <summary>{category.label}</summary>
          <div className="accordion-body">
            <MenuSections category={category} grouped />
          </div>
        </details>
      ))}
      <Island name="last-seen" props={{ variant: "mobile", title: t("actions.lastSeen"), basketHref: ROUTES.basket }} />
      <ul className="mobile-links">
        <li>
          <a className="mobile-car-link" href={ROUTES.carPicker} {...{ [CAR_LINK]: "" }}>
            <CarIcon /> <span {...{ [CAR_LINK_LABEL]: "" }}>{CHOOSE_CAR}</span>
          </a>
        </li>
        <li>
          <a href={ROUTES.compare}>{t("actions.compare")}</a>
        </li>
        <li>
          <a href={ROUTES.buyersInfo}>{t("topbar.buyersInfo")}</a>
        </li>
        <li>
          <a href={ROUTES.delivery}>{t("topbar.delivery")}</a>
        </li>
      </ul>
      <p className="mobile-contact">
        {`${t("mobile.contact")}: `}
        <a href={`mailto:${site.email}`}>{site.email}</a>
      </p>
      <Island name="account-menu" props={{ variant: "mobile", links: ACCOUNT_LINKS }} />
    </>
  );
}
