import { AUDIT_SUBJECT_TYPES, type AuditEntry, type AuditListResponse } from '@mariner/contracts';
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { type AuditLogRow, auditLog } from '../../db/schema.ts';

/** GET /api/admin/audit (decision 029): the log's only read. Nothing here writes. */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isSubjectType = (value: string) => (AUDIT_SUBJECT_TYPES as readonly string[]).includes(value);

interface AuditFilters {
  actor?: string | undefined;
  action?: string | undefined;
  subject?: string | undefined;
}

/** actor: an id, else part of the e-mail; subject: `type:id`, a type, or an id of any type. */
function whereOf(filters: AuditFilters): SQL | undefined {
  const conditions: SQL[] = [];
  const actor = filters.actor?.trim();
  if (actor) {
    conditions.push(
      UUID.test(actor) ? eq(auditLog.actorId, actor) : ilike(auditLog.actorEmail, containsPattern(actor)),
    );
  }
  if (filters.action) conditions.push(eq(auditLog.action, filters.action));
  const subject = filters.subject?.trim();
  if (subject) {
    const colon = subject.indexOf(':');
    const type = colon > 0 ? subject.slice(0, colon).trim().toLowerCase() : null;
    const id = colon > 0 ? subject.slice(colon + 1).trim() : subject;
    if (type !== null) {
      conditions.push(eq(auditLog.subjectType, type));
      if (id) conditions.push(eq(auditLog.subjectId, id));
    } else if (isSubjectType(id.toLowerCase())) {
      conditions.push(eq(auditLog.subjectType, id.toLowerCase()));
    } else {
      conditions.push(eq(auditLog.subjectId, id));
    }
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const toEntry = (row: AuditLogRow): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  actor: { id: row.actorId, email: row.actorEmail, name: row.actorName },
  action: row.action,
  subject: { type: row.subjectType, id: row.subjectId, label: row.subjectLabel },
  changes: row.changes,
  reason: row.reasonCode === null ? null : { code: row.reasonCode, note: row.reasonNote },
});

/** Newest first (the identity follows commit order closely enough, and never ties). */
export async function listAudit(
  db: Executor,
  query: AuditFilters & { page: number; limit: number },
): Promise<AuditListResponse> {
  const where = whereOf(query);
  const [totalRow] = await db.select({ total: count() }).from(auditLog).where(where);
  const total = totalRow?.total ?? 0;
  const offset = (query.page - 1) * query.limit;
  const rows =
    offset < total
      ? await db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.id))
          .limit(query.limit)
          .offset(offset)
      : [];
  return {
    entries: rows.map(toEntry),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
  };
}
