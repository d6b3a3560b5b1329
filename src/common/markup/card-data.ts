/*
 * A listing's card data block (issue 37): every product card's offer, once per page, as a row of
 * values (PackedCard). The server packs it (src/site/ui/ProductCard.tsx, CardDataScript); the
 * card-actions island and the chosen car's verdicts read it back (unpackCards). A module apart
 * from the forms' names: pages without cards do not load the reader.
 */
import type { CompareTyre } from "../compare-item";
import { readCardRows } from "./action-form-names";

/** What the card data block holds for one card's offer. */
export interface CardData<Item = unknown> {
  /** The card's offer in the stored compare shape (SPEC §3). */
  item: Item;
  /** The season in words, the analytics `item_category` ("zimowe", "całoroczne"). */
  category: string;
}

/**
 * One card's data as the page carries it: its values in a row, in this order, instead of an object
 * with names (issue 37: ~250 bytes a card instead of ~500, 24 cards a listing). `packCard` writes
 * it on the server, `unpackCards` reads the block back into the stored compare shape in the browser.
 */
export type PackedCard = [
  sku: string,
  slug: string,
  isMain: 0 | 1,
  tread: string,
  producer: string,
  season: string,
  price: number | string | null,
  productionYear: number,
  dotWeek: number | null,
  size: string,
  loadIndex: string,
  speedIndex: string,
  cargo: 0 | 1,
  xl: 0 | 1,
  runFlat: 0 | 1,
  fuelClass: string,
  wetClass: string,
  noiseClass: string,
  noiseDb: number,
  image: string | null,
  imageIsLabel: 0 | 1,
  category: string,
];

const text = (value: unknown) => (typeof value === "string" ? value : String(value ?? ""));
const bit = (value: unknown): 0 | 1 => (value === true ? 1 : 0);

/** A card's offer (a compare item made by compareItemOfCard, src/site/ui/product-data.ts) as its row. */
export function packCard(item: CompareTyre, category: string): PackedCard {
  const attributes = item.attributes;
  return [
    item.sku,
    item.slug,
    bit(item.isMain),
    item.tread,
    item.producer,
    item.season,
    item.price,
    item.productionYear,
    item.dotWeek ?? null,
    text(attributes.size),
    text(attributes.loadIndex),
    text(attributes.speedIndex),
    bit(attributes.cargo),
    bit(attributes.xl),
    bit(attributes.runFlat),
    text(attributes.fuelClass),
    text(attributes.wetClass),
    text(attributes.noiseClass),
    Number(attributes.noiseDb ?? 0),
    item.image?.url ?? null,
    bit(item.image?.is_label),
    category,
  ];
}

/**
 * The page's card data block (an array of rows) by each card's sku; empty when it is missing or
 * unreadable. (client/runtime/car-fit-dom.ts reads the few fields it needs from readCardRows itself,
 * by PackedCard's positions: a module both it and a listing's islands imported would become a
 * script of its own, one more request on every listing.)
 */
export function unpackCards(json: string | null | undefined): Map<string, CardData<CompareTyre>> {
  const cards = new Map<string, CardData<CompareTyre>>();
  for (const row of readCardRows(json)) {
    const [sku, slug, isMain, tread, producer, season, price, productionYear, dotWeek, size, loadIndex, speedIndex, cargo, xl, runFlat] =
      row;
    const [fuelClass, wetClass, noiseClass, noiseDb, image, imageIsLabel, category] = row.slice(15) as [
      string,
      string,
      string,
      number,
      string | null,
      0 | 1,
      string,
    ];
    cards.set(sku, {
      item: {
        sku,
        slug,
        isMain: isMain === 1,
        tread,
        producer,
        season,
        price,
        productionYear,
        dotWeek,
        attributes: {
          size,
          loadIndex,
          speedIndex,
          cargo: cargo === 1,
          xl: xl === 1,
          runFlat: runFlat === 1,
          fuelClass,
          wetClass,
          noiseClass,
          noiseDb,
        },
        image: image ? { url: image, is_label: imageIsLabel === 1 } : null,
      },
      category,
    });
  }
  return cards;
}
