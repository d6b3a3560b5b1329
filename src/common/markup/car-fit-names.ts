/**
 * Where the chosen car's code (client/runtime/car-fit-dom.ts) finds its places in the server's HTML: the
 * layout's bar and the data page's verdict slot. Apart from that code, so the server imports the
 * names without it.
 */
export const CAR_BAR_ID = "car-bar";
/** The data page's slot: its attribute carries the tyre's size, indexes, XL, C and season as JSON. */
export const CAR_FIT_SLOT = "data-car-fit";
