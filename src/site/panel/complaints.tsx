import { Hono } from "hono";
import { COMPLAINT_ANSWER_DAYS, COMPLAINT_DEADLINE_WARNING_DAYS } from "../../common/config/back-office";
import type { PanelEnv } from "../env";
import { formatDate, formatDateTime } from "../../common/i18n/intl";
import { PANEL_ROUTES } from "../../common/routes";
import type { StaffComplaint, StaffComplaintList, StaffComplaintListItem } from "../shop-client";
import { renderPanel } from "./render";
import { answerOf, foundOrNotFound } from "../shop-client/answers";
import { field, formAction } from "./form-actions";
import { LABELS } from "../../common/i18n/labels";
import { Paragraphs } from "../ui/Paragraphs";

const STATUS_LABELS: Record<string, string> = {
  new: "Nowa",
  in_review: "W rozpatrzeniu",
  accepted: "Uznana",
  rejected: "Odrzucona",
};
const statusLabel = (status: string) => STATUS_LABELS[status] ?? status;

const STATUS_FILTERS = [
  ["", "Wszystkie"],
  ["open", "Otwarte (nowe i w rozpatrzeniu)"],
  ["new", "Nowe"],
  ["in_review", "W rozpatrzeniu"],
  ["accepted", "Uznane"],
  ["rejected", "Odrzucone"],
] as const;
const DUE_FILTERS = [
  ["", "Wszystkie terminy"],
  ["soon", `Termin za ${COMPLAINT_DEADLINE_WARNING_DAYS} dni lub mniej, albo minął`],
  ["overdue", "Po terminie"],
] as const;
const SORTS = [
  ["newest", "Najnowsze najpierw"],
  ["deadline", "Najbliższy termin najpierw"],
] as const;

const ACTION_LABELS: Record<string, string> = {
  status: "Zmiana statusu",
  reply: "Odpowiedź wysłana klientowi (bez decyzji)",
  decision: "Decyzja wysłana klientowi",
};

const days = (n: number) => `${n} ${n === 1 ? "dzień" : "dni"}`;

type Deadline = StaffComplaintListItem["deadline"];

/** The deadline as a badge: text says it all (the colour only repeats it). */
function DeadlineBadge({ deadline }: { deadline: Deadline }) {
  if (deadline.state === "decided") return <span className="panel-badge">rozpatrzona</span>;
  if (deadline.state === "overdue") {
    const late = -deadline.days_left;
    const text = late >= 1 ? `po terminie od ${late === 1 ? "1 dnia" : `${late} dni`}` : "po terminie";
    return <span className="panel-badge panel-badge-danger">{text}</span>;
  }
  return (
    <span
      className={deadline.state === "soon" ? "panel-badge panel-badge-warn" : "panel-badge"}
    >{`${days(deadline.days_left)} do terminu`}</span>
  );
}

/** An e-mail address that may wrap after its "@" and dots (a long one must not widen a phone's page). */
export function Email({ address }: { address: string }) {
  return (
    <>
      {address.split(/(?<=[@.])/).map((part, index) => (
        <span key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </span>
      ))}
    </>
  );
}

/** The list's filters from the page's URL: only known values go on to the shop API. */
function listFilters(query: Record<string, string>) {
  const pick = <T extends readonly (readonly [string, string])[]>(options: T, value: string | undefined) =>
    options.some(([key]) => key && key === value) ? value : undefined;
  const q = (query.q ?? "").trim().slice(0, 100);
  const page = /^[1-9]\d{0,5}$/.test(query.strona ?? "") ? query.strona : undefined;
  return {
    status: pick(STATUS_FILTERS, query.status) as "new" | "in_review" | "accepted" | "rejected" | "open" | undefined,
    due: pick(DUE_FILTERS, query.termin) as "soon" | "overdue" | undefined,
    q: q || undefined,
    sort: pick(SORTS, query.kolejnosc) as "newest" | "deadline" | undefined,
    page,
  };
}

type Filters = ReturnType<typeof listFilters>;

function listUrl(filters: Filters, page?: number): string {
  const params = new URLSearchParams();
  if (filters.status) params.set("status", filters.status);
  if (filters.due) params.set("termin", filters.due);
  if (filters.q) params.set("q", filters.q);
  if (filters.sort) params.set("kolejnosc", filters.sort);
  if (page && page > 1) params.set("strona", String(page));
  const search = params.toString();
  return search ? `${PANEL_ROUTES.complaints}?${search}` : PANEL_ROUTES.complaints;
}

function ComplaintList({ list, filters }: { list: StaffComplaintList; filters: Filters }) {
  return (
    <>
      <form method="get" action={PANEL_ROUTES.complaints} className="panel-filters panel-form" aria-label="Filtry reklamacji">
        <label>
          Status
          <select name="status" defaultValue={filters.status ?? ""}>
            {STATUS_FILTERS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label>
          {LABELS.complaintAnswerDue}
          <select name="termin" defaultValue={filters.due ?? ""}>
            {DUE_FILTERS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Szukaj (numer reklamacji lub zamówienia, e-mail, nazwisko)
          <input type="search" name="q" defaultValue={filters.q ?? ""} maxLength={100} />
        </label>
        <label>
          Kolejność
          <select name="kolejnosc" defaultValue={filters.sort ?? "newest"}>
            {SORTS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <div className="panel-actions">
          <button type="submit" className="panel-button">
            Pokaż
          </button>
          <a href={PANEL_ROUTES.complaints}>{LABELS.clearFilters}</a>
        </div>
      </form>
      <p className="panel-muted">
        Na odpowiedź na reklamację mamy {COMPLAINT_ANSWER_DAYS} dni od jej złożenia. Reklamację konsumenta bez odpowiedzi w tym terminie
        uważa się za uznaną (art. 7a ustawy o prawach konsumenta).
      </p>
      {list.items.length === 0 ? (
        <p>Nie ma reklamacji spełniających te warunki.</p>
      ) : (
        <section className="panel-table-wrap" aria-label="Lista reklamacji" tabIndex={0}>
          <table className="panel-table">
            <caption className="visually-hidden">{`Reklamacje: ${list.total}, strona ${list.page} z ${list.pages}`}</caption>
            <thead>
              <tr>
                <th scope="col">Numer</th>
                <th scope="col">Złożona</th>
                <th scope="col">Klient</th>
                <th scope="col">Zamówienie</th>
                <th scope="col">Status</th>
                <th scope="col">{LABELS.complaintAnswerDue}</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((item) => (
                <tr key={item.id}>
                  <th scope="row">
                    <a href={PANEL_ROUTES.complaint(item.id)}>{item.reference}</a>
                  </th>
                  <td>{formatDateTime(item.created_at)}</td>
                  <td>
                    {item.name}
                    <br />
                    <span className="panel-muted">
                      <Email address={item.email} />
                    </span>
                  </td>
                  <td>{item.order_number}</td>
                  <td>{statusLabel(item.status)}</td>
                  <td>
                    {formatDate(item.answer_due_at)} <DeadlineBadge deadline={item.deadline} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <nav className="panel-pager" aria-label="Strony listy reklamacji">
        <span>{`Znaleziono: ${list.total}. Strona ${list.page} z ${list.pages}.`}</span>
        {list.page > 1 ? (
          <a href={listUrl(filters, list.page - 1)} rel="prev">
            Poprzednia strona
          </a>
        ) : null}
        {list.page < list.pages ? (
          <a href={listUrl(filters, list.page + 1)} rel="next">
            Następna strona
          </a>
        ) : null}
      </nav>
    </>
  );
}

/** A before → after of an audit row, in words. */
function AuditChange({ before, after }: { before: unknown; after: unknown }) {
  const from = (before ?? {}) as { status?: string };
  const to = (after ?? {}) as { status?: string; reply?: string };
  return (
    <>
      {from.status && to.status && from.status !== to.status ? (
        <span>{`: ${statusLabel(from.status)} → ${statusLabel(to.status)}`}</span>
      ) : null}
      {to.reply ? (
        <details>
          <summary>Treść odpowiedzi</summary>
          <Paragraphs text={to.reply} />
        </details>
      ) : null}
    </>
  );
}

function ComplaintPage({ complaint }: { complaint: StaffComplaint }) {
  const open = complaint.status === "new" || complaint.status === "in_review";
  const base = PANEL_ROUTES.complaint(complaint.id);
  return (
    <>
      <p>
        <a href={PANEL_ROUTES.complaints}>← Wszystkie reklamacje</a>
      </p>
      <div className="panel-grid">
        <section className="panel-card" aria-labelledby="complaint-state">
          <h2 id="complaint-state">Stan i termin</h2>
          <dl className="panel-dl">
            <dt>Status</dt>
            <dd>{statusLabel(complaint.status)}</dd>
            <dt>Złożona</dt>
            <dd>{formatDateTime(complaint.created_at)}</dd>
            <dt>{LABELS.complaintAnswerDue}</dt>
            <dd>
              {formatDateTime(complaint.answer_due_at)} <DeadlineBadge deadline={complaint.deadline} />
            </dd>
            <dt>Ostatnia odpowiedź</dt>
            <dd>{complaint.replied_at ? formatDateTime(complaint.replied_at) : "jeszcze nie wysłano"}</dd>
          </dl>
          {open ? (
            <p className={complaint.deadline.state === "overdue" ? "panel-notice panel-notice-error" : "panel-muted"}>
              {complaint.deadline.state === "overdue"
                ? `Termin minął ${formatDateTime(complaint.answer_due_at)}. Reklamację konsumenta bez odpowiedzi w ciągu ${COMPLAINT_ANSWER_DAYS} dni uważa się za uznaną (art. 7a ustawy o prawach konsumenta): odrzucenie wysłane po terminie nie wiąże konsumenta. Odpowiedz niezwłocznie.`
                : `Na odpowiedź mamy ${COMPLAINT_ANSWER_DAYS} dni od złożenia reklamacji. Reklamację konsumenta bez odpowiedzi w terminie uważa się za uznaną (art. 7a ustawy o prawach konsumenta). Termin dotrzymuje dopiero decyzja (uznanie albo odrzucenie) wysłana klientowi; wiadomość bez decyzji, np. prośba o zdjęcia, go nie wstrzymuje.`}
            </p>
          ) : null}
        </section>
        <section className="panel-card" aria-labelledby="complaint-customer">
          <h2 id="complaint-customer">Klient i zamówienie</h2>
          <dl className="panel-dl">
            <dt>Imię i nazwisko</dt>
            <dd>{complaint.name}</dd>
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${complaint.email}`}>
                <Email address={complaint.email} />
              </a>
            </dd>
            <dt>Telefon</dt>
            <dd>{complaint.phone ? <a href={`tel:${complaint.phone.replace(/\s+/g, "")}`}>{complaint.phone}</a> : "nie podano"}</dd>
            <dt>Zamówienie</dt>
            <dd>
              {complaint.order_id !== null ? (
                <a href={PANEL_ROUTES.order(complaint.order_id)}>{complaint.order_number}</a>
              ) : (
                <>
                  {complaint.order_number} <span className="panel-muted">(nie ma takiego zamówienia w sklepie)</span>
                </>
              )}
            </dd>
            <dt>Opona</dt>
            <dd>{complaint.product}</dd>
            <dt>Oczekiwanie klienta</dt>
            <dd>{complaint.remedy}</dd>
          </dl>
        </section>
      </div>
      <section className="panel-card" aria-labelledby="complaint-description">
        <h2 id="complaint-description">Opis problemu</h2>
        <Paragraphs text={complaint.description} />
      </section>
      {complaint.reply ? (
        <section className="panel-card" aria-labelledby="complaint-reply">
          <h2 id="complaint-reply">Ostatnia odpowiedź wysłana klientowi</h2>
          <Paragraphs text={complaint.reply} />
        </section>
      ) : null}
      {open ? (
        <section className="panel-card" aria-labelledby="complaint-answer">
          <h2 id="complaint-answer">Odpowiedź</h2>
          {complaint.status === "new" ? (
            <form method="post" action={`${base}/status`} className="panel-actions">
              <input type="hidden" name="status" value="in_review" />
              <input type="hidden" name="expected_status" value={complaint.status} />
              <button type="submit" className="panel-button panel-button-secondary">
                Przyjmij do rozpatrzenia
              </button>
            </form>
          ) : null}
          <form method="post" action={`${base}/odpowiedz`} className="panel-form">
            <input type="hidden" name="expected_status" value={complaint.status} />
            <label>
              <span>
                Odpowiedź dla klienta (wyślemy ją e-mailem na <Email address={complaint.email} />)
              </span>
              <textarea name="reply" rows={8} required minLength={10} maxLength={4000} aria-describedby="reply-hint" />
            </label>
            <p id="reply-hint" className="panel-muted">
              Od 10 do 4000 znaków. Uznanie albo odrzucenie zamyka reklamację: jej status już się nie zmieni.
            </p>
            <div className="panel-actions">
              <button type="submit" name="decision" value="accepted" className="panel-button">
                Uznaj reklamację i wyślij odpowiedź
              </button>
              <button type="submit" name="decision" value="rejected" className="panel-button panel-button-danger">
                Odrzuć reklamację i wyślij odpowiedź
              </button>
              <button type="submit" name="decision" value="" className="panel-button panel-button-secondary">
                Wyślij bez decyzji
              </button>
            </div>
          </form>
        </section>
      ) : (
        <p className="panel-muted">Reklamacja jest rozpatrzona: jej status już się nie zmienia.</p>
      )}
      <section aria-labelledby="complaint-audit">
        <h2 id="complaint-audit">{LABELS.changeHistory}</h2>
        {complaint.audit.length === 0 ? (
          <p className="panel-muted">Nikt z obsługi jeszcze nic tu nie zmienił.</p>
        ) : (
          <ol className="panel-timeline">
            {complaint.audit.map((entry) => (
              <li key={entry.id}>
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                {` – ${entry.staff_name}: ${ACTION_LABELS[entry.action] ?? entry.action}`}
                <AuditChange before={entry.before} after={entry.after} />
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}

const DECISIONS = ["accepted", "rejected"] as const;
const isDecision = (value: string): value is (typeof DECISIONS)[number] => (DECISIONS as readonly string[]).includes(value);
const STATUSES = ["new", "in_review", "accepted", "rejected"] as const;
const expectedOf = (form: Record<string, unknown>) => {
  const value = field(form, "expected_status");
  return (STATUSES as readonly string[]).includes(value) ? (value as (typeof STATUSES)[number]) : undefined;
};

/** Back office: complaints filed at /reklamacja: the list with deadlines, one complaint with its reply form and audit trail. */
export const panelComplaints = new Hono<PanelEnv>()
  .get("/reklamacje", async (c) => {
    const filters = listFilters(c.req.query());
    const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as Record<string, string>;
    const list = await answerOf<StaffComplaintList>(await c.var.staffShop.staff.complaints.$get({ query }));
    return renderPanel(c, {
      title: "Reklamacje",
      section: PANEL_ROUTES.complaints,
      children: <ComplaintList list={list} filters={filters} />,
    });
  })
  .get("/reklamacje/:id{[0-9]{1,9}}", async (c) => {
    const response = await c.var.staffShop.staff.complaints[":id{[0-9]{1,9}}"].$get({ param: { id: c.req.param("id") } });
    const { complaint } = await foundOrNotFound<{ complaint: StaffComplaint }>(response);
    return renderPanel(c, {
      title: `Reklamacja ${complaint.reference}`,
      section: PANEL_ROUTES.complaints,
      children: <ComplaintPage complaint={complaint} />,
    });
  })
  .post("/reklamacje/:id{[0-9]{1,9}}/status", async (c) => {
    const id = c.req.param("id");
    const form = await c.req.parseBody();
    return formAction(c, PANEL_ROUTES.complaint(Number(id)), async () => {
      const api = c.var.staffShop.staff.complaints[":id{[0-9]{1,9}}"].status;
      await answerOf(await api.$post({ param: { id }, json: { status: "in_review", expected_status: expectedOf(form) } }));
      return "Reklamacja jest w rozpatrzeniu.";
    });
  })
  .post("/reklamacje/:id{[0-9]{1,9}}/odpowiedz", async (c) => {
    const id = c.req.param("id");
    const form = await c.req.parseBody();
    const reply = field(form, "reply");
    const decision = field(form, "decision");
    const expected = expectedOf(form);
    return formAction(c, PANEL_ROUTES.complaint(Number(id)), async () => {
      const api = c.var.staffShop.staff.complaints[":id{[0-9]{1,9}}"];
      if (isDecision(decision)) {
        await answerOf(await api.status.$post({ param: { id }, json: { status: decision, reply, expected_status: expected } }));
        return decision === "accepted"
          ? "Reklamacja uznana, odpowiedź wysłana klientowi."
          : "Reklamacja odrzucona, odpowiedź wysłana klientowi.";
      }
      await answerOf(await api.reply.$post({ param: { id }, json: { reply, expected_status: expected } }));
      return "Odpowiedź wysłana klientowi. Reklamacja czeka na decyzję.";
    });
  });
