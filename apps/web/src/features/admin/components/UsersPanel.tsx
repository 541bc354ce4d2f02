import { Users } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/Alert.tsx';
import { useSession } from '../../../lib/api/session.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { useUsers } from '../api/users-list.ts';
import { useUsersUrlFilter } from '../api/users-url-filter.ts';
import { AdminPagedList, EmptyList, listTexts, pagedQuery } from './AdminPagedList.tsx';
import { UsersCreateForm } from './UsersCreateForm.tsx';
import { UsersFilters } from './UsersFilters.tsx';
import { UsersTable } from './UsersTable.tsx';
import type { UsersNotice } from './users-display.ts';

/**
 * Spec 001 §2 Admin → Users: every admin sees the users and toggles the three settings of
 * non-admin users; superadmins (the role-management capability, decision 10) also create, edit,
 * change roles and delete. The server enforces every one of these rules again. Issue 31: the list
 * pages 50 at a time with its search, filters and sort in the address; a user opens in a dialog
 * for editing (the role with the rest) rather than a drop-down on every row.
 */
export function UsersPanel() {
  const { t } = useTranslation(['admin-users', 'messages', 'common']);
  const { user: me, isSuperAdmin } = useSession();
  const [filter, setFilter] = useUsersUrlFilter();
  const [notice, setNotice] = useState<UsersNotice | null>(null);
  const query = useUsers(filter);

  return (
    <div className="flex flex-col gap-6">
      <h2 className="sr-only">{t('heading')}</h2>
      {notice ? (
        <Alert tone={notice.tone} dismissLabel={t('common:dismiss')} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Alert>
      ) : null}
      {isSuperAdmin ? <UsersCreateForm /> : null}
      <UsersFilters value={filter} onChange={setFilter} />
      <AdminPagedList
        query={pagedQuery(query, (data) => data.users)}
        {...listTexts(t)}
        errorText={t('messages:dashboardLoadFailed')}
        empty={<EmptyList icon={Users} text={t('messages:noUsersFound')} />}
        onPageChange={(page) => setFilter({ ...filter, page })}
      >
        {(users) => (
          <UsersTable
            users={users}
            currentUserId={me?.id ?? ''}
            canManage={isSuperAdmin}
            onNotice={setNotice}
          />
        )}
      </AdminPagedList>
    </div>
  );
}
