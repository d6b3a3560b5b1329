import { formatNip } from "./nip";
/**
 * The embedded company register: what the NIP lookup answers when no GUS key is configured
 * (local development, tests, a shop that has not applied for a key). Fictional companies with
 * valid NIP and REGON checksums.
 */
export interface CompanyRecord {
  nip: string;
  regon: string;
  name: string;
  street: string;
  streetNumber: string;
  apartmentNumber: string | null;
  postalCode: string;
  city: string;
}

export const COMPANIES: CompanyRecord[] = [
  {
    nip: "6762468348",
    regon: "356123451",
    name: "Opony Kraków sp. z o.o.",
    street: "ul. Półłanki",
    streetNumber: "18",
    apartmentNumber: null,
    postalCode: "30-740",
    city: "Kraków",
  },
  {
    nip: "5260181596",
    regon: "083016611",
    name: "Transport Nowak sp. z o.o.",
    street: "ul. Zakopiańska",
    streetNumber: "62",
    apartmentNumber: null,
    postalCode: "30-418",
    city: "Kraków",
  },
  {
    nip: "3186091394",
    regon: "099603081",
    name: "Auto Serwis Jan Kowalski",
    street: "ul. Wielicka",
    streetNumber: "25",
    apartmentNumber: "3",
    postalCode: "30-552",
    city: "Kraków",
  },
  {
    nip: "2462819480",
    regon: "219935184",
    name: "Flota Małopolska S.A.",
    street: "ul. Opolska",
    streetNumber: "110",
    apartmentNumber: null,
    postalCode: "31-323",
    city: "Kraków",
  },
  {
    nip: "1909378658",
    regon: "797543230",
    name: "Piekarnia Wiśniewscy sp.j.",
    street: "ul. Długa",
    streetNumber: "14",
    apartmentNumber: "2",
    postalCode: "31-146",
    city: "Kraków",
  },
  {
    nip: "1948757495",
    regon: "118625272",
    name: "Budowlanka Tarnów sp. z o.o.",
    street: "ul. Krakowska",
    streetNumber: "9",
    apartmentNumber: null,
    postalCode: "33-100",
    city: "Tarnów",
  },
  {
    nip: "6018955594",
    regon: "797114717",
    name: "Kurier Ekspres Wrocław sp. z o.o.",
    street: "ul. Legnicka",
    streetNumber: "48",
    apartmentNumber: null,
    postalCode: "54-202",
    city: "Wrocław",
  },
  {
    nip: "5291703423",
    regon: "366712760",
    name: "Gospodarstwo Ogrodnicze Anna Zielińska",
    street: "ul. Sadowa",
    streetNumber: "7",
    apartmentNumber: null,
    postalCode: "32-020",
    city: "Wieliczka",
  },
  {
    nip: "8426846565",
    regon: "321223303",
    name: "Taxi Wawel sp. z o.o.",
    street: "ul. Grzegórzecka",
    streetNumber: "21",
    apartmentNumber: "105",
    postalCode: "31-532",
    city: "Kraków",
  },
  {
    nip: "7924402683",
    regon: "599528903",
    name: "Warsztat Samochodowy Mazur s.c.",
    street: "ul. Grochowska",
    streetNumber: "306",
    apartmentNumber: null,
    postalCode: "03-840",
    city: "Warszawa",
  },
  {
    nip: "7866661763",
    regon: "031372157",
    name: "Dom Mebli Lewandowski sp. z o.o.",
    street: "ul. Głogowska",
    streetNumber: "150",
    apartmentNumber: null,
    postalCode: "60-104",
    city: "Poznań",
  },
];

/**
 * The line beside the checkout's NIP field outside production when no GUS key is set: the lookup
 * then knows only the embedded demo companies (README "Demo NIPs"), so a tester's real NIP finds
 * nothing. Decided from the site's own settings (the in-process shop API shares them).
 */
export function localCompanyLookupNote(secrets: { GUS_API_KEY?: string }, production: boolean): string | null {
  if (production || secrets.GUS_API_KEY) return null;
  // Non-breaking hyphens: a NIP never splits over two lines (the lookup ignores non-digits).
  const examples = COMPANIES.slice(0, 2).map((company) => formatNip(company.nip).replaceAll("-", "\u2011"));
  return `Wersja testowa bez klucza GUS: dane pobierzemy tylko z lokalnej listy przykładowych firm, np. NIP\u00a0${examples.join(" lub ")}.`;
}
