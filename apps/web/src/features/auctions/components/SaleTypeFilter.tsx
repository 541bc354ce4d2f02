import type { SaleType } from '@mariner/contracts';
import { SALE_TYPES, saleTypeLabel } from '@mariner/contracts/constants';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { currentLocale } from '../../../lib/locale.ts';

/**
 * Issue 28: the list's sale-type filter, one checkbox a type (none ticked: every sale), applied
 * with the form's Search like the category. The labels are the contracts' (the page and the
 * flyer name the types alike).
 */
export function SaleTypeFilter({
  value,
  onChange,
}: {
  value: readonly SaleType[];
  onChange: (next: SaleType[]) => void;
}) {
  const { t } = useTranslation('auctions');
  const lang = currentLocale();
  const toggle = (type: SaleType, checked: boolean) =>
    onChange(SALE_TYPES.filter((each) => (each === type ? checked : value.includes(each))));
  return (
    <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2 md:col-span-2 lg:col-span-3">
      <legend className="mb-1 w-full text-sm font-semibold text-ink">{t('saleFacts.filterLegend')}</legend>
      {SALE_TYPES.map((type) => (
        <label key={type} className="inline-flex min-h-11 items-center gap-2 text-sm text-ink">
          <input
            type="checkbox"
            name="saleType"
            value={type}
            checked={value.includes(type)}
            onChange={(event) => toggle(type, event.target.checked)}
            className="size-5 accent-accent-strong"
          />
          {saleTypeLabel(type, lang)}
        </label>
      ))}
    </fieldset>
  );
}
