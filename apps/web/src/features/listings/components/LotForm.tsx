import { CreateLotRequest } from '@mariner/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/Button.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { TextAreaField, TextField } from '../../../components/TextField.tsx';
import { useCategories } from '../../../lib/get-categories.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { categoryLabel } from '../../../lib/labels.ts';
import { type LotFormValues, lotRequestOf } from './lot-form-values.ts';

type Errors = Partial<Record<keyof LotFormValues, string>>;

interface LotFormProps {
  initial: LotFormValues;
  submitLabel: string;
  busy: boolean;
  /** Answers the server's per-field messages when it refused the lot. */
  onSubmit: (values: LotFormValues) => Promise<Errors | undefined>;
  onCancel?: () => void;
}

/** The contract's own rules and words, before the server says them again (STYLE §6). */
function checkLot(values: LotFormValues): Errors {
  const result = CreateLotRequest.safeParse(lotRequestOf(values));
  if (result.success) return {};
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as keyof LotFormValues;
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * A lot's fields (issue 29): number, titles and descriptions in both languages, estimate, quantity
 * and category (the active ones).
 */
export function LotForm({ initial, submitLabel, busy, onSubmit, onCancel }: LotFormProps) {
  const { t } = useTranslation('listings');
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const categories = useCategories();
  const active = categories.data ?? [];
  // A lot may sit in a category since retired: it stays chosen (and saved) until the seller changes it.
  const keepsRetired =
    values.categoryId !== '' && categories.isSuccess && !active.some((item) => item.id === values.categoryId);
  const bind = (key: keyof LotFormValues) => ({
    value: values[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [key]: event.target.value }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkLot(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const refused = await onSubmit(values);
    if (refused) setErrors(refused);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-[8rem_minmax(0,1fr)]">
        <TextField
          label={t('lots.lotNumber')}
          hint={t('lots.lotNumberHint')}
          required
          {...bind('lotNumber')}
        />
        <TextField label={t('lots.lotTitle')} required {...bind('title')} />
      </div>
      <TextAreaField
        label={t('lots.description')}
        optionalText={t('lots.optional')}
        {...bind('description')}
      />
      <TextField label={t('lots.titleFr')} optionalText={t('lots.optional')} lang="fr" {...bind('titleFr')} />
      <TextAreaField
        label={t('lots.descriptionFr')}
        optionalText={t('lots.optional')}
        lang="fr"
        {...bind('descriptionFr')}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={t('lots.estimateLow')}
          optionalText={t('lots.optional')}
          inputMode="decimal"
          {...bind('estimateLow')}
        />
        <TextField
          label={t('lots.estimateHigh')}
          optionalText={t('lots.optional')}
          inputMode="decimal"
          {...bind('estimateHigh')}
        />
        <TextField label={t('lots.quantity')} inputMode="numeric" {...bind('quantity')} />
      </div>
      <SelectField label={t('lotCategory.label')} {...bind('categoryId')}>
        <option value="">{t('lotCategory.none')}</option>
        {keepsRetired ? <option value={values.categoryId}>{t('lotCategory.retired')}</option> : null}
        {active.map((category) => (
          <option key={category.id} value={category.id}>
            {categoryLabel(category.name)}
          </option>
        ))}
      </SelectField>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('lots.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
