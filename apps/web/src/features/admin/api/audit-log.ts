import { AuditListResponse } from '@mariner/contracts';
import { AUDIT_ACTIONS } from '@mariner/contracts/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { pageField, textField, type UrlFields, useUrlFilter } from '../../../lib/url-list-filter.ts';

/** The Audit tab's filters (decision 029); '' is "any". */
export interface AuditFilter {
  actor: string;
  action: string;
  subject: string;
  page: number;
}

export const EMPTY_AUDIT_FILTER: AuditFilter = { actor: '', action: '', subject: '', page: 1 };

/** Issue 31: the filter lives in the address like every admin list's, so an entry can be linked to. */
const FIELDS: UrlFields<AuditFilter> = {
  actor: textField('actor'),
  action: {
    key: 'action',
    read: (raw) => (raw !== null && (AUDIT_ACTIONS as readonly string[]).includes(raw) ? raw : ''),
    write: (action) => action,
  },
  subject: textField('subject'),
  page: pageField,
};

export const useAuditUrlFilter = () => useUrlFilter(FIELDS);

export const AUDIT_PAGE_LIMIT = 25;

export function auditQueryString(filter: AuditFilter): string {
  const params = new URLSearchParams({ page: String(filter.page), limit: String(AUDIT_PAGE_LIMIT) });
  for (const key of ['actor', 'action', 'subject'] as const) {
    const value = filter[key].trim();
    if (value) params.set(key, value);
  }
  return params.toString();
}

/** GET /api/admin/audit (issue 31 item 5, superadmins); a new filter keeps the rows until it answers. */
export const useAuditLog = (filter: AuditFilter, options: { enabled: boolean }) =>
  useQuery({
    queryKey: ['admin', 'audit', filter],
    queryFn: ({ signal }) =>
      apiFetch<AuditListResponse>(`/api/admin/audit?${auditQueryString(filter)}`, {
        schema: import.meta.env.DEV ? AuditListResponse : undefined,
        signal,
      }),
    enabled: options.enabled,
    placeholderData: keepPreviousData,
    // The log grows with every admin action: a revisit of the tab asks again.
    staleTime: 0,
  });
