import { type Context, Hono } from "hono";
import { IMPORT_MAX_FEED_BYTES, PANEL_BASE_PATH } from "../../common/config/back-office";
import { ShopRefusal } from "../../common/errors";
import { COLUMN_KEYS, FEED_COLUMNS, type ColumnKey } from "../../common/feed-columns";
import {
  FEED_DECIMAL_LABELS,
  FEED_DELIMITER_LABELS,
  FEED_ENCODING_LABELS,
  FEED_FORMAT_LABELS,
  type FeedProfile,
  PRICE_KIND_LABELS,
} from "../../common/feed-profile";
import { formatDateTime, formatNumber } from "../../common/i18n/intl";
import { formatAmount } from "../../common/i18n/money";
import { workingDays } from "../../common/i18n/plural";
import { seasonName } from "../../common/i18n/seasons";
import { PANEL_ROUTES } from "../../common/routes";
import type { PanelEnv } from "../env";
import type {
  StaffFeedPreview,
  StaffSupplier,
  StaffSupplierDetail,
  StaffSupplierInput,
  StaffSupplierList,
  StaffSupplierSample,
} from "../shop-client";
import { answerOf, foundOrNotFound } from "../shop-client/answers";
import { field, formAction, redirectWithNotice } from "./form-actions";
import { renderPanel } from "./render";
import { WithdrawAllChoice } from "./imports";

/**
 * Back office: "Dostawcy" (issue 33). The wholesalers the shop sells from and its own warehouse:
 * their terms (delivery time, cut-off hour, drop-shipping, order e-mail), their feed (address,
 * schedule, full or partial) and the mapping profile that reads it, set up on a sample file with
 * a preview of its first rows as the shop reads them, before anything is imported. Plain forms
 * that work without JavaScript; the shop API validates and audits.
 */

const inPanel = (path: string) => path.slice(PANEL_BASE_PATH.length);

const days = (count: number) => (count === 0 ? "od ręki" : workingDays(count));

function FeedState({ supplier }: { supplier: StaffSupplier }) {
  if (!supplier.feedUrl) return <span className="panel-muted">plik wgrywany ręcznie</span>;
  return (
    <>
      {supplier.feedEveryMinutes ? `co ${formatNumber(supplier.feedEveryMinutes)} min` : "pobierany na żądanie"}
      <br />
      {supplier.feedError ? (
        <span className="panel-badge panel-badge-danger">{`błąd ${supplier.feedCheckedAt ? formatDateTime(supplier.feedCheckedAt) : ""}`}</span>
      ) : supplier.feedOkAt ? (
        <small className="panel-muted">{`ostatnio ${formatDateTime(supplier.feedOkAt)}`}</small>
      ) : (
        <small className="panel-muted">jeszcze nie pobrany</small>
      )}
      {supplier.feedWithdrawnAt ? <span className="panel-badge panel-badge-danger">oferty wycofane</span> : null}
    </>
  );
}

function SupplierFields({ values }: { values: Record<string, string> }) {
  const checked = (name: string) => values[name] === "1";
  return (
    <>
      <label>
        Nazwa
        <input name="name" required maxLength={100} defaultValue={values.name} />
      </label>
      <div className="panel-row">
        <label>
          Osoba kontaktowa
          <input name="contact_name" maxLength={100} defaultValue={values.contact_name} />
        </label>
        <label>
          Telefon
          <input name="contact_phone" type="tel" maxLength={40} defaultValue={values.contact_phone} />
        </label>
      </div>
      <label>
        E-mail do zamówień
        <input name="order_email" type="email" maxLength={254} defaultValue={values.order_email} />
      </label>
      <div className="panel-row">
        <label>
          Czas dostawy (dni robocze)
          <input name="delivery_days" type="number" min={0} max={60} required defaultValue={values.delivery_days} />
        </label>
        <label>
          Zamówienia do godziny
          <input name="cutoff_hour" type="number" min={0} max={23} required defaultValue={values.cutoff_hour} />
        </label>
      </div>
      <label className="panel-choice">
        <input type="checkbox" name="drop_shipping" value="1" defaultChecked={checked("drop_shipping")} />
        Wysyła prosto do klienta (czas dostawy liczy się do klienta)
      </label>
      <label>
        Adres pliku z ofertą (https://…; puste: plik wgrywany ręcznie)
        <input name="feed_url" type="url" maxLength={2000} defaultValue={values.feed_url} />
      </label>
      <div className="panel-row">
        <label>
          Pobieraj co (minuty; puste: tylko na żądanie)
          <input name="feed_every_minutes" type="number" min={15} max={10080} defaultValue={values.feed_every_minutes} />
        </label>
        <label>
          Wycofaj oferty po (godzinach bez pliku)
          <input name="feed_stale_hours" type="number" min={1} max={720} required defaultValue={values.feed_stale_hours} />
        </label>
      </div>
      <label className="panel-choice">
        <input type="checkbox" name="feed_full" value="1" defaultChecked={checked("feed_full")} />
        Plik pełny: oferty dostawcy, których w nim nie ma, dostają stan 0 (tylko jego oferty)
      </label>
      <label className="panel-choice">
        <input type="checkbox" name="active" value="1" defaultChecked={checked("active")} />
        Aktywny (jego stany liczą się do sprzedaży)
      </label>
    </>
  );
}

const NEW_SUPPLIER: Record<string, string> = {
  name: "",
  contact_name: "",
  contact_phone: "",
  order_email: "",
  delivery_days: "2",
  cutoff_hour: "12",
  drop_shipping: "",
  feed_url: "",
  feed_every_minutes: "",
  feed_stale_hours: "48",
  feed_full: "1",
  active: "1",
};

function valuesOf(supplier: StaffSupplier): Record<string, string> {
  return {
    name: supplier.name,
    contact_name: supplier.contactName,
    contact_phone: supplier.contactPhone,
    order_email: supplier.orderEmail,
    delivery_days: String(supplier.deliveryDays),
    cutoff_hour: String(supplier.cutoffHour),
    drop_shipping: supplier.dropShipping ? "1" : "",
    feed_url: supplier.feedUrl ?? "",
    feed_every_minutes: supplier.feedEveryMinutes === null ? "" : String(supplier.feedEveryMinutes),
    feed_stale_hours: String(supplier.feedStaleHours),
    feed_full: supplier.feedFull ? "1" : "",
    active: supplier.active ? "1" : "",
  };
}

const formValues = (form: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(NEW_SUPPLIER).map((name) => [name, field(form, name)])) as Record<string, string>;

/** A whole number typed in a form, or NaN (the API refuses it with its message). */
const wholeNumber = (text: string) => (/^\d{1,6}$/.test(text) ? Number(text) : Number.NaN);

function inputOf(form: Record<string, unknown>): StaffSupplierInput {
  const values = formValues(form);
  return {
    name: values.name ?? "",
    contact_name: values.contact_name,
    contact_phone: values.contact_phone,
    order_email: values.order_email,
    delivery_days: wholeNumber(values.delivery_days ?? ""),
    cutoff_hour: wholeNumber(values.cutoff_hour ?? ""),
    drop_shipping: values.drop_shipping === "1",
    feed_url: values.feed_url,
    feed_full: values.feed_full === "1",
    feed_every_minutes: values.feed_every_minutes === "" ? null : wholeNumber(values.feed_every_minutes ?? ""),
    feed_stale_hours: wholeNumber(values.feed_stale_hours ?? ""),
    active: values.active === "1",
  };
}

function ListPage({ suppliers, values }: { suppliers: StaffSupplier[]; values: Record<string, string> }) {
  return (
    <>
      <p>
        Sklep sprzedaje z własnego magazynu i z magazynów hurtowni. Klient widzi jedną ofertę opony z danej daty produkcji: jej stan to suma
        stanów wszystkich dostawców, a czas dostawy to czas tego, który ją wyśle pierwszy (najpierw magazyn sklepu, potem najszybszy, potem
        najtańszy). Cenę sprzedaży liczą <a href={PANEL_ROUTES.pricing}>reguły cen</a> z ceny zakupu.
      </p>
      <div className="panel-table-wrap" tabIndex={0}>
        <table className="panel-table">
          <thead>
            <tr>
              <th scope="col">Dostawca</th>
              <th scope="col">Czas dostawy</th>
              <th scope="col">Plik z ofertą</th>
              <th scope="col">Oferty ze stanem</th>
              <th scope="col">Sztuk</th>
            </tr>
          </thead>
          <tbody>
            {suppliers.map((supplier) => (
              <tr key={supplier.id}>
                <td>
                  <a href={PANEL_ROUTES.supplier(supplier.id)}>{supplier.name}</a>
                  {supplier.ownWarehouse ? <span className="panel-badge">magazyn sklepu</span> : null}
                  {supplier.active ? null : <span className="panel-badge panel-badge-warn">nieaktywny</span>}
                  {supplier.dropShipping ? (
                    <>
                      <br />
                      <small className="panel-muted">wysyła prosto do klienta</small>
                    </>
                  ) : null}
                </td>
                <td>{days(supplier.deliveryDays)}</td>
                <td>
                  <FeedState supplier={supplier} />
                </td>
                <td>{formatNumber(supplier.offers)}</td>
                <td>{formatNumber(supplier.pieces)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <section className="panel-card" aria-labelledby="supplier-new">
        <h2 id="supplier-new">Dodaj dostawcę</h2>
        <form method="post" action={PANEL_ROUTES.suppliers} className="panel-form panel-narrow">
          <SupplierFields values={values} />
          <button type="submit" className="panel-button">
            Dodaj dostawcę
          </button>
        </form>
      </section>
    </>
  );
}

/** The shop's columns a profile may point at, required ones first, each with what it holds. */
const PROFILE_COLUMNS: ColumnKey[] = [...COLUMN_KEYS].sort((a, b) => Number(FEED_COLUMNS[b].required) - Number(FEED_COLUMNS[a].required));

/** A labelled select of one profile setting (the label names its control by id). */
function Select<T extends string>({ name, label, labels, value }: { name: string; label: string; labels: Record<T, string>; value: T }) {
  const id = `profile-${name}`;
  return (
    <div className="panel-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value}>
        {(Object.keys(labels) as T[]).map((key) => (
          <option key={key} value={key}>
            {labels[key]}
          </option>
        ))}
      </select>
    </div>
  );
}

function ProfileForm({ supplierId, profile, columns }: { supplierId: number; profile: FeedProfile; columns: string[] }) {
  // Columns a saved profile names but the sample lacks stay choosable, so saving keeps them.
  const choices = [...new Set([...columns, ...Object.values(profile.fields).filter((name): name is string => Boolean(name))])];
  return (
    <form method="post" action={`${PANEL_ROUTES.supplier(supplierId)}/profil`} className="panel-form">
      <div className="panel-row">
        <Select name="format" label="Format" labels={FEED_FORMAT_LABELS} value={profile.format} />
        <Select name="encoding" label="Kodowanie znaków" labels={FEED_ENCODING_LABELS} value={profile.encoding} />
      </div>
      <div className="panel-row">
        <Select name="delimiter" label="Separator kolumn (CSV)" labels={FEED_DELIMITER_LABELS} value={profile.delimiter} />
        <Select name="decimal" label="Znak dziesiętny" labels={FEED_DECIMAL_LABELS} value={profile.decimal} />
      </div>
      <div className="panel-row">
        <label>
          Element jednej oferty (XML, np. produkt albo oferta/produkt)
          <input name="recordElement" maxLength={200} defaultValue={profile.recordElement} />
        </label>
        <Select name="priceKind" label="Kolumna ceny zawiera" labels={PRICE_KIND_LABELS} value={profile.priceKind} />
      </div>
      <fieldset className="panel-fieldset">
        <legend>Kolumny (puste: sklep rozpozna je po nazwie)</legend>
        <div className="panel-columns-grid">
          {PROFILE_COLUMNS.map((key) => (
            <label key={key}>
              {`${FEED_COLUMNS[key].header}${FEED_COLUMNS[key].required ? " *" : ""}`}
              <small className="panel-muted">{FEED_COLUMNS[key].description}</small>
              <select name={`field_${key}`} defaultValue={profile.fields[key] ?? ""}>
                <option value="">— po nazwie —</option>
                {choices.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="panel-actions">
        <button type="submit" name="action" value="preview" className="panel-button panel-button-secondary">
          Pokaż podgląd
        </button>
        <button type="submit" name="action" value="save" className="panel-button">
          Zapisz profil
        </button>
      </div>
    </form>
  );
}

const money = (grosze: number | null) => (grosze === null ? "–" : formatAmount((grosze / 100).toFixed(2)));

function PreviewTable({ preview, saved }: { preview: StaffFeedPreview & { fileName?: string }; saved: boolean }) {
  return (
    <section className="panel-card" aria-labelledby="profile-preview">
      <h3 id="profile-preview">{`Podgląd: pierwsze wiersze pliku ${preview.fileName ?? ""} ${saved ? "(zapisany profil)" : "(profil jeszcze niezapisany)"}`}</h3>
      {preview.fileProblems.length > 0 ? (
        <p className="panel-notice panel-notice-error" role="alert">
          {preview.fileProblems.join(" ")}
        </p>
      ) : null}
      {preview.rows.length === 0 ? null : (
        <div className="panel-table-wrap" tabIndex={0}>
          <table className="panel-table">
            <thead>
              <tr>
                <th scope="col">Wiersz</th>
                <th scope="col">Opona</th>
                <th scope="col">Rozmiar i indeksy</th>
                <th scope="col">Sezon, etykieta</th>
                <th scope="col">Produkcja</th>
                <th scope="col">Cena</th>
                <th scope="col">Stan</th>
                <th scope="col">Wynik</th>
              </tr>
            </thead>
            <tbody>
              {preview.rows.map(({ line, row, problems }) => (
                <tr key={line}>
                  <td>{line}</td>
                  <td>
                    {row ? `${row.producer} ${row.model}` : "–"}
                    <br />
                    {row ? <small className="panel-muted">{`EAN ${row.ean}`}</small> : null}
                  </td>
                  <td>{row ? `${row.width}/${row.profile} R${row.rim} ${row.loadIndex}${row.speedIndex}${row.xl ? " XL" : ""}` : "–"}</td>
                  <td>
                    {row
                      ? `${seasonName(row.season)}, ${row.fuelClass}/${row.wetClass}/${row.noiseDb} dB/${row.noiseClass}${row.threePmsf ? ", 3PMSF" : ""}`
                      : "–"}
                  </td>
                  <td>
                    {row
                      ? row.dotWeek === null
                        ? `rok ${row.productionYear}`
                        : `DOT ${String(row.dotWeek).padStart(2, "0")}/${row.productionYear}`
                      : "–"}
                  </td>
                  <td>
                    {row
                      ? row.purchaseNet !== null
                        ? `${money(row.purchaseNet)} netto (zakup)`
                        : `${money(row.sellingGross)} brutto`
                      : "–"}
                  </td>
                  <td>{row ? `${row.stock} szt.${row.deliveryDays !== null ? `, ${days(row.deliveryDays)}` : ""}` : "–"}</td>
                  <td>
                    {problems.length === 0 ? (
                      <span className="panel-badge">OK</span>
                    ) : (
                      problems.map((problem, index) => (
                        <span key={`${line}-${index}`} className="panel-preview-problem">
                          <span className={`panel-badge ${problem.kind === "refused" ? "panel-badge-danger" : "panel-badge-warn"}`}>
                            {problem.kind === "refused" ? "odrzucony" : "uwaga"}
                          </span>{" "}
                          {problem.column ? `${problem.column}: ` : ""}
                          {problem.message}
                        </span>
                      ))
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

interface DetailProps {
  detail: StaffSupplierDetail;
  values: Record<string, string>;
  /** A profile shown instead of the saved one (the preview of unsaved settings). */
  profile?: FeedProfile;
  preview?: (StaffFeedPreview & { fileName?: string }) | null;
}

function DetailPage({ detail, values, profile, preview }: DetailProps) {
  const { supplier } = detail;
  const shown = preview === undefined ? detail.preview : preview;
  const route = PANEL_ROUTES.supplier(supplier.id);
  return (
    <>
      <p>
        {supplier.ownWarehouse
          ? "Magazyn sklepu: stany wpisane w „Ceny i stany” i z własnego pliku CSV sklepu. Obsługuje zamówienia jako pierwszy."
          : `${formatNumber(supplier.offers)} ofert ze stanem, razem ${formatNumber(supplier.pieces)} szt. Czas dostawy: ${days(supplier.deliveryDays)}.`}
      </p>
      {supplier.feedError ? (
        <p className="panel-notice panel-notice-error" role="alert">
          {supplier.feedError}
        </p>
      ) : null}
      <section className="panel-card" aria-labelledby="supplier-profile">
        <h2 id="supplier-profile">Profil pliku</h2>
        <p>
          Jak czytać plik tego dostawcy. Wgraj przykładowy plik (CSV albo XML, do {IMPORT_MAX_FEED_BYTES / 1024 / 1024} MB), ustaw format i
          wskaż kolumny, które sklep nie rozpoznał sam, sprawdź podgląd pierwszych wierszy i zapisz profil. Rozmiar może być w jednej
          kolumnie (205/55R16), indeksy też (91V, 94H XL, 109/107R), a etykieta jako B/A/69dB/B.
        </p>
        <form method="post" action={`${route}/probka`} encType="multipart/form-data" className="panel-form panel-narrow">
          <label>
            Przykładowy plik od dostawcy
            <input type="file" name="file" accept=".csv,.txt,.xml,text/csv,text/xml,application/xml" required />
          </label>
          <button type="submit" className="panel-button panel-button-secondary">
            Wgraj przykład i pokaż podgląd
          </button>
        </form>
        {shown ? (
          <PreviewTable preview={shown} saved={profile === undefined} />
        ) : (
          <p className="panel-muted">Nie ma jeszcze przykładowego pliku.</p>
        )}
        <ProfileForm supplierId={supplier.id} profile={profile ?? supplier.feedProfile} columns={shown?.columns ?? []} />
      </section>
      <section className="panel-card" aria-labelledby="supplier-import">
        <h2 id="supplier-import">Import oferty</h2>
        <form method="post" action={PANEL_ROUTES.imports} encType="multipart/form-data" className="panel-form panel-narrow">
          <input type="hidden" name="supplier" value={supplier.id} />
          <input type="hidden" name="partial" value={supplier.feedFull ? "0" : "1"} />
          <label>
            {`Plik z ofertą (${supplier.feedFull ? "pełny: oferty tego dostawcy, których w nim nie ma, dostaną stan 0" : "częściowy: zmieni tylko oferty z pliku"})`}
            <input type="file" name="file" accept=".csv,.txt,.xml,text/csv,text/xml,application/xml" required />
          </label>
          {supplier.feedFull ? <WithdrawAllChoice /> : null}
          <button type="submit" className="panel-button">
            Importuj według profilu
          </button>
        </form>
        {supplier.feedUrl ? (
          <form method="post" action={`${route}/pobierz`} className="panel-form">
            <p>{`Adres pliku: ${supplier.feedUrl}`}</p>
            <button type="submit" className="panel-button panel-button-secondary">
              Pobierz teraz z adresu i importuj
            </button>
          </form>
        ) : null}
      </section>
      <section className="panel-card" aria-labelledby="supplier-data">
        <h2 id="supplier-data">Dane dostawcy</h2>
        <form method="post" action={route} className="panel-form panel-narrow">
          <SupplierFields values={values} />
          <button type="submit" className="panel-button">
            Zapisz dane
          </button>
        </form>
      </section>
      <p>
        <a href={PANEL_ROUTES.suppliers}>Wszyscy dostawcy</a>
      </p>
    </>
  );
}

/** The profile a form describes (the API checks it again and answers in Polish). */
function profileOf(form: Record<string, unknown>): FeedProfile {
  const fields: FeedProfile["fields"] = {};
  for (const key of COLUMN_KEYS) {
    const value = field(form, `field_${key}`);
    if (value) fields[key] = value;
  }
  return {
    format: field(form, "format") as FeedProfile["format"],
    encoding: field(form, "encoding") as FeedProfile["encoding"],
    delimiter: (typeof form.delimiter === "string" ? form.delimiter : "auto") as FeedProfile["delimiter"],
    decimal: field(form, "decimal") as FeedProfile["decimal"],
    recordElement: field(form, "recordElement"),
    priceKind: field(form, "priceKind") as FeedProfile["priceKind"],
    fields,
  };
}

const idOf = (c: Context<PanelEnv>) => (/^\d{1,9}$/.test(c.req.param("id") ?? "") ? (c.req.param("id") as string) : null);
const supplierApi = (c: Context<PanelEnv>) => c.var.staffShop.staff.suppliers[":id"];
const notFound = (c: Context<PanelEnv>) =>
  renderPanel(c, { title: "Nie znaleziono", section: PANEL_ROUTES.suppliers, children: <p>Nie ma takiego dostawcy.</p> }, 404);

async function detailPage(
  c: Context<PanelEnv>,
  id: string,
  extra: Omit<DetailProps, "detail" | "values"> & { values?: Record<string, string>; notice?: { kind: "ok" | "error"; text: string } },
  status: 200 | 400 = 200,
) {
  const detail = await foundOrNotFound<StaffSupplierDetail>(await supplierApi(c).$get({ param: { id } }));
  return renderPanel(
    c,
    {
      title: `Dostawca: ${detail.supplier.name}`,
      section: PANEL_ROUTES.suppliers,
      notice: extra.notice,
      children: (
        <DetailPage detail={detail} values={extra.values ?? valuesOf(detail.supplier)} profile={extra.profile} preview={extra.preview} />
      ),
    },
    status,
  );
}

export const panelSuppliers = new Hono<PanelEnv>()
  .get(inPanel(PANEL_ROUTES.suppliers), async (c) => {
    const { suppliers } = await answerOf<StaffSupplierList>(await c.var.staffShop.staff.suppliers.$get());
    return renderPanel(c, {
      title: "Dostawcy",
      section: PANEL_ROUTES.suppliers,
      children: <ListPage suppliers={suppliers} values={NEW_SUPPLIER} />,
    });
  })
  .post(inPanel(PANEL_ROUTES.suppliers), async (c) => {
    const form = await c.req.parseBody();
    try {
      const { supplier } = await answerOf<{ supplier: StaffSupplier }>(
        await c.var.staffShop.staff.suppliers.$post({ json: inputOf(form) }),
      );
      return redirectWithNotice(
        c,
        PANEL_ROUTES.supplier(supplier.id),
        "ok",
        `Dodano dostawcę ${supplier.name}. Teraz ustaw profil jego pliku.`,
      );
    } catch (error) {
      if (!(error instanceof ShopRefusal)) throw error;
      const { suppliers } = await answerOf<StaffSupplierList>(await c.var.staffShop.staff.suppliers.$get());
      return renderPanel(
        c,
        {
          title: "Dostawcy",
          section: PANEL_ROUTES.suppliers,
          notice: { kind: "error", text: error.staffMessage },
          children: <ListPage suppliers={suppliers} values={formValues(form)} />,
        },
        400,
      );
    }
  })
  .get(`${inPanel(PANEL_ROUTES.suppliers)}/:id`, async (c) => {
    const id = idOf(c);
    return id ? detailPage(c, id, {}) : notFound(c);
  })
  .post(`${inPanel(PANEL_ROUTES.suppliers)}/:id`, async (c) => {
    const id = idOf(c);
    if (!id) return notFound(c);
    const form = await c.req.parseBody();
    try {
      await answerOf(await supplierApi(c).$put({ param: { id }, json: inputOf(form) }));
      return redirectWithNotice(c, PANEL_ROUTES.supplier(Number(id)), "ok", "Zapisano dane dostawcy.");
    } catch (error) {
      if (!(error instanceof ShopRefusal)) throw error;
      if (error.status === 404) return notFound(c);
      return detailPage(c, id, { values: formValues(form), notice: { kind: "error", text: error.staffMessage } }, 400);
    }
  })
  .post(`${inPanel(PANEL_ROUTES.suppliers)}/:id/probka`, async (c) => {
    const id = idOf(c);
    if (!id) return notFound(c);
    const form = await c.req.parseBody();
    const file = form.file;
    if (!(file instanceof File) || file.size === 0)
      return redirectWithNotice(c, PANEL_ROUTES.supplier(Number(id)), "error", "Wybierz przykładowy plik od dostawcy.");
    try {
      const answer = await answerOf<StaffSupplierSample>(await supplierApi(c).sample.$post({ param: { id }, form: { file } }));
      return detailPage(c, id, {
        profile: answer.profile,
        preview: answer.preview,
        notice: { kind: "ok", text: `Wgrano przykład ${file.name}. Sprawdź podgląd, popraw ustawienia i zapisz profil.` },
      });
    } catch (error) {
      if (error instanceof ShopRefusal) return redirectWithNotice(c, PANEL_ROUTES.supplier(Number(id)), "error", error.staffMessage);
      throw error;
    }
  })
  .post(`${inPanel(PANEL_ROUTES.suppliers)}/:id/profil`, async (c) => {
    const id = idOf(c);
    if (!id) return notFound(c);
    const form = await c.req.parseBody();
    const profile = profileOf(form);
    try {
      if (field(form, "action") === "save") {
        await answerOf(await supplierApi(c).profile.$put({ param: { id }, json: { profile } }));
        return redirectWithNotice(
          c,
          PANEL_ROUTES.supplier(Number(id)),
          "ok",
          "Zapisano profil pliku: następne importy tego dostawcy czytają plik tak, jak w podglądzie.",
        );
      }
      const { preview } = await answerOf<{ preview: StaffFeedPreview }>(
        await supplierApi(c).preview.$post({ param: { id }, json: { profile } }),
      );
      return detailPage(c, id, { profile, preview });
    } catch (error) {
      if (!(error instanceof ShopRefusal)) throw error;
      return detailPage(c, id, { profile, notice: { kind: "error", text: error.staffMessage } }, 400);
    }
  })
  .post(`${inPanel(PANEL_ROUTES.suppliers)}/:id/pobierz`, async (c) => {
    const id = idOf(c);
    if (!id) return notFound(c);
    return formAction(c, PANEL_ROUTES.supplier(Number(id)), async () => {
      const { run } = await answerOf<{ run: { id: number } }>(await supplierApi(c).fetch.$post({ param: { id } }));
      return `Pobrano plik dostawcy: import nr ${run.id} ruszył (${PANEL_ROUTES.importRun(run.id)}).`;
    });
  });
