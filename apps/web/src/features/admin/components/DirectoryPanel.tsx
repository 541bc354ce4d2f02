import type { AdminDirectoryUser } from '@mariner/contracts';
import { MESSAGES } from '@mariner/contracts/constants';
import { type ReactNode, useState } from 'react';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { useUpdateDirectoryStatus } from '../api/directory-update.ts';
import { useDirectoryUsers } from '../api/directory-users.ts';
import { useDirectoryFilter } from '../api/review-queue-filters.ts';
import { DirectoryCreateSellerDialog, type SellerCreated } from './DirectoryCreateSellerDialog.tsx';
import { DirectoryFilters } from './DirectoryFilters.tsx';
import { DirectoryUserCard } from './DirectoryUserCard.tsx';
import { directoryNameOf } from './directory-names.ts';

interface Notice {
  tone: 'success' | 'error';
  text: string;
  /** A second line: the server's reason for a refusal, or a logo that did not upload. */
  detail?: string | undefined;
}

/** Spec 001 §2 Directory tab (superadmins): the directory users, their listing, info and logo, and new sellers. */
export function DirectoryPanel() {
  const { t } = useTranslation(['admin-directory', 'messages', 'common']);
  // Issue 31: the search, filters, order and page live in the address.
  const [filter, setFilter] = useDirectoryFilter();
  const query = useDirectoryUsers(filter);
  const toggle = useUpdateDirectoryStatus();
  const [notice, setNotice] = useState<Notice | null>(null);

  const setListed = (user: AdminDirectoryUser, isDirectoryListed: boolean) => {
    setNotice(null);
    const name = directoryNameOf(user);
    toggle.mutate(
      { id: user.id, isDirectoryListed },
      {
        onSuccess: () =>
          setNotice({
            tone: 'success',
            text: t(isDirectoryListed ? 'notices.listedOn' : 'notices.listedOff', { name }),
          }),
        onError: (error) =>
          setNotice({
            tone: 'error',
            text: MESSAGES.updateDirectoryStatusFailed,
            detail: error instanceof ApiError ? Object.values(error.fields)[0] : undefined,
          }),
      },
    );
  };

  const onCreated = ({ name, logoError }: SellerCreated) =>
    setNotice(
      logoError
        ? {
            tone: 'error',
            text: MESSAGES.uploadLogoFailed,
            detail: [
              logoError === MESSAGES.uploadLogoFailed ? '' : logoError,
              t('notices.createdWithoutLogo', { name }),
            ]
              .filter(Boolean)
              .join(' '),
          }
        : { tone: 'success', text: MESSAGES.userCreated, detail: name },
    );

  const toolbar = (
    <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
      <div className="flex-1">
        <DirectoryFilters value={filter} onChange={setFilter} />
      </div>
      <DirectoryCreateSellerDialog onCreated={onCreated} />
    </div>
  );

  const noticeRegion = notice ? (
    <Alert tone={notice.tone} dismissLabel={t('common:dismiss')} onDismiss={() => setNotice(null)}>
      <p>{notice.text}</p>
      {notice.detail ? <p className="font-normal">{notice.detail}</p> : null}
    </Alert>
  ) : null;

  let body: ReactNode;
  if (query.isError && !query.data) {
    body = (
      <Alert tone="error">
        <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
          <span>{t('messages:dashboardLoadFailed')}</span>
          <Button variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
            {t('tryAgain')}
          </Button>
        </div>
      </Alert>
    );
  } else if (!query.data) {
    body = <Spinner label={t('loading')} />;
  } else if (query.data.users.length === 0) {
    body = (
      <p className="rounded-2xl border border-dashed border-line bg-white px-6 py-14 text-center font-semibold text-primary">
        {t('messages:noUsersFound')}
      </p>
    );
  } else {
    const { users, pagination } = query.data;
    const pendingFor = toggle.isPending ? toggle.variables : undefined;
    body = (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-muted" aria-live="polite">
          {t('showing', { shown: users.length, total: pagination.total })}
        </p>
        <ul aria-label={t('listLabel')} className="flex flex-col gap-3">
          {users.map((user) => (
            <li key={user.id}>
              <DirectoryUserCard
                user={user}
                isListed={pendingFor?.id === user.id ? pendingFor.isDirectoryListed : user.isDirectoryListed}
                isToggling={pendingFor?.id === user.id}
                onToggle={(value) => setListed(user, value)}
                onSaved={(saved) =>
                  setNotice({ tone: 'success', text: t('notices.saved', { name: directoryNameOf(saved) }) })
                }
              />
            </li>
          ))}
        </ul>
        <Pagination
          page={pagination.page}
          totalPages={pagination.totalPages}
          onPageChange={(page) => setFilter({ ...filter, page })}
        />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <p className="text-muted">{t('intro')}</p>
      {toolbar}
      {noticeRegion}
      {body}
    </div>
  );
}
