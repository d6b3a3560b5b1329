import { useContext } from "react";
import { renderToString } from "react-dom/server";
import type { ListedTyre } from "../shop-client";
import { deliveryDayShown } from "./DeliveryDate";
import { ProductCard } from "./ProductCard";
import { SiteContext } from "./site-context";

/** Cards remembered per isolate: ~2 KB of HTML and ~1 KB of key each, so at most ~3 MB. */
const MAX_REMEMBERED_CARDS = 1000;
const rendered = new Map<string, string>();

/**
 * A grid of product cards, each card's HTML rendered once per isolate and reused while nothing it
 * shows changes (issue 37: React spent ~3 ms a listing on 24 cards, most of a cache miss's render,
 * and the same tyres' cards fill the season's, the size's, the producer's and every sorted or
 * price-bound view of them). A card is a pure function of what its key holds: the tyre as the
 * shop API answered it (price, reduction, stock, reviews), its position and options, the one site
 * setting it reads (image transformations) and the delivery day it promises, worked out now. It
 * holds no island of its own (one per listing takes over the cards' forms), so sharing its markup
 * is safe, as StaticFragment's header and footer are. Bounded: when full, it starts again.
 */
export function ProductGrid({
  tyres,
  firstPosition = 1,
  actions = true,
  season = true,
}: {
  tyres: ListedTyre[];
  /** The first card's position in the whole list (a later page starts further on). */
  firstPosition?: number;
  actions?: boolean;
  /** Each card's season line (ProductCard). */
  season?: boolean;
}) {
  const site = useContext(SiteContext);
  const transformations = site?.imageTransformations ?? false;
  const html = tyres
    .map((tyre, index) => {
      const position = firstPosition + index;
      const sources = [{ days: tyre.deliveryDays, cutoffHour: tyre.sourceCutoffHour }];
      const key = JSON.stringify([
        tyre,
        position,
        actions,
        season,
        transformations,
        deliveryDayShown(sources, true, site?.deliveryPromise),
      ]);
      let card = rendered.get(key);
      if (card === undefined) {
        card = renderToString(
          <SiteContext.Provider value={site}>
            <ProductCard tyre={tyre} position={position} actions={actions} season={season} />
          </SiteContext.Provider>,
        );
        if (rendered.size >= MAX_REMEMBERED_CARDS) rendered.clear();
        rendered.set(key, card);
      }
      return card;
    })
    .join("");
  return <div className="product-grid" dangerouslySetInnerHTML={{ __html: html }} />;
}
