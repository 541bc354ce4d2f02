import { type AlertFrequency, AlertFrequency as Frequencies } from '@mariner/contracts';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/SelectField.tsx';

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
      {Frequencies.options.map((frequency) => (
        <option key={frequency} value={frequency}>
          {t(`frequency.${frequency}`)}
        </option>
      ))}
    </SelectField>
  );
}
