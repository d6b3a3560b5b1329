/**
 * Przelewy24 (BLIK, fast bank transfers, cards), REST API v1: register a transaction and send the
 * buyer to the gateway; on the gateway's notification check its signature and confirm the
 * transaction with `verify`. Signatures are SHA-384 over a JSON object with the CRC key in it,
 * fields in the order the API documents.
 */
import { digestHex } from "../../common/encoding";
import { type Przelewy24Config, przelewy24Config } from "../../common/payment-methods";

export { type Przelewy24Config, przelewy24Config };

export class Przelewy24Error extends Error {
  constructor(message: string) {
    super(message);
    this.name = "Przelewy24Error";
  }
}

export const przelewy24Host = (config: Przelewy24Config) =>
  config.sandbox ? "https://sandbox.przelewy24.pl" : "https://secure.przelewy24.pl";

const sha384 = (text: string) => digestHex("SHA-384", text);

/** What the gateway posts to urlStatus after a payment. */
export interface Przelewy24Notification {
  merchantId: number;
  posId: number;
  sessionId: string;
  amount: number;
  originAmount: number;
  currency: string;
  orderId: number;
  methodId: number;
  statement: string;
  sign: string;
}

export function createPrzelewy24Client(config: Przelewy24Config, send: typeof fetch = fetch) {
  const host = przelewy24Host(config);
  const authorization = `Basic ${btoa(`${config.posId}:${config.apiKey}`)}`;

  async function call(method: "GET" | "POST" | "PUT", path: string, body?: Record<string, unknown>) {
    let response: Response;
    try {
      response = await send(`${host}/api/v1${path}`, {
        method,
        headers: { ...(body ? { "Content-Type": "application/json" } : {}), Authorization: authorization },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new Przelewy24Error(`Przelewy24 unreachable: ${error instanceof Error ? error.message : String(error)}`);
    }
    const answer = (await response.json().catch(() => null)) as { data?: Record<string, unknown>; error?: unknown } | null;
    if (!response.ok || !answer?.data)
      throw new Przelewy24Error(`Przelewy24 answered HTTP ${response.status}: ${JSON.stringify(answer?.error ?? answer)}`);
    return answer.data;
  }

  return {
    /** Whether the POS id and API key open the API (GET /testAccess answers `data: true`): the setup's live check. */
    async testAccess(): Promise<void> {
      const data = (await call("GET", "/testAccess")) as unknown;
      if (data !== true) throw new Przelewy24Error(`Przelewy24 testAccess answered ${JSON.stringify(data)}`);
    },

    /** Registers a payment of `amount` grosze; answers the gateway page to send the buyer to. */
    async register(payment: {
      sessionId: string;
      amount: number;
      description: string;
      email: string;
      urlReturn: string;
      urlStatus: string;
      /** Minutes the buyer has to pay (1–99): the gateway refuses payment after the order expires. */
      timeLimitMinutes?: number;
    }): Promise<string> {
      const sign = await sha384(
        JSON.stringify({
          sessionId: payment.sessionId,
          merchantId: config.merchantId,
          amount: payment.amount,
          currency: "PLN",
          crc: config.crc,
        }),
      );
      const data = await call("POST", "/transaction/register", {
        merchantId: config.merchantId,
        posId: config.posId,
        sessionId: payment.sessionId,
        amount: payment.amount,
        currency: "PLN",
        description: payment.description,
        email: payment.email,
        country: "PL",
        language: "pl",
        urlReturn: payment.urlReturn,
        urlStatus: payment.urlStatus,
        ...(payment.timeLimitMinutes === undefined ? {} : { timeLimit: Math.min(99, Math.max(1, Math.floor(payment.timeLimitMinutes))) }),
        sign,
        encoding: "UTF-8",
      });
      if (typeof data.token !== "string" || !data.token) throw new Przelewy24Error("Przelewy24 registered no token");
      return `${host}/trnRequest/${encodeURIComponent(data.token)}`;
    },

    /** Whether a notification really comes from the gateway (its signature over our CRC key). */
    async isAuthentic(notification: Przelewy24Notification): Promise<boolean> {
      const expected = await sha384(
        JSON.stringify({
          merchantId: notification.merchantId,
          posId: notification.posId,
          sessionId: notification.sessionId,
          amount: notification.amount,
          originAmount: notification.originAmount,
          currency: notification.currency,
          orderId: notification.orderId,
          methodId: notification.methodId,
          statement: notification.statement,
          crc: config.crc,
        }),
      );
      return notification.merchantId === config.merchantId && timingSafeEqual(expected, notification.sign);
    },

    /** Confirms a notified payment; only a verified transaction is money the shop has. */
    async verify(payment: { sessionId: string; orderId: number; amount: number }): Promise<void> {
      const sign = await sha384(
        JSON.stringify({
          sessionId: payment.sessionId,
          orderId: payment.orderId,
          amount: payment.amount,
          currency: "PLN",
          crc: config.crc,
        }),
      );
      const data = await call("PUT", "/transaction/verify", {
        merchantId: config.merchantId,
        posId: config.posId,
        sessionId: payment.sessionId,
        amount: payment.amount,
        currency: "PLN",
        orderId: payment.orderId,
        sign,
      });
      if (data.status !== "success") throw new Przelewy24Error(`Przelewy24 did not verify: ${JSON.stringify(data)}`);
    },
  };
}

function timingSafeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index++) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}
