import { AdminInvoiceSort, InvoiceStatus } from '@mariner/contracts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import type { AdminInvoicesFilter } from '../api/admin-invoices.ts';
import { filterTexts, ListFilters, provinceSelect, sortSelect } from './ListFilters.tsx';

/** Search (number, buyer's name, company, e-mail) applies on submit; status, province and sort at once. */
export function InvoicesFilters(props: {
  value: AdminInvoicesFilter;
  onChange: (filter: AdminInvoicesFilter) => void;
}) {
  const { t } = useTranslation(['admin-invoices', 'invoices']);
  return (
    <ListFilters
      {...props}
      {...filterTexts(t)}
      selects={[
        {
          field: 'status',
          label: t('filters.status'),
          allLabel: t('filters.allStatuses'),
          options: InvoiceStatus.options,
          optionLabel: (status) => t(`invoices:status.${status}`),
        },
        provinceSelect(t('filters.province'), t('filters.allProvinces')),
        sortSelect(t('filters.sort'), AdminInvoiceSort.options, (sort) => t(`filters.sorts.${sort}`)),
      ]}
    />
  );
}
