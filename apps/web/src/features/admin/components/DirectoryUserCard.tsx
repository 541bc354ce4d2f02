import type { AdminDirectoryUser } from '@mariner/contracts';
import { Building2 } from 'lucide-react';
import { Checkbox } from '../../../components/Checkbox.tsx';
import { cx } from '../../../lib/cx.ts';
import { formatDate } from '../../../lib/formatters.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { advertiserTypeText } from '../../../lib/labels.ts';
import { DirectoryEditDialog } from './DirectoryEditDialog.tsx';
import { directoryNameOf } from './directory-names.ts';

interface DirectoryUserCardProps {
  user: AdminDirectoryUser;
  /** The listed state shown: the one being saved while a toggle is under way. */
  isListed: boolean;
  isToggling: boolean;
  onToggle: (isDirectoryListed: boolean) => void;
  onSaved: (user: AdminDirectoryUser) => void;
}

/** Whether the public directories show the user, and why not when listed (decision 5, the type rule). */
function PublicState({ user }: { user: AdminDirectoryUser }) {
  const { t } = useTranslation('admin-directory');
  const [text, tone] = user.isPubliclyListed
    ? [t('card.public'), 'bg-success-soft text-success']
    : !user.isDirectoryListed
      ? [t('card.notListed'), 'bg-sand text-muted']
      : !user.advertiserType
        ? [t('card.hiddenNoType'), 'bg-danger-soft text-danger']
        : [t('card.hiddenLapsed'), 'bg-danger-soft text-danger'];
  const expires = user.directoryExpiresAt;
  return (
    <p className="flex flex-wrap items-center gap-2 text-xs">
      <span className={cx('rounded-full px-2.5 py-1 font-semibold', tone)}>{text}</span>
      {expires ? (
        <span className="text-muted">
          {t(new Date(expires) > new Date() ? 'card.paidUntil' : 'card.paidEnded', {
            date: formatDate(expires),
          })}
        </span>
      ) : null}
    </p>
  );
}

/** One user of the Directory tab: who they are, what the directory shows, the toggle and Edit. */
export function DirectoryUserCard({ user, isListed, isToggling, onToggle, onSaved }: DirectoryUserCardProps) {
  const { t } = useTranslation('admin-directory');
  const name = directoryNameOf(user);
  return (
    <article
      aria-label={name}
      className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-4 shadow-sm md:flex-row md:items-center"
    >
      <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-line bg-sand">
        {user.companyLogo ? (
          <img
            src={user.companyLogo}
            alt={t('card.logoAlt', { company: name })}
            className="size-full object-contain"
          />
        ) : (
          <Building2 aria-hidden="true" className="size-6 text-muted" />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
        <h3 className="text-base font-semibold text-primary">
          {user.companyName?.trim() ? name : <span className="text-muted">{t('card.noCompany')}</span>}
        </h3>
        <p className="text-muted">
          {user.firstName} {user.lastName} · <span className="break-all">{user.email}</span>
        </p>
        <p className="text-ink">
          {user.advertiserType ? advertiserTypeText(user.advertiserType) : t('card.noType')}
        </p>
        <PublicState user={user} />
      </div>
      <div className="flex shrink-0 flex-col gap-3 sm:flex-row sm:items-center">
        <Checkbox
          label={t('card.listed')}
          aria-label={t('card.listedFor', { name })}
          checked={isListed}
          disabled={isToggling}
          onChange={(event) => onToggle(event.target.checked)}
        />
        <DirectoryEditDialog user={user} onSaved={onSaved} />
      </div>
    </article>
  );
}
