import { matchRoute } from '@mariner/contracts/constants';
import { useMutation } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { Container } from '../../components/Container.tsx';
import { useSession } from '../../lib/api/session.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n/index.tsx';

/**
 * Issue 27 item 6: until a new account's address is confirmed no alert is mailed to it, so every page
 * says so to its owner, with a way to get the link again.
 */
export function ConfirmEmailBanner() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { pathname } = useLocation();
  // The users' API module loads on the click (issue 26: it is no part of a page's first load).
  const resend = useMutation({
    mutationFn: async () => (await import('../../lib/api/users.ts')).resendEmailConfirmation(),
  });
  if (!user || user.emailConfirmed) return null;
  // The buyer's home says it in full, with its own resend button (features/buyer-home).
  if (matchRoute(pathname)?.route === 'my') return null;
  return (
    <section aria-label={t('confirmEmail.label')} className="border-b border-line bg-accent-soft">
      <Container className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3 text-sm text-ink">
        <p className="flex-1">{t('confirmEmail.banner')}</p>
        {resend.data ? (
          <p role="status">{resend.data.message}</p>
        ) : (
          <button
            type="button"
            onClick={() => resend.mutate()}
            disabled={resend.isPending}
            className="font-semibold text-accent-strong underline underline-offset-2 disabled:opacity-60"
          >
            {t('confirmEmail.resend')}
          </button>
        )}
        {resend.error ? <p role="alert">{errorMessage(resend.error, t('confirmEmail.failed'))}</p> : null}
      </Container>
    </section>
  );
}
