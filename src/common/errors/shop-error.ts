import type { Context } from "hono";
import { ERROR_DEFINITIONS, type ErrorCode } from "./catalogue";

/** A field-level problem: where (dot path) and what, in Polish. Never carries the input value. */
export interface FieldIssue {
  path: string;
  message: string;
}

/** The JSON every API answers with on failure. */
export interface ErrorBody {
  error_code: ErrorCode;
  message: string;
  fields?: FieldIssue[];
  /** Offers that lack stock (VARIANT_SOLD_OUT on an order): what is left of each. */
  sold_out?: { sku: string; available: number }[];
}

/** An expected failure with a catalogued code; the API turns it into `{ error_code, message }`. */
export class ShopError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields?: FieldIssue[];
  readonly soldOut?: ErrorBody["sold_out"];
  /** Seconds after which a retry can succeed (a rate limit): sent as `Retry-After`. */
  readonly retryAfterS?: number;

  constructor(
    code: ErrorCode,
    options: { message?: string; fields?: FieldIssue[]; soldOut?: ErrorBody["sold_out"]; retryAfterS?: number } = {},
  ) {
    const definition = ERROR_DEFINITIONS[code];
    super(options.message ?? definition.message);
    this.name = "ShopError";
    this.code = code;
    this.status = definition.status;
    this.fields = options.fields;
    this.soldOut = options.soldOut;
    if (options.retryAfterS !== undefined) this.retryAfterS = Math.max(1, Math.ceil(options.retryAfterS));
  }

  toBody(): ErrorBody {
    const body: ErrorBody = { error_code: this.code, message: this.message };
    if (this.fields) body.fields = this.fields;
    if (this.soldOut) body.sold_out = this.soldOut;
    return body;
  }
}

export function errorBody(code: ErrorCode, message?: string): ErrorBody {
  return { error_code: code, message: message ?? ERROR_DEFINITIONS[code].message };
}

/** Sends `{ error_code, message }` with the code's status (and `Retry-After` when a limit says when). */
export function jsonError(c: Context, error: ShopError | ErrorCode) {
  const shopError = typeof error === "string" ? new ShopError(error) : error;
  if (shopError.retryAfterS !== undefined) c.header("Retry-After", String(shopError.retryAfterS));
  return c.json(shopError.toBody(), ERROR_DEFINITIONS[shopError.code].status);
}

/**
 * A refusal (4xx) of the shop API as the site met it: its status, its `{ error_code, message }` and
 * a Retry-After. The site's API hands it on as it came (toResponse, by handleApiError); the back
 * office shows its Polish message with the field messages (staffMessage).
 */
export class ShopRefusal extends Error {
  constructor(
    readonly status: number,
    readonly body: Partial<ErrorBody> | null,
    readonly retryAfter: string | null = null,
  ) {
    super(body?.message ?? `shop API refused with ${status}`);
    this.name = "ShopRefusal";
  }

  /** A refusal of the site's own making, in the shop's words (a back-office form without its file). */
  static of(status: number, code: ErrorCode, message: string): ShopRefusal {
    return new ShopRefusal(status, { error_code: code, message });
  }

  get code(): string | undefined {
    return this.body?.error_code;
  }

  /** The message and every field's message, for staff who can fix the form. */
  get staffMessage(): string {
    const details = this.body?.fields?.map((field) => field.message).join(" ") ?? "";
    return [this.body?.message ?? "Nie udało się.", details].filter(Boolean).join(" ");
  }

  toResponse(): Response {
    const headers = new Headers({ "Content-Type": "application/json" });
    if (this.retryAfter) headers.set("Retry-After", this.retryAfter);
    return new Response(JSON.stringify(this.body ?? errorBody("BAD_REQUEST")), { status: this.status, headers });
  }
}
