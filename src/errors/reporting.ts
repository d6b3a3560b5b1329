import { Toucan } from "toucan-js";
import { APP_VERSION, TRACING_SAMPLE_RATE } from "../config";
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

/** One reporter per request (toucan-js keeps request scope); off when `dsn` is empty. */
export function createReporter(options: {
  dsn: string | undefined;
  environment: string;
  request: Request;
  waitUntil: (promise: Promise<unknown>) => void;
}): Reporter {
  if (!options.dsn) return disabledReporter;
  const toucan = new Toucan({
    dsn: options.dsn,
    environment: options.environment,
    release: APP_VERSION,
    request: options.request,
    context: { waitUntil: options.waitUntil },
    tracesSampleRate: TRACING_SAMPLE_RATE,
  });
  return {
    enabled: true,
    capture(error, extras) {
      if (!shouldReport(error)) return;
      if (extras) toucan.setExtras(extras);
      const toSend = error instanceof Error ? error : new Error(reportName(error));
      toucan.captureException(toSend);
    },
  };
}
