import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminDirectoryUser,
  directoryInfoIssues,
  isCompanyRequired,
  type UpdateDirectoryInfoData,
  UpdateDirectoryInfoRequest,
} from '@mariner/contracts';
import { MESSAGES } from '@mariner/contracts/constants';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { useUpdateDirectoryInfo } from '../api/directory-update.ts';
import {
  DirectoryCompanyFields,
  type DirectoryCompanyValues,
  EMPTY_COMPANY_VALUES,
} from './DirectoryCompanyFields.tsx';
import { DirectoryDialog } from './DirectoryDialog.tsx';
import { DirectoryLogoField } from './DirectoryLogoField.tsx';
import { directoryNameOf } from './directory-names.ts';

const valuesOf = (user: AdminDirectoryUser): DirectoryCompanyValues => ({
  companyName: user.companyName ?? '',
  advertiserType: user.advertiserType ?? '',
  companyDescription: user.companyDescription ?? '',
  companyDescriptionFr: user.companyDescriptionFr ?? '',
  companyWebsite: user.companyWebsite ?? '',
  companyPhone: user.companyPhone ?? '',
  companyAddress: user.companyAddress ?? '',
  isDirectoryListed: user.isDirectoryListed,
});

const FIELDS = new Set(Object.keys(EMPTY_COMPANY_VALUES));

interface DirectoryEditFormProps {
  user: AdminDirectoryUser;
  onSaved: (user: AdminDirectoryUser) => void;
  onCancel: () => void;
}

/** The directory fields of one user (spec 001 §2 "Edits directory info"), checked as the server does. */
function DirectoryEditForm({ user, onSaved, onCancel }: DirectoryEditFormProps) {
  const { t } = useTranslation(['admin-directory', 'messages']);
  const update = useUpdateDirectoryInfo();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<UpdateDirectoryInfoRequest, unknown, UpdateDirectoryInfoData>({
    resolver: zodResolver(UpdateDirectoryInfoRequest),
    defaultValues: valuesOf(user),
  });

  const showFieldErrors = (fields: Record<string, string>) => {
    Object.entries(fields)
      .filter(([name]) => FIELDS.has(name))
      .forEach(([name, message], index) => {
        setError(
          name as Path<UpdateDirectoryInfoRequest>,
          { type: 'server', message },
          { shouldFocus: index === 0 },
        );
      });
  };

  const onSubmit = handleSubmit(async (data) => {
    setFormError(null);
    const issues = directoryInfoIssues(user.role, {
      companyName: data.companyName,
      advertiserType: data.advertiserType,
      isDirectoryListed: data.isDirectoryListed ?? user.isDirectoryListed,
    });
    if (Object.keys(issues).length > 0) return showFieldErrors(issues);
    try {
      const { user: saved } = await update.mutateAsync({ id: user.id, body: data });
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiError) showFieldErrors(error.fields);
      setFormError(MESSAGES.updateDirectoryInfoFailed);
    }
  });

  const advertiserType = watch('advertiserType');
  return (
    <div className="flex flex-col gap-6">
      <DirectoryLogoField userId={user.id} logo={user.companyLogo} />
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <DirectoryCompanyFields
          field={(name) => register(name)}
          errors={errors}
          isCompanyRequired={isCompanyRequired(user.role, advertiserType || null)}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel}>
            {t('edit.cancel')}
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? t('edit.saving') : t('edit.save')}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** The Edit button of a directory user and its dialog. */
export function DirectoryEditDialog({
  user,
  onSaved,
}: {
  user: AdminDirectoryUser;
  onSaved: (user: AdminDirectoryUser) => void;
}) {
  const { t } = useTranslation('admin-directory');
  const [open, setOpen] = useState(false);
  const name = directoryNameOf(user);
  return (
    <DirectoryDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="secondary" aria-label={t('card.editLabel', { name })}>
          <Pencil aria-hidden="true" className="size-4" />
          {t('card.edit')}
        </Button>
      }
      title={t('edit.title')}
      description={t('edit.description', { name })}
      closeLabel={t('edit.close')}
    >
      {/* Mounted while open only, so each opening starts from the user's current values. */}
      {open ? (
        <DirectoryEditForm
          user={user}
          onCancel={() => setOpen(false)}
          onSaved={(saved) => {
            setOpen(false);
            onSaved(saved);
          }}
        />
      ) : null}
    </DirectoryDialog>
  );
}
