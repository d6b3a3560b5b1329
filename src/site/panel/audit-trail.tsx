import { formatDateTime } from "../../common/i18n/intl";

export interface AuditRow {
  id: number;
  at: string;
  staff_name: string;
  action: string;
  before: unknown;
  after: unknown;
}

/** A value of an audit row as staff read it: text as it is, yes/no, lists joined, objects as "key: value". */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? "tak" : "nie";
  if (Array.isArray(value)) return value.map(valueText).join("; ");
  if (typeof value === "object")
    return Object.entries(value as Record<string, unknown>)
      .map(([key, item]) => `${key}: ${valueText(item)}`)
      .join(", ");
  return String(value);
}

/** "status: paid → packed" for each field that changed; fields only in `after` as "pole: wartość". */
export function auditChanges(
  before: unknown,
  after: unknown,
  label: (field: string, value: unknown) => string = (_, value) => valueText(value),
  names: Record<string, string> = {},
): string[] {
  const was = (before ?? {}) as Record<string, unknown>;
  const now = (after ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  return fields
    .filter((field) => JSON.stringify(was[field]) !== JSON.stringify(now[field]))
    .map((field) => {
      const name = names[field] ?? field;
      if (field in was && field in now) return `${name}: ${label(field, was[field])} → ${label(field, now[field])}`;
      return field in now ? `${name}: ${label(field, now[field])}` : `${name}: ${label(field, was[field])} → —`;
    });
}

/**
 * A record's audit trail (who, when, what, before → after), newest first: the same table on the
 * order, offer and complaint pages. `actions` names each action in Polish; `label` may format a
 * field's value (a price, a status).
 */
export function AuditTrail({
  entries,
  actions,
  label,
  names,
  describeChange,
  title = "Dziennik zmian (kto, kiedy, co)",
  empty = "Nikt z obsługi jeszcze tego nie zmieniał.",
}: {
  entries: AuditRow[];
  actions: Record<string, string>;
  label?: (field: string, value: unknown) => string;
  /** Field names in Polish ("price" → "cena"). */
  names?: Record<string, string>;
  /** Or the whole change in words, when a record reads better its own way ("cena: 449,00 zł → 429,00 zł"). */
  describeChange?: (before: unknown, after: unknown) => string[];
  /** What shows while nobody has changed the record. */
  empty?: string;
  title?: string;
}) {
  return (
    <section className="panel-card" aria-labelledby="audit-heading">
      <h2 id="audit-heading">{title}</h2>
      {entries.length ? (
        <div className="panel-table-wrap" tabIndex={0}>
          <table className="panel-table">
            <thead>
              <tr>
                <th scope="col">Kiedy</th>
                <th scope="col">Kto</th>
                <th scope="col">Co</th>
                <th scope="col">Zmiana</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatDateTime(entry.at)}</td>
                  <td>{entry.staff_name}</td>
                  <td>{actions[entry.action] ?? entry.action}</td>
                  <td>
                    {(describeChange
                      ? describeChange(entry.before, entry.after)
                      : auditChanges(entry.before, entry.after, label, names)
                    ).map((line) => (
                      <div key={line}>{line}</div>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="panel-muted">{empty}</p>
      )}
    </section>
  );
}
