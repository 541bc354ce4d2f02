import { ReceiptText } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { useAdminInvoices, useAdminInvoicesUrlFilter } from '../api/admin-invoices.ts';
import { AdminInvoicesTable } from './AdminInvoicesTable.tsx';
import { InvoicesFilters } from './InvoicesFilters.tsx';

/**
 * Issue 31 item 1: the admin Invoices tab, every buyer's invoices 50 a page, with the search,
 * filters, sort and page in the address like the Users tab. Each number opens the invoice itself.
 */
export function InvoicesPanel() {
  const { t } = useTranslation(['admin-invoices', 'messages']);
  const [filter, setFilter] = useAdminInvoicesUrlFilter();
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const query = useAdminInvoices(filter);

  let list: ReactNode;
  if (query.isError && !query.data) {
    list = (
      <Alert tone="error">
        <p>{t('loadFailed')}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void query.refetch()}>
          {t('tryAgain')}
        </Button>
      </Alert>
    );
  } else if (!query.data) {
    list = <Spinner label={t('loading')} />;
  } else if (query.data.invoices.length === 0) {
    list = (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line bg-white px-6 py-14 text-center">
        <ReceiptText aria-hidden="true" className="size-6 text-accent-strong" />
        <p className="text-base font-semibold text-primary">{t('empty')}</p>
      </div>
    );
  } else {
    const { invoices, pagination } = query.data;
    list = (
      <div className="flex flex-col gap-3">
        <p ref={summaryRef} tabIndex={-1} className="text-sm text-muted" aria-live="polite">
          {t('summary', { count: pagination.total })}
          {pagination.totalPages > 1
            ? ` ${t('pageOf', { page: pagination.page, totalPages: pagination.totalPages })}`
            : null}
        </p>
        <AdminInvoicesTable invoices={invoices} />
        <Pagination
          page={pagination.page}
          totalPages={pagination.totalPages}
          onPageChange={(page) => {
            setFilter({ ...filter, page });
            // The page links sit below the list: the reader goes back to its top.
            summaryRef.current?.focus();
          }}
        />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <h2 className="sr-only">{t('heading')}</h2>
      <InvoicesFilters value={filter} onChange={setFilter} />
      {list}
    </div>
  );
}
