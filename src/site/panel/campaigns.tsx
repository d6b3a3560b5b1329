import { type Context, Hono } from "hono";
import { PANEL_BASE_PATH } from "../../common/config/back-office";
import { CAMPAIGN_LIMITS, CAMPAIGN_REGISTRATION_DAYS } from "../../common/config/orders";
import { SEASONS } from "../../common/config/storefront";
import { campaignRewardName } from "../../common/content/campaign-rules";
import { ShopRefusal } from "../../common/errors";
import { addDays } from "../../common/i18n/calendar";
import { formatDate } from "../../common/i18n/intl";
import { formatZloty } from "../../common/i18n/money";
import { seasonName } from "../../common/i18n/seasons";
import { plural } from "../../common/i18n/plural";
import { campaignPath, PANEL_ROUTES, ROUTES } from "../../common/routes";
import type { PanelEnv } from "../env";
import type { StaffCampaign, StaffCampaignDetail, StaffCampaignInput, StaffCampaigns } from "../shop-client";
import { answerOf } from "../shop-client/answers";
import { AuditTrail } from "./audit-trail";
import { forgetPages } from "./cached-pages";
import { field, redirectWithNotice } from "./form-actions";
import { Field, type FieldSpec, type FieldValues, fieldErrors } from "./form-field";
import { renderPanel } from "./render";

/**
 * Back office: "Promocje" (/panel/promocje, issue 39). The campaigns the home page shows as
 * banners, each with its conditions (how many tyres, of which producer, season and rims), its
 * reward (what, worth, who issues it, how it is handed over) and its dates: the campaign's page,
 * its rules (regulamin promocji) and the order confirmation are made from them. Every member
 * reads them; only an owner creates, changes or removes one (plain forms that work without
 * JavaScript; the shop API validates in Polish, marks the offers and writes the audit trail).
 */

const inPanel = (path: string) => path.slice(PANEL_BASE_PATH.length);

const STATE_LABELS = { running: "trwa", planned: "zaplanowana", ended: "zakończona" } as const;

const HANDOVER_LABELS = { email: "e-mailem (np. kod karty podarunkowej)", courier: "kurierem, na adres dostawy zamówienia" } as const;

/** The form's fields in groups, each group a fieldset; `create` ones only on a new campaign. */
function formGroups(producers: StaffCampaigns["producers"], create: boolean): { legend: string; rows: FieldSpec[][] }[] {
  const { maxQuantity, minRim, maxRim } = CAMPAIGN_LIMITS;
  return [
    {
      legend: "Promocja",
      rows: [
        [
          {
            name: "name",
            label: "Nazwa promocji",
            required: true,
            hint: "Np. „Zimowa wymiana”. Widać ją na banerze, stronie promocji i w koszyku.",
          },
          ...(create
            ? [
                {
                  name: "slug",
                  label: "Adres strony promocji (opcjonalnie)",
                  hint: "Część adresu po /promocje/, np. zimowa-wymiana. Puste: utworzymy go z nazwy. Po zapisaniu się nie zmienia.",
                },
              ]
            : []),
        ],
        [
          {
            name: "description",
            label: "Zapowiedź na banerze",
            type: "textarea",
            maxLength: 300,
            rows: 3,
            required: true,
            hint: "Jedno–dwa zdania: co trzeba kupić i co się dostaje. Do 300 znaków.",
          },
        ],
        [
          { name: "starts_on", label: "Pierwszy dzień", type: "date", required: true },
          { name: "ends_on", label: "Ostatni dzień", type: "date", required: true, hint: "Promocja trwa do końca tego dnia." },
        ],
        [
          {
            name: "link_path",
            label: "Strona z oponami w promocji",
            required: true,
            hint: "Adres listy opon w tym sklepie, np. /opony/zimowe albo /opony/michelin. Prowadzi do niej przycisk na banerze.",
          },
        ],
      ],
    },
    {
      legend: "Warunki (co musi zawierać jedno zamówienie)",
      rows: [
        [
          {
            name: "min_quantity",
            label: "Liczba opon w zamówieniu",
            inputMode: "numeric",
            required: true,
            hint: `Od 1 do ${maxQuantity}; komplet to 4.`,
          },
          {
            name: "producer",
            label: "Producent",
            type: "select",
            options: [{ value: "", label: "każdy" }, ...producers.map((producer) => ({ value: producer.slug, label: producer.name }))],
          },
          {
            name: "season",
            label: "Sezon",
            type: "select",
            options: [{ value: "", label: "każdy" }, ...SEASONS.map((season) => ({ value: season, label: `opony ${seasonName(season)}` }))],
          },
        ],
        [
          { name: "min_rim", label: "Średnica od (cale)", inputMode: "numeric", hint: `${minRim}–${maxRim}; puste: bez dolnej granicy.` },
          { name: "max_rim", label: "Średnica do (cale)", inputMode: "numeric", hint: "Puste: bez górnej granicy." },
        ],
      ],
    },
    {
      legend: "Nagroda",
      rows: [
        [
          {
            name: "reward_name",
            label: "Co otrzyma kupujący",
            required: true,
            hint: "Tak, jak kończy zdanie „otrzymasz …”, np. „elektroniczną kartę podarunkową” albo „4 pokrowce na koła”.",
          },
          {
            name: "reward_value",
            label: "Wartość nagrody (zł)",
            inputMode: "decimal",
            required: true,
            hint: "Cena detaliczna rzeczy albo kwota karty.",
          },
        ],
        [
          {
            name: "reward_details",
            label: "Opis nagrody w regulaminie (opcjonalnie)",
            type: "textarea",
            maxLength: 600,
            rows: 3,
            hint: "Co dokładnie to jest i jak z tego korzystać, np. gdzie zapłacić kartą i czy można ją wymienić na gotówkę.",
          },
        ],
        [
          {
            name: "reward_handover",
            label: "Jak nagroda dotrze do kupującego",
            type: "select",
            options: (["email", "courier"] as const).map((value) => ({ value, label: HANDOVER_LABELS[value] })),
          },
          {
            name: "reward_issuer",
            label: "Wydawca nagrody (opcjonalnie)",
            hint: "Np. wydawca karty podarunkowej, z pełną nazwą. Puste: nagrodę wydaje sam sklep.",
          },
          {
            name: "reward_brand",
            label: "Marka opon w nazwie (opcjonalnie)",
            hint: "Gdy promocja wymienia producenta, który jej nie organizuje: regulamin to wyjaśni.",
          },
        ],
      ],
    },
    {
      legend: "Baner na stronie głównej",
      rows: [
        [
          {
            name: "on_home",
            label: "Pokazuj baner na stronie głównej, gdy promocja trwa",
            type: "checkbox",
          },
          {
            name: "position",
            label: "Kolejność banerów",
            inputMode: "numeric",
            hint: "0–99; niższa liczba – wyżej. Równe: najpierw kończące się.",
          },
        ],
      ],
    },
  ];
}

/** Grosze as the form shows money: "200,00". */
const formMoney = (grosze: number | null) => (grosze === null ? "" : (grosze / 100).toFixed(2).replace(".", ","));

/** A stored campaign as the form's values. */
function valuesOf(campaign: StaffCampaign): FieldValues {
  return {
    name: campaign.name,
    description: campaign.description,
    starts_on: campaign.starts_on,
    ends_on: campaign.ends_on,
    link_path: campaign.linkPath,
    min_quantity: String(campaign.minQuantity),
    producer: campaign.producerSlug ?? "",
    season: campaign.season ?? "",
    min_rim: campaign.minRim === null ? "" : String(campaign.minRim),
    max_rim: campaign.maxRim === null ? "" : String(campaign.maxRim),
    reward_name: campaign.rewardName ?? "",
    reward_value: formMoney(campaign.rewardValue),
    reward_details: campaign.rewardDetails ?? "",
    reward_handover: campaign.rewardHandover ?? "email",
    reward_issuer: campaign.rewardIssuer ?? "",
    reward_brand: campaign.rewardBrand ?? "",
    on_home: campaign.onHome ? "1" : "",
    position: String(campaign.position),
  };
}

/** A new campaign's form starts with a set of four, from today for 30 days, shown on the home page. */
function newValues(today: string): FieldValues {
  return {
    starts_on: today,
    ends_on: addDays(today, 30),
    link_path: ROUTES.tyres,
    min_quantity: "4",
    reward_handover: "email",
    on_home: "1",
    position: "0",
  };
}

/** Every field the form has (a new campaign's form: the edit form's and its address). */
const FIELD_NAMES = formGroups([], true).flatMap((group) => group.rows.flat().map((spec) => spec.name));

/** What the form sent, as text (the checkbox "1" or ""). */
function typedValues(form: Record<string, unknown>): FieldValues {
  return Object.fromEntries(FIELD_NAMES.map((name) => [name, field(form, name)]));
}

/** The form as the shop API takes it. */
function inputOf(values: FieldValues): StaffCampaignInput {
  const { on_home, ...text } = values;
  return { ...(text as Omit<StaffCampaignInput, "on_home">), on_home: on_home === "1" } as StaffCampaignInput;
}

function CampaignForm({
  action,
  producers,
  values,
  errors = {},
  owner,
  create,
}: {
  action: string;
  producers: StaffCampaigns["producers"];
  values: FieldValues;
  errors?: Record<string, string>;
  owner: boolean;
  create: boolean;
}) {
  return (
    <form method="post" action={action} className="panel-form settings-form campaign-form">
      <fieldset disabled={!owner} className="campaign-form-all">
        <legend className="visually-hidden">{create ? "Nowa promocja" : "Zmień promocję"}</legend>
        {formGroups(producers, create).map((group) => (
          <fieldset key={group.legend} className="campaign-form-group">
            <legend>{group.legend}</legend>
            {group.rows.map((row) => (
              <div
                key={row.map((spec) => spec.name).join()}
                className={row.length === 3 ? "panel-grid panel-grid-3" : row.length === 2 ? "panel-grid" : undefined}
              >
                {row.map((spec) => (
                  <Field
                    key={spec.name}
                    idPrefix={create ? "campaign-new" : "campaign"}
                    spec={spec}
                    values={values}
                    error={errors[spec.name]}
                  />
                ))}
              </div>
            ))}
          </fieldset>
        ))}
        {owner ? (
          <div className="panel-actions">
            <button type="submit" className="panel-button">
              {create ? "Utwórz promocję" : "Zapisz promocję"}
            </button>
          </div>
        ) : null}
      </fieldset>
    </form>
  );
}

function CampaignsTable({ campaigns }: { campaigns: StaffCampaign[] }) {
  if (!campaigns.length) return <p className="panel-muted">Sklep nie ma jeszcze żadnej promocji.</p>;
  return (
    <div className="panel-table-wrap" tabIndex={0}>
      <table className="panel-table">
        <caption className="visually-hidden">Promocje sklepu, od kończącej się najpóźniej</caption>
        <thead>
          <tr>
            <th scope="col">Promocja</th>
            <th scope="col">Czas trwania</th>
            <th scope="col">Warunek</th>
            <th scope="col">Nagroda</th>
            <th scope="col">Baner</th>
            <th scope="col">Oferty</th>
            <th scope="col">Zgłoszenia</th>
          </tr>
        </thead>
        <tbody>
          {campaigns.map((campaign) => (
            <tr key={campaign.id}>
              <th scope="row">
                <a href={PANEL_ROUTES.campaign(campaign.id)}>{campaign.name}</a>
                <div className="panel-muted">{STATE_LABELS[campaign.state]}</div>
              </th>
              <td>
                {formatDate(campaign.startsAt)} – {formatDate(campaign.endsAt)}
              </td>
              <td>{campaign.conditions}</td>
              <td>{rewardText(campaign)}</td>
              <td>{campaign.onHome ? `na stronie głównej (kolejność ${campaign.position})` : "ukryty"}</td>
              <td>{campaign.offers}</td>
              <td>{campaign.registrations}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The reward as the table names it, or what is missing. */
const rewardText = (campaign: StaffCampaign) =>
  campaign.reward ? campaignRewardName(campaign) : "nie opisano (regulamin podaje zapowiedź)";

const HOW_IT_WORKS = (
  <p>
    Trwająca promocja ma baner na stronie głównej (jeśli go włączysz), plakietkę przy oznaczonych ofertach i w koszyku oraz własną stronę z
    regulaminem i formularzem zgłoszenia. Oznaczone są wszystkie oferty opon spełniających warunki – po każdym zapisie i co noc, więc także
    oferty z późniejszych importów. Kupujący zgłasza zamówienie w ciągu {CAMPAIGN_REGISTRATION_DAYS} dni; nagrodę wydaje się po upływie
    terminu na odstąpienie od umowy. Regulamin promocji sklep składa sam z danych firmy i pól poniżej.
  </p>
);

const campaignsApi = (c: Context<PanelEnv>) => c.var.staffShop.staff.campaigns;

async function listPage(c: Context<PanelEnv>, refused?: { values: FieldValues; errors: Record<string, string>; message: string }) {
  const data = await answerOf<StaffCampaigns>(await campaignsApi(c).$get());
  const owner = c.var.staff.role === "owner";
  return renderPanel(
    c,
    {
      title: "Promocje",
      section: PANEL_ROUTES.campaigns,
      ...(refused ? { notice: { kind: "error" as const, text: refused.message } } : {}),
      children: (
        <>
          <section className="panel-card" aria-labelledby="campaigns-list">
            <h2 id="campaigns-list">Promocje i banery na stronie głównej</h2>
            {HOW_IT_WORKS}
            <CampaignsTable campaigns={data.campaigns} />
          </section>
          <section className="panel-card" aria-labelledby="campaign-new">
            <h2 id="campaign-new">Nowa promocja</h2>
            {owner ? null : <p className="panel-muted">Promocje może zakładać i zmieniać tylko właściciel sklepu.</p>}
            <CampaignForm
              action={PANEL_ROUTES.campaigns}
              producers={data.producers}
              values={refused?.values ?? newValues(data.today)}
              errors={refused?.errors}
              owner={owner}
              create
            />
          </section>
        </>
      ),
    },
    refused ? 400 : 200,
  );
}

/** Names the fields of a campaign's audit rows in Polish ("ends_at" → "koniec"). */
const HISTORY_NAMES: Record<string, string> = {
  slug: "adres",
  name: "nazwa",
  description: "zapowiedź",
  starts_at: "początek",
  ends_at: "koniec",
  link_path: "strona z oponami",
  producer: "producent",
  season: "sezon",
  min_quantity: "liczba opon",
  min_rim: "średnica od",
  max_rim: "średnica do",
  reward_name: "nagroda",
  reward_details: "opis nagrody",
  reward_value: "wartość nagrody",
  reward_issuer: "wydawca",
  reward_handover: "przekazanie",
  reward_brand: "marka",
  on_home: "baner na stronie głównej",
  position: "kolejność",
};

function historyValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (field === "reward_value" && typeof value === "number") return formatZloty(value / 100);
  if ((field === "starts_at" || field === "ends_at") && typeof value === "string") return formatDate(value);
  if (typeof value === "boolean") return value ? "tak" : "nie";
  if (field === "reward_handover") return value === "courier" ? "kurierem" : "e-mailem";
  return String(value);
}

async function detailPage(
  c: Context<PanelEnv>,
  id: number,
  refused?: { values: FieldValues; errors: Record<string, string>; message: string },
) {
  const detail = await answerOf<StaffCampaignDetail>(await campaignsApi(c)[":id"].$get({ param: { id: String(id) } }));
  const { campaign } = detail;
  const owner = c.var.staff.role === "owner";
  return renderPanel(
    c,
    {
      title: `Promocja: ${campaign.name}`,
      section: PANEL_ROUTES.campaigns,
      ...(refused ? { notice: { kind: "error" as const, text: refused.message } } : {}),
      children: (
        <>
          <p>
            <a href={PANEL_ROUTES.campaigns}>← Wszystkie promocje</a>
          </p>
          <section className="panel-card" aria-labelledby="campaign-summary">
            <h2 id="campaign-summary">{campaign.name}</h2>
            <p>
              {STATE_LABELS[campaign.state]}: {formatDate(campaign.startsAt)} – {formatDate(campaign.endsAt)}. Oznaczonych ofert:{" "}
              {campaign.offers}, zgłoszonych zamówień: {campaign.registrations}.{" "}
              {campaign.state === "running" ? (
                <a href={campaignPath(campaign.slug)}>Strona promocji z regulaminem</a>
              ) : (
                <span className="panel-muted">Strona promocji {campaignPath(campaign.slug)} działa, gdy promocja trwa.</span>
              )}
            </p>
            <p className="panel-muted">Warunek: {campaign.conditions}.</p>
          </section>
          <section className="panel-card" aria-labelledby="campaign-edit">
            <h2 id="campaign-edit">Zmień promocję</h2>
            {owner ? null : <p className="panel-muted">Promocje może zmieniać tylko właściciel sklepu.</p>}
            {campaign.state === "planned" ? null : (
              <p className="panel-muted">
                Promocja już się zaczęła: pierwszy dzień, warunki i nagroda zostają takie, na jakich kupujący w niej uczestniczą. Możesz
                zmienić nazwę, zapowiedź, stronę z oponami, baner i ostatni dzień (najwcześniej dziś).
              </p>
            )}
            <CampaignForm
              action={PANEL_ROUTES.campaign(campaign.id)}
              producers={detail.producers}
              values={refused?.values ?? valuesOf(campaign)}
              errors={refused?.errors}
              owner={owner}
              create={false}
            />
            {owner && campaign.registrations === 0 ? (
              <form method="post" action={`${PANEL_ROUTES.campaign(campaign.id)}/usun`} className="campaign-remove">
                <p className="panel-muted">
                  Nikt jeszcze nie zgłosił zamówienia do tej promocji, więc można ją usunąć (np. założoną przez pomyłkę).
                </p>
                <button type="submit" className="panel-button panel-button-danger">
                  Usuń promocję
                </button>
              </form>
            ) : null}
          </section>
          <AuditTrail
            entries={detail.history}
            actions={{ create: "utworzenie", update: "zmiana", delete: "usunięcie" }}
            names={HISTORY_NAMES}
            label={historyValue}
          />
        </>
      ),
    },
    refused ? 400 : 200,
  );
}

/** After a change: this data centre's cached home page and the campaign's page show it at once. */
async function forgetCampaignPages(c: Context<PanelEnv>, slug: string) {
  const origin = new URL(c.req.url).origin;
  await forgetPages(c, [`${origin}${ROUTES.home}`, `${origin}${campaignPath(slug)}`]);
}

/** "oznaczono 1 ofertę", "oznaczono 3 oferty", "oznaczono 12 ofert" */
const offersText = (count: number) =>
  `oznaczono ${plural(count, { one: "# ofertę", few: "# oferty", many: "# ofert", other: "# oferty" })}`;

const ID = ":id{[1-9][0-9]{0,8}}";

export const panelCampaigns = new Hono<PanelEnv>()
  .get(inPanel(PANEL_ROUTES.campaigns), (c) => listPage(c))
  .get(`${inPanel(PANEL_ROUTES.campaigns)}/${ID}`, async (c) => {
    try {
      return await detailPage(c, Number(c.req.param("id")));
    } catch (error) {
      if (error instanceof ShopRefusal && error.status === 404)
        return redirectWithNotice(c, PANEL_ROUTES.campaigns, "error", error.staffMessage);
      throw error;
    }
  })
  .post(inPanel(PANEL_ROUTES.campaigns), async (c) => {
    const values = typedValues(await c.req.parseBody());
    try {
      const { campaign } = await answerOf<{ campaign: StaffCampaign }>(await campaignsApi(c).$post({ json: inputOf(values) }));
      await forgetCampaignPages(c, campaign.slug);
      return redirectWithNotice(
        c,
        PANEL_ROUTES.campaign(campaign.id),
        "ok",
        `Utworzono promocję „${campaign.name}”: ${offersText(campaign.offers)}.${campaign.onHome && campaign.state === "running" ? " Baner jest już na stronie głównej." : ""}`,
      );
    } catch (error) {
      if (!(error instanceof ShopRefusal)) throw error;
      if (error.status !== 400) return redirectWithNotice(c, PANEL_ROUTES.campaigns, "error", error.staffMessage);
      return listPage(c, { values, errors: fieldErrors(error.body?.fields), message: "Nie utworzono promocji: popraw zaznaczone pola." });
    }
  })
  .post(`${inPanel(PANEL_ROUTES.campaigns)}/${ID}`, async (c) => {
    const id = Number(c.req.param("id"));
    const values = typedValues(await c.req.parseBody());
    try {
      const { campaign } = await answerOf<{ campaign: StaffCampaign }>(
        await campaignsApi(c)[":id"].$put({ param: { id: String(id) }, json: inputOf(values) }),
      );
      await forgetCampaignPages(c, campaign.slug);
      return redirectWithNotice(
        c,
        PANEL_ROUTES.campaign(id),
        "ok",
        `Zapisano promocję „${campaign.name}”: ${offersText(campaign.offers)}.`,
      );
    } catch (error) {
      if (!(error instanceof ShopRefusal)) throw error;
      if (error.status !== 400) return redirectWithNotice(c, PANEL_ROUTES.campaigns, "error", error.staffMessage);
      return detailPage(c, id, { values, errors: fieldErrors(error.body?.fields), message: "Nie zapisano: popraw zaznaczone pola." });
    }
  })
  .post(`${inPanel(PANEL_ROUTES.campaigns)}/${ID}/usun`, async (c) => {
    const id = Number(c.req.param("id"));
    try {
      const { campaign } = await answerOf<{ campaign: { slug: string; name: string } }>(
        await campaignsApi(c)[":id"].$delete({ param: { id: String(id) } }),
      );
      await forgetCampaignPages(c, campaign.slug);
      return redirectWithNotice(c, PANEL_ROUTES.campaigns, "ok", `Usunięto promocję „${campaign.name}”.`);
    } catch (error) {
      if (!(error instanceof ShopRefusal)) throw error;
      return redirectWithNotice(c, error.status === 404 ? PANEL_ROUTES.campaigns : PANEL_ROUTES.campaign(id), "error", error.staffMessage);
    }
  });
