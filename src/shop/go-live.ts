import type { Bindings } from "../common/env";
import type { GoLiveItem } from "../common/go-live";
import { plural } from "../common/i18n/plural";
import { PANEL_ROUTES } from "../common/routes";
import type { GoLiveFacts } from "./db/queries/go-live";
import { carrierFor, isStandIn } from "./shipping/carriers";
import { KSEF_ENVIRONMENT_NAMES } from "./invoice/ksef/environments";

/*
 * The shop API's half of the go-live checklist (src/common/go-live.ts): the outside services it
 * calls, from the configuration this Worker runs with (vars and secrets, README „Uruchomienie
 * sklepu”), and the catalogue's and orders' state from D1. Nothing here calls a service: a
 * configured one counts as configured (the services' own checks run when they are used).
 */

function mail(env: Bindings): GoLiveItem {
  const item = { id: "mail", title: "Wysyłka e-maili" };
  if (env.MAIL_API_URL && env.MAIL_API_KEY) {
    const host = URL.canParse(env.MAIL_API_URL) ? new URL(env.MAIL_API_URL).host : env.MAIL_API_URL;
    return { ...item, state: "done", status: `E-maile do klientów wysyła dostawca poczty (${host}).`, action: "" };
  }
  return {
    ...item,
    state: "todo",
    status: "E-maile do klientów trafiają do skrzynki testowej sklepu (tabela mail_outbox w D1), nie do klientów.",
    action:
      "Załóż konto u dostawcy poczty z API HTTP (np. Resend), potwierdź domenę sklepu (SPF i DKIM) i ustaw sekrety MAIL_API_URL i MAIL_API_KEY.",
  };
}

function payments(env: Bindings, switchedOff: boolean): GoLiveItem {
  const item = { id: "payments", title: "Płatności online (Przelewy24)" };
  if (!(env.P24_MERCHANT_ID && env.P24_API_KEY && env.P24_CRC))
    return {
      ...item,
      state: "todo",
      status: "Klienci mogą zapłacić tylko przelewem tradycyjnym albo przy odbiorze.",
      action:
        "Załóż konto sprzedawcy w Przelewy24 (weryfikacja trwa kilka dni roboczych) i ustaw sekrety P24_MERCHANT_ID, P24_API_KEY i P24_CRC.",
    };
  if (switchedOff)
    return {
      ...item,
      state: "todo",
      status: "Płatności online są wyłączone w zapleczu: klienci płacą przelewem tradycyjnym albo przy odbiorze.",
      action: "Włącz je w sekcji „Płatności”, gdy bramka Przelewy24 znów działa.",
      link: { href: PANEL_ROUTES.settings, label: "Dane sklepu" },
    };
  if (env.P24_SANDBOX === "1")
    return {
      ...item,
      state: "test",
      status: "Płatności online działają w środowisku testowym Przelewy24 (sandbox): pieniądze nie płyną.",
      action: "Po próbnej płatności usuń P24_SANDBOX i ustaw dane konta produkcyjnego.",
    };
  return { ...item, state: "done", status: "Płatności online przez Przelewy24 są włączone.", action: "" };
}

const KSEF_NAMES: Record<(typeof KSEF_ENVIRONMENT_NAMES)[number], string> = {
  local: "lokalnej atrapy KSeF (tryb deweloperski)",
  test: "testowego środowiska KSeF",
  demo: "przedprodukcyjnego środowiska KSeF (demo)",
  prd: "KSeF",
};

function invoices(env: Bindings): GoLiveItem {
  const item = { id: "invoices", title: "Faktury i KSeF" };
  const action =
    "Wygeneruj w aplikacji KSeF token z uprawnieniem do wystawiania faktur i ustaw KSEF_ENVIRONMENT na prd oraz sekret KSEF_TOKEN.";
  if (env.INVOICES === "off")
    return { ...item, state: "todo", status: "Sklep nie wystawia faktur (INVOICES=off).", action: `Usuń INVOICES=off. ${action}` };
  const name = (env.KSEF_ENVIRONMENT ?? "").trim();
  if (!name) return { ...item, state: "todo", status: "Sklep wystawia faktury, ale nie wysyła ich do KSeF.", action };
  const known = KSEF_ENVIRONMENT_NAMES.find((candidate) => candidate === name);
  if (!known) return { ...item, state: "todo", status: `KSEF_ENVIRONMENT ma nieznaną wartość „${name}”.`, action };
  if (known === "local") return { ...item, state: "todo", status: `Faktury trafiają do ${KSEF_NAMES.local}.`, action };
  if (!env.KSEF_TOKEN) return { ...item, state: "todo", status: "Brakuje tokenu KSeF (KSEF_TOKEN): faktury czekają w kolejce.", action };
  if (known !== "prd")
    return {
      ...item,
      state: "test",
      status: `Faktury trafiają do ${KSEF_NAMES[known]}: nie mają mocy prawnej.`,
      action: "Po próbie ustaw KSEF_ENVIRONMENT na prd i token z produkcyjnego KSeF.",
    };
  return { ...item, state: "done", status: "Faktury są wysyłane do KSeF.", action: "" };
}

function carriers(env: Bindings): GoLiveItem {
  const item = { id: "carriers", title: "Przewoźnicy i etykiety" };
  const modes = [
    { name: "InPost", value: (env.INPOST_API ?? "").trim(), id: "inpost", test: "sandbox" },
    { name: "DPD", value: (env.DPD_API ?? "").trim(), id: "dpd", test: "demo" },
  ].map((carrier) => {
    if (!carrier.value) return { ...carrier, state: "todo" as const, words: "wyłączony" };
    if (isStandIn(carrier.value)) return { ...carrier, state: "todo" as const, words: "atrapa (tryb deweloperski)" };
    if (!carrierFor(env, carrier.id)) return { ...carrier, state: "todo" as const, words: "brak danych dostępowych" };
    if (carrier.value === carrier.test) return { ...carrier, state: "test" as const, words: "środowisko testowe" };
    return { ...carrier, state: "done" as const, words: "włączony" };
  });
  const status = `${modes.map((carrier) => `${carrier.name}: ${carrier.words}`).join("; ")}.`;
  const state = modes.some((carrier) => carrier.state === "done")
    ? "done"
    : modes.some((carrier) => carrier.state === "test")
      ? "test"
      : "todo";
  return {
    ...item,
    state,
    status,
    action:
      state === "done"
        ? ""
        : "Podpisz umowę z przewoźnikiem i ustaw INPOST_API (production) z sekretami INPOST_TOKEN i INPOST_ORGANIZATION_ID albo DPD_API (production) z DPD_LOGIN, DPD_PASSWORD i DPD_MASTER_FID. Bez tego numer przesyłki wpisuje się ręcznie.",
    link: { href: PANEL_ROUTES.shipments, label: "Przesyłki" },
  };
}

/** A service switched on by one key: done with it, to do without. */
function keyItem(
  item: { id: string; title: string },
  configured: boolean,
  done: string,
  todo: { status: string; action: string },
): GoLiveItem {
  return configured ? { ...item, state: "done", status: done, action: "" } : { ...item, state: "todo", ...todo };
}

const eprel = (env: Bindings) =>
  keyItem(
    { id: "eprel", title: "Klucz EPREL (etykiety UE)" },
    Boolean(env.EPREL_API_KEY),
    "Dane i obrazy etykiet UE są pobierane z bazy EPREL.",
    {
      status: "Dane etykiet UE pochodzą tylko z plików hurtowni; oficjalne obrazy etykiet nie są pobierane.",
      action: "Poproś Komisję Europejską o klucz API EPREL (formularz w portalu EPREL, zwykle kilka dni) i ustaw sekret EPREL_API_KEY.",
    },
  );

const companyLookup = (env: Bindings) =>
  keyItem({ id: "gus", title: "Dane firmy po NIP (GUS)" }, Boolean(env.GUS_API_KEY), "Dane firm po NIP pochodzą z rejestru REGON (GUS).", {
    status: "Formularz zamówienia szuka firm po NIP tylko w lokalnej tabeli sklepu.",
    action: "Poproś GUS o klucz użytkownika API BIR1.1 (e-mailem, zwykle 1–3 dni robocze) i ustaw sekret GUS_API_KEY.",
  });

/** wrangler.toml's example company (its NIP): the data a shop shows until its owner enters its own. */
const EXAMPLE_COMPANY_NIP = "6762468348";

function company(env: Bindings, facts: GoLiveFacts): GoLiveItem {
  const item = { id: "company", title: "Dane firmy", link: { href: PANEL_ROUTES.settings, label: "Dane sklepu" } };
  if (facts.companySaved) return { ...item, state: "done", status: "Dane firmy zapisano w zapleczu.", action: "" };
  if (env.COMPANY_NIP.replace(/\D/g, "") !== EXAMPLE_COMPANY_NIP)
    return { ...item, state: "done", status: `Dane firmy pochodzą z konfiguracji (${env.COMPANY_NAME}).`, action: "" };
  return {
    ...item,
    state: "todo",
    status: `Stopka, regulamin, e-maile i faktury podają przykładową firmę z wrangler.toml (${env.COMPANY_NAME}, NIP ${EXAMPLE_COMPANY_NIP}).`,
    action: "Wpisz dane swojej firmy, konto bankowe i kontakt w Dane sklepu (NIP, REGON i IBAN sprawdzimy).",
  };
}

function gpsr(facts: GoLiveFacts): GoLiveItem {
  const item = { id: "gpsr", title: "Dane GPSR producentów", link: { href: PANEL_ROUTES.producers, label: "Producenci (GPSR)" } };
  if (facts.producersToConfirm === 0)
    return { ...item, state: "done", status: "Dane GPSR każdego producenta z oponami na stanie są potwierdzone.", action: "" };
  return {
    ...item,
    state: "todo",
    status: plural(facts.producersToConfirm, {
      one: "1 producent z oponami na stanie czeka na potwierdzenie danych GPSR.",
      few: "# producenci z oponami na stanie czekają na potwierdzenie danych GPSR.",
      many: "# producentów z oponami na stanie czeka na potwierdzenie danych GPSR.",
      other: "# producenta z oponami na stanie czeka na potwierdzenie danych GPSR.",
    }),
    action: "Sprawdź adres i kontakt każdego producenta (rozporządzenie GPSR, art. 19) i potwierdź je.",
  };
}

function firstFeed(facts: GoLiveFacts): GoLiveItem {
  const item = { id: "feed", title: "Pierwszy plik oferty hurtowni", link: { href: PANEL_ROUTES.imports, label: "Import oferty" } };
  if (facts.importsDone > 0)
    return {
      ...item,
      state: "done",
      status: plural(facts.importsDone, {
        one: "Zaimportowano 1 plik oferty.",
        few: "Zaimportowano # pliki oferty.",
        many: "Zaimportowano # plików oferty.",
        other: "Zaimportowano # pliku oferty.",
      }),
      action: "",
    };
  return {
    ...item,
    state: "todo",
    status: "Żaden plik oferty hurtowni nie został jeszcze zaimportowany.",
    action: "Dodaj dostawcę, zapisz profil jego pliku i zaimportuj pierwszy plik (albo: npm run import).",
  };
}

function testOrder(facts: GoLiveFacts): GoLiveItem {
  const item = { id: "test-order", title: "Zamówienie testowe", link: { href: PANEL_ROUTES.orders, label: "Zamówienia" } };
  if (facts.ordersCancelled > 0) return { ...item, state: "done", status: "Zamówienie zostało złożone i anulowane.", action: "" };
  return {
    ...item,
    state: "todo",
    status: "Nie złożono i nie anulowano jeszcze żadnego zamówienia.",
    action: "Złóż w sklepie zamówienie testowe i anuluj je w zapleczu: sprawdzisz e-maile, płatność, fakturę i jej korektę.",
  };
}

/** The shop API's items of the checklist, in the order a retailer works through them. */
export function shopGoLiveItems(env: Bindings, facts: GoLiveFacts): GoLiveItem[] {
  return [
    company(env, facts),
    mail(env),
    payments(env, facts.onlinePaymentsOff === 1),
    invoices(env),
    carriers(env),
    eprel(env),
    companyLookup(env),
    gpsr(facts),
    firstFeed(facts),
    testOrder(facts),
  ];
}
