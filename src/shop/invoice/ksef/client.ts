/**
 * Client of KSeF API 2.0 (open-api.json of CIRFMF/ksef-docs): authentication with a KSeF token and
 * one invoice at a time through an interactive (online) session.
 *
 * 1. GET /security/public-key-certificates: the Ministry's keys; the newest valid one per usage
 *    (klucze-publiczne-do-szyfrowania.md §4.1), its publicKeyId sent with what it encrypted.
 * 2. POST /auth/challenge → POST /auth/ksef-token with "{token}|{timestampMs}" RSA-OAEP-encrypted under
 *    the KsefTokenEncryption key → GET /auth/{ref} until not "in progress" → POST /auth/token/redeem
 *    (uwierzytelnianie.md): an access token, reused until shortly before its validUntil.
 * 3. POST /sessions/online with form FA (3) and a fresh AES-256 key (RSA-OAEP under the
 *    SymmetricKeyEncryption key) and IV → POST …/invoices with the AES-256-CBC file and the SHA-256
 *    and sizes of the plain and the encrypted file → GET /sessions/{ref}/invoices/{invRef} until
 *    processed → its UPO → POST …/close (sesja-interaktywna.md, sesja-sprawdzenie-stanu-i-pobranie-upo.md).
 *
 * Failures come in two kinds, both JSON-serialisable (toJSON) for Cloudflare Workflow steps:
 * - KsefUnavailableError: no answer, a timeout, 5xx (announced unavailability included), 429, or a
 *   status "cancelled by the system, try again": the shop may issue the invoice offline
 *   (tryby-offline.md) and send it later with offlineMode;
 * - KsefRejectedError: a 4xx answer with KSeF's exception (exceptionCode, exceptionDescription),
 *   or authentication refused (wrong token, no permissions). An invoice KSeF refuses is not an
 *   error but a result: { status: "rejected", code, description }.
 */
import {
  KSEF_ACCESS_TOKEN_MARGIN_MS,
  KSEF_AUTH_POLL_ATTEMPTS,
  KSEF_FORM_CODE,
  KSEF_INVOICE_POLL_ATTEMPTS,
  KSEF_POLL_DELAY_MS,
  KSEF_REQUEST_TIMEOUT_MS,
} from "../../../common/config/invoices";
import { toBase64 } from "../../../common/encoding";
import {
  aesCbcEncrypt,
  type Bytes,
  fromBase64,
  importOaepPublicKey,
  parseCertificate,
  publicKeyIdOf,
  randomBytes,
  rsaOaepEncrypt,
  sha256Base64,
  utf8,
} from "./crypto";

// ── Errors ───────────────────────────────────────────────────────────────────────────────────

/** KSeF could not be reached or did not serve the request: try later, or issue offline. */
export class KsefUnavailableError extends Error {
  readonly kind = "unavailable" as const;
  /** HTTP status when KSeF answered (5xx, 429), null when it did not answer. */
  readonly status: number | null;
  /** Seconds KSeF asked to wait (Retry-After), when it said. */
  readonly retryAfterS: number | null;
  constructor(message: string, status: number | null = null, retryAfterS: number | null = null) {
    super(message);
    this.name = "KsefUnavailableError";
    this.status = status;
    this.retryAfterS = retryAfterS;
  }
  toJSON() {
    return { name: this.name, kind: this.kind, message: this.message, status: this.status, retryAfterS: this.retryAfterS };
  }
}

/** KSeF refused a request (4xx with its exception, or a refused authentication): retrying will not help. */
export class KsefRejectedError extends Error {
  readonly kind = "rejected" as const;
  /** HTTP status of the answer; null when the refusal came as a status inside a 200 answer. */
  readonly status: number | null;
  /** KSeF's exceptionCode (e.g. 21405) or status code (e.g. 450); null when it gave none (401, 403). */
  readonly code: number | null;
  readonly description: string;
  readonly details: string[];
  constructor(status: number | null, code: number | null, description: string, details: string[] = []) {
    super(
      `KSeF odrzucił żądanie${code === null ? "" : ` (kod ${code})`}: ${description}${details.length ? ` — ${details.join("; ")}` : ""}`,
    );
    this.name = "KsefRejectedError";
    this.status = status;
    this.code = code;
    this.description = description;
    this.details = details;
  }
  toJSON() {
    return {
      name: this.name,
      kind: this.kind,
      message: this.message,
      status: this.status,
      code: this.code,
      description: this.description,
      details: this.details,
    };
  }
}

// ── Shapes ───────────────────────────────────────────────────────────────────────────────────

export type KsefFetch = (request: Request) => Promise<Response>;

export interface KsefClientOptions {
  /** The environment's API base, e.g. KSEF_ENVIRONMENTS.test.apiBaseUrl. */
  baseUrl: string;
  /** The shop's NIP: the context it signs in to (ContextIdentifier type Nip). */
  nip: string;
  /** The KSeF token (tokeny-ksef.md), a secret: it needs the InvoiceWrite permission. */
  token: string;
  fetch?: KsefFetch;
  now?: () => Date;
  timeoutMs?: number;
  authPollAttempts?: number;
  invoicePollAttempts?: number;
  /** Pause between status questions; 0 in tests. */
  pollDelayMs?: number;
}

export interface KsefPublicKey {
  /** Base64 DER. */
  certificate: string;
  publicKeyId: string;
  validFrom: string;
  validTo: string;
  usage: ("KsefTokenEncryption" | "SymmetricKeyEncryption")[];
}

export interface KsefTokens {
  accessToken: { token: string; validUntil: string };
  refreshToken: { token: string; validUntil: string };
}

/** An open online session with its AES key material (base64): plain data, so a Workflow step may keep it. */
export interface KsefSession {
  referenceNumber: string;
  validUntil: string;
  symmetricKey: string;
  initializationVector: string;
}

export interface KsefSentInvoice {
  sessionReferenceNumber: string;
  invoiceReferenceNumber: string;
  /** SHA-256 of the XML, base64 (the UPO's SkrotDokumentu; base64url of it goes in KOD I). */
  invoiceHash: string;
}

export type KsefInvoiceMode = "Online" | "Offline";

export type KsefInvoiceStatus =
  | { state: "processing"; code: number; description: string }
  | { state: "accepted"; ksefNumber: string; acquiredAt: string; invoicingMode: KsefInvoiceMode | null }
  | { state: "rejected"; code: number; description: string; details: string[]; extensions: Record<string, string | null> };

export type KsefSendResult =
  | ({
      status: "accepted";
      ksefNumber: string;
      acquiredAt: string;
      invoicingMode: KsefInvoiceMode | null;
      upo: string | null;
    } & KsefSentInvoice)
  | ({
      status: "rejected";
      code: number;
      description: string;
      details: string[];
      extensions: Record<string, string | null>;
    } & KsefSentInvoice)
  /** Still processing after the bounded polls: ask again later with checkInvoice (never send it twice: 440 duplicate). */
  | ({ status: "processing" } & KsefSentInvoice);

export interface SendOptions {
  /** The invoice was issued offline (offline24, KSeF unavailable, emergency): offlineMode in the request (tryby-offline.md). */
  offline?: boolean;
  /** A technical correction of a rejected offline invoice: the SHA-256 (base64) of that invoice (korekta-techniczna.md). */
  hashOfCorrectedInvoice?: string;
}

// ── Answers KSeF gives ───────────────────────────────────────────────────────────────────────

interface StatusInfo {
  code: number;
  description: string;
  details?: string[] | null;
  extensions?: Record<string, string | null> | null;
}

/** Invoice status codes meaning "not yet" (100 accepted for processing, 150 processing). */
const INVOICE_PENDING = new Set([100, 150]);
/** Codes meaning KSeF itself failed, "try again" (500 unknown error, 550 cancelled by the system). */
const SYSTEM_FAILURE = new Set([500, 550]);

/** KSeF's refusal from a 4xx body: ExceptionResponse (exceptionDetailList) or problem+json (errors, or title/detail). */
function rejectionFrom(status: number, text: string): KsefRejectedError {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new KsefRejectedError(status, null, `HTTP ${status}`, text ? [text.slice(0, 300)] : []);
  }
  const record = (body ?? {}) as {
    exception?: {
      exceptionDetailList?: { exceptionCode?: number; exceptionDescription?: string | null; details?: string[] | null }[] | null;
    };
    errors?: { code?: number; description?: string; details?: string[] | null }[];
    title?: string;
    detail?: string;
    reasonCode?: string;
  };
  const exception = record.exception?.exceptionDetailList?.[0];
  if (exception)
    return new KsefRejectedError(
      status,
      exception.exceptionCode ?? null,
      exception.exceptionDescription ?? `HTTP ${status}`,
      exception.details ?? [],
    );
  const problem = record.errors?.[0];
  if (problem) return new KsefRejectedError(status, problem.code ?? null, problem.description ?? `HTTP ${status}`, problem.details ?? []);
  const details = [record.detail, record.reasonCode].filter((part): part is string => typeof part === "string");
  return new KsefRejectedError(status, null, record.title ?? `HTTP ${status}`, details);
}

function unavailableFrom(response: Response): KsefUnavailableError {
  const retryAfter = Number.parseInt(response.headers.get("retry-after") ?? "", 10);
  const retryAfterS = Number.isFinite(retryAfter) ? retryAfter : null;
  const what = response.status === 429 ? "przekroczono limit żądań" : "błąd po stronie KSeF";
  return new KsefUnavailableError(
    `KSeF niedostępny: ${what} (HTTP ${response.status})${retryAfterS === null ? "" : `, ponów za ${retryAfterS} s`}`,
    response.status,
    retryAfterS,
  );
}

// ── The client ───────────────────────────────────────────────────────────────────────────────

export type KsefClient = ReturnType<typeof createKsefClient>;

export function createKsefClient(options: KsefClientOptions) {
  const send: KsefFetch = options.fetch ?? ((request) => fetch(request));
  const now = options.now ?? (() => new Date());
  const base = options.baseUrl.replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? KSEF_REQUEST_TIMEOUT_MS;
  const pollDelayMs = options.pollDelayMs ?? KSEF_POLL_DELAY_MS;
  const authPollAttempts = options.authPollAttempts ?? KSEF_AUTH_POLL_ATTEMPTS;
  const invoicePollAttempts = options.invoicePollAttempts ?? KSEF_INVOICE_POLL_ATTEMPTS;
  const pause = () => (pollDelayMs > 0 ? new Promise<void>((resolve) => setTimeout(resolve, pollDelayMs)) : Promise.resolve());

  let publicKeysCache: KsefPublicKey[] | null = null;
  let tokensCache: KsefTokens | null = null;

  /** One call; the answer's text when 2xx, else the matching error. */
  async function call(
    method: "GET" | "POST",
    path: string,
    init: { bearer?: string; json?: unknown; accept?: string } = {},
  ): Promise<{ text: string; headers: Headers }> {
    const headers = new Headers({ Accept: init.accept ?? "application/json" });
    if (init.bearer) headers.set("Authorization", `Bearer ${init.bearer}`);
    if (init.json !== undefined) headers.set("Content-Type", "application/json");
    const request = new Request(`${base}${path}`, {
      method,
      headers,
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
      signal: AbortSignal.timeout(timeoutMs),
    });
    let response: Response;
    let text: string;
    try {
      response = await send(request);
      text = await response.text(); // a timeout may strike while the body is still arriving
    } catch (error) {
      const reason =
        error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")
          ? "brak odpowiedzi w czasie"
          : "brak połączenia";
      throw new KsefUnavailableError(
        `KSeF niedostępny: ${reason} (${method} ${path}: ${error instanceof Error ? error.message : String(error)})`,
      );
    }
    if (response.status >= 500 || response.status === 429) throw unavailableFrom(response);
    if (!response.ok) throw rejectionFrom(response.status, text);
    return { text, headers: response.headers };
  }

  async function callJson<T>(method: "GET" | "POST", path: string, init: { bearer?: string; json?: unknown } = {}): Promise<T> {
    const { text } = await call(method, path, init);
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new KsefUnavailableError(`KSeF niedostępny: odpowiedź nie jest JSON-em (${method} ${path})`);
    }
  }

  /** The newest certificate for a usage valid now (klucze-publiczne-do-szyfrowania.md §4.1). */
  async function keyFor(usage: KsefPublicKey["usage"][number]): Promise<{ key: CryptoKey; publicKeyId: string }> {
    publicKeysCache ??= await callJson<KsefPublicKey[]>("GET", "/security/public-key-certificates");
    const at = now().getTime();
    const chosen = publicKeysCache
      .filter((entry) => entry.usage.includes(usage) && Date.parse(entry.validFrom) <= at && at < Date.parse(entry.validTo))
      .sort((a, b) => Date.parse(b.validFrom) - Date.parse(a.validFrom))[0];
    if (!chosen) throw new KsefUnavailableError(`KSeF niedostępny: brak ważnego klucza publicznego ${usage}`);
    const certificate = parseCertificate(fromBase64(chosen.certificate));
    // The id is the SPKI's hash: computed here rather than trusted, so it names the key really used.
    return { key: await importOaepPublicKey(certificate), publicKeyId: await publicKeyIdOf(certificate) };
  }

  /** Runs an encrypting step; on 21470 (unknown or withdrawn key) fetches the keys again and retries once (§4.4). */
  async function withCurrentKeys<T>(step: () => Promise<T>): Promise<T> {
    try {
      return await step();
    } catch (error) {
      if (!(error instanceof KsefRejectedError && error.code === 21470)) throw error;
      publicKeysCache = null;
      return step();
    }
  }

  const client = {
    publicKeys: () => callJson<KsefPublicKey[]>("GET", "/security/public-key-certificates"),

    challenge: () => callJson<{ challenge: string; timestamp: string; timestampMs: number }>("POST", "/auth/challenge"),

    /** Steps 1–2 of uwierzytelnianie.md §2.2: the encrypted "token|timestampMs" for a challenge. */
    submitKsefToken: (challenge: { challenge: string; timestampMs: number }) =>
      withCurrentKeys(async () => {
        const { key, publicKeyId } = await keyFor("KsefTokenEncryption");
        const encryptedToken = toBase64(await rsaOaepEncrypt(key, utf8(`${options.token}|${challenge.timestampMs}`)));
        return callJson<{ referenceNumber: string; authenticationToken: { token: string; validUntil: string } }>(
          "POST",
          "/auth/ksef-token",
          {
            json: { challenge: challenge.challenge, contextIdentifier: { type: "Nip", value: options.nip }, encryptedToken, publicKeyId },
          },
        );
      }),

    authStatus: async (referenceNumber: string, authenticationToken: string) =>
      (await callJson<{ status: StatusInfo }>("GET", `/auth/${encodeURIComponent(referenceNumber)}`, { bearer: authenticationToken }))
        .status,

    /** Once per authentication: a second redeem answers 400 (21301). */
    redeemTokens: (authenticationToken: string) => callJson<KsefTokens>("POST", "/auth/token/redeem", { bearer: authenticationToken }),

    /** The whole authentication with the KSeF token; polls the status a bounded number of times. */
    async authenticate(): Promise<KsefTokens> {
      const challenge = await client.challenge();
      const operation = await client.submitKsefToken(challenge);
      for (let attempt = 1; ; attempt++) {
        const status = await client.authStatus(operation.referenceNumber, operation.authenticationToken.token);
        if (status.code === 200) break;
        if (SYSTEM_FAILURE.has(status.code))
          throw new KsefUnavailableError(`KSeF niedostępny: uwierzytelnianie przerwane (${status.code} ${status.description})`);
        if (status.code !== 100) throw new KsefRejectedError(null, status.code, status.description, status.details ?? []);
        if (attempt >= authPollAttempts) throw new KsefUnavailableError("KSeF niedostępny: uwierzytelnianie wciąż w toku");
        await pause();
      }
      tokensCache = await client.redeemTokens(operation.authenticationToken.token);
      return tokensCache;
    },

    /** An access token: the cached one while it has some life left, else a new authentication. */
    async accessToken(): Promise<string> {
      const valid = tokensCache && Date.parse(tokensCache.accessToken.validUntil) - KSEF_ACCESS_TOKEN_MARGIN_MS > now().getTime();
      return valid ? tokensCache!.accessToken.token : (await client.authenticate()).accessToken.token;
    },

    /** Opens an online session for FA (3) with a fresh AES-256 key and IV (one key per session, as recommended). */
    openSession: (accessToken: string): Promise<KsefSession> =>
      withCurrentKeys(async () => {
        const { key, publicKeyId } = await keyFor("SymmetricKeyEncryption");
        const symmetricKey = randomBytes(32);
        const initializationVector = randomBytes(16);
        const opened = await callJson<{ referenceNumber: string; validUntil: string }>("POST", "/sessions/online", {
          bearer: accessToken,
          json: {
            formCode: KSEF_FORM_CODE,
            encryption: {
              encryptedSymmetricKey: toBase64(await rsaOaepEncrypt(key, symmetricKey)),
              initializationVector: toBase64(initializationVector),
              publicKeyId,
            },
          },
        });
        return { ...opened, symmetricKey: toBase64(symmetricKey), initializationVector: toBase64(initializationVector) };
      }),

    /** Sends one invoice (its XML as the shop built it) in an open session. */
    async sendInSession(accessToken: string, session: KsefSession, xml: string, mode: SendOptions = {}): Promise<KsefSentInvoice> {
      const plain = utf8(xml);
      const encrypted: Bytes = await aesCbcEncrypt(fromBase64(session.symmetricKey), fromBase64(session.initializationVector), plain);
      const invoiceHash = await sha256Base64(plain);
      const { referenceNumber } = await callJson<{ referenceNumber: string }>(
        "POST",
        `/sessions/online/${encodeURIComponent(session.referenceNumber)}/invoices`,
        {
          bearer: accessToken,
          json: {
            invoiceHash,
            invoiceSize: plain.byteLength,
            encryptedInvoiceHash: await sha256Base64(encrypted),
            encryptedInvoiceSize: encrypted.byteLength,
            encryptedInvoiceContent: toBase64(encrypted),
            offlineMode: mode.offline ?? false,
            ...(mode.hashOfCorrectedInvoice ? { hashOfCorrectedInvoice: mode.hashOfCorrectedInvoice } : {}),
          },
        },
      );
      return { sessionReferenceNumber: session.referenceNumber, invoiceReferenceNumber: referenceNumber, invoiceHash };
    },

    /** An invoice's state in its session: processing, accepted (KSeF number) or rejected (KSeF's code and description). */
    async invoiceStatus(accessToken: string, sessionReferenceNumber: string, invoiceReferenceNumber: string): Promise<KsefInvoiceStatus> {
      const answer = await callJson<{
        ksefNumber?: string | null;
        acquisitionDate?: string | null;
        invoicingMode?: KsefInvoiceMode | null;
        status: StatusInfo;
      }>("GET", `/sessions/${encodeURIComponent(sessionReferenceNumber)}/invoices/${encodeURIComponent(invoiceReferenceNumber)}`, {
        bearer: accessToken,
      });
      const { status } = answer;
      if (INVOICE_PENDING.has(status.code)) return { state: "processing", code: status.code, description: status.description };
      if (status.code === 200 && answer.ksefNumber)
        return {
          state: "accepted",
          ksefNumber: answer.ksefNumber,
          acquiredAt: answer.acquisitionDate ?? "",
          invoicingMode: answer.invoicingMode ?? null,
        };
      if (SYSTEM_FAILURE.has(status.code))
        throw new KsefUnavailableError(`KSeF niedostępny: przetwarzanie faktury przerwane (${status.code} ${status.description})`);
      return {
        state: "rejected",
        code: status.code,
        description: status.description,
        details: status.details ?? [],
        extensions: status.extensions ?? {},
      };
    },

    /** The UPO (XML, signed by the Ministry in the real KSeF) of one accepted invoice. */
    async invoiceUpo(accessToken: string, sessionReferenceNumber: string, invoiceReferenceNumber: string): Promise<string> {
      const path = `/sessions/${encodeURIComponent(sessionReferenceNumber)}/invoices/${encodeURIComponent(invoiceReferenceNumber)}/upo`;
      return (await call("GET", path, { bearer: accessToken, accept: "application/xml" })).text;
    },

    /** Closes the session: KSeF then prepares the session's collective UPO. */
    async closeSession(accessToken: string, sessionReferenceNumber: string): Promise<void> {
      await call("POST", `/sessions/online/${encodeURIComponent(sessionReferenceNumber)}/close`, { bearer: accessToken });
    },

    /**
     * Polls a sent invoice (a bounded number of times) and, once accepted, fetches its UPO; the
     * UPO may come a little after the number, so a refusal of it is asked again within the same budget.
     */
    async checkInvoice(references: KsefSentInvoice, accessToken?: string): Promise<KsefSendResult> {
      // Only the references: an earlier result passed back in must not lend its `status`.
      const sent: KsefSentInvoice = {
        sessionReferenceNumber: references.sessionReferenceNumber,
        invoiceReferenceNumber: references.invoiceReferenceNumber,
        invoiceHash: references.invoiceHash,
      };
      const token = accessToken ?? (await client.accessToken());
      let attempt = 0;
      let status: KsefInvoiceStatus;
      for (;;) {
        attempt++;
        status = await client.invoiceStatus(token, sent.sessionReferenceNumber, sent.invoiceReferenceNumber);
        if (status.state !== "processing") break;
        if (attempt >= invoicePollAttempts) return { status: "processing", ...sent };
        await pause();
      }
      if (status.state === "rejected") {
        const { code, description, details, extensions } = status;
        return { status: "rejected", code, description, details, extensions, ...sent };
      }
      let upo: string | null = null;
      for (;;) {
        try {
          upo = await client.invoiceUpo(token, sent.sessionReferenceNumber, sent.invoiceReferenceNumber);
          break;
        } catch (error) {
          attempt++;
          if (!(error instanceof KsefRejectedError) || attempt >= invoicePollAttempts) break; // the number is what counts; the UPO can be fetched later
          await pause();
        }
      }
      return {
        status: "accepted",
        ksefNumber: status.ksefNumber,
        acquiredAt: status.acquiredAt,
        invoicingMode: status.invoicingMode,
        upo,
        ...sent,
      };
    },

    /**
     * The whole sequence for one invoice: authenticate (or reuse the access token), open a session,
     * send, poll, fetch the UPO, close the session (even when something failed, without letting a
     * failed close hide the result). Throws KsefUnavailableError (issue offline, send later with
     * { offline: true }) or KsefRejectedError (a refused request: configuration, token).
     */
    async sendInvoice(xml: string, mode: SendOptions = {}): Promise<KsefSendResult> {
      const accessToken = await client.accessToken();
      const session = await client.openSession(accessToken);
      try {
        const sent = await client.sendInSession(accessToken, session, xml, mode);
        return await client.checkInvoice(sent, accessToken);
      } finally {
        await client.closeSession(accessToken, session.referenceNumber).catch(() => undefined);
      }
    },
  };
  return client;
}

/** Whether a thrown value (or its JSON after a Workflow step) is KSeF being unavailable. */
export function isKsefUnavailable(error: unknown): boolean {
  return (
    error instanceof KsefUnavailableError ||
    (typeof error === "object" && error !== null && (error as { name?: unknown }).name === "KsefUnavailableError")
  );
}
