/**
 * Client of the GUS REGON register, API "BIR1.1" (SOAP 1.2 over HTTPS, DOMAIN.md): log in with
 * the user key, search by NIP with the session id in the `sid` header, log out. The service
 * answers MTOM multipart messages whose result is an XML document escaped inside the SOAP body.
 */
import { escapeXml } from "../../common/encoding";
import type { CompanyRecord } from "../../common/reference/companies";

export const GUS_PRODUCTION_URL = "https://wyszukiwarkaregon.stat.gov.pl/wsBIR/UslugaBIRzewnPubl.svc";

const PUBL = "http://CIS/BIR/PUBL/2014/07";
const ACTIONS = {
  login: `${PUBL}/IUslugaBIRzewnPubl/Zaloguj`,
  search: `${PUBL}/IUslugaBIRzewnPubl/DaneSzukajPodmioty`,
  logout: `${PUBL}/IUslugaBIRzewnPubl/Wyloguj`,
};

/** The register answered, but with an error (bad key, service down, malformed answer). */
export class GusError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "GusError";
  }
}

export interface GusClientOptions {
  url: string;
  key: string;
  fetch?: typeof fetch;
  /** Milliseconds each call may take before the lookup gives up. */
  timeoutMs?: number;
}

function unescapeXml(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");
}

function envelope(url: string, action: string, body: string): string {
  return (
    `<soap:Envelope xmlns:soap="http://www.w3.org/2003/05/soap-envelope" xmlns:ns="${PUBL}" xmlns:dat="${PUBL}/DataContract">` +
    `<soap:Header xmlns:wsa="http://www.w3.org/2005/08/addressing"><wsa:To>${url}</wsa:To><wsa:Action>${action}</wsa:Action></soap:Header>` +
    `<soap:Body>${body}</soap:Body></soap:Envelope>`
  );
}

/** The text of the first `<name>` element (namespace prefixes ignored), unescaped; null if absent. */
export function elementText(xml: string, name: string): string | null {
  const match = new RegExp(`<(?:\\w+:)?${name}(?:\\s[^>]*)?(?:/>|>([\\s\\S]*?)</(?:\\w+:)?${name}>)`).exec(xml);
  if (!match) return null;
  return unescapeXml(match[1] ?? "").trim();
}

/** Every `<dane>` record of a result document, as element name → text. */
function records(document: string): Record<string, string>[] {
  return [...document.matchAll(/<dane>([\s\S]*?)<\/dane>/g)].map((match) => {
    const fields: Record<string, string> = {};
    for (const field of match[1]!.matchAll(/<(\w+)\s*(?:\/>|>([\s\S]*?)<\/\1>)/g)) fields[field[1]!] = unescapeXml(field[2] ?? "").trim();
    return fields;
  });
}

export function createGusClient(options: GusClientOptions) {
  const send = options.fetch ?? fetch;
  async function call(action: string, body: string, sid?: string): Promise<string> {
    let response: Response;
    let text: string;
    try {
      response = await send(options.url, {
        method: "POST",
        headers: { "Content-Type": `application/soap+xml; charset=utf-8; action="${action}"`, ...(sid ? { sid } : {}) },
        body: envelope(options.url, action, body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
      });
      text = await response.text(); // a timeout may strike while the body is still arriving
    } catch (error) {
      throw new GusError(`GUS unreachable: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!response.ok) throw new GusError(`GUS answered HTTP ${response.status}`);
    return text;
  }

  return {
    async login(): Promise<string> {
      const answer = await call(
        ACTIONS.login,
        `<ns:Zaloguj><ns:pKluczUzytkownika>${escapeXml(options.key)}</ns:pKluczUzytkownika></ns:Zaloguj>`,
      );
      const sid = elementText(answer, "ZalogujResult");
      if (!sid) throw new GusError("GUS refused the user key (empty session id)");
      return sid;
    },

    async logout(sid: string): Promise<void> {
      await call(ACTIONS.logout, `<ns:Wyloguj><ns:pIdentyfikatorSesji>${escapeXml(sid)}</ns:pIdentyfikatorSesji></ns:Wyloguj>`, sid);
    },

    /** The company registered under a NIP (10 digits), or null when the register has none. */
    async searchByNip(sid: string, nip: string): Promise<CompanyRecord | null> {
      const answer = await call(
        ACTIONS.search,
        `<ns:DaneSzukajPodmioty><ns:pParametryWyszukiwania><dat:Nip>${escapeXml(nip)}</dat:Nip></ns:pParametryWyszukiwania></ns:DaneSzukajPodmioty>`,
        sid,
      );
      const document = elementText(answer, "DaneSzukajPodmiotyResult");
      if (document === null) throw new GusError("GUS answer has no search result");
      if (document === "") throw new GusError("GUS session is not valid (empty search result)");
      const found = records(document);
      const first = found[0];
      if (!first) throw new GusError("GUS search result has no records");
      if (first.ErrorCode !== undefined) {
        if (first.ErrorCode === "4") return null; // "Nie znaleziono podmiotu dla podanych kryteriów wyszukiwania."
        throw new GusError(`GUS error ${first.ErrorCode}: ${first.ErrorMessagePl ?? ""}`);
      }
      // A company may have local units too; the registered seat (not a local unit) comes first.
      const seat = found.find((record) => record.Typ !== "LP" && record.Typ !== "LF") ?? first;
      return {
        nip,
        regon: seat.Regon ?? "",
        name: seat.Nazwa ?? "",
        street: seat.Ulica || seat.Miejscowosc || "",
        streetNumber: seat.NrNieruchomosci ?? "",
        apartmentNumber: seat.NrLokalu || null,
        postalCode: seat.KodPocztowy ?? "",
        city: seat.MiejscowoscPoczty || seat.Miejscowosc || "",
      };
    },
  };
}

/** One lookup: log in, search, log out (the logout may finish after the answer). */
export async function lookUpNipInGus(
  options: GusClientOptions,
  nip: string,
  waitUntil: (promise: Promise<unknown>) => void,
): Promise<CompanyRecord | null> {
  const client = createGusClient(options);
  const sid = await client.login();
  try {
    return await client.searchByNip(sid, nip);
  } finally {
    waitUntil(client.logout(sid).catch(() => undefined));
  }
}
