import { useTranslation } from '../../lib/i18n/index.tsx';
import { SelectField } from '../SelectField.tsx';
import { STATS_RANGES, type StatsRange } from './stats-range.ts';

/** Which period a stats panel shows: the last 7, 30 or 90 days, or the last year. */
export function StatsRangeSelect({
  value,
  onChange,
  label,
}: {
  value: StatsRange;
  onChange: (range: StatsRange) => void;
  /** Names the select for its subject when a page has several ("Period for Acme"). */
  label?: string;
}) {
  const { t } = useTranslation('charts');
  return (
    <SelectField
      label={label ?? t('range.label')}
      value={String(value)}
      onChange={(event) => onChange(Number(event.target.value) as StatsRange)}
    >
      {STATS_RANGES.map((days) => (
        <option key={days} value={days}>
          {t(`range.last${days}`)}
        </option>
      ))}
    </SelectField>
  );
}
