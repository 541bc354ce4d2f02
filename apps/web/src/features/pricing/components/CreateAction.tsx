import { ButtonLink } from '../../../components/Button.tsx';
import { useSession } from '../../../lib/api/session.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { paths } from '../../../lib/paths.ts';
import type { FromState } from '../../../lib/redirect.ts';

interface CreateActionProps {
  /** The create screen this product is bought on. */
  to: string;
  /** The button's text for a signed-in user. */
  label: string;
}

const buttonWidth = 'w-full';

/**
 * Spec 001 §2: a signed-in user goes straight to the create screen; a visitor gets 'Login to
 * Create', and the login screen remembers the create screen to continue to after signing in.
 */
export function CreateAction({ to, label }: CreateActionProps) {
  const { t } = useTranslation('pricing');
  const { user, isLoading } = useSession();

  // Holds the button's place while the session is checked, so no wrong button flashes up.
  if (isLoading) return <span aria-hidden="true" className="block h-12 w-full rounded-lg bg-primary-soft" />;
  if (user) {
    return (
      <ButtonLink to={to} size="lg" className={buttonWidth}>
        {label}
      </ButtonLink>
    );
  }
  const state: FromState = { from: { pathname: to } };
  return (
    <ButtonLink to={paths.login} state={state} size="lg" variant="navy" className={buttonWidth}>
      {t('loginToCreate')}
    </ButtonLink>
  );
}
