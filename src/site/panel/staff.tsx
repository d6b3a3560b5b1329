import { type Context, Hono } from "hono";
import type { PanelEnv } from "../env";
import { formatDate, formatDateTime } from "../../common/i18n/intl";
import { PANEL_ROUTES } from "../../common/routes";
import type { StaffTeam } from "../shop-client";
import { Email } from "./complaints";
import { refusalPage, renderPanel } from "./render";
import { answerOf } from "../shop-client/answers";
import { field, formAction } from "./form-actions";

type Member = StaffTeam["members"][number];
type HistoryEntry = StaffTeam["history"][number];

const ROLE_LABELS: Record<string, string> = { owner: "właściciel", staff: "obsługa" };
const roleLabel = (role: string) => ROLE_LABELS[role] ?? role;
const ACTION_LABELS: Record<string, string> = {
  add: "dodanie do zespołu",
  update: "zmiana danych",
  deactivate: "odebranie dostępu",
  activate: "przywrócenie dostępu",
};

const memberUrl = (id: number) => `${PANEL_ROUTES.staff}/${id}`;

function RoleSelect({ id, value }: { id: string; value: string }) {
  return (
    <select id={id} name="role" defaultValue={value}>
      <option value="staff">Obsługa</option>
      <option value="owner">Właściciel (zarządza zespołem)</option>
    </select>
  );
}

/** What changed in a staff audit row, in words: "rola: obsługa → właściciel". */
function Change({ entry }: { entry: HistoryEntry }) {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const show = (key: string, value: unknown) =>
    key === "role" ? roleLabel(String(value)) : key === "active" ? (value ? "ma dostęp" : "bez dostępu") : String(value);
  const names: Record<string, string> = { name: "imię i nazwisko", role: "rola", active: "dostęp", email: "e-mail" };
  if (entry.action === "add") {
    return (
      <>
        <Email address={String(after.email ?? "")} />
        {`, ${show("role", after.role)}`}
      </>
    );
  }
  return (
    <>
      {Object.keys(after)
        .map((key) => `${names[key] ?? key}: ${show(key, before[key])} → ${show(key, after[key])}`)
        .join("; ")}
    </>
  );
}

function MemberCard({ member, self }: { member: Member; self: boolean }) {
  const heading = `member-${member.id}`;
  return (
    <section className="panel-card" aria-labelledby={heading}>
      <h3 id={heading}>
        {member.name} <span className="panel-badge">{roleLabel(member.role)}</span>{" "}
        {member.active ? null : <span className="panel-badge panel-badge-warn">bez dostępu</span>}{" "}
        {self ? <span className="panel-badge">to Ty</span> : null}
      </h3>
      <dl className="panel-dl">
        <dt>E-mail</dt>
        <dd>
          <Email address={member.email} />
        </dd>
        <dt>W zespole od</dt>
        <dd>{formatDate(member.created_at)}</dd>
      </dl>
      <details>
        <summary>Zmień imię, nazwisko lub rolę</summary>
        <form method="post" action={memberUrl(member.id)} className="panel-form panel-narrow">
          <label>
            Imię i nazwisko
            <input name="name" defaultValue={member.name} required maxLength={120} autoComplete="off" />
          </label>
          <label htmlFor={`role-${member.id}`}>Rola</label>
          <RoleSelect id={`role-${member.id}`} value={member.role} />
          <button type="submit" className="panel-button">
            Zapisz zmiany
          </button>
        </form>
      </details>
      <form method="post" action={`${memberUrl(member.id)}/dostep`} className="panel-actions">
        <input type="hidden" name="active" value={member.active ? "0" : "1"} />
        {member.active ? (
          <button type="submit" className="panel-button panel-button-danger">
            {self ? "Odbierz sobie dostęp" : `Odbierz dostęp: ${member.name}`}
          </button>
        ) : (
          <button type="submit" className="panel-button panel-button-secondary">
            {`Przywróć dostęp: ${member.name}`}
          </button>
        )}
      </form>
    </section>
  );
}

function TeamPage({ team, selfId }: { team: StaffTeam; selfId: number }) {
  const names = new Map(team.members.map((member) => [member.id, member.name]));
  return (
    <>
      <p>
        Do zaplecza wpuszcza Cloudflare Access, a dostęp daje wpis na tej liście. Właściciel zarządza też zespołem. Osoba bez dostępu
        zostaje na liście (historia zmian ją wymienia); dostęp można jej przywrócić. Sklep musi mieć zawsze co najmniej jednego aktywnego
        właściciela.
      </p>
      <section aria-labelledby="team-members">
        <h2 id="team-members">Zespół</h2>
        <div className="panel-grid">
          {team.members.map((member) => (
            <MemberCard key={member.id} member={member} self={member.id === selfId} />
          ))}
        </div>
      </section>
      <section className="panel-card" aria-labelledby="team-add">
        <h2 id="team-add">Dodaj osobę</h2>
        <form method="post" action={PANEL_ROUTES.staff} className="panel-form panel-narrow">
          <label>
            Adres e-mail (ten, którym loguje się przez Cloudflare Access)
            <input type="email" name="email" required maxLength={254} autoComplete="off" />
          </label>
          <label>
            Imię i nazwisko
            <input name="name" required maxLength={120} autoComplete="off" />
          </label>
          <label htmlFor="role-new">Rola</label>
          <RoleSelect id="role-new" value="staff" />
          <button type="submit" className="panel-button">
            Dodaj do zespołu
          </button>
        </form>
      </section>
      <section aria-labelledby="team-history">
        <h2 id="team-history">Historia zmian w zespole</h2>
        {team.history.length === 0 ? (
          <p className="panel-muted">Nikt jeszcze nie zmieniał zespołu w zapleczu.</p>
        ) : (
          <ol className="panel-timeline">
            {team.history.map((entry) => (
              <li key={entry.id}>
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                {` – ${entry.staff_name}: ${ACTION_LABELS[entry.action] ?? entry.action} (${names.get(entry.entity_id) ?? `#${entry.entity_id}`}) – `}
                <Change entry={entry} />
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}

const OWNERS_ONLY = "Zespołem zarządza tylko właściciel sklepu.";
const ownerOnly = (c: Context<PanelEnv>) => (c.var.staff.role === "owner" ? null : refusalPage(c, OWNERS_ONLY));

/** Back office: the team (owners only): add a member, rename, change the role, take or give back access. */
export const panelStaff = new Hono<PanelEnv>()
  .get("/zespol", async (c) => {
    const refused = ownerOnly(c);
    if (refused) return refused;
    const team = await answerOf<StaffTeam>(await c.var.staffShop.staff.members.$get());
    return renderPanel(c, { title: "Zespół", section: PANEL_ROUTES.staff, children: <TeamPage team={team} selfId={c.var.staff.id} /> });
  })
  .post("/zespol", async (c) => {
    const refused = ownerOnly(c);
    if (refused) return refused;
    const form = await c.req.parseBody();
    const role = field(form, "role") === "owner" ? "owner" : "staff";
    return formAction(c, PANEL_ROUTES.staff, async () => {
      const json = { email: field(form, "email"), name: field(form, "name"), role } as const;
      const { member } = await answerOf<{ member: Member }>(await c.var.staffShop.staff.members.$post({ json }));
      return `Dodano do zespołu: ${member.name} (${member.email}, ${roleLabel(member.role)}).`;
    });
  })
  .post("/zespol/:id{[0-9]{1,9}}", async (c) => {
    const refused = ownerOnly(c);
    if (refused) return refused;
    const form = await c.req.parseBody();
    const role = field(form, "role") === "owner" ? "owner" : "staff";
    return formAction(c, PANEL_ROUTES.staff, async () => {
      const api = c.var.staffShop.staff.members[":id{[0-9]{1,9}}"];
      const answer = await answerOf<{ member: Member; changed: boolean }>(
        await api.$patch({ param: { id: c.req.param("id") }, json: { name: field(form, "name"), role } }),
      );
      return answer.changed ? `Zapisano zmiany: ${answer.member.name} (${roleLabel(answer.member.role)}).` : "Nic się nie zmieniło.";
    });
  })
  .post("/zespol/:id{[0-9]{1,9}}/dostep", async (c) => {
    const refused = ownerOnly(c);
    if (refused) return refused;
    const form = await c.req.parseBody();
    const active = field(form, "active") === "1";
    return formAction(c, PANEL_ROUTES.staff, async () => {
      const api = c.var.staffShop.staff.members[":id{[0-9]{1,9}}"];
      const { member } = await answerOf<{ member: Member }>(await api.$patch({ param: { id: c.req.param("id") }, json: { active } }));
      return active ? `Przywrócono dostęp: ${member.name}.` : `Odebrano dostęp: ${member.name}.`;
    });
  });
