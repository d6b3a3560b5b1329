import { Hono } from "hono";
import { renderToString } from "react-dom/server";
import { cacheLong } from "../../common/cache/strategies";
import { withCache } from "../../common/cache/with-cache";
import { ROUTES } from "../../common/routes";
import type { AppEnv } from "../env";
import { MENU } from "../ui/menu";
import { MenuListsFragment } from "../ui/MenuLists";

/** The static lists change only with a deploy: rendered once per isolate. */
let rendered: string | undefined;

/**
 * The header menus' lists (issue 37): the desktop mega menu's and the phone menu's, fetched by the
 * browser when a menu first opens instead of riding in every page (~30 KB of each page's HTML).
 * The same for everyone, so cached long and shareable; a piece of a page, never a page of its own:
 * `noindex`, and no page links to it (the categories' pages, linked from every header, list the
 * same tyres for crawlers and for a browser without scripts).
 */
export const menuFragment = new Hono<AppEnv>().get(ROUTES.menuFragment, withCache(cacheLong), (c) => {
  rendered ??= renderToString(<MenuListsFragment menu={MENU} />);
  return c.html(rendered, 200, { "X-Robots-Tag": "noindex" });
});
