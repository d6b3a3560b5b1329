/**
 * The header's account menu's labels (client/islands/account-menu.tsx, twice on every page): plain
 * text (no ICU syntax), so the browser imports them with the island instead of every page carrying
 * them in its props (issue 37). A module of their own, imported by that island alone, so the client
 * build keeps them in the island's chunk (a module shared by two islands becomes a chunk of its
 * own, one more request).
 */

export const ACCOUNT_LABELS = {
  account: "Konto",
  signIn: "Zaloguj się",
  register: "Załóż konto",
  myAccount: "Moje konto",
  orders: "Zamówienia",
  logout: "Wyloguj się",
  loggedOut: "Wylogowano. Do zobaczenia!",
  logoutFailed: "Nie udało się wylogować. Spróbuj ponownie.",
};
