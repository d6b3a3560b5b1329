import type { Context } from "hono";
import type { AppEnv } from "../env";
import { apiNotFound, handleApiError } from "../api-common";
import { t } from "../i18n/intl";
import { ShopUnavailable } from "../errors/shop-unavailable";
import { ROUTES } from "../routes";

/** The Polish 404 page (status 404, never cached, noindex). */
export function renderNotFound(c: Context<AppEnv>) {
  c.status(404);
  c.header("Cache-Control", "no-store");
  return c.render(<ErrorPanel code="404" title={t("error.notFoundTitle")} text={t("error.notFoundText")} />, {
    meta: { title: t("error.notFoundTitle"), noindex: true },
  });
}

/** The Polish 500 page. */
export function renderServerError(c: Context<AppEnv>) {
  c.status(500);
  c.header("Cache-Control", "no-store");
  return c.render(<ErrorPanel code="500" title={t("error.serverTitle")} text={t("error.serverText")} />, {
    meta: { title: t("error.serverTitle"), noindex: true },
  });
}

function ErrorPanel({ code, title, text }: { code: string; title: string; text: string }) {
  return (
    <section className="container error-page">
      <p className="error-code" aria-hidden="true">
        {code}
      </p>
      <h1>{title}</h1>
      <p>{text}</p>
      <p className="error-actions">
        <a className="button button-primary" href={ROUTES.home}>
          {t("error.backHome")}
        </a>
        <a className="button button-secondary" href={ROUTES.tyres}>
          {t("error.browseTyres")}
        </a>
      </p>
    </section>
  );
}

const isApi = (c: Context<AppEnv>) => c.req.path.startsWith("/api/");

/** Unknown path: JSON for API callers, the Polish 404 page for people. */
export function handleNotFound(c: Context<AppEnv>) {
  if (isApi(c)) return apiNotFound(c);
  return renderNotFound(c);
}

/** The Polish 503 page: the catalogue did not answer; try again shortly (Retry-After). */
export function renderUnavailable(c: Context<AppEnv>) {
  c.status(503);
  c.header("Cache-Control", "no-store");
  c.header("Retry-After", "30");
  return c.render(<ErrorPanel code="503" title={t("error.unavailableTitle")} text={t("error.unavailableText")} />, {
    meta: { title: t("error.unavailableTitle"), noindex: true },
  });
}

/** Unexpected failure: reported, then JSON for API callers or the Polish 500 (503) page for people. */
export function handleError(error: Error, c: Context<AppEnv>) {
  if (isApi(c)) return handleApiError(error, c);
  c.var.reporter.capture(error, { url: c.req.url, method: c.req.method });
  console.error(error);
  try {
    if (error instanceof ShopUnavailable) return renderUnavailable(c);
    return renderServerError(c);
  } catch {
    // The page frame itself failed: answer plainly rather than not at all.
    return c.html(
      '<!doctype html><html lang="pl"><title>Błąd</title><h1>Coś poszło nie tak</h1><p>Spróbuj ponownie za chwilę.</p></html>',
      500,
    );
  }
}
