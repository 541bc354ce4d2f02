import { AdvertiserType, type UpdateDirectoryInfoRequest } from '@mariner/contracts';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { Checkbox } from '../../../components/Checkbox.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { TextAreaField, TextField } from '../../../components/TextField.tsx';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { advertiserTypeText } from '../../../lib/labels.ts';

/** The directory fields both the edit and the create forms hold (spec 001 §2 Directory). */
export type DirectoryCompanyValues = Required<Omit<UpdateDirectoryInfoRequest, 'companyLogo'>>;
type CompanyField = keyof DirectoryCompanyValues;

export const EMPTY_COMPANY_VALUES = {
  companyName: '',
  advertiserType: '',
  companyDescription: '',
  companyDescriptionFr: '',
  companyWebsite: '',
  companyPhone: '',
  companyAddress: '',
  isDirectoryListed: false,
} satisfies DirectoryCompanyValues;

interface DirectoryCompanyFieldsProps {
  field: (name: CompanyField) => UseFormRegisterReturn;
  errors: FieldErrors<DirectoryCompanyValues>;
  /** Whether the company name is required for this user (spec 001 §5), which marks it optional or not. */
  isCompanyRequired: boolean;
}

export function DirectoryCompanyFields({ field, errors, isCompanyRequired }: DirectoryCompanyFieldsProps) {
  const { t } = useTranslation('admin-directory');
  const optional = t('fields.optional');
  return (
    <div className="flex flex-col gap-4">
      <TextField
        label={t('fields.companyName')}
        optionalText={isCompanyRequired ? undefined : optional}
        autoComplete="organization"
        error={errors.companyName?.message}
        {...field('companyName')}
      />
      <SelectField
        label={t('fields.advertiserType')}
        error={errors.advertiserType?.message}
        {...field('advertiserType')}
      >
        <option value="">{t('fields.noAdvertiserType')}</option>
        {AdvertiserType.options.map((type) => (
          <option key={type} value={type}>
            {advertiserTypeText(type)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={t('fields.companyDescription')}
        optionalText={optional}
        error={errors.companyDescription?.message}
        {...field('companyDescription')}
      />
      <TextAreaField
        label={t('fields.companyDescriptionFr')}
        optionalText={optional}
        lang="fr"
        error={errors.companyDescriptionFr?.message}
        {...field('companyDescriptionFr')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('fields.companyWebsite')}
          hint={t('fields.companyWebsiteHint')}
          optionalText={optional}
          type="url"
          inputMode="url"
          error={errors.companyWebsite?.message}
          {...field('companyWebsite')}
        />
        <TextField
          label={t('fields.companyPhone')}
          optionalText={optional}
          type="tel"
          error={errors.companyPhone?.message}
          {...field('companyPhone')}
        />
      </div>
      <TextField
        label={t('fields.companyAddress')}
        optionalText={optional}
        error={errors.companyAddress?.message}
        {...field('companyAddress')}
      />
      <div className="flex flex-col gap-1">
        <Checkbox
          label={t('fields.isDirectoryListed')}
          hint={t('fields.isDirectoryListedHint')}
          {...field('isDirectoryListed')}
        />
        {errors.isDirectoryListed?.message ? (
          <p className="text-sm font-medium text-danger">{errors.isDirectoryListed.message}</p>
        ) : null}
      </div>
    </div>
  );
}
