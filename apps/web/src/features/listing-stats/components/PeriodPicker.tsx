import { useSearchParams } from 'react-router';
import { SelectField } from '../../../components/SelectField.tsx';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { DEFAULT_PERIOD_DAYS, periodDaysOf, STATS_PERIOD_CHOICES } from './stats-period.ts';

/** Which days the statistics cover, kept in the address (`?days=90`) so a reload or a link keeps it. */
export function PeriodPicker() {
  const { t } = useTranslation('listing-stats');
  const [search, setSearch] = useSearchParams();
  const days = periodDaysOf(search);
  return (
    <div className="w-full sm:w-56">
      <SelectField
        label={t('period')}
        value={String(days)}
        onChange={(event) => {
          const next = new URLSearchParams(search);
          if (Number(event.target.value) === DEFAULT_PERIOD_DAYS) next.delete('days');
          else next.set('days', event.target.value);
          setSearch(next, { replace: true, preventScrollReset: true });
        }}
      >
        {STATS_PERIOD_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {t('periodOption', { count: choice })}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
