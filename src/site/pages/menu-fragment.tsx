import { Hono } from "hono";
import { renderToString } from "react-dom/server";
import { cacheLong } from "../../common/cache/strategies";
import { withCache } from "../../common/cache/with-cache";
import { listingPath, ROUTES } from "../../common/routes";
import type { AppEnv } from "../env";
import { optional } from "../shop-client/answers";
import { MENU, stockedMenu } from "../ui/menu";
import { MenuListsFragment } from "../ui/MenuLists";
import { MobileMenuBody } from "../ui/MobileMenu";
import { IslandCollector, IslandCollectorContext } from "../island";
import { SiteContext } from "../ui/site-context";
import { pageSite } from "../page-settings";
import { MENU_PART, PHONE_MENU_KEY } from "../../common/markup/menu-names";

/**
 * The header menus' lists (issue 37): the desktop mega menu's and the phone menu's whole body,
 * fetched by the browser when a menu first opens instead of riding in every page (~33 KB of each
 * page's HTML).
 * The same for everyone, so cached long and shareable; a piece of a page, never a page of its own:
 * `noindex`, and no page links to it (the categories' pages, linked from every header, list the
 * same tyres for crawlers and for a browser without scripts). Its listing links are the ones with
 * tyres to buy (the site maps' landing pages); every link when the catalogue does not answer.
 */
export const menuFragment = new Hono<AppEnv>().get(ROUTES.menuFragment, withCache(cacheLong), async (c) => {
  const landing = await optional(c.var.shop.catalogue["site-map"].listings.$get(), null);
  const menu = landing ? stockedMenu(new Set(landing.listings.map((page) => listingPath(page.filter)))) : MENU;
  // The phone menu's islands carry their props inline: the page they join has its props block already.
  const islands = new IslandCollector("m", true);
  const html = renderToString(
    <SiteContext.Provider value={pageSite(c)}>
      <IslandCollectorContext.Provider value={islands}>
        <MenuListsFragment menu={menu} />
        <div {...{ [MENU_PART]: PHONE_MENU_KEY }}>
          <MobileMenuBody menu={menu} />
        </div>
      </IslandCollectorContext.Provider>
    </SiteContext.Provider>,
  );
  return c.html(html, 200, { "X-Robots-Tag": "noindex" });
});
