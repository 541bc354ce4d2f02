import type { User } from '@mariner/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/Alert.tsx';
import { buttonClasses } from '../../../components/Button.tsx';
import { PasswordField } from '../../../components/PasswordField.tsx';
import { clearSession } from '../../../lib/api/session.ts';
import { ACCOUNT_EXPORT_URL, deleteAccount, requestAccountDeleteLink } from '../../../lib/api/users.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { paths } from '../../../lib/paths.ts';
import type { NoticeState } from '../../../lib/redirect.ts';
import { ConfirmButton } from './ConfirmButton.tsx';

/**
 * Issue 27 item 7 (PIPEDA, Quebec's Law 25): take one's data away, or delete the account. An account
 * with a password confirms with it; one without asks for a mailed link, which comes back here with
 * `?deleteToken=`.
 */
export function PrivacySection({ user }: { user: User }) {
  const { t } = useTranslation(['profile', 'messages']);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const deleteToken = params.get('deleteToken');
  const [password, setPassword] = useState('');
  const remove = useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      clearSession(queryClient);
      const state: NoticeState = { notice: t('privacy.deleted') };
      navigate(paths.home, { replace: true, state });
    },
  });
  const askLink = useMutation({ mutationFn: requestAccountDeleteLink });
  const passwordError = remove.error instanceof ApiError ? remove.error.fields.password : undefined;

  return (
    <section aria-labelledby="privacy-heading" className="flex flex-col gap-5">
      <h2 id="privacy-heading" className="text-lg font-semibold text-primary">
        {t('privacy.heading')}
      </h2>
      <div className="flex flex-col gap-2">
        <p className="text-sm text-muted">{t('privacy.exportIntro')}</p>
        <a href={ACCOUNT_EXPORT_URL} download className={buttonClasses('secondary', 'md', 'self-start')}>
          {t('privacy.export')}
        </a>
      </div>
      <div className="flex flex-col gap-3 border-t border-line pt-5">
        <h3 className="font-semibold text-ink">{t('privacy.deleteHeading')}</h3>
        <p className="text-sm text-muted">{t('privacy.deleteIntro')}</p>
        {remove.error && !passwordError ? (
          <Alert tone="error">{errorMessage(remove.error, t('messages:accountDeleteLinkInvalid'))}</Alert>
        ) : null}
        {user.hasPassword && !deleteToken ? (
          <PasswordField
            label={t('privacy.password')}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={passwordError}
          />
        ) : null}
        {!user.hasPassword && !deleteToken ? (
          askLink.data ? (
            <Alert tone="success">{askLink.data.message}</Alert>
          ) : (
            <button
              type="button"
              className={buttonClasses('secondary', 'md', 'self-start')}
              disabled={askLink.isPending}
              onClick={() => askLink.mutate()}
            >
              {t('privacy.askLink')}
            </button>
          )
        ) : (
          <div className="self-start">
            <ConfirmButton
              title={t('privacy.confirmTitle')}
              description={t('privacy.confirmText')}
              confirmLabel={t('privacy.delete')}
              busy={remove.isPending}
              onConfirm={() => remove.mutate(deleteToken ? { confirmationToken: deleteToken } : { password })}
            >
              {t('privacy.delete')}
            </ConfirmButton>
          </div>
        )}
      </div>
    </section>
  );
}
