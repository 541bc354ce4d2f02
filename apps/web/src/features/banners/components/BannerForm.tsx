import { type AdminUser, type BannerSize, needsSavedCardToBuy, type User } from '@mariner/contracts';
import {
  BANNER_DIMENSIONS,
  bannerPeriods,
  bannerPrice,
  bannerRunDays,
  DURATIONS,
  isSuperAdminRole,
  PLACEMENTS_BY_SIZE,
  provinceOrDefault,
} from '@mariner/contracts/constants';
import { AlertDialog } from 'radix-ui';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { Button, buttonClasses } from '../../../components/Button.tsx';
import { controlClasses, Field } from '../../../components/Field.tsx';
import { PurchaseTotal } from '../../../components/PurchaseTotal.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { formatCents } from '../../../lib/formatters.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { useBannerPrices, useUsersForBannerPicker } from '../api/gate-api.ts';
import {
  BANNER_IMAGE_TYPES,
  type BannerFormErrors,
  type BannerFormValues,
  checkBannerFile,
  hasRightDimensions,
  localToIso,
  validateBannerForm,
} from './banner-form-rules.ts';
import { readImageSize } from './image-size.ts';
import { MobileImageField } from './MobileImageField.tsx';

export interface BannerSubmission {
  values: BannerFormValues & { size: BannerSize };
  file: File;
  /** Issue 28: a leaderboard's optional mobile image (never sent with a square). */
  mobileFile: File | null;
}

interface BannerFormProps {
  user: User;
  busy: boolean;
  alert?: ReactNode;
  /** Resolves to the server's field errors, if any. */
  onSubmit: (submission: BannerSubmission) => Promise<BannerFormErrors | undefined>;
}

const SIZES: BannerSize[] = ['SQUARE', 'LEADERBOARD'];

/** Midnight `offsetDays` from today, as a datetime-local value. */
const day = (offsetDays: number) => {
  const date = new Date();
  date.setDate(date.getDate() + offsetDays);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T00:00`;
};

/** Spec 001 §2 Create banner and §5 Banner form. */
export function BannerForm({ user, busy, alert, onSubmit }: BannerFormProps) {
  const { t } = useTranslation(['banners', 'messages']);
  const superadmin = isSuperAdminRole(user.role);
  const users = useUsersForBannerPicker(superadmin);
  const prices = useBannerPrices();
  const [values, setValues] = useState<BannerFormValues>(() => ({
    advertiserName: user.companyName ?? '',
    contactEmail: user.email,
    targetUrl: '',
    size: 'SQUARE',
    placement: PLACEMENTS_BY_SIZE.SQUARE[0] ?? '',
    startDate: day(1),
    endDate: day(31),
    advertiserId: user.id,
  }));
  const [file, setFile] = useState<File | null>(null);
  const [mobileFile, setMobileFile] = useState<File | null>(null);
  const [pixels, setPixels] = useState<{ width: number; height: number } | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [errors, setErrors] = useState<BannerFormErrors>({});
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const set = <K extends keyof BannerFormValues>(key: K, value: BannerFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const chooseSize = (size: BannerSize) => {
    setValues((current) => ({
      ...current,
      size,
      // Spec 001 §5: the placement must fit the size; keep it when it still does.
      placement: PLACEMENTS_BY_SIZE[size].includes(current.placement as never)
        ? current.placement
        : (PLACEMENTS_BY_SIZE[size][0] ?? ''),
    }));
    setErrors((current) => ({ ...current, size: undefined, placement: undefined }));
  };

  const chooseFile = async (next: File | null) => {
    setFile(next);
    setPixels(null);
    const problem = next ? checkBannerFile(next) : undefined;
    setErrors((current) => ({ ...current, image: problem }));
    if (next && !problem) setPixels(await readImageSize(next));
  };

  const send = async () => {
    if (!file || !values.size) return;
    const serverErrors = await onSubmit({
      values: { ...values, size: values.size },
      file,
      mobileFile: values.size === 'LEADERBOARD' ? mobileFile : null,
    });
    if (serverErrors) setErrors(serverErrors);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { ...validateBannerForm(values, file), mobileImage: errors.mobileImage };
    if (values.size !== 'LEADERBOARD') found.mobileImage = undefined;
    setErrors(found);
    if (Object.values(found).some(Boolean) || !values.size) return;
    // Spec 001 §5: wrong dimensions ask first; the image may be resized or cropped.
    if (!hasRightDimensions(values.size, pixels)) {
      setConfirming(true);
      return;
    }
    void send();
  };

  const size = values.size || 'SQUARE';
  const wanted = BANNER_DIMENSIONS[size];
  const pickable: AdminUser[] = users.data?.users ?? [];
  // Issue 30 item 3: the price the server will invoice, from the same contracts functions, once the
  // dates make a run (the form's own checks say what is wrong with them otherwise).
  const start = localToIso(values.startDate);
  const end = localToIso(values.endDate);
  // Decision 4: nothing to total for a superadmin or an account whose banners are free.
  const hasRun = needsSavedCardToBuy(user, 'BANNER_AD') && start !== '' && end !== '' && end > start;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6" aria-busy={busy}>
      {alert}
      {superadmin ? (
        <Field label={t('form.advertiser')}>
          {(control) => (
            <select
              className={controlClasses}
              value={values.advertiserId}
              onChange={(event) => set('advertiserId', event.target.value)}
              {...control}
            >
              <option value={user.id}>{t('form.myself', { email: user.email })}</option>
              {pickable
                .filter((person) => person.id !== user.id)
                .map((person) => (
                  <option key={person.id} value={person.id}>
                    {person.companyName ? `${person.companyName} (${person.email})` : person.email}
                  </option>
                ))}
            </select>
          )}
        </Field>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('form.advertiserName')}
          value={values.advertiserName}
          onChange={(event) => set('advertiserName', event.target.value)}
          error={errors.advertiserName}
          autoComplete="organization"
        />
        <TextField
          label={t('form.contactEmail')}
          type="email"
          value={values.contactEmail}
          onChange={(event) => set('contactEmail', event.target.value)}
          error={errors.contactEmail}
          autoComplete="email"
        />
      </div>
      <TextField
        label={t('form.targetUrl')}
        type="url"
        placeholder="https://"
        value={values.targetUrl}
        onChange={(event) => set('targetUrl', event.target.value)}
        error={errors.targetUrl}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('form.size')}
          value={values.size}
          onChange={(event) => chooseSize(event.target.value as BannerSize)}
          error={errors.size}
        >
          {SIZES.map((option) => (
            <option key={option} value={option}>
              {t('form.sizeOption', {
                size: t(`sizes.${option}`),
                width: BANNER_DIMENSIONS[option].width,
                height: BANNER_DIMENSIONS[option].height,
                price: formatCents(prices[option]),
              })}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('form.placement')}
          value={values.placement}
          onChange={(event) => set('placement', event.target.value)}
          error={errors.placement}
        >
          {PLACEMENTS_BY_SIZE[size].map((placement) => (
            <option key={placement} value={placement}>
              {t(`placements.${placement}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('form.startDate')}
          type="datetime-local"
          value={values.startDate}
          onChange={(event) => set('startDate', event.target.value)}
          error={errors.startDate}
        />
        <TextField
          label={t('form.endDate')}
          type="datetime-local"
          value={values.endDate}
          onChange={(event) => set('endDate', event.target.value)}
          error={errors.endDate}
        />
      </div>
      {hasRun ? (
        <PurchaseTotal
          subtotalCents={bannerPrice(prices[size], start, end)}
          province={provinceOrDefault(user.province)}
          rule={t('form.periodsRule', {
            count: bannerPeriods(start, end),
            days: bannerRunDays(start, end),
            periodDays: DURATIONS.bannerDays,
          })}
        />
      ) : null}
      <div className="flex flex-col gap-3">
        <Field
          label={t('form.image')}
          hint={t('form.imageHint', { width: wanted.width, height: wanted.height })}
          error={errors.image}
        >
          {(control) => (
            <input
              type="file"
              accept={BANNER_IMAGE_TYPES.join(',')}
              className="block w-full text-sm text-ink file:mr-4 file:rounded-lg file:border-0 file:bg-primary-soft file:px-4 file:py-2 file:font-semibold file:text-primary"
              onChange={(event) => void chooseFile(event.target.files?.[0] ?? null)}
              {...control}
            />
          )}
        </Field>
        {file && !errors.image ? (
          <figure className="flex flex-col gap-2">
            {preview ? (
              <img
                src={preview}
                alt={t('form.previewAlt')}
                className={
                  size === 'LEADERBOARD'
                    ? 'aspect-[970/90] h-auto w-full max-w-[970px] rounded border border-line object-cover'
                    : 'size-[250px] rounded border border-line object-cover'
                }
              />
            ) : null}
            <figcaption className="text-sm text-muted">
              {pixels
                ? t('form.actualSize', { name: file.name, width: pixels.width, height: pixels.height })
                : file.name}
            </figcaption>
          </figure>
        ) : null}
      </div>
      {size === 'LEADERBOARD' ? (
        <MobileImageField
          error={errors.mobileImage}
          onChange={(next, problem) => {
            setMobileFile(next);
            setErrors((current) => ({ ...current, mobileImage: problem }));
          }}
        />
      ) : null}
      <p className="rounded-lg bg-primary-soft p-4 text-sm text-ink">
        {t('form.priceNote', { price: formatCents(prices[size]) })}
      </p>
      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? t('form.creating') : t('form.submit')}
        </Button>
      </div>
      <AlertDialog.Root open={confirming} onOpenChange={setConfirming}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
            <AlertDialog.Title className="text-lg font-bold text-primary">
              {t('dimensions.title')}
            </AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm text-ink">
              {t('dimensions.text', {
                width: pixels?.width ?? 0,
                height: pixels?.height ?? 0,
                size: t(`sizes.${size}`),
                wantedWidth: wanted.width,
                wantedHeight: wanted.height,
              })}
            </AlertDialog.Description>
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel className={buttonClasses('secondary')}>
                {t('dimensions.cancel')}
              </AlertDialog.Cancel>
              <AlertDialog.Action className={buttonClasses('primary')} onClick={() => void send()}>
                {t('dimensions.confirm')}
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </form>
  );
}
