/**
 * Advice about what the basket holds: never a block, checkout stays open. Each kind of advice is
 * a pure rules module returning a list of these (client/islands/basket/advice.ts: tyres for one axle or one
 * car), the basket island appends the lists and <BasketWarnings> renders them in one box, on the
 * server and again after every change of a line.
 */
export interface BasketWarning<Code extends string = string> {
  /** Which rule spoke, prefixed by its module ("axle.odd_quantity"): tests and styles key on it. */
  code: Code;
  /** What the shopper reads, in Polish, naming the tyres it is about. */
  message: string;
  /** The lines it concerns (their sku), in the basket's order. */
  skus: string[];
}
