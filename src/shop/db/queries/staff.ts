import { and, asc, desc, eq, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { auditLog, type STAFF_ROLES, staff } from "../schema";
import { d1Statements, failedWith } from "./d1-batch";

export type StaffRole = (typeof STAFF_ROLES)[number];

/** A staff member acting in the back office: the audit log names them. */
export interface StaffActor {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
}

/**
 * The tracking job acting without a person (it delivers an order when the carrier says so): id 0
 * is no staff row (the audit log keeps the id without a reference), the name says who it was.
 */
export const TRACKING_ACTOR: StaffActor = { id: 0, name: "Sklep (śledzenie przesyłek)", email: "", role: "staff" };

/** The active staff member with this e-mail (compared lower-cased), or null: no access. */
export async function findActiveStaff(db: Database, email: string): Promise<StaffActor | null> {
  const row = await db.query.staff.findFirst({
    where: and(eq(staff.email, email.toLowerCase()), eq(staff.active, true)),
    columns: { id: true, name: true, email: true, role: true },
  });
  return row ?? null;
}

/** Every staff member, active first, then by name (the owners' staff page). */
export function listStaff(db: Database) {
  return db.select().from(staff).orderBy(desc(staff.active), asc(staff.name));
}

export type AuditEntity =
  | "order"
  | "offer"
  | "complaint"
  | "staff"
  | "tyre"
  | "import"
  | "producer"
  | "invoice"
  | "supplier"
  | "price-rule"
  | "review"
  | "delivery-method"
  | "settings"
  | "campaign";

/**
 * One audit-log row (a builder, to put in the same batch as the change it records): who did what
 * to which record, with the values before and after as JSON.
 */
export function auditEntry(
  db: Database,
  actor: StaffActor,
  /** `entityId` as SQL names a row made in the same batch (its id is known only there). */
  entry: { entity: AuditEntity; entityId: number | SQL; action: string; before?: unknown; after?: unknown; at: number },
) {
  return db.insert(auditLog).values({
    at: entry.at,
    staffId: actor.id,
    staffName: actor.name,
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    before: entry.before === undefined ? null : JSON.stringify(entry.before),
    after: entry.after === undefined ? null : JSON.stringify(entry.after),
  });
}

/** A record's audit trail, newest first, as the back office shows it. */
export async function readAuditTrail(db: Database, entity: AuditEntity, entityId: number, limit = 200) {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    at: new Date(row.at).toISOString(),
    staff_name: row.staffName,
    action: row.action,
    before: row.before === null ? null : (JSON.parse(row.before) as unknown),
    after: row.after === null ? null : (JSON.parse(row.after) as unknown),
  }));
}

/** A staff row as the owners' API answers it. */
function memberView(row: typeof staff.$inferSelect) {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    active: row.active,
    created_at: new Date(row.createdAt).toISOString(),
  };
}

export type StaffMemberView = ReturnType<typeof memberView>;

/** The owners' staff page: every member (active first, then by name). */
export async function listStaffMembers(db: Database): Promise<StaffMemberView[]> {
  return (await listStaff(db)).map(memberView);
}

/** The latest audit rows of one kind of record (the staff page's history of the team), newest first. */
export async function readRecentAudit(db: Database, entity: AuditEntity, limit = 50) {
  const rows = await db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entity, entity))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    at: new Date(row.at).toISOString(),
    staff_name: row.staffName,
    entity_id: row.entityId,
    action: row.action,
    before: row.before === null ? null : (JSON.parse(row.before) as unknown),
    after: row.after === null ? null : (JSON.parse(row.after) as unknown),
  }));
}

/**
 * The shop always keeps an active owner: a guard for the batch of any change to staff, placed
 * after the change (it sees the result), which aborts the whole batch when no active owner is left.
 */
const LAST_OWNER_GUARD =
  "INSERT INTO batch_guards (reason) SELECT 'LAST_OWNER' WHERE NOT EXISTS (SELECT 1 FROM staff WHERE role = 'owner' AND active = 1)";

/** Adds a member (active at once), audited in the same batch. An e-mail already on the team (active or not) is `exists`. */
export async function addStaffMember(
  db: Database,
  actor: StaffActor,
  input: { email: string; name: string; role: StaffRole; now: number },
): Promise<{ ok: true; member: StaffMemberView } | { ok: false; reason: "exists"; active: boolean }> {
  const email = input.email.toLowerCase();
  const existing = await db.query.staff.findFirst({ where: eq(staff.email, email), columns: { active: true } });
  if (existing) return { ok: false, reason: "exists", active: existing.active };
  const { d1, statement, raw } = d1Statements(db);
  try {
    await d1.batch([
      statement(db.insert(staff).values({ email, name: input.name, role: input.role, active: true, createdAt: input.now })),
      raw(
        `INSERT INTO audit_log (at, staff_id, staff_name, entity, entity_id, action, before, after)
         SELECT ?, ?, ?, 'staff', id, 'add', NULL, ? FROM staff WHERE email = ?`,
        input.now,
        actor.id,
        actor.name,
        JSON.stringify({ email, name: input.name, role: input.role, active: true }),
        email,
      ),
    ]);
  } catch (error) {
    // The same e-mail added by a parallel request a moment ago.
    if (failedWith(error, "staff.email")) return { ok: false, reason: "exists", active: true };
    throw error;
  }
  const row = await db.query.staff.findFirst({ where: eq(staff.email, email) });
  if (!row) throw new Error("staff member vanished after its batch");
  return { ok: true, member: memberView(row) };
}

export type StaffChange = { name?: string; role?: StaffRole; active?: boolean };

/**
 * Changes a member's name, role or access, audited (the fields before and after) in one batch.
 * Refused, with nothing written: `last_owner` when no active owner would be left (demoting or
 * deactivating the last one, oneself included); `changed` when the row changed since it was read.
 */
export async function updateStaffMember(
  db: Database,
  actor: StaffActor,
  input: { id: number; change: StaffChange; now: number },
): Promise<{ ok: true; member: StaffMemberView; changed: boolean } | { ok: false; reason: "not_found" | "last_owner" | "changed" }> {
  const row = await db.query.staff.findFirst({ where: eq(staff.id, input.id) });
  if (!row) return { ok: false, reason: "not_found" };
  const before: StaffChange = {};
  const after: StaffChange = {};
  for (const key of ["name", "role", "active"] as const) {
    const value = input.change[key];
    if (value !== undefined && value !== row[key]) {
      Object.assign(before, { [key]: row[key] });
      Object.assign(after, { [key]: value });
    }
  }
  if (Object.keys(after).length === 0) return { ok: true, member: memberView(row), changed: false };
  const onlyAccess = Object.keys(after).length === 1 && after.active !== undefined;
  const action = onlyAccess ? (after.active ? "activate" : "deactivate") : "update";
  const { d1, statement, raw } = d1Statements(db);
  try {
    await d1.batch([
      // The row is still the one read (the audit's "before" is true, a parallel edit is not overwritten).
      raw(
        "INSERT INTO batch_guards (reason) SELECT 'STAFF_CHANGED' WHERE NOT EXISTS (SELECT 1 FROM staff WHERE id = ? AND name = ? AND role = ? AND active = ?)",
        row.id,
        row.name,
        row.role,
        row.active ? 1 : 0,
      ),
      statement(db.update(staff).set(after).where(eq(staff.id, row.id))),
      raw(LAST_OWNER_GUARD),
      statement(auditEntry(db, actor, { entity: "staff", entityId: row.id, action, before, after, at: input.now })),
    ]);
  } catch (error) {
    if (failedWith(error, "LAST_OWNER")) return { ok: false, reason: "last_owner" };
    if (failedWith(error, "STAFF_CHANGED")) return { ok: false, reason: "changed" };
    throw error;
  }
  return { ok: true, member: memberView({ ...row, ...after }), changed: true };
}
