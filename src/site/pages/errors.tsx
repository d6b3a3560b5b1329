import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "../env";
import { apiNotFound, handleApiError } from "../../common/api";
import { t } from "../../common/i18n/intl";
import { logError } from "../../common/errors";
import { ShopUnavailable } from "../../common/errors/shop-unavailable";
import { ROUTES } from "../../common/routes";
import { renderer } from "./renderer";

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

/**
 * A form posted without script that cannot be carried out (a broken or stale form, an unknown
 * item): status 400, never cached, noindex, with what to do and one way back. Nothing was written.
 */
export function renderRefusedForm(c: Context<AppEnv>, page: { title: string; text: string; back: { href: string; label: string } }) {
  c.status(400);
  c.header("Cache-Control", "no-store");
  return c.render(
    <div className="container">
      <div className="empty-state">
        <h1>{page.title}</h1>
        <p>{page.text}</p>
        <a className="button button-primary" href={page.back.href}>
          {page.back.label}
        </a>
      </div>
    </div>,
    { meta: { title: page.title, noindex: true } },
  );
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

/**
 * A request the site refuses, as a Polish page with the refusal's status: a form posted from
 * another site (403), or another mistake of the caller's (400, 413…).
 */
function renderRefused(c: Context<AppEnv>, status: ContentfulStatusCode) {
  c.status(status);
  c.header("Cache-Control", "no-store");
  const [title, text] =
    status === 403
      ? [
          "Nie możemy przyjąć tego formularza",
          "Formularz został wysłany spoza naszego sklepu, więc dla Twojego bezpieczeństwa go odrzuciliśmy. Wróć do sklepu i spróbuj jeszcze raz.",
        ]
      : ["Nieprawidłowe żądanie", "Nie możemy obsłużyć tego żądania. Sprawdź adres albo wróć na stronę główną."];
  return c.render(<ErrorPanel code={String(status)} title={title} text={text} />, { meta: { title, noindex: true } });
}

/**
 * Failures: JSON for API callers; for people, the Polish page. A refusal of the middleware (an
 * HTTPException below 500: a malformed path, a cross-site form post) is the caller's mistake and
 * is not reported; anything else is, and gets the 500 (503) page. A refusal may come before the
 * renderer ran (src/common/api/app-middleware.ts checks the path first): the page frame is set up then.
 */
export async function handleError(error: Error, c: Context<AppEnv>) {
  if (isApi(c)) return handleApiError(error, c);
  const refused = error instanceof HTTPException && error.status < 500 ? error.status : undefined;
  if (refused === undefined) {
    c.var.reporter.capture(error, { url: c.req.url, method: c.req.method });
    logError(error);
  }
  try {
    if (!c.getLayout()) await renderer(c, async () => {});
    if (refused === 404) return await renderNotFound(c);
    if (refused !== undefined) return await renderRefused(c, refused);
    if (error instanceof ShopUnavailable) return await renderUnavailable(c);
    return await renderServerError(c);
  } catch {
    // The page frame itself failed: answer plainly rather than not at all.
    return c.html(
      '<!doctype html><html lang="pl"><title>Błąd</title><h1>Coś poszło nie tak</h1><p>Spróbuj ponownie za chwilę.</p></html>',
      500,
    );
  }
}
