import { zodResolver } from '@hookform/resolvers/zod';
import { CreateCategoryRequest } from '@mariner/contracts';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { useCreateCategory } from '../api/categories-admin.ts';
import { showFieldErrors } from './users-form-errors.ts';

const FIELDS = ['name', 'nameFr'] as const;
const EMPTY: CreateCategoryRequest = { name: '', nameFr: '' };

/** Issue 31 item 3: both names are required, checked by the contract's schema before sending. */
export function CategoryAddForm() {
  const { t } = useTranslation('admin-categories');
  const mutation = useCreateCategory();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<CreateCategoryRequest>({ resolver: zodResolver(CreateCategoryRequest), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (data) => {
    try {
      await mutation.mutateAsync(data);
      reset(EMPTY);
    } catch (error) {
      showFieldErrors(error, FIELDS, setError);
    }
  });

  return (
    <section
      aria-labelledby="categories-add-heading"
      className="rounded-2xl border border-line bg-white p-5 shadow-sm"
    >
      <h3 id="categories-add-heading" className="text-lg font-bold text-primary">
        {t('add.heading')}
      </h3>
      <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-4">
        {mutation.isSuccess ? <Alert tone="success">{t('add.done')}</Alert> : null}
        {mutation.isError ? <Alert tone="error">{errorMessage(mutation.error, t('failed'))}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('fields.name')} error={errors.name?.message} {...register('name')} />
          <TextField
            label={t('fields.nameFr')}
            lang="fr"
            error={errors.nameFr?.message}
            {...register('nameFr')}
          />
        </div>
        <div>
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? t('add.submitting') : t('add.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
