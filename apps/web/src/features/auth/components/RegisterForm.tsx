import type { RegisterFormData, RegisterFormInput, RegisterRequest } from '@mariner/contracts';
import { PROVINCES, SERVICE_PROVIDER_TYPES } from '@mariner/contracts/constants';
import { useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { PasswordField } from '../../../components/PasswordField.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { TextAreaField, TextField } from '../../../components/TextField.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { advertiserTypeText, provinceLabel } from '../../../lib/labels.ts';
import { lazyResolver } from '../../../lib/lazy-resolver.ts';
import { useRegister } from '../api/register.ts';
import { AccountKindPicker } from './AccountKindPicker.tsx';
import { PersonFields } from './PersonFields.tsx';

const resolver = lazyResolver<RegisterFormInput, RegisterFormData>(
  async () => (await import('./form-rules.ts')).registerResolver,
);

const DEFAULT_VALUES: RegisterFormInput = {
  accountKind: 'AUCTIONEER',
  advertiserType: 'AUCTIONEER',
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  companyName: '',
  companyPhone: '',
  companyWebsite: '',
  companyAddress: '',
  companyDescription: '',
  companyContactName: '',
  companyContactEmail: '',
  companyContactPhone: '',
  province: '',
};

const FORM_FIELDS = new Set(Object.keys(DEFAULT_VALUES));

/** Only the request's fields go on the wire: never confirmPassword nor the account kind. */
const toRegisterRequest = (data: RegisterFormData): RegisterRequest => ({
  accountType: data.accountKind,
  firstName: data.firstName,
  lastName: data.lastName,
  email: data.email,
  password: data.password,
  advertiserType: data.advertiserType,
  companyName: data.companyName,
  companyPhone: data.companyPhone,
  companyWebsite: data.companyWebsite,
  companyAddress: data.companyAddress,
  companyDescription: data.companyDescription,
  companyContactName: data.companyContactName,
  companyContactEmail: data.companyContactEmail,
  companyContactPhone: data.companyContactPhone,
  province: data.province || null,
});

const SectionHeading = ({ id, children }: { id: string; children: string }) => (
  <h2 id={id} className="border-b border-line pb-2 text-lg font-bold text-primary">
    {children}
  </h2>
);

/** Spec 000 §2 Register, §3 advertiser types, §5 Register. */
export function RegisterForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation(['auth', 'messages']);
  const registerMutation = useRegister();
  const [formError, setFormError] = useState<string | null>(null);
  const [checkEmail, setCheckEmail] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    watch,
    formState: { errors },
  } = useForm<RegisterFormInput, unknown, RegisterFormData>({
    resolver,
    defaultValues: DEFAULT_VALUES,
  });

  const isServiceProvider = watch('accountKind') === 'SERVICE_PROVIDER';

  const onSubmit = handleSubmit(async (data) => {
    setFormError(null);
    try {
      const answer = await registerMutation.mutateAsync(toRegisterRequest(data));
      // No session: the address has an account, and only its owner's mailbox is told (decision 013).
      if ('message' in answer) setCheckEmail(answer.message);
      else onSuccess();
    } catch (error) {
      // Field errors (a taken e-mail, a server-side validation) go on their fields.
      const fieldErrors = Object.entries(error instanceof ApiError ? error.fields : {}).filter(([name]) =>
        FORM_FIELDS.has(name),
      );
      fieldErrors.forEach(([name, message], index) => {
        setError(name as Path<RegisterFormInput>, { type: 'server', message }, { shouldFocus: index === 0 });
      });
      if (fieldErrors.length === 0) setFormError(errorMessage(error, t('messages:registrationFailed')));
    }
  });

  const busy = registerMutation.isPending;
  const optional = t('register.optional');

  if (checkEmail) return <Alert tone="success">{checkEmail}</Alert>;

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-8">
      {formError ? <Alert tone="error">{formError}</Alert> : null}

      <div className="flex flex-col gap-4">
        <AccountKindPicker
          field={register('accountKind', {
            // Spec 000 §3: Auctioneer sets the type; Service Provider clears it until one is picked.
            onChange: (event: { target: { value: string } }) =>
              setValue('advertiserType', event.target.value === 'AUCTIONEER' ? 'AUCTIONEER' : null),
          })}
        />
        {isServiceProvider ? (
          <SelectField
            label={t('register.serviceType')}
            error={errors.advertiserType?.message}
            {...register('advertiserType', { setValueAs: (value: string | null) => value || null })}
          >
            <option value="">{t('register.serviceTypePlaceholder')}</option>
            {SERVICE_PROVIDER_TYPES.map((type) => (
              <option key={type} value={type}>
                {advertiserTypeText(type)}
              </option>
            ))}
          </SelectField>
        ) : null}
      </div>

      <section className="flex flex-col gap-4" aria-labelledby="register-personal">
        <SectionHeading id="register-personal">{t('register.personal')}</SectionHeading>
        <PersonFields
          fields={{
            firstName: register('firstName'),
            lastName: register('lastName'),
            email: register('email'),
            password: register('password'),
          }}
          errors={{
            firstName: errors.firstName?.message,
            lastName: errors.lastName?.message,
            email: errors.email?.message,
            password: errors.password?.message,
          }}
          besidePassword={
            <PasswordField
              label={t('register.confirmPassword')}
              autoComplete="new-password"
              showLabel={t('register.showConfirmPassword')}
              hideLabel={t('register.hideConfirmPassword')}
              error={errors.confirmPassword?.message}
              {...register('confirmPassword')}
            />
          }
        />
      </section>

      <section className="flex flex-col gap-4" aria-labelledby="register-company">
        <SectionHeading id="register-company">{t('register.company')}</SectionHeading>
        <TextField
          label={t('register.companyName')}
          autoComplete="organization"
          error={errors.companyName?.message}
          {...register('companyName')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('register.companyPhone')}
            optionalText={optional}
            type="tel"
            autoComplete="tel"
            error={errors.companyPhone?.message}
            {...register('companyPhone')}
          />
          <TextField
            label={t('register.companyWebsite')}
            optionalText={optional}
            hint={t('register.companyWebsiteHint')}
            type="url"
            autoComplete="url"
            placeholder="https://"
            error={errors.companyWebsite?.message}
            {...register('companyWebsite')}
          />
        </div>
        <TextField
          label={t('register.companyAddress')}
          optionalText={optional}
          autoComplete="street-address"
          error={errors.companyAddress?.message}
          {...register('companyAddress')}
        />
        <SelectField
          label={t('register.province')}
          hint={t('register.provinceHint')}
          autoComplete="address-level1"
          error={errors.province?.message}
          {...register('province')}
        >
          <option value="">{t('register.provincePlaceholder')}</option>
          {PROVINCES.map((code) => (
            <option key={code} value={code}>
              {provinceLabel(code)}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label={t('register.companyDescription')}
          optionalText={optional}
          error={errors.companyDescription?.message}
          {...register('companyDescription')}
        />
      </section>

      <section className="flex flex-col gap-4" aria-labelledby="register-directory">
        <SectionHeading id="register-directory">{t('register.directory')}</SectionHeading>
        <p className="-mt-2 text-sm text-muted">{t('register.directoryIntro')}</p>
        <TextField
          label={t('register.contactName')}
          optionalText={optional}
          autoComplete="name"
          error={errors.companyContactName?.message}
          {...register('companyContactName')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('register.contactEmail')}
            optionalText={optional}
            type="email"
            error={errors.companyContactEmail?.message}
            {...register('companyContactEmail')}
          />
          <TextField
            label={t('register.contactPhone')}
            optionalText={optional}
            type="tel"
            error={errors.companyContactPhone?.message}
            {...register('companyContactPhone')}
          />
        </div>
      </section>

      <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto sm:self-start">
        {busy ? t('messages:creatingAccount') : t('register.submit')}
      </Button>
    </form>
  );
}
