import { ReceiptText } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { useAdminInvoices, useAdminInvoicesUrlFilter } from '../api/admin-invoices.ts';
import { AdminInvoicesTable } from './AdminInvoicesTable.tsx';
import { AdminPagedList, EmptyList, listTexts, pagedQuery } from './AdminPagedList.tsx';
import { InvoicesFilters } from './InvoicesFilters.tsx';

/**
 * Issue 31 item 1: the admin Invoices tab, every buyer's invoices 50 a page, with the search,
 * filters, sort and page in the address like the Users tab. Each number opens the invoice itself.
 */
export function InvoicesPanel() {
  const { t } = useTranslation(['admin-invoices', 'messages']);
  const [filter, setFilter] = useAdminInvoicesUrlFilter();
  const query = useAdminInvoices(filter);

  return (
    <div className="flex flex-col gap-6">
      <h2 className="sr-only">{t('heading')}</h2>
      <InvoicesFilters value={filter} onChange={setFilter} />
      <AdminPagedList
        query={pagedQuery(query, (data) => data.invoices)}
        {...listTexts(t)}
        errorText={t('loadFailed')}
        empty={<EmptyList icon={ReceiptText} text={t('empty')} />}
        onPageChange={(page) => setFilter({ ...filter, page })}
      >
        {(invoices) => <AdminInvoicesTable invoices={invoices} />}
      </AdminPagedList>
    </div>
  );
}
