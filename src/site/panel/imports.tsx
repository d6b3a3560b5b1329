import { Hono } from "hono";
import { COLUMN_KEYS, FEED_COLUMNS } from "../../common/feed-columns";
import {
  IMPORT_MAX_FEED_BYTES,
  IMPORT_MAX_REFUSED_SHARE_TO_RETIRE,
  IMPORT_MAX_WITHDRAWN_SHARE,
  MAX_TYRE_AGE_MONTHS,
} from "../../common/config/back-office";
import type { PanelEnv } from "../env";
import { formatDateTime, formatNumber } from "../../common/i18n/intl";
import { PANEL_ROUTES } from "../../common/routes";
import type { StaffImportList, StaffImportReport } from "../shop-client";
import { renderPanel } from "./render";
import { answerOf, foundOrNotFound } from "../shop-client/answers";
import { ShopRefusal } from "../../common/errors";
import { redirectWithNotice } from "./form-actions";

type Run = StaffImportList["runs"][number];

const STATUS_LABELS: Record<Run["status"], string> = {
  queued: "w kolejce",
  running: "w toku",
  done: "zakończony",
  failed: "przerwany",
};

function StatusBadge({ run }: { run: Run }) {
  const warn = run.status === "failed" ? " panel-badge-danger" : run.status === "done" ? "" : " panel-badge-warn";
  return <span className={`panel-badge${warn}`}>{STATUS_LABELS[run.status]}</span>;
}

/** A full feed's consent to withdraw most of the supplier's offers (the import page's form and a supplier's). */
export function WithdrawAllChoice() {
  return (
    <label className="panel-choice">
      <input type="checkbox" name="withdraw_all" value="1" />
      {`Dostawca naprawdę wycofał większość ofert: pozwól wyzerować ponad ${IMPORT_MAX_WITHDRAWN_SHARE * 100}% jego ofert na stanie (bez tej opcji sklep wstrzyma takie zerowanie i pokaże ostrzeżenie)`}
    </label>
  );
}

function UploadForm() {
  return (
    <section className="panel-card" aria-labelledby="import-upload">
      <h2 id="import-upload">Wgraj plik hurtowni</h2>
      <form method="post" action={PANEL_ROUTES.imports} encType="multipart/form-data" className="panel-form panel-narrow">
        <label>
          {`Plik CSV (do ${IMPORT_MAX_FEED_BYTES / 1024 / 1024} MB, kolumny rozdzielone średnikiem, przecinkiem lub tabulatorem)`}
          <input type="file" name="file" accept=".csv,.txt,text/csv" required />
        </label>
        <label className="panel-choice">
          <input type="checkbox" name="partial" value="1" />
          Plik częściowy: zmień tylko oferty z pliku (bez tej opcji oferty, których plik nie wymienia, dostaną stan 0)
        </label>
        <WithdrawAllChoice />
        <label>
          Mapowanie kolumn (opcjonalnie: jedna para w linii, „kolumna sklepu = nagłówek w pliku”)
          <textarea name="mapping" rows={4} placeholder={"ean = Kod kreskowy\ncena_brutto = Cena PLN"} />
        </label>
        <button type="submit" className="panel-button">
          Importuj
        </button>
      </form>
    </section>
  );
}

function ColumnHelp() {
  return (
    <details className="panel-card">
      <summary>Kolumny pliku</summary>
      <p>
        Nagłówki mogą mieć własne nazwy hurtowni: sklep rozpoznaje popularne (np. „Marka”, „Kod EAN”, „Cena brutto”) bez względu na wielkość
        liter i polskie znaki, a resztę wskazuje się w mapowaniu. Ceny z przecinkiem lub kropką. Oferta to opona (EAN) z jednego tygodnia
        produkcji (DOT); sklep nie przyjmuje opon starszych niż {MAX_TYRE_AGE_MONTHS} miesięcy.
      </p>
      <div className="panel-table-wrap" tabIndex={0}>
        <table className="panel-table">
          <thead>
            <tr>
              <th scope="col">Kolumna</th>
              <th scope="col">Zawartość</th>
              <th scope="col">Wymagana</th>
            </tr>
          </thead>
          <tbody>
            {COLUMN_KEYS.map((key) => (
              <tr key={key}>
                <td>
                  <code>{FEED_COLUMNS[key].header}</code>
                </td>
                <td>{FEED_COLUMNS[key].description}</td>
                <td>{FEED_COLUMNS[key].required ? "tak" : "nie"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

function RunsTable({ runs }: { runs: Run[] }) {
  if (runs.length === 0) return <p className="panel-muted">Nie było jeszcze żadnego importu.</p>;
  return (
    <div className="panel-table-wrap" tabIndex={0}>
      <table className="panel-table">
        <thead>
          <tr>
            <th scope="col">Import</th>
            <th scope="col">Plik</th>
            <th scope="col">Kto</th>
            <th scope="col">Stan</th>
            <th scope="col">Wiersze</th>
            <th scope="col">Odrzucone</th>
          </tr>
        </thead>
        <tbody>
          {runs.map((run) => (
            <tr key={run.id}>
              <td>
                <a href={PANEL_ROUTES.importRun(run.id)}>{`nr ${run.id}, ${formatDateTime(run.startedAt)}`}</a>
              </td>
              <td>{`${run.fileName}${run.partial ? " (częściowy)" : ""}`}</td>
              <td>{run.staffName ?? (run.source === "cli" ? "npm run import" : "–")}</td>
              <td>
                <StatusBadge run={run} />
              </td>
              <td>{formatNumber(run.rowsTotal)}</td>
              <td>{formatNumber(run.refused)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The summary figures of a run, in the order staff read them. */
function Summary({ run }: { run: Run }) {
  const retireSkipped =
    !run.partial && run.status === "done" && run.rowsTotal > 0 && run.refused / run.rowsTotal > IMPORT_MAX_REFUSED_SHARE_TO_RETIRE;
  return (
    <>
      <dl className="panel-dl">
        <dt>Wiersze w pliku</dt>
        <dd>{formatNumber(run.rowsTotal)}</dd>
        <dt>Nowe oferty</dt>
        <dd>{formatNumber(run.created)}</dd>
        <dt>Zmienione</dt>
        <dd>{formatNumber(run.updated)}</dd>
        <dt>Bez zmian</dt>
        <dd>{formatNumber(run.unchanged)}</dd>
        <dt>Wycofane (stan 0)</dt>
        <dd>{run.partial ? "nie dotyczy" : run.withdrawalHeld !== null ? "wstrzymane" : formatNumber(run.outOfStock)}</dd>
        <dt>Odrzucone wiersze</dt>
        <dd>{formatNumber(run.refused)}</dd>
      </dl>
      {retireSkipped ? (
        <p className="panel-notice panel-notice-error" role="status">
          {`Odrzucono ponad ${IMPORT_MAX_REFUSED_SHARE_TO_RETIRE * 100}% wierszy, więc sklep nie wyzerował stanów ofert spoza pliku: popraw plik i wgraj go ponownie.`}
        </p>
      ) : null}
      {run.withdrawalHeld !== null ? (
        <p className="panel-notice panel-notice-error" role="status">
          {`Plik nie wymienia ${formatNumber(run.withdrawalHeld)} z ofert tego dostawcy, które są na stanie – to ponad ${IMPORT_MAX_WITHDRAWN_SHARE * 100}% jego oferty, więc sklep ich nie wyzerował (mógł to być niepełny lub pomylony plik). Jeśli dostawca naprawdę ich już nie ma, wgraj plik ponownie z zaznaczoną opcją „Dostawca naprawdę wycofał większość ofert”.`}
        </p>
      ) : null}
    </>
  );
}

function ReportPage({ report }: { report: StaffImportReport }) {
  const { run, problems, problemCount } = report;
  const working = run.status === "queued" || run.status === "running";
  return (
    <>
      <p>
        {`Plik ${run.fileName}${run.partial ? " (częściowy)" : ""}, wgrany ${formatDateTime(run.startedAt)}`}
        {run.staffName ? ` przez: ${run.staffName}` : ""}. Stan: <StatusBadge run={run} />
      </p>
      {working ? (
        <p role="status">
          {run.rowsTotal > 0
            ? `Zapisano ${formatNumber(run.rowsDone)} z ${formatNumber(run.rowsTotal - run.refused)} poprawnych wierszy${run.rowsDone >= run.rowsTotal - run.refused ? "; trwa pobieranie zdjęć i etykiet" : ""}…`
            : "Sprawdzanie pliku…"}{" "}
          Strona odświeża się sama.
        </p>
      ) : null}
      {run.error ? (
        <p className="panel-notice panel-notice-error" role="alert">
          {run.error}
        </p>
      ) : null}
      <section className="panel-card" aria-labelledby="import-summary">
        <h2 id="import-summary">Podsumowanie</h2>
        <Summary run={run} />
      </section>
      <section aria-labelledby="import-problems">
        <h2 id="import-problems">{`Uwagi do wierszy (${formatNumber(problemCount)})`}</h2>
        {problems.length === 0 ? (
          <p className="panel-muted">{working ? "Na razie brak." : "Brak: wszystkie wiersze przyjęte."}</p>
        ) : (
          <>
            {problemCount > problems.length ? <p>{`Poniżej pierwsze ${formatNumber(problems.length)} uwag.`}</p> : null}
            <div className="panel-table-wrap" tabIndex={0}>
              <table className="panel-table">
                <thead>
                  <tr>
                    <th scope="col">Wiersz i kolumna</th>
                    <th scope="col">Uwaga</th>
                  </tr>
                </thead>
                <tbody>
                  {problems.map((problem, index) => (
                    <tr key={`${problem.line}-${index}`}>
                      <td>
                        {problem.line > 0 ? `wiersz ${problem.line}` : "plik"}
                        <br />
                        <small className="panel-muted">
                          {problem.column ?? "cały wiersz"}
                          {problem.value ? ` („${problem.value}”)` : ""}
                        </small>
                      </td>
                      <td>
                        {problem.kind === "warning" ? (
                          <span className="panel-badge panel-badge-warn">przyjęty</span>
                        ) : (
                          <span className="panel-badge panel-badge-danger">odrzucony</span>
                        )}{" "}
                        {problem.message}
                        {problem.column === "producent" && problem.kind === "warning" ? (
                          <>
                            {" "}
                            <a href={PANEL_ROUTES.producers}>Przejdź do danych producentów</a>
                          </>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </section>
      <p>
        <a href={PANEL_ROUTES.imports}>Wszystkie importy</a>
      </p>
    </>
  );
}

/** /panel/importy: a supplier's feed in, and what became of it. */
export const panelImports = new Hono<PanelEnv>()
  .get("/importy", async (c) => {
    const { runs } = await answerOf<StaffImportList>(await c.var.staffShop.staff.imports.$get());
    return renderPanel(c, {
      title: "Import oferty hurtowni",
      section: PANEL_ROUTES.imports,
      children: (
        <>
          <p>
            Plik CSV od hurtowni dodaje nowe opony i oferty, a istniejące aktualizuje po EAN i DOT: ceny (z historią dla reguły Omnibus),
            stany, dane etykiety i zdjęcia. Złe wiersze są pomijane z opisem błędu, dobre trafiają do sklepu.
          </p>
          <UploadForm />
          <ColumnHelp />
          <section aria-labelledby="import-runs">
            <h2 id="import-runs">Ostatnie importy</h2>
            <RunsTable runs={runs} />
          </section>
        </>
      ),
    });
  })
  .post("/importy", async (c) => {
    const form = await c.req.parseBody();
    const file = form.file;
    if (!(file instanceof File) || file.size === 0)
      return redirectWithNotice(c, PANEL_ROUTES.imports, "error", "Wybierz plik CSV z ofertą hurtowni.");
    try {
      const { run } = await answerOf<{ run: { id: number } }>(
        await c.var.staffShop.staff.imports.$post({
          form: {
            file,
            partial: form.partial === "1" ? "1" : "0",
            withdraw_all: form.withdraw_all === "1" ? "1" : "0",
            mapping: typeof form.mapping === "string" ? form.mapping : "",
            supplier: typeof form.supplier === "string" ? form.supplier : "",
          },
        }),
      );
      return redirectWithNotice(c, PANEL_ROUTES.importRun(run.id), "ok", `Przyjęto plik ${file.name}: import nr ${run.id} ruszył.`);
    } catch (error) {
      if (error instanceof ShopRefusal) return redirectWithNotice(c, PANEL_ROUTES.imports, "error", error.staffMessage);
      throw error;
    }
  })
  .get("/importy/:id{[0-9]{1,9}}", async (c) => {
    const report = await foundOrNotFound<StaffImportReport>(
      await c.var.staffShop.staff.imports[":id"].$get({ param: { id: c.req.param("id") } }),
    );
    const working = report.run.status === "queued" || report.run.status === "running";
    return renderPanel(c, {
      title: `Import nr ${report.run.id}`,
      section: PANEL_ROUTES.imports,
      refreshSeconds: working ? 3 : undefined,
      children: <ReportPage report={report} />,
    });
  });
