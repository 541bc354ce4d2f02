import {
  isOnlineSaleType,
  MAX_SALE_WINDOWS,
  SALE_PAYMENT_METHODS,
  SALE_TYPES,
  salePaymentMethodLabel,
  saleTypeLabel,
} from '@mariner/contracts/constants';
import { Plus, Trash2 } from 'lucide-react';
import {
  type Control,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
  useWatch,
} from 'react-hook-form';
import { Button } from '../../../components/Button.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { TextAreaField, TextField } from '../../../components/TextField.tsx';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { currentLocale } from '../../../lib/locale.ts';
import { localizeMessage } from '../../../lib/messages.ts';
import type { ListingFields, ListingFormValues } from './listing-form-values.ts';

interface SaleFactsFieldsProps {
  control: Control<ListingFormValues, unknown, ListingFields>;
  register: UseFormRegister<ListingFormValues>;
  errors: FieldErrors<ListingFormValues>;
  /** "Times are in Atlantic Time (Halifax)": the windows are typed in the auction's zone. */
  zoneHint: string;
}

/**
 * Preview or pickup windows as rows of two `datetime-local` inputs, added and removed by the
 * seller, typed in the auction's own zone like its dates.
 */
function WindowRows({
  name,
  control,
  register,
  errors,
  zoneHint,
}: SaleFactsFieldsProps & { name: 'previewTimes' | 'pickupTimes' }) {
  const { t } = useTranslation('listings');
  const { fields, append, remove } = useFieldArray({ control, name });
  const lang = currentLocale();
  const listError = errors[name]?.message ?? errors[name]?.root?.message;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-semibold text-ink">
        {t(`form.facts.${name}`)} <span className="font-normal text-muted">({t('form.optional')})</span>
      </legend>
      <p className="text-xs text-muted">{zoneHint}</p>
      {fields.map((field, index) => (
        <div
          key={field.id}
          className="grid items-end gap-3 rounded-xl border border-line p-3 sm:grid-cols-[1fr_1fr_auto]"
        >
          <TextField
            type="datetime-local"
            label={t(`form.facts.start.${name}`, { number: index + 1 })}
            error={errors[name]?.[index]?.start?.message}
            {...register(`${name}.${index}.start`)}
          />
          <TextField
            type="datetime-local"
            label={t(`form.facts.end.${name}`, { number: index + 1 })}
            error={errors[name]?.[index]?.end?.message}
            {...register(`${name}.${index}.end`)}
          />
          <Button type="button" variant="secondary" className="min-h-11" onClick={() => remove(index)}>
            <Trash2 aria-hidden="true" className="size-4" />
            {t(`form.facts.remove.${name}`, { number: index + 1 })}
          </Button>
        </div>
      ))}
      {listError ? (
        <p role="alert" className="text-sm text-danger">
          {localizeMessage(listError, lang)}
        </p>
      ) : null}
      {fields.length < MAX_SALE_WINDOWS ? (
        <Button
          type="button"
          variant="secondary"
          className="min-h-11 self-start"
          onClick={() => append({ start: '', end: '' })}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t(`form.facts.add.${name}`)}
        </Button>
      ) : null}
    </fieldset>
  );
}

/**
 * Issue 28, decision 018: the listing form's facts of the sale — its type and bidding link, the
 * buyer's premium, payment methods, preview and pickup windows, and the terms in both languages.
 * The labels of the types and methods are the contracts' (the page and the flyer say the same).
 */
export function SaleFactsFields(props: SaleFactsFieldsProps) {
  const { control, register, errors } = props;
  const { t } = useTranslation('listings');
  const lang = currentLocale();
  const saleType = useWatch({ control, name: 'saleType' });
  const optional = t('form.optional');
  const methodsError = errors.paymentMethods?.message ?? errors.paymentMethods?.root?.message;
  return (
    <section className="flex flex-col gap-4" aria-labelledby="listing-facts">
      <h2 id="listing-facts" className="border-b border-line pb-2 text-lg font-bold text-primary">
        {t('form.facts.title')}
      </h2>
      <p className="-mt-2 text-sm text-muted">{t('form.facts.intro')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('form.facts.saleType')}
          error={errors.saleType?.message}
          {...register('saleType')}
        >
          <option value="">{t('form.facts.saleTypeUnset')}</option>
          {SALE_TYPES.map((type) => (
            <option key={type} value={type}>
              {saleTypeLabel(type, lang)}
            </option>
          ))}
        </SelectField>
        {isOnlineSaleType(saleType || null) ? (
          <TextField
            type="url"
            label={t('form.facts.biddingUrl')}
            optionalText={optional}
            placeholder="https://"
            hint={t('form.facts.biddingUrlHint')}
            error={errors.biddingUrl?.message}
            {...register('biddingUrl')}
          />
        ) : null}
        <TextField
          label={t('form.facts.buyersPremium')}
          optionalText={optional}
          inputMode="decimal"
          hint={t('form.facts.buyersPremiumHint')}
          error={errors.buyersPremiumPercent?.message}
          {...register('buyersPremiumPercent')}
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-semibold text-ink">
          {t('form.facts.paymentMethods')} <span className="font-normal text-muted">({optional})</span>
        </legend>
        <div className="flex flex-wrap gap-x-5 gap-y-1">
          {SALE_PAYMENT_METHODS.map((method) => (
            <label key={method} className="inline-flex min-h-11 items-center gap-2 text-sm text-ink">
              <input
                type="checkbox"
                value={method}
                className="size-5 accent-accent-strong"
                {...register('paymentMethods')}
              />
              {salePaymentMethodLabel(method, lang)}
            </label>
          ))}
        </div>
        {methodsError ? (
          <p role="alert" className="text-sm text-danger">
            {localizeMessage(methodsError, lang)}
          </p>
        ) : null}
      </fieldset>
      <WindowRows name="previewTimes" {...props} />
      <WindowRows name="pickupTimes" {...props} />
      <TextAreaField
        label={t('form.facts.terms')}
        optionalText={optional}
        rows={5}
        hint={t('form.facts.termsHint')}
        error={errors.terms?.message}
        {...register('terms')}
      />
      <TextAreaField
        label={t('form.facts.termsFr')}
        optionalText={optional}
        rows={4}
        lang="fr"
        error={errors.termsFr?.message}
        {...register('termsFr')}
      />
    </section>
  );
}
