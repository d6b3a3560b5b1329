import { type Context, Hono } from "hono";
import { PANEL_BASE_PATH } from "../../common/config/back-office";
import type { PanelEnv } from "../env";
import { EU_MEMBER_STATES } from "../../common/reference/eu-countries";
import { listingPath, PANEL_ROUTES } from "../../common/routes";
import type { StaffProducer, StaffProducerChange, StaffProducerDetail, StaffProducerList, StaffProducerSaved } from "../shop-client";
import { AuditTrail } from "./audit-trail";
import { forgetTyreDataPages } from "./cached-pages";
import { renderPanel } from "./render";
import { answerOf, foundOrNotFound } from "../shop-client/answers";
import { ShopRefusal } from "../../common/errors";
import { field, redirectWithNotice } from "./form-actions";
import { LABELS } from "../../common/i18n/labels";
import { formatDate } from "../../common/i18n/intl";

/**
 * Back office: "Producenci (GPSR)" (issue 20). The list shows every producer's GPSR data with what
 * is still missing or unconfirmed and how many of its tyres are on sale (their data pages show it);
 * a producer's page edits the manufacturer and the EU responsible person. Plain forms that work
 * without JavaScript; the shop API validates, audits and decides who may confirm the data.
 */

/** Routes inside the panel app (mounted at PANEL_BASE_PATH). */
const inPanel = (path: string) => path.slice(PANEL_BASE_PATH.length);

/** Countries staff type most often for a manufacturer (the field takes any). */
const MAKER_COUNTRIES = [
  ...EU_MEMBER_STATES,
  "Chiny",
  "Indie",
  "Japonia",
  "Korea Południowa",
  "Singapur",
  "Tajlandia",
  "Tajwan",
  "Turcja",
  "USA",
];

const FIELD_NAMES: Record<string, string> = {
  legal_name: "nazwa firmy",
  street: "ulica",
  postal_code: "kod pocztowy",
  city: "miejscowość",
  country: "państwo",
  email: "e-mail",
  contact_url: "strona kontaktowa",
  eu_name: "osoba odpowiedzialna: firma",
  eu_street: "osoba odpowiedzialna: ulica",
  eu_postal_code: "osoba odpowiedzialna: kod",
  eu_city: "osoba odpowiedzialna: miejscowość",
  eu_country: "osoba odpowiedzialna: państwo",
  eu_email: "osoba odpowiedzialna: e-mail",
  eu_contact_url: "osoba odpowiedzialna: strona kontaktowa",
  verified: "dane zweryfikowane",
  source: "źródło danych",
};

function StatusBadges({ producer }: { producer: StaffProducer }) {
  return (
    <>
      {producer.verified ? (
        <span className="panel-badge">zweryfikowane</span>
      ) : (
        <span className="panel-badge panel-badge-warn">do potwierdzenia</span>
      )}{" "}
      {producer.gaps.length ? <span className="panel-badge panel-badge-danger">niekompletne</span> : null}
    </>
  );
}

/** Where the data comes from and when staff last saved it: what the owner needs to confirm it (issue 38). */
function SourceLine({ producer }: { producer: StaffProducer }) {
  return (
    <p className="panel-muted producers-source">
      Źródło: {producer.source || "nie podano"}.{" "}
      {producer.last_checked_at
        ? `Zapisane w panelu: ${formatDate(producer.last_checked_at)}.`
        : "Z danych startowych sklepu, bez zmian w panelu."}
    </p>
  );
}

const place = (party: { postalCode: string; city: string; country: string }) =>
  [[party.postalCode, party.city].filter(Boolean).join(" "), party.country].filter(Boolean).join(", ");

function ListPage({ producers }: { producers: StaffProducer[] }) {
  const unverified = producers.filter((producer) => !producer.verified).length;
  const incomplete = producers.filter((producer) => producer.gaps.length > 0).length;
  return (
    <>
      <p>
        Karta każdej opony pokazuje dane producenta wymagane przez GPSR (rozporządzenie UE 2023/988): nazwę firmy, adres pocztowy i
        elektroniczny, a dla producenta spoza UE także osobę odpowiedzialną w UE. Dane „do potwierdzenia” sprawdź u dostawcy (etykieta,
        dokumenty produktu) i popraw; jako zweryfikowane oznacza je właściciel sklepu.
      </p>
      <p className="panel-muted">
        Producentów: {producers.length}. Do potwierdzenia: {unverified}. Niekompletne: {incomplete}.
      </p>
      <div className="panel-table-wrap" tabIndex={0}>
        <table className="panel-table producers-table">
          <caption className="visually-hidden">Producenci i ich dane GPSR</caption>
          <thead>
            <tr>
              <th scope="col">Marka</th>
              <th scope="col">Producent</th>
              <th scope="col">{LABELS.euResponsiblePerson}</th>
              <th scope="col" className="num">
                Opony w sprzedaży
              </th>
              <th scope="col">Dane</th>
            </tr>
          </thead>
          <tbody>
            {producers.map((producer) => (
              <tr key={producer.id}>
                <th scope="row">
                  <a href={PANEL_ROUTES.producer(producer.id)}>{producer.name}</a>
                </th>
                <td>
                  {producer.gpsr.manufacturer.name || <span className="panel-muted">brak nazwy firmy</span>}
                  <br />
                  <span className="panel-muted">{place(producer.gpsr.manufacturer) || "brak adresu"}</span>
                </td>
                <td>
                  {producer.gpsr.euResponsible ? (
                    <>
                      {producer.gpsr.euResponsible.name}
                      <br />
                      <span className="panel-muted">{place(producer.gpsr.euResponsible)}</span>
                    </>
                  ) : (
                    <span className="panel-muted">—</span>
                  )}
                </td>
                <td className="num">{producer.tyres_on_sale}</td>
                <td>
                  <StatusBadges producer={producer} />
                  <SourceLine producer={producer} />
                  {producer.gaps.length ? (
                    <ul className="producers-gaps">
                      {producer.gaps.map((gap) => (
                        <li key={gap}>{gap}</li>
                      ))}
                    </ul>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** What the form shows: the saved data, or what staff typed when the shop API refused it. */
type FormValues = Record<keyof typeof FIELD_NAMES, string>;

function valuesOf(producer: StaffProducer): FormValues {
  const { manufacturer: maker, euResponsible: eu } = producer.gpsr;
  return {
    legal_name: maker.name,
    street: maker.street,
    postal_code: maker.postalCode,
    city: maker.city,
    country: maker.country,
    email: maker.email ?? "",
    contact_url: maker.contactUrl ?? "",
    eu_name: eu?.name ?? "",
    eu_street: eu?.street ?? "",
    eu_postal_code: eu?.postalCode ?? "",
    eu_city: eu?.city ?? "",
    eu_country: eu?.country ?? "",
    eu_email: eu?.email ?? "",
    eu_contact_url: eu?.contactUrl ?? "",
    verified: producer.verified ? "1" : "",
    source: producer.source,
  };
}

function formValues(form: Record<string, unknown>): FormValues {
  return Object.fromEntries(Object.keys(FIELD_NAMES).map((name) => [name, field(form, name)])) as FormValues;
}

function Text({
  name,
  label,
  values,
  type = "text",
  required,
  maxLength,
  autoComplete = "off",
  hint,
}: {
  name: keyof FormValues;
  label: string;
  values: FormValues;
  type?: "text" | "email" | "url";
  required?: boolean;
  maxLength: number;
  autoComplete?: string;
  hint?: string;
}) {
  return (
    <label>
      {label}
      <input
        id={`producer-${name}`}
        name={name}
        type={type}
        defaultValue={values[name]}
        required={required}
        maxLength={maxLength}
        autoComplete={autoComplete}
        aria-describedby={hint ? `producer-${name}-hint` : undefined}
      />
      {hint ? (
        <small id={`producer-${name}-hint`} className="panel-muted">
          {hint}
        </small>
      ) : null}
    </label>
  );
}

function EditForm({ producer, values, owner }: { producer: StaffProducer; values: FormValues; owner: boolean }) {
  return (
    <form method="post" action={PANEL_ROUTES.producer(producer.id)} className="panel-form producer-form">
      <fieldset>
        <legend>Producent</legend>
        <Text name="legal_name" label="Zarejestrowana nazwa firmy" values={values} required maxLength={200} />
        <Text name="street" label="Ulica i numer" values={values} maxLength={200} />
        <div className="producer-form-row">
          <Text name="postal_code" label="Kod pocztowy" values={values} maxLength={20} />
          <Text name="city" label="Miejscowość" values={values} maxLength={100} />
        </div>
        <label>
          Państwo
          <input
            id="producer-country"
            name="country"
            defaultValue={values.country}
            required
            maxLength={60}
            list="producer-countries"
            autoComplete="off"
          />
        </label>
        <datalist id="producer-countries">
          {MAKER_COUNTRIES.map((country) => (
            <option key={country} value={country} />
          ))}
        </datalist>
        <Text name="email" label="E-mail (tylko sprawdzony, publiczny)" values={values} type="email" maxLength={254} />
        <Text
          name="contact_url"
          label="Strona lub formularz kontaktowy"
          values={values}
          type="url"
          maxLength={500}
          hint="Pełny adres z https://. Wystarczy e-mail albo strona kontaktowa."
        />
      </fieldset>
      <fieldset>
        <legend>{LABELS.euResponsiblePerson}</legend>
        <p className="panel-muted">
          Tylko dla producenta z siedzibą poza Unią Europejską. Musi to być firma z siedzibą w państwie UE (nie np. w Serbii, Wielkiej
          Brytanii, Szwajcarii ani Turcji). Producent z UE: zostaw te pola puste.
        </p>
        <Text name="eu_name" label="Nazwa firmy" values={values} maxLength={200} />
        <Text name="eu_street" label="Ulica i numer" values={values} maxLength={200} />
        <div className="producer-form-row">
          <Text name="eu_postal_code" label="Kod pocztowy" values={values} maxLength={20} />
          <Text name="eu_city" label="Miejscowość" values={values} maxLength={100} />
        </div>
        <label>
          Państwo UE
          <select id="producer-eu_country" name="eu_country" defaultValue={values.eu_country}>
            <option value="">— brak —</option>
            {EU_MEMBER_STATES.map((country) => (
              <option key={country} value={country}>
                {country}
              </option>
            ))}
          </select>
        </label>
        <Text name="eu_email" label="E-mail" values={values} type="email" maxLength={254} />
        <Text name="eu_contact_url" label="Strona lub formularz kontaktowy" values={values} type="url" maxLength={500} />
      </fieldset>
      <label>
        Źródło danych
        <textarea
          id="producer-source"
          name="source"
          defaultValue={values.source}
          maxLength={500}
          rows={3}
          aria-describedby="producer-source-hint"
        />
        <small id="producer-source-hint" className="panel-muted">
          Skąd pochodzą dane (np. etykieta opony, dokumenty od dostawcy, rejestr handlowy), żeby dało się je sprawdzić ponownie.
        </small>
      </label>
      <label className="panel-choice">
        <input
          type="checkbox"
          id="producer-verified"
          name="verified"
          value="1"
          defaultChecked={values.verified === "1"}
          disabled={!owner}
          aria-describedby="producer-verified-hint"
        />{" "}
        Dane zweryfikowane
      </label>
      <small id="producer-verified-hint" className="panel-muted">
        {owner
          ? "Zaznacz, gdy potwierdzisz dane u dostawcy (etykieta, dokumenty produktu). Braki lista pokazuje osobno jako „niekompletne”."
          : "Dane potwierdza właściciel sklepu. Zmiana danych zweryfikowanych wymaga jego ponownego potwierdzenia."}
      </small>
      <div className="panel-actions">
        <button type="submit" className="panel-button">
          Zapisz dane producenta
        </button>
      </div>
    </form>
  );
}

function DetailPage({ detail, values, owner }: { detail: StaffProducerDetail; values: FormValues; owner: boolean }) {
  const { producer } = detail;
  return (
    <>
      <p>
        <a href={PANEL_ROUTES.producers}>← Wszyscy producenci</a>
      </p>
      <div className="panel-grid">
        <section className="panel-card producer-state-card" aria-labelledby="producer-state">
          <h2 id="producer-state">
            Stan danych <StatusBadges producer={producer} />
          </h2>
          <dl className="panel-dl">
            <dt>Opony w sprzedaży</dt>
            <dd>{producer.tyres_on_sale}</dd>
            <dt>Źródło danych</dt>
            <dd>{producer.source || "nie podano"}</dd>
            <dt>Ostatni zapis w panelu</dt>
            <dd>{producer.last_checked_at ? formatDate(producer.last_checked_at) : "brak (dane startowe sklepu)"}</dd>
            <dt>Strona marki</dt>
            <dd>
              <a href={listingPath({ producers: [producer.slug] })}>{producer.name} w sklepie</a>
            </dd>
          </dl>
          {producer.gaps.length ? (
            <>
              <p>Na kartach opon brakuje:</p>
              <ul className="producers-gaps">
                {producer.gaps.map((gap) => (
                  <li key={gap}>{gap}</li>
                ))}
              </ul>
            </>
          ) : (
            <p className="panel-muted">Dane są kompletne.</p>
          )}
        </section>
        <section className="panel-card" aria-labelledby="producer-edit">
          <h2 id="producer-edit">Dane GPSR</h2>
          <EditForm producer={producer} values={values} owner={owner} />
        </section>
      </div>
      <AuditTrail
        entries={detail.audit}
        actions={{ gpsr: "Zmiana danych GPSR" }}
        names={FIELD_NAMES}
        title={LABELS.changeHistory}
        empty="Nikt jeszcze nie zmieniał danych tego producenta w zapleczu."
      />
    </>
  );
}

/** The form as the shop API takes it: blank fields null, the checkbox only from an owner. */
function changeOf(form: Record<string, unknown>, owner: boolean): StaffProducerChange {
  const optional = (name: string) => field(form, name) || null;
  return {
    legal_name: field(form, "legal_name"),
    street: optional("street"),
    postal_code: optional("postal_code"),
    city: optional("city"),
    country: field(form, "country"),
    email: optional("email"),
    contact_url: optional("contact_url"),
    eu_name: optional("eu_name"),
    eu_street: optional("eu_street"),
    eu_postal_code: optional("eu_postal_code"),
    eu_city: optional("eu_city"),
    eu_country: optional("eu_country"),
    eu_email: optional("eu_email"),
    eu_contact_url: optional("eu_contact_url"),
    source: optional("source"),
    ...(owner ? { verified: field(form, "verified") === "1" } : {}),
  };
}

const idOf = (c: Context<PanelEnv>) => {
  const id = c.req.param("id") ?? "";
  return /^\d{1,9}$/.test(id) ? id : null;
};

const notFound = (c: Context<PanelEnv>) =>
  renderPanel(c, { title: "Nie znaleziono", section: PANEL_ROUTES.producers, children: <p>Nie ma takiego producenta.</p> }, 404);

const producerApi = (c: Context<PanelEnv>) => c.var.staffShop.staff.producers[":id"];

export const panelProducers = new Hono<PanelEnv>()
  .get(inPanel(PANEL_ROUTES.producers), async (c) => {
    const { producers } = await answerOf<StaffProducerList>(await c.var.staffShop.staff.producers.$get());
    return renderPanel(c, { title: "Producenci (GPSR)", section: PANEL_ROUTES.producers, children: <ListPage producers={producers} /> });
  })
  .get(`${inPanel(PANEL_ROUTES.producers)}/:id`, async (c) => {
    const id = idOf(c);
    if (!id) return notFound(c);
    const detail = await foundOrNotFound<StaffProducerDetail>(await producerApi(c).$get({ param: { id } }));
    return renderPanel(c, {
      title: `Producent: ${detail.producer.name}`,
      section: PANEL_ROUTES.producers,
      children: <DetailPage detail={detail} values={valuesOf(detail.producer)} owner={c.var.staff.role === "owner"} />,
    });
  })
  .post(`${inPanel(PANEL_ROUTES.producers)}/:id`, async (c) => {
    const id = idOf(c);
    if (!id) return notFound(c);
    const form = await c.req.parseBody();
    const owner = c.var.staff.role === "owner";
    try {
      const saved = await answerOf<StaffProducerSaved>(await producerApi(c).$put({ param: { id }, json: changeOf(form, owner) }));
      await forgetTyreDataPages(c, saved.pages);
      const text = !saved.changed
        ? "Bez zmian."
        : saved.needs_confirmation
          ? `Zapisano dane: ${saved.producer.name}. Były zweryfikowane: teraz czekają na ponowne potwierdzenie właściciela sklepu.`
          : `Zapisano dane: ${saved.producer.name}.`;
      return redirectWithNotice(c, PANEL_ROUTES.producer(Number(id)), "ok", text);
    } catch (error) {
      if (!(error instanceof ShopRefusal)) throw error;
      if (error.status === 404) return notFound(c);
      if (error.status === 403 || error.status === 409)
        return redirectWithNotice(c, PANEL_ROUTES.producer(Number(id)), "error", error.staffMessage);
      // Bad input: the same form again with what staff typed and the shop API's Polish messages.
      const detail = await foundOrNotFound<StaffProducerDetail>(await producerApi(c).$get({ param: { id } }));
      return renderPanel(
        c,
        {
          title: `Producent: ${detail.producer.name}`,
          section: PANEL_ROUTES.producers,
          notice: { kind: "error", text: error.staffMessage },
          children: <DetailPage detail={detail} values={formValues(form)} owner={owner} />,
        },
        400,
      );
    }
  });
