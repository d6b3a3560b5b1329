import { Hono } from "hono";
import { cacheShort } from "../cache/strategies";
import { withCache } from "../cache/with-cache";
import { CAMPAIGN_REGISTRATION_DAYS } from "../config";
import type { AppEnv } from "../env";
import { formatDate } from "../i18n/intl";
import { Island } from "../island";
import { siteSettings } from "../site";
import { Breadcrumbs } from "../ui/Breadcrumbs";
import { critical } from "./loaders";
import { renderNotFound } from "./errors";
import { campaignPath, campaignRegistrationPath, ROUTES } from "../routes";

/** A running campaign: what it gives, how to take part, its rules, and the registration form. */
export const campaignPage = new Hono<AppEnv>().get("/promocje/:slug", withCache(cacheShort), async (c) => {
  const slug = c.req.param("slug");
  if (!/^[a-z0-9-]{1,80}$/.test(slug)) return renderNotFound(c);
  const answer = await critical(c.var.shop.campaigns[":slug"].$get({ param: { slug } }));
  if (!answer) return renderNotFound(c);
  const { campaign } = answer;
  const site = siteSettings(c.env);
  return c.render(
    <div className="container content-page">
      <Breadcrumbs items={[{ label: "Promocje" }, { label: campaign.name }]} />
      <article className="prose">
        <h1>{campaign.name}</h1>
        <p className="lead">{campaign.description}</p>
        <p className="muted">
          Promocja trwa od {formatDate(campaign.starts_at)} do {formatDate(campaign.ends_at)}.
        </p>
        <p>
          <a className="button button-primary" href={campaign.link_path}>
            Zobacz opony w promocji
          </a>
        </p>
        <h2 id="jak-wziac-udzial">Jak wziąć udział</h2>
        <ol>
          <li>
            Kup w jednym zamówieniu {campaign.conditions.summary} „{campaign.name}” – znajdziesz ją przy ofercie i w koszyku.
          </li>
          <li>
            Po otrzymaniu e-maila z potwierdzeniem zamówienia zgłoś je w formularzu poniżej: numer zamówienia i adres e-mail, z którego je
            złożono.
          </li>
          <li>Potwierdzimy zgłoszenie e-mailem i przekażemy nagrodę po upływie 14 dni na odstąpienie od umowy.</li>
        </ol>
        <h2 id="regulamin">Regulamin promocji</h2>
        <ol>
          <li>
            Organizatorem promocji jest {site.company.name}, {site.company.street}, {site.company.postalCode} {site.company.city}.
          </li>
          <li>
            Promocja trwa od {formatDate(campaign.starts_at)} do {formatDate(campaign.ends_at)} i obejmuje zamówienia złożone w tym czasie w
            sklepie {site.name}, zawierające {campaign.conditions.summary}.
          </li>
          <li>
            Jedno zamówienie można zgłosić do promocji jeden raz. Zgłoszenia przyjmujemy do {CAMPAIGN_REGISTRATION_DAYS} dni od złożenia
            zamówienia.
          </li>
          <li>Nagroda przysługuje, jeśli zamówienie zostało opłacone i nie odstąpiono od umowy w ustawowym terminie 14 dni.</li>
          <li>
            Dane podane w zgłoszeniu przetwarzamy wyłącznie w celu przeprowadzenia promocji, zgodnie z{" "}
            <a href={ROUTES.privacy}>polityką prywatności</a>.
          </li>
          <li>
            Promocja nie ogranicza uprawnień konsumenta wynikających z przepisów prawa. W sprawach nieuregulowanych stosuje się{" "}
            <a href={ROUTES.terms}>regulamin sklepu</a>.
          </li>
        </ol>
        <h2 id="zgloszenie">Zgłoś zamówienie</h2>
        <Island
          name="json-form"
          props={{
            action: campaignRegistrationPath(campaign.slug),
            method: "POST",
            fields: [
              { name: "order_number", label: "Numer zamówienia", hint: "Np. OK-2026-000042 – znajdziesz go w e-mailu z potwierdzeniem." },
              { name: "email", label: "E-mail podany w zamówieniu", type: "email", autoComplete: "email" },
            ],
            consents: [
              { name: "accept_rules", text: "Akceptuję ", link: { href: "#regulamin", text: "regulamin promocji" }, rest: " (wymagane)." },
            ],
            submitLabel: "Zgłoś zamówienie",
            busyLabel: "Wysyłam…",
            resetAfter: true,
            successToast: "Zgłoszenie przyjęte. Dziękujemy!",
            successNotice: "Zgłosiliśmy zamówienie {order_number} do promocji. Potwierdzenie wysłaliśmy na podany adres e-mail.",
          }}
        />
      </article>
    </div>,
    {
      meta: {
        title: `Promocja: ${campaign.name}`,
        description: campaign.description.slice(0, 158),
        canonicalPath: campaignPath(campaign.slug),
      },
    },
  );
});
