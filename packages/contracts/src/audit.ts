import { AUDIT_ACTIONS, AUDIT_PAGE_SIZE } from './audit-values.ts';
import { MAX_ADMIN_PAGE_LIMIT } from './constants.ts';
import { IsoDateTime, Pagination, pageQuery, singleLineText } from './fields.ts';
import { z } from './zod.ts';

export * from './audit-values.ts';

/** Issue 31 item 5 (decision 029): the audit log's query and answer. */

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/**
 * GET /api/admin/audit (SUPERADMIN), newest first.
 * - actor: a user id (exact) or part of an e-mail (whatever the case), as it was when they acted;
 * - action: one of AUDIT_ACTIONS;
 * - subject: `type:id` (`auction:…`), a type alone (`auction`), or an id alone (any type).
 */
export const AuditListQuery = pageQuery(AUDIT_PAGE_SIZE, MAX_ADMIN_PAGE_LIMIT).extend({
  actor: z.preprocess(blankToUndefined, singleLineText(320).optional()),
  action: z.preprocess(blankToUndefined, z.enum(AUDIT_ACTIONS).optional()),
  subject: z.preprocess(blankToUndefined, singleLineText(200).optional()),
});
export type AuditListQuery = z.input<typeof AuditListQuery>;

/** One changed field: what it was and what it became (null when it did not exist before/after). */
export const AuditChange = z.object({ before: z.unknown(), after: z.unknown() });
export type AuditChange = z.infer<typeof AuditChange>;

export const AuditEntry = z.object({
  id: z.number().int(),
  at: IsoDateTime,
  /** Who acted, as they were then: the e-mail and name stay after the account is gone. */
  actor: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  /** One of AUDIT_ACTIONS (read with auditActionText). */
  action: z.string(),
  subject: z.object({
    /** One of AUDIT_SUBJECT_TYPES. */
    type: z.string(),
    id: z.string(),
    /** The subject's name then (a title, an e-mail…), readable after it is deleted. */
    label: z.string(),
  }),
  changes: z.record(z.string(), AuditChange),
  /** A rejection's reason (a RejectionReason code and the reviewer's note). */
  reason: z.object({ code: z.string(), note: z.string().nullable() }).nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditListResponse = z.object({ entries: z.array(AuditEntry), pagination: Pagination });
export type AuditListResponse = z.infer<typeof AuditListResponse>;
