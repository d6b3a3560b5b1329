import { Hono } from "hono";
import { formatDay as day } from "../../common/i18n/calendar";
import { formatAmount } from "../../common/i18n/money";
import { formatNip as nip } from "../../common/reference/nip";
import { LABELS } from "../../common/i18n/labels";
import { formatDate } from "../../common/i18n/intl";
import { PANEL_ROUTES } from "../../common/routes";
import type { PanelEnv } from "../env";
import type { InvoiceExportRow, StaffInvoice, StaffInvoiceList } from "../shop-client";
import { CSV_BOM, csvField, csvLine, csvMoney } from "./csv";
import { answerOf, foundOrNotFound } from "../shop-client/answers";
import { field, formAction } from "./form-actions";
import { renderPanel } from "./render";

/** Where an invoice stands with KSeF, in the staff's words. */
export const KSEF_STATE_LABELS: Record<string, string> = {
  none: "poza KSeF",
  queued: "czeka na wysłanie",
  accepted: "w KSeF",
  rejected: "odrzucona przez KSeF",
  offline: "offline – wyślemy ponownie",
};

const KIND_FILTERS = [
  ["", "Faktury i korekty"],
  ["invoices", "Tylko faktury"],
  ["corrections", "Tylko korekty"],
] as const;

function KsefBadge({ state, number }: { state: string; number: string | null }) {
  return (
    <>
      <span className={`panel-badge panel-badge-ksef-${state}`}>{KSEF_STATE_LABELS[state] ?? state}</span>
      {/* The number on a line of its own: 35 characters would widen the register past the screen. */}
      {number ? <div className="panel-muted panel-ksef-number">{number}</div> : null}
    </>
  );
}

/** The links to an invoice's files, as far as they exist. */
function FileLinks({ id, files }: { id: number; files: { pdf: boolean; xml: boolean; upo: boolean } }) {
  const links = (
    [
      ["pdf", "PDF"],
      ["xml", "XML (FA(3))"],
      ["upo", "UPO"],
    ] as const
  ).filter(([file]) => files[file]);
  if (!links.length) return <span className="panel-muted">pliki w przygotowaniu</span>;
  return (
    <>
      {links.map(([file, label], index) => (
        <span key={file}>
          {index ? " · " : ""}
          <a href={PANEL_ROUTES.invoiceFile(id, file)}>{label}</a>
        </span>
      ))}
    </>
  );
}

function Register({ list, query }: { list: StaffInvoiceList; query: Record<string, string> }) {
  const settings = list.settings;
  return (
    <>
      {!settings.enabled ? (
        <p className="panel-notice panel-notice-error">
          Sklep nie wystawia własnych faktur (INVOICES = "off"): faktury wystawia system księgowy. Poniżej są tylko wcześniej wystawione.
        </p>
      ) : settings.ksef_environment === "" ? (
        <p className="panel-notice panel-notice-error">
          KSeF jest wyłączony (KSEF_ENVIRONMENT pusty): faktury dla firm trafiają tylko do rejestru sklepu. Od 1 kwietnia 2026 r. faktura
          dla firmy musi być wystawiona w KSeF – README, „Faktury i KSeF”.
        </p>
      ) : (
        <p className="panel-muted">
          KSeF: środowisko {settings.ksef_environment.toUpperCase()}
          {settings.consumers_to_ksef ? "; faktury dla konsumentów też trafiają do KSeF" : "; do KSeF trafiają faktury dla firm (z NIP)"}.
        </p>
      )}
      <form method="get" className="panel-filters panel-form" aria-label="Filtry rejestru faktur">
        <label>
          Szukaj
          <input type="search" name="q" defaultValue={query.q ?? ""} placeholder="numer, nabywca, NIP" />
        </label>
        <label>
          Miesiąc wystawienia
          <input type="month" name="month" defaultValue={query.month ?? ""} />
        </label>
        <label>
          Rodzaj
          <select name="kind" defaultValue={query.kind ?? ""}>
            {KIND_FILTERS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label>
          KSeF
          <select name="ksef" defaultValue={query.ksef ?? ""}>
            <option value="">wszystkie</option>
            {Object.entries(KSEF_STATE_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="panel-button">
          Pokaż
        </button>
        <a href={PANEL_ROUTES.invoices}>{LABELS.clearFilters}</a>
      </form>
      <form
        method="get"
        action={PANEL_ROUTES.invoicesExport}
        className="panel-form panel-filters"
        aria-label="Eksport rejestru faktur do CSV"
      >
        <label>
          Miesiąc do eksportu
          <input type="month" name="month" required defaultValue={query.month || new Date().toISOString().slice(0, 7)} />
        </label>
        <button type="submit" className="panel-button panel-button-secondary">
          Pobierz rejestr (CSV)
        </button>
      </form>
      <p className="panel-muted" aria-live="polite">
        Dokumentów: {list.invoices.length}
        {list.invoices.length === 200 ? " (pokazujemy 200 najnowszych – zawęź filtry)" : ""}
      </p>
      {list.invoices.length ? (
        <div className="panel-table-wrap" tabIndex={0}>
          <table className="panel-table">
            <caption className="visually-hidden">Rejestr faktur</caption>
            <thead>
              <tr>
                <th scope="col">Numer</th>
                <th scope="col">Rodzaj</th>
                <th scope="col">Wystawiona</th>
                <th scope="col">Nabywca</th>
                <th scope="col" className="num">
                  Netto
                </th>
                <th scope="col" className="num">
                  VAT
                </th>
                <th scope="col" className="num">
                  Brutto
                </th>
                <th scope="col">KSeF</th>
                <th scope="col">Pliki</th>
              </tr>
            </thead>
            <tbody>
              {list.invoices.map((invoice) => (
                <tr key={invoice.id}>
                  <th scope="row">
                    <a href={PANEL_ROUTES.invoice(invoice.id)}>{invoice.number}</a>
                    <div className="panel-muted">
                      <a href={PANEL_ROUTES.order(invoice.order_id)}>zamówienie</a>
                    </div>
                  </th>
                  <td>{invoice.title}</td>
                  <td>{day(invoice.issue_date)}</td>
                  <td>
                    {invoice.buyer_name}
                    {invoice.buyer_nip ? <div className="panel-muted">NIP {nip(invoice.buyer_nip)}</div> : null}
                  </td>
                  <td className="num">{formatAmount(invoice.net_amount)}</td>
                  <td className="num">{formatAmount(invoice.vat_amount)}</td>
                  <td className="num">{formatAmount(invoice.gross_amount)}</td>
                  <td>
                    <KsefBadge state={invoice.ksef_state} number={invoice.ksef_number} />
                  </td>
                  <td>
                    <FileLinks id={invoice.id} files={{ pdf: invoice.ready, xml: invoice.ready, upo: invoice.ksef_state === "accepted" }} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>Żaden dokument nie pasuje do filtrów.</p>
      )}
    </>
  );
}

function InvoicePage({ invoice }: { invoice: StaffInvoice }) {
  const document = invoice.document;
  const correction = document.correction;
  const current = document.lines.filter((line) => line.state !== "before");
  return (
    <>
      <p>
        <a href={PANEL_ROUTES.invoices}>← Rejestr faktur</a> ·{" "}
        <a href={PANEL_ROUTES.order(invoice.order_id)}>zamówienie {document.orderNumber}</a>
      </p>
      <div className="panel-card">
        <dl className="panel-dl">
          <dt>Rodzaj</dt>
          <dd>{invoice.title}</dd>
          <dt>Wystawiona</dt>
          <dd>
            {day(document.issueDate)}, {document.issuePlace}
          </dd>
          {document.saleDate ? (
            <>
              <dt>{document.kind === "ZAL" ? "Zapłata otrzymana" : "Data dostawy"}</dt>
              <dd>{day(document.saleDate)}</dd>
            </>
          ) : null}
          <dt>Nabywca</dt>
          <dd>
            {document.buyer.name}, {document.buyer.address.line1}, {document.buyer.address.line2}
            {document.buyer.nip ? `, NIP ${nip(document.buyer.nip)}` : " (konsument)"}
          </dd>
          <dt>Kwota</dt>
          <dd>
            {formatAmount(invoice.gross_amount)} brutto (netto {formatAmount(invoice.net_amount)}, VAT {formatAmount(invoice.vat_amount)})
          </dd>
          {correction ? (
            <>
              <dt>Koryguje</dt>
              <dd>
                {invoice.corrects_id ? (
                  <a href={PANEL_ROUTES.invoice(invoice.corrects_id)}>{correction.corrected.number}</a>
                ) : (
                  correction.corrected.number
                )}{" "}
                z dnia {day(correction.corrected.issueDate)}
                {correction.corrected.ksefNumber ? `, KSeF ${correction.corrected.ksefNumber}` : ""}
              </dd>
              <dt>Przyczyna</dt>
              <dd>{correction.reason}</dd>
            </>
          ) : null}
          <dt>KSeF</dt>
          <dd>
            <KsefBadge state={invoice.ksef_state} number={invoice.ksef_number} />
            {invoice.ksef_error ? <div className="panel-muted">{invoice.ksef_error}</div> : null}
            {invoice.ksef_attempts ? <div className="panel-muted">Prób wysłania: {invoice.ksef_attempts}</div> : null}
          </dd>
          <dt>Pliki</dt>
          <dd>
            <FileLinks id={invoice.id} files={invoice.files} />
          </dd>
          <dt>E-mail do nabywcy</dt>
          <dd>{invoice.mailed_at ? `wysłany ${formatDate(invoice.mailed_at)}` : "jeszcze nie"}</dd>
        </dl>
        {["queued", "offline", "rejected"].includes(invoice.ksef_state) ? (
          <form method="post" action={`${PANEL_ROUTES.invoice(invoice.id)}/ksef`} className="panel-actions">
            <button type="submit" className="panel-button">
              Wyślij ponownie do KSeF
            </button>
          </form>
        ) : null}
      </div>
      <section className="panel-card" aria-labelledby="lines-heading">
        <h2 id="lines-heading">Pozycje</h2>
        <div className="panel-table-wrap" tabIndex={0}>
          <table className="panel-table">
            <thead>
              <tr>
                <th scope="col">Lp.</th>
                <th scope="col">Towar</th>
                <th scope="col" className="num">
                  Ilość
                </th>
                <th scope="col" className="num">
                  Cena brutto
                </th>
                <th scope="col" className="num">
                  Wartość brutto
                </th>
              </tr>
            </thead>
            <tbody>
              {document.lines.map((line) => (
                <tr key={`${line.position}-${line.state ?? ""}`}>
                  <td>{line.position}</td>
                  <td>
                    {line.name}
                    {line.state ? <div className="panel-muted">{line.state === "before" ? "przed korektą" : "po korekcie"}</div> : null}
                  </td>
                  <td className="num">{line.quantity}</td>
                  <td className="num">{formatAmount((line.unitGross / 100).toFixed(2))}</td>
                  <td className="num">{formatAmount((line.gross / 100).toFixed(2))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      {invoice.corrections.length ? (
        <section className="panel-card" aria-labelledby="corrections-heading">
          <h2 id="corrections-heading">Korekty tej faktury</h2>
          <ul>
            {invoice.corrections.map((entry) => (
              <li key={entry.id}>
                <a href={PANEL_ROUTES.invoice(entry.id)}>{entry.number}</a> z {day(entry.issue_date)}: {formatAmount(entry.gross_amount)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {!correction ? (
        <section className="panel-card" aria-labelledby="correct-heading">
          <h2 id="correct-heading">Wystaw korektę</h2>
          <p className="panel-muted">
            Obniżka ceny (np. po uznanej reklamacji), rabat udzielony po sprzedaży albo zwrot części towaru. Wpisz ilość i cenę po korekcie;
            pozycje bez zmian zostaw. Zwrot po odstąpieniu od umowy koryguje fakturę sam, gdy zapiszesz odstąpienie w zamówieniu.
          </p>
          <form method="post" action={`${PANEL_ROUTES.invoice(invoice.id)}/korekta`} className="panel-form">
            {current.map((line) => (
              <fieldset key={line.position}>
                <legend>
                  {line.position}. {line.name}
                </legend>
                <label>
                  Ilość po korekcie
                  <input
                    type="number"
                    name={`quantity_${line.position}`}
                    min={0}
                    max={line.quantity}
                    defaultValue={line.quantity}
                    required
                  />
                </label>
                <label>
                  Cena brutto po korekcie (zł)
                  <input
                    type="text"
                    inputMode="decimal"
                    name={`price_${line.position}`}
                    defaultValue={(line.unitGross / 100).toFixed(2).replace(".", ",")}
                    pattern="\d{1,6}([,.]\d{1,2})?"
                    required
                  />
                </label>
              </fieldset>
            ))}
            <label>
              Przyczyna korekty
              <input
                type="text"
                name="reason"
                required
                minLength={5}
                maxLength={256}
                placeholder="np. obniżka ceny po uznanej reklamacji R/2026/0007"
              />
            </label>
            <button type="submit" className="panel-button">
              Wystaw fakturę korygującą
            </button>
          </form>
        </section>
      ) : null}
    </>
  );
}

/** "459,99" or "459.99" → 45999 grosze; null when it is not an amount. */
function grosze(text: string): number | null {
  const match = /^(\d{1,6})(?:[,.](\d{1,2}))?$/.exec(text.replace(/\s/g, ""));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

const FILE_TYPES = { pdf: "pdf", xml: "xml", upo: "upo" } as const;

const EXPORT_HEADER = [
  "Numer",
  "Rodzaj",
  "Data wystawienia",
  "Data sprzedaży",
  "Zamówienie",
  "Nabywca",
  "NIP",
  "Korygowana faktura",
  "Lp.",
  "Stan",
  "Towar",
  "Ilość",
  "Cena brutto",
  "Netto",
  "Stawka VAT",
  "VAT",
  "Brutto",
  "Numer KSeF",
];

/** Back office: the invoice register, one invoice with its files, sending it to KSeF again, and corrections. */
export const panelInvoices = new Hono<PanelEnv>()
  .get("/faktury", async (c) => {
    const query = c.req.query();
    const filters = {
      q: query.q?.trim() ?? "",
      month: /^\d{4}-\d{2}$/.test(query.month ?? "") ? query.month! : "",
      kind: ["invoices", "corrections"].includes(query.kind ?? "") ? (query.kind as "invoices" | "corrections") : "",
      ksef: Object.hasOwn(KSEF_STATE_LABELS, query.ksef ?? "") ? (query.ksef as "none") : "",
    } as const;
    const list = await answerOf<StaffInvoiceList>(await c.var.staffShop.staff.invoices.$get({ query: filters }));
    return renderPanel(c, {
      title: "Faktury",
      section: PANEL_ROUTES.invoices,
      children: <Register list={list} query={filters} />,
    });
  })
  .get(PANEL_ROUTES.invoicesExport.slice(PANEL_ROUTES.home.length), async (c) => {
    const month = c.req.query("month")?.trim() ?? "";
    const answer = await c.var.staffShop.staff.invoices.export.$get({ query: { month } });
    if (answer.status === 400) {
      return renderPanel(
        c,
        {
          title: "Faktury",
          section: PANEL_ROUTES.invoices,
          notice: { kind: "error", text: "Wybierz miesiąc eksportu (RRRR-MM)." },
          children: (
            <p>
              <a href={PANEL_ROUTES.invoices}>← Rejestr faktur</a>
            </p>
          ),
        },
        400,
      );
    }
    const { rows } = await answerOf<{ rows: InvoiceExportRow[] }>(answer);
    const body =
      CSV_BOM +
      csvLine(EXPORT_HEADER.map((name) => csvField(name))) +
      rows
        .map((row) =>
          csvLine([
            csvField(row.number),
            csvField(row.title),
            row.issue_date,
            row.sale_date,
            csvField(row.order_number),
            csvField(row.buyer),
            row.nip,
            csvField(row.corrects),
            String(row.position),
            row.state,
            csvField(row.name),
            String(row.quantity),
            csvMoney(row.unit_gross),
            csvMoney(row.net),
            `${row.vat_rate}%`,
            csvMoney(row.vat),
            csvMoney(row.gross),
            row.ksef_number,
          ]),
        )
        .join("");
    return new Response(body, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="rejestr-faktur-${month}.csv"`,
      },
    });
  })
  .get("/faktury/:id{[0-9]{1,9}}", async (c) => {
    const response = await c.var.staffShop.staff.invoices[":id"].$get({ param: { id: c.req.param("id") } });
    const { invoice } = await foundOrNotFound<{ invoice: StaffInvoice }>(response);
    return renderPanel(c, {
      title: `${invoice.title} ${invoice.number}`,
      section: PANEL_ROUTES.invoices,
      children: <InvoicePage invoice={invoice} />,
    });
  })
  .get("/faktury/:id{[0-9]{1,9}}/plik/:file{pdf|xml|upo}", async (c) => {
    const file = FILE_TYPES[c.req.param("file") as keyof typeof FILE_TYPES];
    const response = await c.var.staffShop.staff.invoices[":id"].files[":file{pdf|xml|upo}"].$get({
      param: { id: c.req.param("id"), file },
    });
    if (!response.ok) await foundOrNotFound(response);
    return new Response(response.body, {
      headers: {
        "Content-Type": response.headers.get("content-type") ?? "application/octet-stream",
        "Content-Disposition": response.headers.get("content-disposition") ?? "attachment",
      },
    });
  })
  .post("/faktury/:id{[0-9]{1,9}}/ksef", async (c) => {
    const id = c.req.param("id");
    return formAction(c, PANEL_ROUTES.invoice(Number(id)), async () => {
      await answerOf(await c.var.staffShop.staff.invoices[":id"].ksef.$post({ param: { id } }));
      return "Wysyłamy fakturę do KSeF. Odśwież stronę za chwilę, by zobaczyć numer KSeF.";
    });
  })
  .post("/faktury/:id{[0-9]{1,9}}/korekta", async (c) => {
    const id = c.req.param("id");
    const form = await c.req.parseBody();
    const positions = Object.keys(form)
      .map((name) => /^quantity_(\d{1,2})$/.exec(name)?.[1])
      .filter((position): position is string => position !== undefined);
    const lines = positions.map((position) => ({
      position: Number(position),
      quantity: Number(field(form, `quantity_${position}`)),
      unit_gross: grosze(field(form, `price_${position}`)) ?? -1,
    }));
    return formAction(c, PANEL_ROUTES.invoice(Number(id)), async () => {
      const { invoice } = await answerOf<{ invoice: StaffInvoice }>(
        await c.var.staffShop.staff.invoices[":id"].corrections.$post({ param: { id }, json: { reason: field(form, "reason"), lines } }),
      );
      return `Wystawiono fakturę korygującą ${invoice.number} (${formatAmount(invoice.gross_amount)}).`;
    });
  });
