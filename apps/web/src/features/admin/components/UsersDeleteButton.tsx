import type { AdminUser } from '@mariner/contracts';
import { Trash2 } from 'lucide-react';
import { dangerOutlineButtonClasses } from '../../../components/button-styles.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { useDeleteUser } from '../api/users-mutations.ts';
import { fullNameOf, type UsersNotice } from './users-display.ts';

interface UsersDeleteButtonProps {
  user: AdminUser;
  onNotice: (notice: UsersNotice) => void;
}

/** Delete with the spec's confirmation (001 §5) and failure text (001 §8). */
export function UsersDeleteButton({ user, onNotice }: UsersDeleteButtonProps) {
  const { t } = useTranslation(['admin-users', 'messages']);
  const mutation = useDeleteUser();
  const name = fullNameOf(user);

  // mutateAsync, not mutate's callbacks: the row (and this button) leaves once the list refetches.
  const remove = async () => {
    try {
      await mutation.mutateAsync(user.id);
      onNotice({ tone: 'success', text: t('messages:userDeleted') });
    } catch (error) {
      const reason = (error instanceof ApiError && error.serverMessage) || t('messages:unknownError');
      onNotice({ tone: 'error', text: `${t('messages:deleteUserFailedPrefix')}${reason}` });
    }
  };

  return (
    <ConfirmDialog
      tone="danger"
      trigger={
        <button
          type="button"
          aria-label={t('deleteUser', { name })}
          disabled={mutation.isPending}
          className={dangerOutlineButtonClasses('min-h-9 px-3')}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t('delete')}
        </button>
      }
      title={t('deleteDialog.title', { name })}
      description={t('messages:confirmDeleteUser')}
      confirmLabel={t('deleteDialog.confirm')}
      cancelLabel={t('deleteDialog.cancel')}
      onConfirm={() => void remove()}
    />
  );
}
