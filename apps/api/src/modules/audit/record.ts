import type { AuditAction, AuditChange, AuditSubjectType } from '@mariner/contracts';
import type { Executor } from '../../db/client.ts';
import { auditLog, type UserRow } from '../../db/schema.ts';

/**
 * Issue 31 item 5 (decision 029): the one way an admin action is written to the audit log. Call it
 * with the transaction that makes the change, so a failed action leaves no record and a committed
 * one always has its record. There is deliberately no update or delete beside it (the table's
 * trigger refuses both anyway).
 */

export type AuditActor = Pick<UserRow, 'id' | 'email' | 'firstName' | 'lastName'>;

export interface AuditEntryInput {
  actor: AuditActor;
  action: AuditAction;
  subject: { type: AuditSubjectType; id: string; label: string };
  /** Only the fields that changed; see `changesOf`. */
  changes?: Record<string, AuditChange>;
  /** A rejection's reason. */
  reason?: { code: string; note: string | null } | null;
}

export async function recordAudit(tx: Executor, entry: AuditEntryInput): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actor.id,
    actorEmail: entry.actor.email,
    actorName: `${entry.actor.firstName} ${entry.actor.lastName}`.trim(),
    action: entry.action,
    subjectType: entry.subject.type,
    subjectId: entry.subject.id,
    subjectLabel: entry.subject.label,
    changes: entry.changes ?? {},
    reasonCode: entry.reason?.code ?? null,
    reasonNote: entry.reason?.note ?? null,
  });
}

/** Dates as ISO text, so jsonb keeps what the API would answer. */
const plain = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : (value ?? null));

/**
 * The before/after of the named fields that differ between two versions of a row. `after` may
 * hold only the fields a change sets; a field it leaves out is unchanged. Secrets (a password
 * hash) are never to be named here: pass a marker instead (see users' admin service).
 */
export function changesOf<T extends object>(
  before: Partial<T> | null,
  after: Partial<T> | null,
  fields: readonly (keyof T & string)[],
): Record<string, AuditChange> {
  const changes: Record<string, AuditChange> = {};
  for (const field of fields) {
    if (after && !(field in after) && before) continue;
    const was = plain(before?.[field]);
    const is = plain(after?.[field]);
    if (JSON.stringify(was) !== JSON.stringify(is)) changes[field] = { before: was, after: is };
  }
  return changes;
}

export const userLabel = (user: Pick<UserRow, 'email'>) => user.email;
