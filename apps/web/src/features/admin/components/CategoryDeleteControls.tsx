import type { ManagedCategory } from '@mariner/contracts';
import { useState } from 'react';
import { Alert } from '../../../components/Alert.tsx';
import { dangerOutlineButtonClasses } from '../../../components/button-styles.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { useDeleteCategory } from '../api/categories-admin.ts';

interface Props {
  category: ManagedCategory;
  /** The categories its auctions may move to (every other one). */
  others: readonly ManagedCategory[];
}

/**
 * An unused category is deleted after a confirmation; one with auctions is merged: its auctions
 * move to the chosen category, then it is deleted (the API refuses a plain delete, 409).
 */
export function CategoryDeleteControls({ category, others }: Props) {
  const { t } = useTranslation('admin-categories');
  const mutation = useDeleteCategory();
  const [targetId, setTargetId] = useState('');
  const target = others.find((other) => other.id === targetId);
  const isUsed = category.auctionCount > 0;

  return (
    <div className="flex flex-col gap-3">
      {mutation.isError ? <Alert tone="error">{errorMessage(mutation.error, t('failed'))}</Alert> : null}
      {isUsed ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <SelectField
            label={t('delete.mergeInto')}
            value={targetId}
            onChange={(event) => setTargetId(event.target.value)}
          >
            <option value="">{t('delete.chooseTarget')}</option>
            {others.map((other) => (
              <option key={other.id} value={other.id}>
                {other.name}
              </option>
            ))}
          </SelectField>
          <ConfirmDialog
            trigger={
              <button
                type="button"
                className={dangerOutlineButtonClasses()}
                disabled={!target || mutation.isPending}
              >
                {t('delete.mergeButton')}
              </button>
            }
            title={t('delete.mergeTitle', { name: category.name, target: target?.name ?? '' })}
            description={t('delete.mergeDescription', {
              count: category.auctionCount,
              name: category.name,
              target: target?.name ?? '',
            })}
            confirmLabel={t('delete.mergeButton')}
            cancelLabel={t('delete.cancel')}
            tone="danger"
            onConfirm={() => mutation.mutate({ id: category.id, mergeInto: targetId })}
          />
        </div>
      ) : (
        <div>
          <ConfirmDialog
            trigger={
              <button type="button" className={dangerOutlineButtonClasses()} disabled={mutation.isPending}>
                {t('delete.button')}
              </button>
            }
            title={t('delete.title', { name: category.name })}
            description={t('delete.description')}
            confirmLabel={t('delete.confirm')}
            cancelLabel={t('delete.cancel')}
            tone="danger"
            onConfirm={() => mutation.mutate({ id: category.id })}
          />
        </div>
      )}
    </div>
  );
}
