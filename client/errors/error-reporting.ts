/**
 * The browser's side of error reporting (SPEC §8): failures of the flagged mutations (register,
 * password reset and its confirmation, checkout) and uncaught errors go to the Worker's beacon,
 * which forwards them to the reporting service. Catalogued codes are expected outcomes and never
 * leave the browser; neither do errors from extensions, a price-comparison service worker or a
 * consent script, nor personal data and secrets (src/common/errors/redact.ts: fields named in
 * REPORT_REDACTED_KEYS, query values, e-mail addresses in messages and stacks).
 */
import { CAPTURED_MUTATION_PATHS } from "../../src/common/config/security";
import type { ErrorReport } from "../api/server-types";

/**
 * Builds the report with the redaction rules and sends it, unless a text of `sources` (file, stack)
 * is not the shop's. The rules, the ignore patterns and the sending load with the first report
 * (client/errors/error-send.ts): a page without errors never downloads them.
 */
function sendRedacted(
  build: (rules: typeof import("../../src/common/errors/redact")) => ErrorReport,
  sources: (string | undefined)[] = [],
): Promise<void> {
  return import("./error-send")
    .then(({ send, rules, ignored }) => {
      if (!ignored(...sources)) send(build(rules));
    })
    .catch(() => undefined);
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
}): Promise<void> {
  if (!isFlaggedMutation(options.url, options.method)) return Promise.resolve();
  const code = (options.data as { error_code?: unknown } | null)?.error_code;
  const message = options.error instanceof Error ? options.error.message : (options.data as { message?: unknown } | null)?.message;
  return sendRedacted(({ redact, redactText, redactUrl }) => ({
    source: "mutation",
    name: typeof code === "string" ? code : typeof message === "string" && message ? redactText(message) : "Unknown error",
    url: redactUrl(new URL(options.url, location.href).toString()),
    method: options.method,
    status: options.status,
    variables: redactedBody(options.body, redact),
    // The answer may echo what was sent (an address, a phone): redacted like the variables.
    response: redact(options.data),
  }));
}

/** The request's JSON body with personal fields redacted; undefined when it is not JSON. */
function redactedBody(body: BodyInit | null | undefined, redact: (value: unknown) => unknown): unknown {
  try {
    return typeof body === "string" ? redact(JSON.parse(body)) : undefined;
  } catch {
    return undefined;
  }
}

/** Uncaught errors and rejections of this page, minus what is not the shop's. */
export function installErrorBeacon(): void {
  window.addEventListener("error", (event) => {
    const error = event.error as Error | undefined;
    void sendRedacted(
      ({ redactText, redactUrl }) => ({
        source: "window",
        name: redactText(error?.message || event.message || "Unknown error"),
        url: redactUrl(location.href),
        stack: error?.stack === undefined ? undefined : redactText(error.stack).slice(0, 4000),
      }),
      [event.filename, error?.stack],
    );
  });
  window.addEventListener("unhandledrejection", (event) => {
    const reason = event.reason as unknown;
    const error = reason instanceof Error ? reason : undefined;
    void sendRedacted(
      ({ redactText, redactUrl }) => ({
        source: "window",
        name: redactText(error?.message || (typeof reason === "string" ? reason : "Unknown error")),
        url: redactUrl(location.href),
        stack: error?.stack === undefined ? undefined : redactText(error.stack).slice(0, 4000),
      }),
      [error?.stack],
    );
  });
}
