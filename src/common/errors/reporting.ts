import type { Toucan } from "toucan-js";
import { isRedactedKey, redact, redactQuery, redactText, redactUrl } from "./redact";
import { APP_VERSION } from "../config/locale";
import { REPORT_REDACTED_VALUE } from "./error-rules";
import { TRACING_SAMPLE_RATE } from "../config/storefront";
import { isCataloguedErrorCode } from "./catalogue";
import { ShopError } from "./shop-error";

/** What the app needs from an error reporter; the no-op one stands in when no DSN is set. */
export interface Reporter {
  readonly enabled: boolean;
  capture(error: unknown, extras?: Record<string, unknown>): void;
}

const disabledReporter: Reporter = { enabled: false, capture() {} };

/**
 * Catalogued codes (SPEC §8) are expected outcomes, and client errors (4xx) are the caller's
 * mistake: neither is worth a report. Everything else is.
 */
export function shouldReport(error: unknown): boolean {
  if (error instanceof ShopError) return error.status >= 500 && !isCataloguedErrorCode(error.code);
  return true;
}

/** The name a report carries: the error_code when there is one, else the message. */
export function reportName(error: unknown): string {
  if (error instanceof ShopError) return error.code;
  if (error instanceof Error && error.message) return error.message;
  return "Unknown error";
}

type ToucanOptions = ConstructorParameters<typeof Toucan>[0];
type ErrorEvent = Parameters<NonNullable<ToucanOptions["beforeSend"]>>[0];
type TransactionEvent = Parameters<NonNullable<ToucanOptions["beforeSendTransaction"]>>[0];

/**
 * The request headers a report may carry (toucan-js's allowlist; the rest, cookies and
 * Authorization among them, never leave). Referer and Origin go through redactUrl.
 */
export const REPORTED_HEADERS = [
  "accept",
  "accept-language",
  "cf-ipcountry",
  "cf-ray",
  "cf-worker",
  "content-length",
  "content-type",
  "origin",
  "referer",
  "sec-fetch-dest",
  "sec-fetch-mode",
  "sec-fetch-site",
  "user-agent",
] as const;

/** Contexts the SDK itself fills (runtime, trace…): their `name` fields are no one's name. */
const SDK_CONTEXTS = new Set(["app", "browser", "cloud_resource", "culture", "device", "os", "runtime", "trace"]);

/** Every string of a value through redactText, keys untouched (for the event's own structure). */
function scrubStrings(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return redactText(value);
  if (depth > 12 || !value || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => scrubStrings(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, scrubStrings(inner, depth + 1)]));
}

/**
 * The last step before an event leaves (toucan-js's beforeSend): the request keeps its path, its
 * query string's keys and the allowed headers; extras, tags, custom contexts, request data and
 * breadcrumbs lose every field REPORT_REDACTED_KEYS names, at any depth; no user but an id; and
 * every string left (messages, stacks, URLs) loses query values and e-mail addresses.
 */
export function redactEvent<E extends ErrorEvent | TransactionEvent>(event: E, requestUrl?: string): E {
  if (event.request) {
    const { url, method, headers, data } = event.request;
    const mark = requestUrl?.indexOf("?") ?? -1;
    const query = mark < 0 ? "" : redactQuery(requestUrl!.slice(mark + 1).split("#", 1)[0]!);
    event.request = {
      ...(url && { url: redactUrl(url) }),
      ...(method && { method }),
      ...(query && { query_string: query }),
      ...(headers && {
        headers: Object.fromEntries(
          Object.entries(headers)
            .filter(([name]) => (REPORTED_HEADERS as readonly string[]).includes(name.toLowerCase()) && !isRedactedKey(name))
            .map(([name, value]) => [name, redactText(value)]),
        ),
      }),
      ...(data !== undefined && { data: redact(data) }),
    };
  }
  if (event.user) event.user = event.user.id === undefined ? undefined : { id: event.user.id };
  if (event.extra) event.extra = redact(event.extra) as typeof event.extra;
  if (event.tags) event.tags = redact(event.tags) as typeof event.tags;
  if (event.contexts) {
    event.contexts = Object.fromEntries(
      Object.entries(event.contexts).map(([name, context]) => [
        name,
        SDK_CONTEXTS.has(name) ? context : isRedactedKey(name) ? { value: REPORT_REDACTED_VALUE } : redact(context),
      ]),
    ) as typeof event.contexts;
  }
  if (event.breadcrumbs) {
    event.breadcrumbs = event.breadcrumbs.map((crumb) => ({
      ...crumb,
      ...(crumb.data && { data: redact(crumb.data) as typeof crumb.data }),
    }));
  }
  // The SDK's own bookkeeping (it holds the Request) is dropped before sending: left as it is.
  const { sdkProcessingMetadata, ...rest } = event;
  return { ...(scrubStrings(rest) as E), ...(sdkProcessingMetadata && { sdkProcessingMetadata }) };
}

/**
 * One reporter per request (toucan-js keeps request scope); off when `dsn` is empty. toucan-js and
 * Sentry's core (~18 KB gzip) load with the request's first report, not at the Worker's startup.
 */
export function createReporter(options: {
  dsn: string | undefined;
  environment: string;
  request: Request;
  waitUntil: (promise: Promise<unknown>) => void;
}): Reporter {
  const { dsn } = options;
  if (!dsn) return disabledReporter;
  const requestUrl = options.request.url;
  let toucan: Promise<Toucan> | undefined;
  const client = () => {
    toucan ??= import("toucan-js").then(
      ({ Toucan }) =>
        new Toucan({
          dsn,
          environment: options.environment,
          release: APP_VERSION,
          request: options.request,
          // toucan-js's own allowlists: no cookies, no IP, no query values (redactEvent adds the keys).
          requestDataOptions: {
            allowedHeaders: [...REPORTED_HEADERS],
            allowedCookies: false,
            allowedSearchParams: false,
            allowedIps: false,
          },
          beforeSend: (event) => redactEvent(event, requestUrl),
          beforeSendTransaction: (event) => redactEvent(event, requestUrl),
          context: { waitUntil: options.waitUntil },
          tracesSampleRate: TRACING_SAMPLE_RATE,
        }),
    );
    return toucan;
  };
  return {
    enabled: true,
    capture(error, extras) {
      if (!shouldReport(error)) return;
      const toSend = error instanceof Error ? error : new Error(reportName(error));
      // In the background, as toucan-js sends anyway: the runtime waits for it after the answer.
      options.waitUntil(
        client().then((sdk) => {
          if (extras) sdk.setExtras(extras);
          sdk.captureException(toSend);
        }),
      );
    },
  };
}

/**
 * Writes an unexpected error to the Worker's log (wrangler tail, Workers Logs) with the same
 * redaction as reports: a failed D1 query's message carries its bound values, which can be a
 * buyer's name or address.
 */
export function logError(error: unknown, context?: string): void {
  const own = error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
  // D1 puts the database's own words in the cause ("D1_ERROR: … constraint failed"): worth keeping.
  const cause = error instanceof Error && error.cause !== undefined ? `\ncaused by: ${String(error.cause)}` : "";
  const text = own + cause;
  console.error(redactText(context ? `${context}: ${text}` : text));
}
