import { MESSAGES } from '@mariner/contracts/constants';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { type FieldErrors, type Path, useForm } from 'react-hook-form';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Field } from '../../../components/Field.tsx';
import { fileInputClasses } from '../../../components/file-input.ts';
import { PasswordField } from '../../../components/PasswordField.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { useUploadDirectoryLogo } from '../api/directory-update.ts';
import { useCreateUser } from '../api/users-mutations.ts';
import { DirectoryCompanyFields } from './DirectoryCompanyFields.tsx';
import { DirectoryDialog } from './DirectoryDialog.tsx';
import {
  type CreateSellerValues,
  checkSellerForm,
  EMPTY_SELLER_VALUES,
  sellerFormResolver,
} from './directory-seller-form.ts';

const FIELDS = new Set(Object.keys(EMPTY_SELLER_VALUES));

/** What the panel is told once a seller exists: a notice, and whether their logo failed to upload. */
export interface SellerCreated {
  name: string;
  logoError: string | null;
}

function CreateSellerForm({
  onCreated,
  onCancel,
}: {
  onCreated: (result: SellerCreated) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['admin-directory', 'messages']);
  const create = useCreateUser();
  const uploadLogo = useUploadDirectoryLogo();
  const [logo, setLogo] = useState<File | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CreateSellerValues>({ resolver: sellerFormResolver, defaultValues: EMPTY_SELLER_VALUES });

  const onInvalid = (invalid: FieldErrors<CreateSellerValues>) =>
    setFormError(
      Object.values(invalid).some((error) => error?.type === 'required')
        ? MESSAGES.fillAllRequiredFields
        : null,
    );

  const onValid = async (values: CreateSellerValues) => {
    setFormError(null);
    const check = checkSellerForm(values);
    if (!check.ok) return;
    try {
      const { data } = await create.mutateAsync(check.body);
      let logoError: string | null = null;
      if (logo) {
        await uploadLogo.mutateAsync({ id: data.user.id, file: logo }).catch((failure: unknown) => {
          logoError = errorMessage(failure, MESSAGES.uploadLogoFailed);
        });
      }
      onCreated({ name: (values.companyName ?? '').trim(), logoError });
    } catch (error) {
      const fields = Object.entries(error instanceof ApiError ? error.fields : {}).filter(([name]) =>
        FIELDS.has(name),
      );
      fields.forEach(([name, message], index) => {
        setError(name as Path<CreateSellerValues>, { type: 'server', message }, { shouldFocus: index === 0 });
      });
      setFormError(errorMessage(error, MESSAGES.createUserFailed));
    }
  };

  const busy = create.isPending || uploadLogo.isPending;
  return (
    <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="flex flex-col gap-5">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-base font-bold text-primary">{t('create.account')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('create.firstName')}
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            label={t('create.lastName')}
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </div>
        <TextField
          label={t('create.email')}
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label={t('create.password')}
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
      </fieldset>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-base font-bold text-primary">{t('create.company')}</legend>
        <DirectoryCompanyFields field={(name) => register(name)} errors={errors} isCompanyRequired />
        <Field label={t('logo.label')} hint={t('logo.hint')} optionalText={t('fields.optional')}>
          {(control) => (
            <input
              type="file"
              accept="image/*"
              className={fileInputClasses}
              onChange={(event) => setLogo(event.target.files?.[0] ?? null)}
              {...control}
            />
          )}
        </Field>
      </fieldset>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t('create.cancel')}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? t('create.submitting') : t('create.submit')}
        </Button>
      </div>
    </form>
  );
}

/** Spec 001 §2 Directory: "Creates users with role SELLER plus directory fields", in a dialog. */
export function DirectoryCreateSellerDialog({ onCreated }: { onCreated: (result: SellerCreated) => void }) {
  const { t } = useTranslation('admin-directory');
  const [open, setOpen] = useState(false);
  return (
    <DirectoryDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button>
          <UserPlus aria-hidden="true" className="size-4" />
          {t('create.open')}
        </Button>
      }
      title={t('create.title')}
      description={t('create.description')}
      closeLabel={t('create.close')}
    >
      {open ? (
        <CreateSellerForm
          onCancel={() => setOpen(false)}
          onCreated={(result) => {
            setOpen(false);
            onCreated(result);
          }}
        />
      ) : null}
    </DirectoryDialog>
  );
}
