import { AdminInvoiceSort, InvoiceStatus, Province } from '@mariner/contracts';
import { SelectField } from '../../../components/SelectField.tsx';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { provinceLabel } from '../../../lib/labels.ts';
import type { AdminInvoicesFilter } from '../api/admin-invoices.ts';
import { ListFilters } from './ListFilters.tsx';

interface InvoicesFiltersProps {
  value: AdminInvoicesFilter;
  /** Every change starts again at the first page. */
  onChange: (filter: AdminInvoicesFilter) => void;
}

/** Search (number, buyer's name, company, e-mail) applies on submit; status, province and sort at once. */
export function InvoicesFilters({ value, onChange }: InvoicesFiltersProps) {
  const { t } = useTranslation(['admin-invoices', 'invoices']);

  return (
    <ListFilters
      label={t('filters.label')}
      searchLabel={t('filters.search')}
      searchHint={t('filters.searchHint')}
      submitLabel={t('filters.submit')}
      search={value.search}
      onSearch={(search) => onChange({ ...value, search, page: 1 })}
    >
      {(search) => {
        const change = (next: Partial<AdminInvoicesFilter>) =>
          onChange({ ...value, search, ...next, page: 1 });
        return (
          <>
            <SelectField
              label={t('filters.status')}
              value={value.status}
              onChange={(event) => {
                const status = event.target.value;
                change({ status: status === '' ? '' : InvoiceStatus.parse(status) });
              }}
            >
              <option value="">{t('filters.allStatuses')}</option>
              {InvoiceStatus.options.map((status) => (
                <option key={status} value={status}>
                  {t(`invoices:status.${status}`)}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('filters.province')}
              value={value.province}
              onChange={(event) => {
                const province = event.target.value;
                change({ province: province === '' ? '' : Province.parse(province) });
              }}
            >
              <option value="">{t('filters.allProvinces')}</option>
              {Province.options.map((province) => (
                <option key={province} value={province}>
                  {provinceLabel(province)}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('filters.sort')}
              value={value.sort}
              onChange={(event) => change({ sort: AdminInvoiceSort.parse(event.target.value) })}
            >
              {AdminInvoiceSort.options.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`filters.sorts.${sort}`)}
                </option>
              ))}
            </SelectField>
          </>
        );
      }}
    </ListFilters>
  );
}
