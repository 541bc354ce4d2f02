import type { AdvertiserType, AuctionStatus, AuditEntry, Province } from '@mariner/contracts';
import {
  ADVERTISER_TYPES,
  AUCTION_STATUSES,
  AUDIT_ACTIONS,
  auditActionText,
  PROVINCES,
  rejectionReasonText,
  TAX_TIME_ZONE,
} from '@mariner/contracts/constants';
import { History } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { Button } from '../../../components/Button.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { useSession } from '../../../lib/api/session.ts';
import { formatCents, formatDateTime } from '../../../lib/formatters.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { advertiserTypeText, auctionStatusText, provinceLabel } from '../../../lib/labels.ts';
import { currentLocale } from '../../../lib/locale.ts';
import { paths } from '../../../lib/paths.ts';
import { type AuditFilter, useAuditLog, useAuditUrlFilter } from '../api/audit-log.ts';
import { AdminPagedList, EmptyList, listTexts, pagedQuery } from './AdminPagedList.tsx';

/** Fields holding cents (decision 1): shown as money. */
const CENT_FIELDS = new Set(['amountCents', 'refundedCents']);

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** A coded value in the reader's language where the product names it (statuses, provinces…). */
function codeText(field: string, value: string, subjectType: string): string | null {
  if (field === 'status' && subjectType === 'auction' && isOneOf<AuctionStatus>(AUCTION_STATUSES, value))
    return auctionStatusText(value);
  if (field === 'province' && isOneOf<Province>(PROVINCES, value)) return provinceLabel(value);
  if (field === 'advertiserType' && isOneOf<AdvertiserType>(ADVERTISER_TYPES, value))
    return advertiserTypeText(value);
  return null;
}

/** One side of a change as a person reads it; `yes`/`no`/`none` come from the caller's language. */
export function formatAuditValue(
  field: string,
  value: unknown,
  words: { yes: string; no: string; none: string },
  subjectType = '',
): string {
  if (value === null || value === undefined || value === '') return words.none;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number' && CENT_FIELDS.has(field)) return formatCents(value);
  if (typeof value === 'string') return codeText(field, value, subjectType) ?? value;
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Where a subject can be opened: an auction's page, a review queue, the user in the Users tab. */
function subjectHref(subject: AuditEntry['subject']): string | null {
  if (subject.type === 'auction') return paths.auction(subject.id);
  if (subject.type === 'banner') return `${paths.admin}?tab=pending-banners`;
  if (subject.type === 'directory_listing') {
    return `${paths.admin}?tab=pending-directory-listings&q=${encodeURIComponent(subject.label)}`;
  }
  if (subject.type === 'user') return `${paths.admin}?tab=users&q=${encodeURIComponent(subject.label)}`;
  return null;
}

function AuditFilters({ value, onChange }: { value: AuditFilter; onChange: (filter: AuditFilter) => void }) {
  const { t } = useTranslation('admin-audit');
  const locale = currentLocale();
  const [actor, setActor] = useState(value.actor);
  const [subject, setSubject] = useState(value.subject);
  // Back and Forward change the address, and so what the boxes show.
  useEffect(() => setActor(value.actor), [value.actor]);
  useEffect(() => setSubject(value.subject), [value.subject]);
  const change = (next: Partial<AuditFilter>) => onChange({ ...value, actor, subject, ...next, page: 1 });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change({});
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is still unknown to older browsers and jsdom; the role is the same.
    <form
      role="search"
      aria-label={t('filters.label')}
      onSubmit={submit}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,1fr))_auto] lg:items-end"
    >
      <TextField
        label={t('filters.actor')}
        hint={t('filters.actorHint')}
        type="search"
        value={actor}
        onChange={(event) => setActor(event.target.value)}
      />
      <SelectField
        label={t('filters.action')}
        hint={t('filters.actionHint')}
        value={value.action}
        onChange={(event) => change({ action: event.target.value })}
      >
        <option value="">{t('filters.allActions')}</option>
        {AUDIT_ACTIONS.map((action) => (
          <option key={action} value={action}>
            {auditActionText(action, locale)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('filters.subject')}
        hint={t('filters.subjectHint')}
        type="search"
        value={subject}
        onChange={(event) => setSubject(event.target.value)}
      />
      <Button type="submit" variant="secondary">
        {t('filters.apply')}
      </Button>
    </form>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation(['admin-audit', 'admin-pricing']);
  const locale = currentLocale();
  const words = { yes: t('values.yes'), no: t('values.no'), none: t('values.none') };
  const href = subjectHref(entry.subject);
  const changes = Object.entries(entry.changes);
  const { type } = entry.subject;
  // A price is named as the Pricing tab names it; anything else by its label then.
  const subjectName =
    type === 'pricing'
      ? t(`admin-pricing:fields.${entry.subject.id}.label`, { defaultValue: entry.subject.label })
      : entry.subject.label || entry.subject.id;
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-line bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-semibold text-primary">{auditActionText(entry.action, locale)}</p>
        <p className="text-sm text-muted">
          <time dateTime={entry.at}>{formatDateTime(entry.at, TAX_TIME_ZONE)}</time>
        </p>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
        <dt className="text-muted">{t('row.who')}</dt>
        <dd className="break-words text-ink" data-testid="audit-actor">
          {entry.actor.name} <span className="text-muted">({entry.actor.email})</span>
        </dd>
        <dt className="text-muted">{t('row.subject')}</dt>
        <dd className="break-words text-ink">
          <span className="text-muted">
            {t(`subjects.${entry.subject.type}`, { defaultValue: entry.subject.type })}
          </span>{' '}
          {href ? (
            <Link to={href} className="font-medium text-primary underline underline-offset-2">
              {subjectName}
            </Link>
          ) : (
            subjectName
          )}
        </dd>
        {entry.reason ? (
          <>
            <dt className="text-muted">{t('row.reason')}</dt>
            <dd className="break-words text-ink">
              {rejectionReasonText(entry.reason.code, locale)}
              {entry.reason.note ? ` — ${entry.reason.note}` : null}
            </dd>
          </>
        ) : null}
      </dl>
      {changes.length > 0 ? (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium text-primary">
            {t('row.changes', { count: changes.length })}
          </summary>
          <table className="mt-2 w-full text-left">
            <caption className="sr-only">{t('row.changesCaption')}</caption>
            <thead>
              <tr className="text-xs text-muted uppercase">
                <th scope="col" className="py-1 pr-3 font-semibold">
                  {t('row.field')}
                </th>
                <th scope="col" className="py-1 pr-3 font-semibold">
                  {t('row.before')}
                </th>
                <th scope="col" className="py-1 font-semibold">
                  {t('row.after')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {changes.map(([field, change]) => (
                <tr key={field}>
                  <th scope="row" className="py-1 pr-3 align-top font-medium text-ink">
                    {t(`fields.${field}`, { defaultValue: field })}
                  </th>
                  <td className="py-1 pr-3 align-top break-words text-muted">
                    {formatAuditValue(field, change.before, words, type)}
                  </td>
                  <td className="py-1 align-top break-words text-ink">
                    <span aria-hidden="true">→ </span>
                    {formatAuditValue(field, change.after, words, type)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      ) : null}
    </li>
  );
}

/**
 * Issue 31 item 5 (decision 029), admin → Audit (superadmins): who did what, when, to what, newest
 * first, filtered by actor, action and subject; each entry's changed fields open beneath it.
 */
export function AuditPanel() {
  const { t } = useTranslation(['admin-audit', 'common']);
  const { isSuperAdmin, isLoading } = useSession();
  const [filter, setFilter] = useAuditUrlFilter();
  const query = useAuditLog(filter, { enabled: isSuperAdmin });

  if (isLoading) return <Spinner label={t('loading')} />;
  if (!isSuperAdmin) return <Navigate to={paths.admin} replace />;

  return (
    <section aria-labelledby="audit-heading" className="flex flex-col gap-6">
      <div>
        <h2 id="audit-heading" className="text-xl font-bold text-primary">
          {t('heading')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('intro')}</p>
      </div>
      <AuditFilters value={filter} onChange={setFilter} />
      <AdminPagedList
        query={pagedQuery(query, (data) => data.entries)}
        busy={query.isFetching}
        {...listTexts(t)}
        errorText={t('loadFailed')}
        empty={<EmptyList icon={History} text={t('empty')} />}
        onPageChange={(page) => setFilter({ ...filter, page })}
      >
        {(entries) => (
          <ol className="flex flex-col gap-3" aria-label={t('listLabel')}>
            {entries.map((entry) => (
              <AuditRow key={entry.id} entry={entry} />
            ))}
          </ol>
        )}
      </AdminPagedList>
    </section>
  );
}
