import { Province, type UpdateProfileRequest, type User } from '@mariner/contracts';
import { PROVINCE_NAMES } from '@mariner/contracts/constants';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { SelectField } from '../../../components/SelectField.tsx';
import { TextAreaField, TextField } from '../../../components/TextField.tsx';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { provinceLabel } from '../../../lib/labels.ts';
import { LogoField } from './LogoField.tsx';
import { SectionHeading } from './SectionHeading.tsx';

const PROVINCES = [...Province.options].sort((a, b) => PROVINCE_NAMES[a].localeCompare(PROVINCE_NAMES[b]));

interface CompanySectionProps {
  user: User;
  register: UseFormRegister<UpdateProfileRequest>;
  errors: FieldErrors<UpdateProfileRequest>;
}

/** Spec 001 §2/§5: the company's details, logo, province and directory contact (sellers and advertisers). */
export function CompanySection({ user, register, errors }: CompanySectionProps) {
  const { t } = useTranslation('profile');
  const optional = t('optional');
  return (
    <section className="flex flex-col gap-4" aria-labelledby="profile-company">
      <SectionHeading id="profile-company">{t('company')}</SectionHeading>
      <TextField
        label={t('companyName')}
        autoComplete="organization"
        error={errors.companyName?.message}
        {...register('companyName')}
      />
      <LogoField user={user} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('companyPhone')}
          optionalText={optional}
          type="tel"
          autoComplete="tel"
          error={errors.companyPhone?.message}
          {...register('companyPhone')}
        />
        <TextField
          label={t('companyWebsite')}
          optionalText={optional}
          hint={t('companyWebsiteHint')}
          type="url"
          autoComplete="url"
          placeholder="https://"
          error={errors.companyWebsite?.message}
          {...register('companyWebsite')}
        />
      </div>
      <TextField
        label={t('companyAddress')}
        optionalText={optional}
        autoComplete="street-address"
        error={errors.companyAddress?.message}
        {...register('companyAddress')}
      />
      <SelectField
        label={t('province')}
        hint={t('provinceHint')}
        error={errors.province?.message}
        {...register('province')}
      >
        <option value="">{t('provinceNone')}</option>
        {PROVINCES.map((code) => (
          <option key={code} value={code}>
            {provinceLabel(code)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={t('companyDescription')}
        optionalText={optional}
        error={errors.companyDescription?.message}
        {...register('companyDescription')}
      />
      <TextAreaField
        label={t('companyDescriptionFr')}
        optionalText={optional}
        lang="fr"
        error={errors.companyDescriptionFr?.message}
        {...register('companyDescriptionFr')}
      />
      <h3 className="pt-2 text-base font-bold text-primary">{t('contact')}</h3>
      <p className="-mt-3 text-sm text-muted">{t('contactIntro')}</p>
      <TextField
        label={t('contactName')}
        optionalText={optional}
        autoComplete="name"
        error={errors.companyContactName?.message}
        {...register('companyContactName')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('contactEmail')}
          optionalText={optional}
          type="email"
          error={errors.companyContactEmail?.message}
          {...register('companyContactEmail')}
        />
        <TextField
          label={t('contactPhone')}
          optionalText={optional}
          type="tel"
          error={errors.companyContactPhone?.message}
          {...register('companyContactPhone')}
        />
      </div>
    </section>
  );
}
