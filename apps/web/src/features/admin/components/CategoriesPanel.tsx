import type { ManagedCategory } from '@mariner/contracts';
import { Navigate } from 'react-router';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useSession } from '../../../lib/api/session.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { paths } from '../../../lib/paths.ts';
import { useManagedCategories, useReorderCategories, useUpdateCategory } from '../api/categories-admin.ts';
import { CategoryAddForm } from './CategoryAddForm.tsx';
import { CategoryRow } from './CategoryRow.tsx';

/** The ids with the one at `index` swapped with its neighbour in `direction`. */
export function movedOrder(list: readonly ManagedCategory[], index: number, direction: -1 | 1): string[] {
  const ids = list.map((category) => category.id);
  const other = index + direction;
  const here = ids[index];
  const there = ids[other];
  if (here === undefined || there === undefined) return ids;
  ids[index] = there;
  ids[other] = here;
  return ids;
}

/**
 * Issue 31 item 3 (decision 023), superadmins only: add, rename in both languages, order, retire
 * and restore, delete or merge categories.
 */
export function CategoriesPanel() {
  const { t } = useTranslation('admin-categories');
  const { isSuperAdmin, isLoading } = useSession();
  const query = useManagedCategories({ enabled: isSuperAdmin });
  const reorder = useReorderCategories();
  const update = useUpdateCategory();

  if (isLoading) return <Spinner label={t('loading')} />;
  if (!isSuperAdmin) return <Navigate to={paths.admin} replace />;
  if (query.isError && !query.data) {
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert tone="error" className="self-stretch">
          {t('loadFailed')}
        </Alert>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('tryAgain')}
        </Button>
      </div>
    );
  }
  if (!query.data) return <Spinner label={t('loading')} />;
  const list = query.data;
  const failure = reorder.error ?? update.error;

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h2 className="text-xl font-bold text-primary">{t('heading')}</h2>
        <p className="mt-1 text-sm text-muted">{t('intro')}</p>
      </div>
      <CategoryAddForm />
      <section aria-labelledby="categories-list-heading" className="flex flex-col gap-3">
        <h3 id="categories-list-heading" className="text-lg font-bold text-primary">
          {t('list.heading')}
        </h3>
        {failure ? <Alert tone="error">{errorMessage(failure, t('failed'))}</Alert> : null}
        <ol className="flex flex-col gap-3">
          {list.map((category, index) => (
            <CategoryRow
              key={category.id}
              category={category}
              others={list.filter((other) => other.id !== category.id)}
              isFirst={index === 0}
              isLast={index === list.length - 1}
              isBusy={reorder.isPending || update.isPending}
              onMove={(direction) => reorder.mutate(movedOrder(list, index, direction))}
              onRetire={(retired) => update.mutate({ id: category.id, change: { retired } })}
            />
          ))}
        </ol>
      </section>
    </div>
  );
}
