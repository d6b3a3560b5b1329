/**
 * A local stand-in for KSeF API 2.0: the endpoints ./client.ts uses, with the OpenAPI's paths,
 * status codes and answer shapes (open-api.json of CIRFMF/ksef-docs; tests/ksef-client.test.ts checks
 * every exchange against it). Pure web APIs, served in-process through `fetch(request)`: the tests use
 * it, and the shop in development when KSEF_ENVIRONMENT is "local". It is NOT KSeF: its key is a
 * public test key (./stand-in-keys.ts), its UPO is unsigned, and it checks only what is cheap to check.
 *
 * What it checks, as KSeF would:
 * - authentication: the challenge is its own, unused and younger than 10 minutes (21111); the
 *   publicKeyId is its key (21470); the token decrypts (RSA-OAEP SHA-256) to exactly
 *   "{expected token}|{challenge's timestampMs}" (else status 450); the context NIP is the token's (415);
 *   each bearer token matches its step (401), tokens are redeemed once (21301);
 * - the session: form code FA (3) / 1-0E / FA (21405), the key decrypts to 32 bytes and the IV is 16;
 * - each invoice: the encrypted size and SHA-256 as declared (21402, 21403), the file decrypts
 *   (AES-256-CBC, PKCS#7; else status 435), the plain size and SHA-256 as declared; then, as its
 *   verdict: no BOM, FA(3)'s namespace, P_1, P_2 and the seller's NIP present (430), the seller is the
 *   context (410), P_1 not after the day it arrives (450), not a duplicate of NIP + RodzajFaktury + P_2 (440).
 * Accepted invoices get a KSeF number as numer-ksef.md gives it (seller NIP, date, 12 hex, CRC-8) and
 * a UPO modelled on upo-faktura-przyklad.xml; an online invoice issued on an earlier day than it
 * arrives is marked Offline (automatyczne-okreslanie-trybu-offline.md).
 * It can be told to refuse the next invoice with a given code, and to be unavailable (503) until told otherwise.
 */
import { TIME_ZONE } from "../../../common/config/locale";
import { escapeXml } from "../../../common/encoding";
import {
  aesCbcDecrypt,
  type Bytes,
  fromBase64,
  importOaepPrivateKey,
  parseCertificate,
  publicKeyIdOf,
  rsaOaepDecrypt,
  sha256Base64,
} from "./crypto";
import { KSEF_ENVIRONMENTS } from "./environments";
import { STAND_IN_KSEF_KEY } from "./stand-in-keys";

/** FA(3)'s namespace (schemat_FA(3)_v1-0E.xsd). */
const FA3_NAMESPACE = "http://crd.gov.pl/wzor/2025/06/25/13775/";
const CHALLENGE_LIFETIME_MS = 10 * 60_000; // uwierzytelnianie.md §1
const SESSION_LIFETIME_MS = 12 * 60 * 60_000; // sesja-interaktywna.md §1
const ACCESS_TOKEN_LIFETIME_MS = 15 * 60_000; // "kilkanaście minut" (uwierzytelnianie.md §4)
const REFRESH_TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60_000;
const UPO_LINK_LIFETIME_MS = 3 * 24 * 60 * 60_000;

export interface InvoiceRefusal {
  code: number;
  description: string;
  details?: string[];
  extensions?: Record<string, string | null>;
}

export interface KsefStandInOptions {
  /** The KSeF token it accepts. */
  token?: string;
  /** The NIP the token is for; when absent, any NIP context is accepted. */
  nip?: string;
  now?: () => Date;
  /** The base URL whose path the endpoints hang under (default the "local" environment's). */
  baseUrl?: string;
  /** Authentication status answers "in progress" (100) this many times first. */
  authPendingPolls?: number;
  /** An invoice's status answers "processing" (150) this many times before its verdict. */
  processingPolls?: number;
  /** An extra rule: a refusal for an invoice's XML, or null. */
  refuse?: (xml: string) => InvoiceRefusal | null;
}

export interface StandInAuthentication {
  referenceNumber: string;
  authenticationToken: string;
  contextNip: string;
  /** What the encrypted token decrypted to ("token|timestampMs"), null if it did not decrypt. */
  decryptedToken: string | null;
  status: { code: number; description: string; details?: string[] };
  polls: number;
  redeemed: boolean;
}

export interface StandInSession {
  referenceNumber: string;
  contextNip: string;
  /** 100 open, 170 closed (200 once its status is asked after closing). */
  statusCode: number;
  created: Date;
  updated: Date;
  validUntil: Date;
  key: Bytes;
  iv: Bytes;
  invoiceCount: number;
}

export interface StandInInvoice {
  ordinalNumber: number;
  referenceNumber: string;
  sessionReferenceNumber: string;
  /** The decrypted file as text (null if it did not decrypt). */
  xml: string | null;
  invoiceHash: string;
  offlineMode: boolean;
  invoicingDate: Date;
  invoicingMode: "Online" | "Offline";
  invoiceNumber: string | null;
  /** The verdict, given after `processingPolls` status answers. */
  verdict: { code: 200; ksefNumber: string; acquisitionDate: Date } | ({ code: number } & InvoiceRefusal);
  polls: number;
}

// ── Small helpers ────────────────────────────────────────────────────────────────────────────

const HEX = "0123456789ABCDEF";
const randomHex = (length: number) => [...crypto.getRandomValues(new Uint8Array(length))].map((byte) => HEX[byte % 16]).join("");

const warsawDay = new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });
/** "2026-02-01": the calendar day in Warsaw, where KSeF counts its dates. */
const dayOf = (at: Date) => warsawDay.format(at);
const compactDay = (at: Date) => dayOf(at).replace(/-/g, "");

/** "20250625-SO-2C3E6C8000-B675CF5D68-07": 36 characters, like KSeF's reference numbers. */
const referenceNumber = (at: Date, kind: string) => `${compactDay(at)}-${kind}-${randomHex(10)}-${randomHex(10)}-${randomHex(2)}`;

/** CRC-8, polynomial 0x07, initial value 0x00, over the number's first 32 characters (numer-ksef.md). */
export function ksefCrc8(data: string): string {
  let crc = 0;
  for (const byte of new TextEncoder().encode(data)) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
  }
  return crc.toString(16).toUpperCase().padStart(2, "0");
}

/** A KSeF number: "{seller NIP}-{YYYYMMDD}-{12 hex}-{CRC-8}" (35 characters). */
export function ksefNumber(sellerNip: string, at: Date, technical = randomHex(12)): string {
  const data = `${sellerNip}-${compactDay(at)}-${technical}`;
  return `${data}-${ksefCrc8(data)}`;
}

/** Whether a KSeF number is well formed and its check digits right (numer-ksef.md "Walidacja"). */
export function isValidKsefNumber(number: string): boolean {
  return /^\d{10}-\d{8}-[0-9A-F]{12}-[0-9A-F]{2}$/.test(number) && ksefCrc8(number.slice(0, 32)) === number.slice(33);
}

/** The text of the first element with this local name (prefixes ignored), or null. */
function elementText(xml: string, name: string): string | null {
  const match = new RegExp(`<(?:[\\w.-]+:)?${name}(?:\\s[^>]*)?>([^<]*)</(?:[\\w.-]+:)?${name}>`).exec(xml);
  return match ? match[1]!.trim() : null;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });

// ── The stand-in ─────────────────────────────────────────────────────────────────────────────

export type KsefStandIn = ReturnType<typeof createKsefStandIn>;

export function createKsefStandIn(options: KsefStandInOptions = {}) {
  const expectedToken = options.token ?? "stand-in-ksef-token";
  const now = options.now ?? (() => new Date());
  const apiBase = (options.baseUrl ?? KSEF_ENVIRONMENTS.local.apiBaseUrl).replace(/\/+$/, "");
  const basePath = new URL(apiBase).pathname.replace(/\/+$/, "");
  const certificate = parseCertificate(fromBase64(STAND_IN_KSEF_KEY.certificate));
  /** Imported on first use: a stand-in created and never asked costs nothing. */
  let privateKey: Promise<CryptoKey> | null = null;
  const decrypt = async (data: Bytes) => {
    privateKey ??= importOaepPrivateKey(STAND_IN_KSEF_KEY.privateKeyPem);
    return rsaOaepDecrypt(await privateKey, data);
  };

  const challenges = new Map<string, { timestampMs: number; used: boolean }>();
  const authentications = new Map<string, StandInAuthentication>();
  /** Access tokens → the context NIP they were issued for. */
  const accessTokens = new Map<string, { contextNip: string; validUntil: Date }>();
  const sessions = new Map<string, StandInSession>();
  const invoices: StandInInvoice[] = [];
  let available = true;
  let nextRefusal: InvoiceRefusal | null = null;

  const exception = (code: number, description: string, details: string[] = []) =>
    json(400, {
      exception: {
        exceptionDetailList: [{ exceptionCode: code, exceptionDescription: description, details }],
        referenceNumber: referenceNumber(now(), "EX"),
        serviceCode: `00-${randomHex(32).toLowerCase()}-${randomHex(16).toLowerCase()}-00`,
        serviceCtx: "srvSTANDIN",
        serviceName: "ksef-stand-in",
        timestamp: now().toISOString(),
      },
    });
  const problem = (status: 401 | 403, detail: string, instance: string) =>
    new Response(
      JSON.stringify({
        title: status === 401 ? "Unauthorized" : "Forbidden",
        status,
        detail,
        instance,
        traceId: randomHex(32).toLowerCase(),
        timestamp: now().toISOString(),
        ...(status === 403 ? { reasonCode: "missing-permissions" } : {}),
      }),
      { status, headers: { "Content-Type": "application/problem+json" } },
    );
  const validationError = (detail: string) => exception(21405, "Błąd walidacji danych wejściowych.", [detail]);
  const bearer = (request: Request) => /^Bearer (.+)$/.exec(request.headers.get("authorization") ?? "")?.[1] ?? null;
  const body = async (request: Request): Promise<Record<string, unknown> | null> => {
    try {
      const parsed: unknown = await request.json();
      return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  };
  const bytesOf = (value: unknown): Bytes | null => {
    if (typeof value !== "string") return null;
    try {
      return fromBase64(value);
    } catch {
      return null;
    }
  };

  // ── Authentication ──

  /** One key pair for both usages (KSeF has one per usage); certificateId is the DER's SHA-256, publicKeyId the SPKI's. */
  async function publicKeyCertificates(publicKeyId: string) {
    const certificateId = await sha256Base64(certificate.der);
    const entry = (usage: string) => ({
      certificate: STAND_IN_KSEF_KEY.certificate,
      certificateId,
      publicKeyId,
      validFrom: "2025-01-01T00:00:00+00:00",
      validTo: "2045-01-01T00:00:00+00:00",
      usage: [usage],
    });
    return [entry("KsefTokenEncryption"), entry("SymmetricKeyEncryption")];
  }

  async function ksefTokenAuth(request: Request, publicKeyId: string): Promise<Response> {
    const input = await body(request);
    const context = input?.contextIdentifier as { type?: unknown; value?: unknown } | undefined;
    if (!input || typeof input.challenge !== "string" || typeof input.encryptedToken !== "string" || typeof context?.value !== "string")
      return validationError("Wymagane pola: challenge, contextIdentifier, encryptedToken.");
    const challenge = challenges.get(input.challenge);
    if (!challenge || challenge.used || now().getTime() - challenge.timestampMs > CHALLENGE_LIFETIME_MS)
      return exception(21111, "Nieprawidłowe wyzwanie autoryzacyjne.");
    if (input.publicKeyId != null && input.publicKeyId !== publicKeyId)
      return exception(21470, "Przesłany identyfikator klucza jest nieznany lub wskazuje na wycofany klucz.", [
        `Klucz o identyfikatorze ${String(input.publicKeyId)} nie jest wspierany.`,
      ]);
    challenge.used = true;
    let decryptedToken: string | null = null;
    try {
      decryptedToken = new TextDecoder("utf-8", { fatal: true }).decode(await decrypt(fromBase64(input.encryptedToken)));
    } catch {
      decryptedToken = null;
    }
    const separator = decryptedToken?.lastIndexOf("|") ?? -1;
    const failed = (details: string) => ({
      code: 450,
      description: "Uwierzytelnianie zakończone niepowodzeniem z powodu błędnego tokenu",
      details: [details],
    });
    const status =
      decryptedToken === null || separator < 0 || decryptedToken.slice(0, separator) !== expectedToken
        ? failed("Nieprawidłowy token")
        : decryptedToken.slice(separator + 1) !== String(challenge.timestampMs)
          ? failed("Nieprawidłowy czas tokena")
          : context.type !== "Nip" || (options.nip !== undefined && context.value !== options.nip)
            ? { code: 415, description: "Uwierzytelnianie zakończone niepowodzeniem", details: ["Brak przypisanych uprawnień"] }
            : { code: 200, description: "Uwierzytelnianie zakończone sukcesem" };
    const authentication: StandInAuthentication = {
      referenceNumber: referenceNumber(now(), "AU"),
      authenticationToken: `stand-in-authentication.${randomHex(40)}`,
      contextNip: context.value,
      decryptedToken,
      status,
      polls: 0,
      redeemed: false,
    };
    authentications.set(authentication.referenceNumber, authentication);
    return json(202, {
      referenceNumber: authentication.referenceNumber,
      authenticationToken: {
        token: authentication.authenticationToken,
        validUntil: new Date(now().getTime() + CHALLENGE_LIFETIME_MS).toISOString(),
      },
    });
  }

  function authenticationBy(request: Request): StandInAuthentication | null {
    const token = bearer(request);
    return [...authentications.values()].find((candidate) => candidate.authenticationToken === token) ?? null;
  }

  function authStatus(request: Request, reference: string, path: string): Response {
    const authentication = authenticationBy(request);
    if (!authentication) return problem(401, "Wymagane jest uwierzytelnienie.", path);
    if (authentication.referenceNumber !== reference)
      return exception(21304, "Brak uwierzytelnienia.", [
        `Operacja uwierzytelniania o numerze referencyjnym ${reference} nie została znaleziona.`,
      ]);
    authentication.polls++;
    const status =
      authentication.polls <= (options.authPendingPolls ?? 0)
        ? { code: 100, description: "Uwierzytelnianie w toku" }
        : authentication.status;
    return json(200, {
      startDate: now().toISOString(),
      authenticationMethod: "Token",
      authenticationMethodInfo: { category: "Token", code: "token", displayName: "Token KSeF" },
      status,
    });
  }

  function redeem(request: Request, path: string): Response {
    const authentication = authenticationBy(request);
    if (!authentication) return problem(401, "Wymagane jest uwierzytelnienie.", path);
    if (authentication.redeemed)
      return exception(21301, "Brak autoryzacji.", [
        `Tokeny dla operacji uwierzytelniania ${authentication.referenceNumber} zostały już pobrane.`,
      ]);
    if (authentication.status.code !== 200)
      return exception(21301, "Brak autoryzacji.", [
        `Status uwierzytelniania (${authentication.status.code}) nie pozwala na pobranie tokenów.`,
      ]);
    authentication.redeemed = true;
    const accessToken = `stand-in-access.${randomHex(40)}`;
    const accessValidUntil = new Date(now().getTime() + ACCESS_TOKEN_LIFETIME_MS);
    accessTokens.set(accessToken, { contextNip: authentication.contextNip, validUntil: accessValidUntil });
    return json(200, {
      accessToken: { token: accessToken, validUntil: accessValidUntil.toISOString() },
      refreshToken: {
        token: `stand-in-refresh.${randomHex(40)}`,
        validUntil: new Date(now().getTime() + REFRESH_TOKEN_LIFETIME_MS).toISOString(),
      },
    });
  }

  /** The context of a valid access token, or null. */
  function accessContext(request: Request): string | null {
    const access = accessTokens.get(bearer(request) ?? "");
    return access && access.validUntil > now() ? access.contextNip : null;
  }

  // ── Sessions and invoices ──

  async function openSession(request: Request, contextNip: string, publicKeyId: string): Promise<Response> {
    const input = await body(request);
    const formCode = input?.formCode as Record<string, unknown> | undefined;
    const encryption = input?.encryption as Record<string, unknown> | undefined;
    if (formCode?.systemCode !== "FA (3)" || formCode.schemaVersion !== "1-0E" || formCode.value !== "FA")
      return validationError("Wskazany kod formularza nie jest wspierany.");
    if (encryption?.publicKeyId != null && encryption.publicKeyId !== publicKeyId)
      return exception(21470, "Przesłany identyfikator klucza jest nieznany lub wskazuje na wycofany klucz.", [
        `Klucz o identyfikatorze ${String(encryption.publicKeyId)} nie jest wspierany.`,
      ]);
    const encryptedKey = bytesOf(encryption?.encryptedSymmetricKey);
    const iv = bytesOf(encryption?.initializationVector);
    let key: Bytes | null = null;
    try {
      key = encryptedKey ? await decrypt(encryptedKey) : null;
    } catch {
      key = null;
    }
    // KSeF would open the session and then fail it (status 415); answering at once is kinder to a test.
    if (key?.length !== 32)
      return validationError("Nie udało się odszyfrować klucza symetrycznego (oczekiwano 32 bajtów, RSA-OAEP SHA-256).");
    if (iv?.length !== 16) return validationError("Wektor inicjalizujący musi mieć 16 bajtów.");
    const created = now();
    const session: StandInSession = {
      referenceNumber: referenceNumber(created, "SO"),
      contextNip,
      statusCode: 100,
      created,
      updated: created,
      validUntil: new Date(created.getTime() + SESSION_LIFETIME_MS),
      key,
      iv,
      invoiceCount: 0,
    };
    sessions.set(session.referenceNumber, session);
    return json(201, { referenceNumber: session.referenceNumber, validUntil: session.validUntil.toISOString() });
  }

  function sessionFor(reference: string, contextNip: string): StandInSession | Response {
    const session = sessions.get(reference);
    if (!session || session.contextNip !== contextNip)
      return exception(21173, "Brak sesji o wskazanym numerze referencyjnym.", [
        `Sesja o numerze referencyjnym ${reference} nie została odnaleziona.`,
      ]);
    if (session.statusCode === 100 && session.validUntil <= now()) session.statusCode = 170;
    return session;
  }

  /** The verdict on a decrypted invoice, as KSeF's verification would give it (weryfikacja-faktury.md). */
  function verdictOn(xml: string, session: StandInSession, arrived: Date): StandInInvoice["verdict"] {
    const schemaError = (detail: string) => ({ code: 430, description: "Błąd weryfikacji pliku faktury", details: [detail] });
    if (xml.charCodeAt(0) === 0xfeff) return schemaError("Plik zaczyna się znakiem BOM.");
    if (!xml.includes(`xmlns="${FA3_NAMESPACE}"`) && !xml.includes(`="${FA3_NAMESPACE}"`))
      return schemaError("Dokument nie jest zgodny ze schematem FA(3).");
    const issueDate = elementText(xml, "P_1");
    const number = elementText(xml, "P_2");
    const sellerNip = elementText(/<(?:[\w.-]+:)?Podmiot1[\s>][\s\S]*?<\/(?:[\w.-]+:)?Podmiot1>/.exec(xml)?.[0] ?? "", "NIP");
    if (!issueDate || !number || !sellerNip) return schemaError("Brak wymaganego elementu: P_1, P_2 lub Podmiot1/DaneIdentyfikacyjne/NIP.");
    if (sellerNip !== session.contextNip)
      return {
        code: 410,
        description: "Nieprawidłowy zakres uprawnień",
        details: [`Kontekst ${session.contextNip} nie może wystawić faktury sprzedawcy ${sellerNip}.`],
      };
    if (issueDate > dayOf(arrived))
      return {
        code: 450,
        description: "Błąd weryfikacji semantyki dokumentu faktury",
        details: ["Data wystawienia faktury (P_1) jest późniejsza niż data jej przyjęcia."],
      };
    const kind = elementText(xml, "RodzajFaktury");
    const original = invoices.find(
      (other) =>
        other.verdict.code === 200 &&
        other.xml !== null &&
        elementText(other.xml, "P_2") === number &&
        elementText(other.xml, "RodzajFaktury") === kind,
    );
    if (original && original.verdict.code === 200 && "ksefNumber" in original.verdict)
      return {
        code: 440,
        description: "Duplikat faktury",
        details: [
          `Duplikat faktury. Faktura o numerze KSeF: ${original.verdict.ksefNumber} została już prawidłowo przesłana do systemu w sesji: ${original.sessionReferenceNumber}`,
        ],
        extensions: { originalSessionReferenceNumber: original.sessionReferenceNumber, originalKsefNumber: original.verdict.ksefNumber },
      };
    const refusal = nextRefusal ?? options.refuse?.(xml) ?? null;
    nextRefusal = null;
    if (refusal) return { ...refusal };
    return { code: 200, ksefNumber: ksefNumber(sellerNip, arrived), acquisitionDate: now() };
  }

  async function sendInvoice(request: Request, session: StandInSession): Promise<Response> {
    if (session.statusCode !== 100)
      return exception(21180, "Status sesji nie pozwala na wykonanie operacji.", [
        `Status sesji ${session.statusCode} uniemożliwia wysyłkę faktur.`,
      ]);
    const input = await body(request);
    const encrypted = bytesOf(input?.encryptedInvoiceContent);
    if (!input || !encrypted || typeof input.invoiceHash !== "string" || typeof input.encryptedInvoiceHash !== "string")
      return validationError(
        "Wymagane pola: invoiceHash, invoiceSize, encryptedInvoiceHash, encryptedInvoiceSize, encryptedInvoiceContent.",
      );
    const wrongSize = () => exception(21402, "Nieprawidłowy rozmiar pliku.", ["Długość treści nie zgadza się z rozmiarem pliku."]);
    const wrongHash = () => exception(21403, "Nieprawidłowy skrót pliku.", ["Skrót treści nie zgadza się ze skrótem pliku."]);
    if (input.encryptedInvoiceSize !== encrypted.length) return wrongSize();
    if (input.encryptedInvoiceHash !== (await sha256Base64(encrypted))) return wrongHash();
    let plain: Bytes | null = null;
    try {
      plain = await aesCbcDecrypt(session.key, session.iv, encrypted);
    } catch {
      plain = null;
    }
    if (plain) {
      if (input.invoiceSize !== plain.length) return wrongSize();
      if (input.invoiceHash !== (await sha256Base64(plain))) return wrongHash();
    }
    let xml: string | null = null;
    try {
      xml = plain && new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(plain);
    } catch {
      xml = null;
    }
    const arrived = now();
    const verdict: StandInInvoice["verdict"] =
      xml === null
        ? {
            code: 435,
            description: "Błąd odszyfrowania pliku",
            details: ["Nie udało się odszyfrować pliku faktury (AES-256-CBC, PKCS#7)."],
          }
        : verdictOn(xml, session, arrived);
    const offlineMode = input.offlineMode === true;
    const issueDate = xml && elementText(xml, "P_1");
    session.invoiceCount++;
    session.updated = arrived;
    const invoice: StandInInvoice = {
      ordinalNumber: session.invoiceCount,
      referenceNumber: referenceNumber(arrived, "EE"),
      sessionReferenceNumber: session.referenceNumber,
      xml,
      invoiceHash: input.invoiceHash,
      offlineMode,
      invoicingDate: arrived,
      invoicingMode: offlineMode || (issueDate !== null && issueDate < dayOf(arrived)) ? "Offline" : "Online",
      invoiceNumber: xml && elementText(xml, "P_2"),
      verdict,
      polls: 0,
    };
    invoices.push(invoice);
    return json(202, { referenceNumber: invoice.referenceNumber });
  }

  function invoiceStatus(invoice: StandInInvoice): Response {
    invoice.polls++;
    const base = {
      ordinalNumber: invoice.ordinalNumber,
      ...(invoice.invoiceNumber ? { invoiceNumber: invoice.invoiceNumber } : {}),
      referenceNumber: invoice.referenceNumber,
      invoiceHash: invoice.invoiceHash,
      invoicingDate: invoice.invoicingDate.toISOString(),
    };
    if (invoice.polls <= (options.processingPolls ?? 1))
      return json(200, { ...base, status: { code: 150, description: "Trwa przetwarzanie" } });
    const { verdict } = invoice;
    if (verdict.code === 200 && "ksefNumber" in verdict)
      return json(200, {
        ...base,
        ksefNumber: verdict.ksefNumber,
        acquisitionDate: verdict.acquisitionDate.toISOString(),
        permanentStorageDate: verdict.acquisitionDate.toISOString(),
        upoDownloadUrl: `${apiBase}/sessions/${invoice.sessionReferenceNumber}/invoices/${invoice.referenceNumber}/upo`,
        upoDownloadUrlExpirationDate: new Date(now().getTime() + UPO_LINK_LIFETIME_MS).toISOString(),
        invoicingMode: invoice.invoicingMode,
        status: { code: 200, description: "Sukces" },
      });
    const refusal = verdict as InvoiceRefusal;
    return json(200, {
      ...base,
      status: {
        code: refusal.code,
        description: refusal.description,
        ...(refusal.details ? { details: refusal.details } : {}),
        ...(refusal.extensions ? { extensions: refusal.extensions } : {}),
      },
    });
  }

  /** The UPO of one accepted invoice, after upo-faktura-przyklad.xml (schema v4-3), unsigned. */
  async function invoiceUpo(invoice: StandInInvoice, session: StandInSession): Promise<Response> {
    const { verdict } = invoice;
    if (invoice.polls <= (options.processingPolls ?? 1) || !("ksefNumber" in verdict) || invoice.xml === null)
      return validationError(`Faktura ${invoice.referenceNumber} nie ma UPO: nie została przyjęta.`);
    const text = (value: string | null) => escapeXml(value ?? "");
    const upo = `<?xml version="1.0" encoding="utf-8"?>
<Potwierdzenie xmlns="http://upo.schematy.mf.gov.pl/KSeF/v4-3">
	<NazwaPodmiotuPrzyjmujacego>Stand-in KSeF (lokalny, bez mocy prawnej)</NazwaPodmiotuPrzyjmujacego>
	<NumerReferencyjnySesji>${session.referenceNumber}</NumerReferencyjnySesji>
	<Uwierzytelnienie>
		<IdKontekstu>
			<Nip>${text(session.contextNip)}</Nip>
		</IdKontekstu>
	</Uwierzytelnienie>
	<NazwaStrukturyLogicznej>Schemat_FA(3)_v1-0E.xsd</NazwaStrukturyLogicznej>
	<KodFormularza>FA (3)</KodFormularza>
	<Dokument>
		<NipSprzedawcy>${text(session.contextNip)}</NipSprzedawcy>
		<NumerKSeFDokumentu>${verdict.ksefNumber}</NumerKSeFDokumentu>
		<NumerFaktury>${text(invoice.invoiceNumber)}</NumerFaktury>
		<DataWystawieniaFaktury>${text(elementText(invoice.xml, "P_1"))}</DataWystawieniaFaktury>
		<DataPrzeslaniaDokumentu>${invoice.invoicingDate.toISOString()}</DataPrzeslaniaDokumentu>
		<DataNadaniaNumeruKSeF>${verdict.acquisitionDate.toISOString()}</DataNadaniaNumeruKSeF>
		<SkrotDokumentu>${invoice.invoiceHash}</SkrotDokumentu>
		<TrybWysylki>${invoice.invoicingMode}</TrybWysylki>
	</Dokument>
</Potwierdzenie>`;
    return new Response(upo, {
      headers: { "Content-Type": "application/xml", "x-ms-meta-hash": await sha256Base64(new TextEncoder().encode(upo)) },
    });
  }

  function sessionStatus(session: StandInSession): Response {
    const mine = invoices.filter((invoice) => invoice.sessionReferenceNumber === session.referenceNumber);
    const settled = mine.filter((invoice) => invoice.polls > (options.processingPolls ?? 1));
    const status =
      session.statusCode === 100
        ? { code: 100, description: "Sesja interaktywna otwarta" }
        : mine.length === 0
          ? { code: 440, description: "Sesja anulowana", details: ["Nie przesłano faktur"] }
          : { code: 200, description: "Sesja interaktywna przetworzona pomyślnie" };
    return json(200, {
      status,
      dateCreated: session.created.toISOString(),
      dateUpdated: session.updated.toISOString(),
      validUntil: session.validUntil.toISOString(),
      invoiceCount: mine.length,
      successfulInvoiceCount: settled.filter((invoice) => invoice.verdict.code === 200).length,
      failedInvoiceCount: settled.filter((invoice) => invoice.verdict.code !== 200).length,
    });
  }

  // ── Routing ──

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (!url.pathname.startsWith(`${basePath}/`)) return new Response("Not Found", { status: 404 });
    const path = url.pathname.slice(basePath.length);
    const segments = path.split("/").slice(1).map(decodeURIComponent);
    const route = `${request.method} ${path}`;
    const publicKeyId = await publicKeyIdOf(certificate);

    if (route === "GET /security/public-key-certificates") return json(200, await publicKeyCertificates(publicKeyId));
    if (route === "POST /auth/challenge") {
      const at = now();
      const challenge = referenceNumber(at, "CR");
      challenges.set(challenge, { timestampMs: at.getTime(), used: false });
      return json(200, { challenge, timestamp: at.toISOString(), timestampMs: at.getTime(), clientIp: "127.0.0.1" });
    }
    if (route === "POST /auth/ksef-token") return ksefTokenAuth(request, publicKeyId);
    if (route === "POST /auth/token/redeem") return redeem(request, path);
    if (request.method === "GET" && segments.length === 2 && segments[0] === "auth") return authStatus(request, segments[1]!, path);

    if (segments[0] !== "sessions") return new Response("Not Found", { status: 404 });
    const contextNip = accessContext(request);
    if (!contextNip) return problem(401, "Wymagane jest uwierzytelnienie.", path);
    if (route === "POST /sessions/online") return openSession(request, contextNip, publicKeyId);

    const online = segments[1] === "online";
    const found = sessionFor(segments[online ? 2 : 1] ?? "", contextNip);
    if (found instanceof Response) return found;
    const session = found;
    const rest = segments.slice(online ? 3 : 2);
    if (online && request.method === "POST" && rest.length === 1 && rest[0] === "invoices") return sendInvoice(request, session);
    if (online && request.method === "POST" && rest.length === 1 && rest[0] === "close") {
      if (session.statusCode !== 100)
        return exception(21180, "Status sesji nie pozwala na wykonanie operacji.", [
          `Status sesji ${session.statusCode} uniemożliwia jej zamknięcie.`,
        ]);
      session.statusCode = 170;
      session.updated = now();
      return new Response(null, { status: 204 });
    }
    if (!online && request.method === "GET") {
      if (rest.length === 0) return sessionStatus(session);
      const invoice = rest[0] === "invoices" ? invoices.find((candidate) => candidate.referenceNumber === rest[1]) : undefined;
      if (invoice && invoice.sessionReferenceNumber === session.referenceNumber) {
        if (rest.length === 2) return invoiceStatus(invoice);
        if (rest.length === 3 && rest[2] === "upo") return invoiceUpo(invoice, session);
      }
      if (rest[0] === "invoices")
        return validationError(`Faktura ${rest[1] ?? ""} nie została odnaleziona w sesji ${session.referenceNumber}.`);
    }
    return new Response("Not Found", { status: 404 });
  }

  return {
    /** Serves one request the way KSeF would (or 503 while unavailable). */
    async fetch(request: Request): Promise<Response> {
      if (!available)
        return json(
          503,
          {
            status: {
              code: 503,
              description: "Service Unavailable",
              details: ["KSeF jest niedostępny (stand-in: symulowana niedostępność)."],
            },
          },
          {
            "Retry-After": "60",
          },
        );
      return handle(request);
    },
    sessions,
    invoices,
    authentications,
    /** false: every request answers 503 until it is set back to true (the outage test, or trying offline mode locally). */
    setAvailable(value: boolean) {
      available = value;
    },
    /** The next invoice is refused with this status (e.g. { code: 450, description: "Błąd weryfikacji semantyki dokumentu faktury" }). */
    refuseNextInvoice(refusal: InvoiceRefusal) {
      nextRefusal = refusal;
    },
  };
}
