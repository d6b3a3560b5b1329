import { Hono, type MiddlewareHandler } from "hono";
import * as v from "valibot";
import { limitAttempts, rateLimitKey, rateLimitStore } from "../../common/rate-limit";
import { IGNORED_ERROR_SOURCES } from "../../common/errors/error-rules";
import { ERROR_REPORT_MAX_BYTES } from "../../common/config/security";
import { WEB_VITALS } from "../../common/config/storefront";
import type { AppEnv } from "../env";
import { isCataloguedErrorCode, ShopError } from "../../common/errors";
import { redact, redactText, redactUrl } from "../../common/errors/redact";
import { notTypedText, validate } from "../../common/api";

/** Diagnostics, not typed text: a stack has line breaks, a message may quote anything (redacted before it is forwarded). */
const errorReport = notTypedText(
  v.object({
    source: v.picklist(["mutation", "window"], "Nieznane źródło błędu."),
    name: v.pipe(v.string("Brakuje nazwy błędu."), v.maxLength(300, "Nazwa błędu jest za długa.")),
    url: v.pipe(v.string("Brakuje adresu."), v.maxLength(2000, "Adres jest za długi.")),
    status: v.optional(v.pipe(v.number("Status musi być liczbą."), v.integer("Status musi być liczbą całkowitą."))),
    method: v.optional(v.pipe(v.string(), v.maxLength(10))),
    variables: v.optional(v.unknown()),
    response: v.optional(v.unknown()),
    stack: v.optional(v.pipe(v.string(), v.maxLength(4000, "Stos wywołań jest za długi."))),
  }),
);

const webVital = v.object({
  name: v.picklist(WEB_VITALS, "Nieznana metryka."),
  value: v.pipe(
    v.number("Wartość musi być liczbą."),
    v.minValue(0, "Wartość nie może być ujemna."),
    v.maxValue(600_000, "Wartość jest za duża."),
  ),
  rating: v.picklist(["good", "needs-improvement", "poor"], "Nieznana ocena."),
  path: v.pipe(v.string("Brakuje ścieżki."), v.regex(/^\/[^?#\s]{0,300}$/, "Nieprawidłowa ścieżka.")),
  navigation: v.optional(v.pipe(v.string(), v.maxLength(30))),
});

/** Beacons are small: anything bigger is refused (by its declared length, else by reading it). */
const smallBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  const declared = Number(c.req.header("content-length"));
  const size = Number.isFinite(declared) ? declared : new TextEncoder().encode(await c.req.text()).length;
  if (size > ERROR_REPORT_MAX_BYTES) throw new ShopError("PAYLOAD_TOO_LARGE");
  await next();
};

/**
 * The browser's beacons: error reports (forwarded to the reporting service, SPEC §8) and web
 * vitals (a sample of visits with analytics consent, written to the Worker's logs).
 */
export const beaconsApi = new Hono<AppEnv>()
  .post(
    "/errors",
    smallBody,
    async (c, next) => {
      await limitAttempts(rateLimitStore(c.env.DB), rateLimitKey("error-report", c.req.raw, c.env.ENVIRONMENT), Date.now());
      return next();
    },
    validate("json", errorReport),
    (c) => {
      const report = c.req.valid("json");
      const foreign = [report.url, report.stack].some(
        (text) => text !== undefined && IGNORED_ERROR_SOURCES.some((pattern) => pattern.test(text)),
      );
      // Expected outcomes (catalogued codes) and errors that are not the shop's are not reported.
      if (!isCataloguedErrorCode(report.name) && !foreign) {
        // Redacted again here: the beacon takes reports from any client, not only ours.
        const error = new Error(redactText(report.name));
        error.name = report.source === "mutation" ? "MutationError" : "BrowserError";
        if (report.stack) error.stack = redactText(report.stack);
        c.var.reporter.capture(error, {
          source: report.source,
          url: redactUrl(report.url),
          status: report.status,
          method: report.method,
          variables: redact(report.variables),
          response: redact(report.response),
        });
      }
      return c.body(null, 204);
    },
  )
  .post("/vitals", smallBody, validate("json", webVital), (c) => {
    const metric = c.req.valid("json");
    // One structured line per measurement: Workers Logs (or Logpush) aggregates them.
    console.log(JSON.stringify({ type: "web-vital", ...metric, at: new Date().toISOString() }));
    return c.body(null, 204);
  });
