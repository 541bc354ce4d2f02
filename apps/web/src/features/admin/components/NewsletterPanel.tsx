import type { NewsletterSubscriber } from '@mariner/contracts';
import { Download, Inbox } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Alert } from '../../../components/Alert.tsx';
import { Button, buttonClasses } from '../../../components/Button.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { type NewsletterFilterValues, newsletterExportUrl } from '../../../lib/api/newsletter.ts';
import { formatDate } from '../../../lib/formatters.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { useNewsletterSubscribers } from '../api/newsletter-subscribers.ts';

type Choice = 'all' | 'yes' | 'no';
const toFilter = (choice: Choice): boolean | undefined => (choice === 'all' ? undefined : choice === 'yes');

/** A yes/no filter select: All, Yes, No. */
function FilterSelect(props: { label: string; value: Choice; onChange: (value: Choice) => void }) {
  const { t } = useTranslation('newsletter');
  return (
    <SelectField
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value as Choice)}
    >
      <option value="all">{t('admin.all')}</option>
      <option value="yes">{t('admin.yes')}</option>
      <option value="no">{t('admin.no')}</option>
    </SelectField>
  );
}

function SubscriberRow({ subscriber }: { subscriber: NewsletterSubscriber }) {
  const { t } = useTranslation('newsletter');
  const yesNo = (value: boolean) => (value ? t('admin.yes') : t('admin.no'));
  const { user } = subscriber;
  return (
    <tr className="border-t border-line align-top">
      <th scope="row" className="px-3 py-2 text-left font-medium break-all text-ink">
        {subscriber.email}
      </th>
      <td className="px-3 py-2">
        {user ? (
          <>
            <span className="block">
              {user.firstName} {user.lastName}
            </span>
            {user.companyName ? <span className="block text-muted">{user.companyName}</span> : null}
          </>
        ) : (
          <span className="text-muted">{t('admin.noUser')}</span>
        )}
      </td>
      <td className="px-3 py-2">{t(`sources.${subscriber.source}`, { defaultValue: subscriber.source })}</td>
      <td className="px-3 py-2">{yesNo(subscriber.isActive)}</td>
      <td className="px-3 py-2">{yesNo(subscriber.isConfirmed)}</td>
      <td className="px-3 py-2 whitespace-nowrap">{formatDate(subscriber.createdAt)}</td>
    </tr>
  );
}

/** Spec 001 §2 Newsletter tab: 50 a page, active and confirmed filters, and the CSV export. */
export function NewsletterPanel() {
  const { t } = useTranslation('newsletter');
  const [active, setActive] = useState<Choice>('all');
  const [confirmed, setConfirmed] = useState<Choice>('all');
  const [page, setPage] = useState(1);
  const filters: NewsletterFilterValues = { active: toFilter(active), confirmed: toFilter(confirmed) };
  const query = useNewsletterSubscribers({ ...filters, page });
  const isFiltered = active !== 'all' || confirmed !== 'all';

  const changeFilter = (set: (value: Choice) => void) => (value: Choice) => {
    set(value);
    setPage(1);
  };

  let body: ReactNode;
  if (query.isError && !query.data) {
    body = (
      <Alert tone="error">
        {t('admin.loadFailed')}{' '}
        <Button variant="ghost" onClick={() => void query.refetch()}>
          {t('admin.tryAgain')}
        </Button>
      </Alert>
    );
  } else if (!query.data) {
    body = <Spinner label={t('admin.loading')} />;
  } else if (query.data.subscribers.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line bg-white px-6 py-14 text-center">
        <Inbox aria-hidden="true" className="size-6 text-accent-strong" />
        <p className="text-base font-semibold text-primary">
          {isFiltered ? t('admin.empty') : t('admin.emptyAll')}
        </p>
      </div>
    );
  } else {
    const { subscribers, pagination } = query.data;
    body = (
      <>
        <div className="overflow-x-auto rounded-2xl border border-line bg-white shadow-sm">
          <table className="w-full min-w-[720px] text-sm">
            <caption className="sr-only">{t('admin.tableCaption')}</caption>
            <thead className="bg-primary-soft text-left text-primary">
              <tr>
                {(['email', 'user', 'source', 'active', 'confirmed', 'created'] as const).map((column) => (
                  <th key={column} scope="col" className="px-3 py-2 font-semibold">
                    {t(`admin.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {subscribers.map((subscriber) => (
                <SubscriberRow key={subscriber.id} subscriber={subscriber} />
              ))}
            </tbody>
          </table>
        </div>
        <Pagination page={pagination.page} totalPages={pagination.totalPages} onPageChange={setPage} />
      </>
    );
  }

  return (
    <section aria-labelledby="newsletter-panel-heading" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="newsletter-panel-heading" className="text-xl font-bold text-primary">
            {t('admin.heading')}
          </h2>
          {query.data ? (
            <p className="text-sm text-muted">{t('admin.total', { count: query.data.pagination.total })}</p>
          ) : null}
        </div>
        <a href={newsletterExportUrl(filters)} download className={buttonClasses('secondary')}>
          <Download aria-hidden="true" className="size-4" />
          {t('admin.export')}
        </a>
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-2 md:max-w-lg">
        <legend className="sr-only">{t('admin.filtersLabel')}</legend>
        <FilterSelect label={t('admin.active')} value={active} onChange={changeFilter(setActive)} />
        <FilterSelect label={t('admin.confirmed')} value={confirmed} onChange={changeFilter(setConfirmed)} />
      </fieldset>
      {body}
    </section>
  );
}
