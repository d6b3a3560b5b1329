/**
 * Labels of the add-to-basket and compare buttons: plain text (no ICU syntax), so the browser can
 * import them too. Product cards then need not carry them in each card's props (24 copies per
 * listing); the server's messages take them from here, one source for both.
 */
export const BASKET_LABELS = {
  add: "Do koszyka",
  adding: "Dodawanie…",
  /** "#" is the quantity. */
  added: "Dodano do koszyka: # szt.",
  quantity: "Ilość",
  less: "Zmniejsz ilość",
  more: "Zwiększ ilość",
  failed: "Nie udało się dodać do koszyka. Spróbuj ponownie.",
};

export const COMPARE_LABELS = {
  add: "Porównaj",
  remove: "Usuń z porównania",
};
