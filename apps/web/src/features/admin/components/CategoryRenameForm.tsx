import { zodResolver } from '@hookform/resolvers/zod';
import { CreateCategoryRequest, type ManagedCategory } from '@mariner/contracts';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { useUpdateCategory } from '../api/categories-admin.ts';
import { showFieldErrors } from './users-form-errors.ts';

const FIELDS = ['name', 'nameFr'] as const;

/** Renames a category in both languages at once (both stay required, as when it was added). */
export function CategoryRenameForm({ category }: { category: ManagedCategory }) {
  const { t } = useTranslation('admin-categories');
  const mutation = useUpdateCategory();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CreateCategoryRequest>({
    resolver: zodResolver(CreateCategoryRequest),
    defaultValues: { name: category.name, nameFr: category.nameFr },
  });

  const onSubmit = handleSubmit(async (change) => {
    try {
      await mutation.mutateAsync({ id: category.id, change });
    } catch (error) {
      showFieldErrors(error, FIELDS, setError);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
      {mutation.isSuccess ? <Alert tone="success">{t('edit.saved')}</Alert> : null}
      {mutation.isError ? <Alert tone="error">{errorMessage(mutation.error, t('failed'))}</Alert> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={t('fields.name')} error={errors.name?.message} {...register('name')} />
        <TextField
          label={t('fields.nameFr')}
          lang="fr"
          error={errors.nameFr?.message}
          {...register('nameFr')}
        />
      </div>
      <div>
        <Button type="submit" variant="secondary" disabled={mutation.isPending}>
          {mutation.isPending ? t('edit.saving') : t('edit.save')}
        </Button>
      </div>
    </form>
  );
}
