import { Users } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useSession } from '../../../lib/api/session.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { useUsers } from '../api/users-list.ts';
import { useUsersUrlFilter } from '../api/users-url-filter.ts';
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
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const [notice, setNotice] = useState<UsersNotice | null>(null);
  const query = useUsers(filter);

  let list: ReactNode;
  if (query.isError && !query.data) {
    list = (
      <Alert tone="error">
        <p>{t('messages:dashboardLoadFailed')}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void query.refetch()}>
          {t('tryAgain')}
        </Button>
      </Alert>
    );
  } else if (!query.data) {
    list = <Spinner label={t('loading')} />;
  } else if (query.data.users.length === 0) {
    list = (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line bg-white px-6 py-14 text-center">
        <Users aria-hidden="true" className="size-6 text-accent-strong" />
        <p className="text-base font-semibold text-primary">{t('messages:noUsersFound')}</p>
      </div>
    );
  } else {
    const { users, pagination } = query.data;
    list = (
      <div className="flex flex-col gap-3">
        <p ref={summaryRef} tabIndex={-1} className="text-sm text-muted" aria-live="polite">
          {t('summary', { count: pagination.total })}
          {pagination.totalPages > 1
            ? ` ${t('pageOf', { page: pagination.page, totalPages: pagination.totalPages })}`
            : null}
        </p>
        <UsersTable
          users={users}
          currentUserId={me?.id ?? ''}
          canManage={isSuperAdmin}
          onNotice={setNotice}
        />
        <Pagination
          page={pagination.page}
          totalPages={pagination.totalPages}
          onPageChange={(page) => {
            setFilter({ ...filter, page });
            // The page links sit below the list: the reader goes back to its top.
            summaryRef.current?.focus();
          }}
        />
      </div>
    );
  }

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
      {list}
    </div>
  );
}
