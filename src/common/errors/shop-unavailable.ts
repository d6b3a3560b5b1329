/**
 * The shop API could not answer a page's read (unreachable, or a server error there): pages say
 * 503, not 500, and a cached copy of the page may stand in (see withCache).
 */
export class ShopUnavailable extends Error {
  override name = "ShopUnavailable";
}
