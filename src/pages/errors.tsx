import type { Context } from "hono";
import type { AppEnv } from "../env";
import { t } from "../i18n/intl";
import { ROUTES } from "./paths";

/** The Polish 404 page (status 404, never cached, noindex). */
export function renderNotFound(c: Context<AppEnv>) {
  c.status(404);
  c.header("Cache-Control", "no-store");
  return c.render(
    <ErrorPanel code="404" title={t("error.notFoundTitle")} text={t("error.notFoundText")} />,
    { meta: { title: t("error.notFoundTitle"), noindex: true } },
  );
}

/** The Polish 500 page. */
export function renderServerError(c: Context<AppEnv>) {
  c.status(500);
  c.header("Cache-Control", "no-store");
  return c.render(
    <ErrorPanel code="500" title={t("error.serverTitle")} text={t("error.serverText")} />,
    { meta: { title: t("error.serverTitle"), noindex: true } },
  );
}

function ErrorPanel({ code, title, text }: { code: string; title: string; text: string }) {
  return (
    <section className="container error-page">
      <p className="error-code" aria-hidden="true">{code}</p>
      <h1>{title}</h1>
      <p>{text}</p>
      <p className="error-actions">
        <a className="button button-primary" href={ROUTES.home}>{t("error.backHome")}</a>
        <a className="button button-secondary" href={ROUTES.tyres}>{t("error.browseTyres")}</a>
      </p>
    </section>
  );
}
