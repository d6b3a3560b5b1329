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
 * A refusal of the shop API that the site's API hands on as it came (status, `{ error_code,
 * message }`, Retry-After): thrown where the site's API called the shop API, answered by
 * handleApiError.
 */
export class ShopRefusal extends Error {
  constructor(readonly response: Pick<Response, "status" | "headers" | "body">) {
    super(`shop API refused with ${response.status}`);
    this.name = "ShopRefusal";
  }

  toResponse(): Response {
    const headers = new Headers({ "Content-Type": this.response.headers.get("content-type") ?? "application/json" });
    const retryAfter = this.response.headers.get("retry-after");
    if (retryAfter) headers.set("Retry-After", retryAfter);
    return new Response(this.response.body, { status: this.response.status, headers });
  }
}
