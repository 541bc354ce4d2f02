import { type AdminUser, UserSetting } from '@mariner/contracts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { UsersDeleteButton } from './UsersDeleteButton.tsx';
import { UsersEditDialog } from './UsersEditDialog.tsx';
import { UsersSettingToggle } from './UsersSettingToggle.tsx';
import { fullNameOf, hasSettings, type UsersNotice } from './users-display.ts';

interface UsersTableProps {
  users: AdminUser[];
  /** The signed-in admin: their own row offers no role change and no delete. */
  currentUserId: string;
  /** The role-management capability (decision 10: SUPERADMIN): edit, delete, role changes. */
  canManage: boolean;
  onNotice: (notice: UsersNotice) => void;
}

const cell = 'px-3 py-3 align-middle';

/**
 * Spec 001 §2 Users table. Issue 31: the role shows as text; a superadmin changes it in the Edit
 * dialog with the rest of the account, not in a drop-down per row. On a phone the table scrolls sideways inside its own box (the page does
 * not), and the name column stays in view while it does.
 */
export function UsersTable({ users, currentUserId, canManage, onNotice }: UsersTableProps) {
  const { t } = useTranslation('admin-users');
  return (
    <div className="overflow-x-auto rounded-2xl border border-line bg-white shadow-sm">
      <table className="w-full min-w-[56rem] border-collapse text-left text-sm">
        <caption className="sr-only">{t('table.caption')}</caption>
        <thead className="bg-primary-soft text-xs font-semibold tracking-wide text-primary uppercase">
          <tr>
            <th scope="col" className={`${cell} sticky left-0 bg-primary-soft`}>
              {t('table.user')}
            </th>
            <th scope="col" className={cell}>
              {t('table.role')}
            </th>
            <th scope="col" className={`${cell} text-right`}>
              {t('table.auctions')}
            </th>
            <th scope="col" className={`${cell} text-right`}>
              {t('table.bannerAds')}
            </th>
            {UserSetting.options.map((setting) => (
              <th key={setting} scope="col" className={cell}>
                {t(`table.${setting}`)}
              </th>
            ))}
            {canManage ? (
              <th scope="col" className={cell}>
                {t('table.actions')}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {users.map((user) => {
            const isSelf = user.id === currentUserId;
            return (
              <tr key={user.id}>
                <th
                  scope="row"
                  className={`${cell} sticky left-0 max-w-[16rem] min-w-[12rem] bg-white font-normal`}
                >
                  <span className="font-semibold text-primary">{fullNameOf(user)}</span>
                  {isSelf ? <span className="ml-1 text-muted">{t('table.you')}</span> : null}
                  <span className="block break-all text-xs text-muted">{user.email}</span>
                  {user.companyName ? (
                    <span className="block text-xs text-ink">{user.companyName}</span>
                  ) : null}
                </th>
                <td className={cell}>{t(`roles.${user.role}`)}</td>
                <td className={`${cell} text-right tabular-nums`}>{user._count.auctionListings}</td>
                <td className={`${cell} text-right tabular-nums`}>{user._count.bannerAds}</td>
                {UserSetting.options.map((setting) => (
                  <td key={setting} className={cell}>
                    {hasSettings(user) ? (
                      <UsersSettingToggle user={user} setting={setting} onNotice={onNotice} />
                    ) : (
                      <span className="text-xs text-muted">{t('table.adminsExempt')}</span>
                    )}
                  </td>
                ))}
                {canManage ? (
                  <td className={cell}>
                    <div className="flex gap-2 whitespace-nowrap">
                      <UsersEditDialog user={user} isSelf={isSelf} onNotice={onNotice} />
                      {isSelf ? null : <UsersDeleteButton user={user} onNotice={onNotice} />}
                    </div>
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
