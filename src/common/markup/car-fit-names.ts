/**
 * Where the chosen car's code (client/runtime/car-fit-dom.ts) finds its places in the server's HTML: the
 * layout's bar and the data page's verdict slot. Apart from that code, so the server imports the
 * names without it.
 */
export const CAR_BAR_ID = "car-bar";
/** The data page's slot: its attribute carries the tyre's size, indexes, XL, C and season as JSON. */
export const CAR_FIT_SLOT = "data-car-fit";
/**
 * The data page's place for the verdict's reasons, under "Do koszyka": the slot above the price
 * then shows the verdict's headline alone, so on a phone the price and the button stay on the
 * first screen (issue 35 point 7).
 */
export const CAR_FIT_REASONS = "data-car-fit-reasons";
/** The header's and the phone menu's "Wybierz samochód" links: with a car chosen they name it and lead to its page. */
export const CAR_LINK = "data-car-link";
/** The part of such a link that names the car. */
export const CAR_LINK_LABEL = "data-car-label";
