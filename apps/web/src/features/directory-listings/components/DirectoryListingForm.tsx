import {
  type CreateDirectoryListingData,
  CreateDirectoryListingRequest,
  DIRECTORY_DESCRIPTION_MIN,
  type Province,
} from '@mariner/contracts';
import { DURATIONS, MESSAGES, provinceOrDefault, UPLOAD_LIMITS } from '@mariner/contracts/constants';
import { type ChangeEvent, type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/Button.tsx';
import { Checkbox } from '../../../components/Checkbox.tsx';
import { PurchaseTotal } from '../../../components/PurchaseTotal.tsx';
import { TextAreaField, TextField } from '../../../components/TextField.tsx';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { useDirectoryCategories } from '../api/directory-listings.ts';
import { formatAnnualPrice } from './format-price.ts';

export interface DirectoryListingValues {
  companyName: string;
  email: string;
  phone: string;
  website: string;
  address: string;
  description: string;
  descriptionFr: string;
  categories: string[];
  facebook: string;
  twitter: string;
  linkedin: string;
  instagram: string;
}

export const EMPTY_DIRECTORY_LISTING: DirectoryListingValues = {
  companyName: '',
  email: '',
  phone: '',
  website: '',
  address: '',
  description: '',
  descriptionFr: '',
  categories: [],
  facebook: '',
  twitter: '',
  linkedin: '',
  instagram: '',
};

const SOCIAL = ['facebook', 'twitter', 'linkedin', 'instagram'] as const;

export type FieldErrors = Partial<Record<keyof DirectoryListingValues | 'logo', string>>;

const toRequest = (values: DirectoryListingValues) => ({
  companyName: values.companyName,
  description: values.description,
  descriptionFr: values.descriptionFr,
  website: values.website,
  phone: values.phone,
  email: values.email,
  address: values.address,
  categories: values.categories,
  socialMedia: {
    facebook: values.facebook,
    twitter: values.twitter,
    linkedin: values.linkedin,
    instagram: values.instagram,
  },
});

/** The spec's messages (001 §5), the first per field; social links are named by their own key. */
export function validateDirectoryListing(
  values: DirectoryListingValues,
): { data: CreateDirectoryListingData; errors: null } | { data: null; errors: FieldErrors } {
  const parsed = CreateDirectoryListingRequest.safeParse(toRequest(values));
  if (parsed.success) return { data: parsed.data, errors: null };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const [head, sub] = issue.path;
    const key = (head === 'socialMedia' ? sub : head) as keyof FieldErrors;
    errors[key] ??= issue.message;
  }
  return { data: null, errors };
}

/** Server field errors (`socialMedia.facebook`…) under the form's own names. */
export const fromServerFields = (fields: Record<string, string>): FieldErrors =>
  Object.fromEntries(
    Object.entries(fields).map(([key, message]) => [key.replace(/^socialMedia\./, ''), message]),
  );

interface DirectoryListingFormProps {
  price: number;
  /** The account's province (null when never given): the tax of the total shown before checkout. */
  province: Province | null;
  /** A superadmin's listing costs nothing: no total to show. */
  isFree: boolean;
  busy: boolean;
  alert: ReactNode;
  onSubmit: (data: CreateDirectoryListingData, logo: File | null) => Promise<FieldErrors | undefined>;
  /**
   * Issue 30 item 6: editing a listing already bought starts from its values and its logo, saves
   * instead of continuing to payment, and shows no price.
   */
  edit?: { initial: DirectoryListingValues; logo: string | null };
}

export function DirectoryListingForm({
  price,
  province,
  isFree,
  busy,
  alert,
  onSubmit,
  edit,
}: DirectoryListingFormProps) {
  const { t } = useTranslation('directory-listings');
  const navigate = useNavigate();
  const categories = useDirectoryCategories();
  const [values, setValues] = useState(edit?.initial ?? EMPTY_DIRECTORY_LISTING);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [logo, setLogo] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!logo) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(logo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [logo]);

  const clear = (key: keyof FieldErrors) =>
    setErrors((current) => {
      if (!current[key]) return current;
      const { [key]: _, ...rest } = current;
      return rest;
    });

  const set =
    (key: Exclude<keyof DirectoryListingValues, 'categories'>) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setValues((current) => ({ ...current, [key]: event.target.value }));
      clear(key);
    };

  const toggleCategory = (category: string) => {
    setValues((current) => ({
      ...current,
      categories: current.categories.includes(category)
        ? current.categories.filter((entry) => entry !== category)
        : [...current.categories, category],
    }));
    clear('categories');
  };

  const chooseLogo = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    clear('logo');
    if (file && (file.size > UPLOAD_LIMITS.logoBytes || !file.type.startsWith('image/'))) {
      setErrors((current) => ({ ...current, logo: MESSAGES.logoTooLarge }));
      setLogo(null);
      event.target.value = '';
      return;
    }
    setLogo(file);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = validateDirectoryListing(values);
    if (!checked.data) {
      setErrors((current) => ({ ...(current.logo ? { logo: current.logo } : {}), ...checked.errors }));
      return;
    }
    const serverErrors = await onSubmit(checked.data, logo);
    if (serverErrors) setErrors(serverErrors);
  };

  const length = values.description.trim().length;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-8">
      {alert}
      <section aria-labelledby="dl-company" className="flex flex-col gap-4">
        <h2 id="dl-company" className="text-lg font-bold text-primary">
          {t('form.companySection')}
        </h2>
        <TextField
          label={t('form.companyName')}
          value={values.companyName}
          onChange={set('companyName')}
          error={errors.companyName}
          autoComplete="organization"
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('form.email')}
            type="email"
            value={values.email}
            onChange={set('email')}
            error={errors.email}
            autoComplete="email"
          />
          <TextField
            label={t('form.phone')}
            type="tel"
            value={values.phone}
            onChange={set('phone')}
            error={errors.phone}
            autoComplete="tel"
          />
          <TextField
            label={t('form.website')}
            type="url"
            placeholder="https://"
            optionalText={t('form.optional')}
            value={values.website}
            onChange={set('website')}
            error={errors.website}
          />
          <TextField
            label={t('form.address')}
            optionalText={t('form.optional')}
            value={values.address}
            onChange={set('address')}
            error={errors.address}
          />
        </div>
        <TextAreaField
          label={t('form.description')}
          rows={6}
          value={values.description}
          onChange={set('description')}
          error={errors.description}
          hint={t('form.characterCount', { count: length, min: DIRECTORY_DESCRIPTION_MIN })}
        />
        <TextAreaField
          label={t('form.descriptionFr')}
          optionalText={t('form.optional')}
          rows={6}
          lang="fr"
          value={values.descriptionFr}
          onChange={set('descriptionFr')}
          error={errors.descriptionFr}
          hint={t('form.descriptionFrHint')}
        />
      </section>

      <section aria-labelledby="dl-logo" className="flex flex-col gap-3">
        <h2 id="dl-logo" className="text-lg font-bold text-primary">
          {t('form.logoSection')}
        </h2>
        <div className="flex items-center gap-4">
          {preview || edit?.logo ? (
            <img
              src={preview ?? edit?.logo ?? undefined}
              alt={t('form.logoPreview')}
              className="size-24 rounded-lg border border-line object-contain"
            />
          ) : null}
          <TextField
            label={t('form.logo')}
            type="file"
            accept="image/*"
            hint={t('form.logoHint')}
            onChange={chooseLogo}
            error={errors.logo}
            optionalText={t('form.optional')}
          />
        </div>
      </section>

      <fieldset
        className="flex flex-col gap-3"
        aria-describedby={errors.categories ? 'dl-categories-error' : undefined}
      >
        <legend className="text-lg font-bold text-primary">{t('form.categoriesSection')}</legend>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {(categories.data?.categories ?? []).map((category) => (
            <Checkbox
              key={category}
              label={category}
              checked={values.categories.includes(category)}
              onChange={() => toggleCategory(category)}
            />
          ))}
        </div>
        {errors.categories ? (
          <p id="dl-categories-error" className="text-sm font-medium text-danger">
            {errors.categories}
          </p>
        ) : null}
      </fieldset>

      <section aria-labelledby="dl-social" className="flex flex-col gap-4">
        <h2 id="dl-social" className="text-lg font-bold text-primary">
          {t('form.socialSection')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          {SOCIAL.map((network) => (
            <TextField
              key={network}
              label={t(`form.${network}`)}
              type="url"
              placeholder="https://"
              optionalText={t('form.optional')}
              value={values[network]}
              onChange={set(network)}
              error={errors[network]}
            />
          ))}
        </div>
      </section>

      {edit ? null : (
        <div className="rounded-xl bg-primary-soft p-4 text-primary">
          <p className="text-lg font-bold">{t('form.priceBanner', { price: formatAnnualPrice(price) })}</p>
          <p className="text-sm">{t('form.validFor', { months: DURATIONS.directoryListingMonths })}</p>
        </div>
      )}
      {price > 0 && !isFree && !edit ? (
        <PurchaseTotal
          subtotalCents={price}
          province={provinceOrDefault(province)}
          rule={t('form.periodsRule', { months: DURATIONS.directoryListingMonths })}
        />
      ) : null}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={() => navigate(-1)} disabled={busy}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={busy}>
          {edit ? (busy ? t('edit.saving') : t('edit.save')) : busy ? t('form.creating') : t('form.continue')}
        </Button>
      </div>
    </form>
  );
}
