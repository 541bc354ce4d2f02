import { MESSAGES } from '@mariner/contracts/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { SESSION_QUERY_KEY } from '../../../lib/api/session.ts';
import { confirmEmail } from '../../../lib/api/users.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { titledHead } from '../../../lib/head.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { AuthLayout } from '../components/AuthLayout.tsx';

/** /confirm-email?token=… (issue 27 item 6): a press confirms the address; opening the page does not. */
export function ConfirmEmailPage() {
  const { t } = useTranslation(['auth', 'messages']);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: confirmEmail,
    // The banner asking for confirmation reads the session's user.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  });

  const invalid =
    !token || (mutation.error instanceof ApiError && mutation.error.message === MESSAGES.emailConfirmInvalid);

  let body: React.ReactNode;
  if (mutation.data) body = <Alert tone="success">{mutation.data.message}</Alert>;
  else if (invalid) body = <Alert tone="error">{t('messages:emailConfirmInvalid')}</Alert>;
  else {
    body = (
      <div className="flex flex-col gap-4">
        {mutation.error ? (
          <Alert tone="error">{errorMessage(mutation.error, t('messages:emailConfirmInvalid'))}</Alert>
        ) : null}
        <Button type="button" size="lg" onClick={() => mutation.mutate(token)} disabled={mutation.isPending}>
          {mutation.isPending ? t('confirmEmail.saving') : t('confirmEmail.submit')}
        </Button>
      </div>
    );
  }

  return (
    <AuthLayout heading={t('confirmEmail.heading')} intro={t('confirmEmail.intro')} footer={null}>
      {body}
    </AuthLayout>
  );
}

/** The texts this page shows beyond every page's (app/route-module.ts). */
export const texts: readonly string[] = ['auth', 'messages'];

/** The tab's title, the same on the server's shell and in the browser (issue 26 item 3). */
export const head = titledHead('auth:confirmEmail.title');
