import type { AlertFrequency } from '@mariner/contracts';
import { ALERT_FREQUENCIES } from '@mariner/contracts/constants';
import { SelectField } from '../../../components/SelectField.tsx';
import { useTranslation } from '../../../lib/i18n/index.tsx';

export function FrequencySelect({
  value,
  onChange,
  label,
  disabled,
}: {
  value: AlertFrequency;
  onChange: (frequency: AlertFrequency) => void;
  label?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('alerts');
  return (
    <SelectField
      label={label ?? t('frequency.label')}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as AlertFrequency)}
    >
      {ALERT_FREQUENCIES.map((frequency) => (
        <option key={frequency} value={frequency}>
          {t(`frequency.${frequency}`)}
        </option>
      ))}
    </SelectField>
  );
}
