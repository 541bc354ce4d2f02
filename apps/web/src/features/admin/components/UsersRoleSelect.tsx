import { type AdminUser, Role } from '@mariner/contracts';
import { MESSAGES } from '@mariner/contracts/constants';
import { useTranslation } from 'react-i18next';
import { controlClasses } from '../../../components/Field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cx } from '../../../lib/cx.ts';
import { useUpdateUserRole } from '../api/users-mutations.ts';
import { fullNameOf, ROLE_OPTIONS, type UsersNotice } from './users-display.ts';

interface UsersRoleSelectProps {
  user: AdminUser;
  onNotice: (notice: UsersNotice) => void;
}

/** A superadmin's quick role change on a row (PUT /users/{id}/role); never on their own row. */
export function UsersRoleSelect({ user, onNotice }: UsersRoleSelectProps) {
  const { t } = useTranslation(['admin-users', 'messages']);
  const mutation = useUpdateUserRole();
  const value = mutation.isPending ? mutation.variables.role : user.role;

  const change = async (next: string) => {
    const role = Role.parse(next);
    try {
      await mutation.mutateAsync({ id: user.id, role });
      onNotice({ tone: 'success', text: t('messages:userRoleUpdated') });
    } catch (error) {
      onNotice({ tone: 'error', text: errorMessage(error, MESSAGES.updateRoleFailed) });
    }
  };

  return (
    <select
      aria-label={t('roleOf', { name: fullNameOf(user) })}
      value={value}
      disabled={mutation.isPending}
      onChange={(event) => void change(event.target.value)}
      className={cx(controlClasses, 'min-h-9 w-auto min-w-36 py-1 pr-8 text-sm')}
    >
      {ROLE_OPTIONS.map((role) => (
        <option key={role} value={role}>
          {t(`roles.${role}`)}
        </option>
      ))}
    </select>
  );
}
