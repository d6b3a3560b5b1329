/**
 * Short labels that several surfaces show (storefront pages, islands, the back office): one
 * definition each, so a wording changes in one place. Whole sentences of one page stay with it;
 * ICU messages with arguments are in ./messages.ts.
 */
export const LABELS = {
  clearFilters: "Wyczyść filtry",
  orderNumber: "Numer zamówienia",
  orderStatus: "Status zamówienia",
  myOrders: "Moje zamówienia",
  tyreComparison: "Porównanie opon",
  seeComparison: "Zobacz porównanie",
  loadIndex: "Indeks nośności",
  speedIndex: "Indeks prędkości",
  newPasswordHint: "Co najmniej 8 znaków, w tym litera i cyfra.",
  euResponsiblePerson: "Osoba odpowiedzialna w UE",
  complaintAnswerDue: "Termin odpowiedzi",
  changeHistory: "Historia zmian",
} as const;
