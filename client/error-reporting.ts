/**
 * The browser's side of error reporting (SPEC §8): failures of the flagged mutations (register,
 * password reset and its confirmation, checkout) and uncaught errors go to the Worker's beacon,
 * which forwards them to the reporting service. Catalogued codes are expected outcomes and never
 * leave the browser; neither do errors from extensions, a price-comparison service worker or a
 * consent script, nor personal data and secrets (client/redact.ts: fields named in
 * REPORT_REDACTED_KEYS, query values, e-mail addresses in messages and stacks).
 */
import { CAPTURED_MUTATION_PATHS, CATALOGUED_ERROR_CODES, ERROR_REPORT_MAX_BYTES, IGNORED_ERROR_SOURCES } from "../src/config";
import { redact, redactText, redactUrl } from "./redact";
import type { ErrorReport } from "./server-types";

/** JSON of at most `limit` UTF-8 bytes, shortening the big parts rather than cutting the JSON. */
function fitted(report: ErrorReport, limit: number): string {
  let body = JSON.stringify(report);
  if (new TextEncoder().encode(body).length <= limit) return body;
  const short: ErrorReport = {
    ...report,
    stack: report.stack?.slice(0, 1500),
    variables: "[za duże]",
    response: JSON.stringify(report.response ?? null).slice(0, 1500),
  };
  body = JSON.stringify(short);
  return new TextEncoder().encode(body).length <= limit
    ? body
    : JSON.stringify({ source: report.source, name: report.name.slice(0, 200), url: report.url.slice(0, 300), status: report.status });
}

function send(report: ErrorReport): void {
  const body = fitted(report, ERROR_REPORT_MAX_BYTES);
  try {
    if (navigator.sendBeacon?.("/api/errors", new Blob([body], { type: "application/json" }))) return;
  } catch {
    // fall through to fetch
  }
  void fetch("/api/errors", { method: "POST", body, headers: { "content-type": "application/json" }, keepalive: true }).catch(
    () => undefined,
  );
}

export function isFlaggedMutation(url: string, method: string): boolean {
  if (method === "GET" || method === "HEAD") return false;
  const path = new URL(url, location.href).pathname;
  return (CAPTURED_MUTATION_PATHS as readonly string[]).includes(path);
}

/** Reports a flagged mutation's failure unless its code is a catalogued (expected) one. */
export function reportMutationFailure(options: {
  url: string;
  method: string;
  body?: BodyInit | null;
  status?: number;
  data?: unknown;
  error?: unknown;
}): void {
  if (!isFlaggedMutation(options.url, options.method)) return;
  const code = (options.data as { error_code?: unknown } | null)?.error_code;
  if (typeof code === "string" && (CATALOGUED_ERROR_CODES as readonly string[]).includes(code)) return;
  let variables: unknown;
  try {
    variables = typeof options.body === "string" ? redact(JSON.parse(options.body)) : undefined;
  } catch {
    variables = undefined;
  }
  const message = options.error instanceof Error ? options.error.message : (options.data as { message?: unknown } | null)?.message;
  send({
    source: "mutation",
    name: typeof code === "string" ? code : typeof message === "string" && message ? redactText(message) : "Unknown error",
    url: redactUrl(new URL(options.url, location.href).toString()),
    method: options.method,
    status: options.status,
    variables,
    // The answer may echo what was sent (an address, a phone): redacted like the variables.
    response: redact(options.data),
  });
}

function ignored(...texts: (string | undefined)[]): boolean {
  return texts.some((text) => text !== undefined && IGNORED_ERROR_SOURCES.some((pattern) => pattern.test(text)));
}

/** Uncaught errors and rejections of this page, minus what is not the shop's. */
export function installErrorBeacon(): void {
  window.addEventListener("error", (event) => {
    const error = event.error as Error | undefined;
    if (ignored(event.filename, error?.stack)) return;
    send({
      source: "window",
      name: redactText(error?.message || event.message || "Unknown error"),
      url: redactUrl(location.href),
      stack: error?.stack === undefined ? undefined : redactText(error.stack).slice(0, 4000),
    });
  });
  window.addEventListener("unhandledrejection", (event) => {
    const reason = event.reason as unknown;
    const error = reason instanceof Error ? reason : undefined;
    if (ignored(error?.stack)) return;
    send({
      source: "window",
      name: redactText(error?.message || (typeof reason === "string" ? reason : "Unknown error")),
      url: redactUrl(location.href),
      stack: error?.stack === undefined ? undefined : redactText(error.stack).slice(0, 4000),
    });
  });
}
