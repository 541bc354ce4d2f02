import type { AdminUser, UserSetting } from '@mariner/contracts';
import { cx } from '../../../lib/cx.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { useUpdateUserSetting } from '../api/users-mutations.ts';
import { fullNameOf, SETTING_FAILURE_KEYS, type UsersNotice } from './users-display.ts';

interface UsersSettingToggleProps {
  user: AdminUser;
  setting: UserSetting;
  onNotice: (notice: UsersNotice) => void;
}

/**
 * One setting of one user as a toggle button (aria-pressed): its name says whose setting it is,
 * its text the state the spec shows (Trusted / Manual Review, Free / Paid).
 */
export function UsersSettingToggle({ user, setting, onNotice }: UsersSettingToggleProps) {
  const { t } = useTranslation(['admin-users', 'messages']);
  const mutation = useUpdateUserSetting();
  // While the change is on its way the button already shows where it is going.
  const isOn = mutation.isPending ? mutation.variables.value : user[setting];

  const toggle = async () => {
    try {
      await mutation.mutateAsync({ id: user.id, setting, value: !user[setting] });
    } catch {
      onNotice({ tone: 'error', text: t(SETTING_FAILURE_KEYS[setting]) });
    }
  };

  return (
    <button
      type="button"
      aria-pressed={isOn}
      aria-label={t(`settings.${setting}.label`, { name: fullNameOf(user) })}
      disabled={mutation.isPending}
      onClick={toggle}
      className={cx(
        'inline-flex min-h-9 items-center whitespace-nowrap rounded-full border px-3 text-xs font-semibold',
        'transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
        'disabled:cursor-wait disabled:opacity-70',
        isOn
          ? 'border-success/40 bg-success-soft text-success hover:bg-success-soft/70'
          : 'border-line bg-white text-muted hover:border-primary/40 hover:text-primary',
      )}
    >
      {t(`settings.${setting}.${isOn ? 'on' : 'off'}`)}
    </button>
  );
}
