import { and, asc, desc, eq } from "drizzle-orm";
import type { Database } from "../client";
import { auditLog, type STAFF_ROLES, staff } from "../schema";

export type StaffRole = (typeof STAFF_ROLES)[number];

/** A staff member acting in the back office: the audit log names them. */
export interface StaffActor {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
}

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

export type AuditEntity = "order" | "offer" | "complaint" | "staff";

/**
 * One audit-log row (a builder, to put in the same batch as the change it records): who did what
 * to which record, with the values before and after as JSON.
 */
export function auditEntry(
  db: Database,
  actor: StaffActor,
  entry: { entity: AuditEntity; entityId: number; action: string; before?: unknown; after?: unknown; at: number },
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
