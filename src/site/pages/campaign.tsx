import { Hono } from "hono";
import { cacheShort } from "../../common/cache/strategies";
import { withCache } from "../../common/cache/with-cache";
import { CAMPAIGN_REGISTRATION_DAYS } from "../../common/config/orders";
import { WITHDRAWAL_DAYS } from "../../common/config/back-office";
import { type CampaignFacts, campaignRewardName, campaignRulesBlocks } from "../../common/content/campaign-rules";
import type { AppEnv } from "../env";
import { formatDate } from "../../common/i18n/intl";
import { Island } from "../island";
import { pageSite } from "../page-settings";
import { Breadcrumbs } from "../ui/Breadcrumbs";
import { RichText } from "../ui/RichText";
import { shopFacts } from "../../common/content/shop-facts";
import { critical } from "../shop-client/answers";
import { renderNotFound } from "./errors";
import { campaignPath, campaignRegistrationPath } from "../../common/routes";
import { LABELS } from "../../common/i18n/labels";

/** A running campaign: what it gives, how to take part, its rules, and the registration form. */
export const campaignPage = new Hono<AppEnv>().get("/promocje/:slug", withCache(cacheShort), async (c) => {
  const slug = c.req.param("slug");
  if (!/^[a-z0-9-]{1,80}$/.test(slug)) return renderNotFound(c);
  const answer = await critical(c.var.shop.campaigns[":slug"].$get({ param: { slug } }));
  if (!answer) return renderNotFound(c);
  const { campaign } = answer;
  const site = pageSite(c);
  const facts: CampaignFacts = {
    slug: campaign.slug,
    name: campaign.name,
    description: campaign.description,
    startsAt: campaign.starts_at,
    endsAt: campaign.ends_at,
    linkPath: campaign.link_path,
    minQuantity: campaign.conditions.min_quantity,
    conditionsSummary: campaign.conditions.summary,
    reward: campaign.reward && {
      name: campaign.reward.name,
      details: campaign.reward.details,
      valueGrosze: campaign.reward.value_grosze,
      issuer: campaign.reward.issuer,
      handover: campaign.reward.handover,
      brand: campaign.reward.brand,
    },
  };
  return c.render(
    <div className="container content-page">
      <Breadcrumbs items={[{ label: campaign.name }]} />
      <article className="prose">
        <h1>{campaign.name}</h1>
        <p className="lead">{campaign.description}</p>
        <p className="muted">
          Promocja trwa od {formatDate(campaign.starts_at)} r. do {formatDate(campaign.ends_at)} r.
        </p>
        <p>
          <a className="button button-primary" href={campaign.link_path}>
            Zobacz opony w promocji
          </a>
        </p>
        <h2 id="jak-wziac-udzial">Jak wziąć udział</h2>
        <ol>
          <li>
            Kup w jednym zamówieniu {facts.conditionsSummary} „{campaign.name}” – znajdziesz ją przy ofercie i w koszyku.
          </li>
          <li>
            Po otrzymaniu e-maila z potwierdzeniem zamówienia zgłoś je w formularzu poniżej – w ciągu {CAMPAIGN_REGISTRATION_DAYS} dni od
            złożenia zamówienia, najpóźniej {formatDate(campaign.ends_at)} r.
          </li>
          <li>
            Po upływie {WITHDRAWAL_DAYS} dni na odstąpienie od umowy otrzymasz {campaignRewardName(facts)}.
          </li>
        </ol>
        <h2 id="regulamin">Regulamin promocji</h2>
        <RichText blocks={campaignRulesBlocks(facts, shopFacts(site))} />
        <h2 id="zgloszenie">Zgłoś zamówienie</h2>
        <Island
          name="json-form"
          props={{
            action: campaignRegistrationPath(campaign.slug),
            method: "POST",
            fields: [
              { name: "order_number", label: LABELS.orderNumber, hint: "Np. OK-2026-000042 – znajdziesz go w e-mailu z potwierdzeniem." },
              { name: "email", label: "E-mail podany w zamówieniu", type: "email", autoComplete: "email" },
            ],
            consents: [
              { name: "accept_rules", text: "Akceptuję ", link: { href: "#regulamin", text: "regulamin promocji" }, rest: " (wymagane)." },
            ],
            submitLabel: "Zgłoś zamówienie",
            busyLabel: "Wysyłanie…",
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
