import "../runtime/shared-deps";
import { ERROR_REPORT_MAX_BYTES } from "../../src/common/config/security";
import { CATALOGUED_ERROR_CODES, IGNORED_ERROR_SOURCES } from "../../src/common/errors/error-rules";
import type { ErrorReport } from "../api/server-types";

/** Loaded with the first error report (client/errors/error-reporting.ts): the redaction rules and the sending. */
export * as rules from "../../src/common/errors/redact";

/** An error from an extension, a service worker or a consent script (its file or stack): not the shop's, never reported. */
export function ignored(...texts: (string | undefined)[]): boolean {
  return texts.some((text) => text !== undefined && IGNORED_ERROR_SOURCES.some((pattern) => pattern.test(text)));
}

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

export function send(report: ErrorReport): void {
  // A catalogued code is an expected outcome (a sold-out offer, a taken e-mail): never reported.
  if (report.source === "mutation" && (CATALOGUED_ERROR_CODES as readonly string[]).includes(report.name)) return;
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
