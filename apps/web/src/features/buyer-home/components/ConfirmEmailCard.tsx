import { useMutation } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { Button } from '../../../components/Button.tsx';
import { resendEmailConfirmation } from '../../../lib/api/users.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';

/**
 * Issue 27 item 6: until the address is confirmed no alert is mailed, so the home says it first,
 * with the link sent again on a press. (The layout's one-line banner stands aside on this page.)
 */
export function ConfirmEmailCard({ email }: { email: string }) {
  const { t } = useTranslation('buyer-home');
  const resend = useMutation({ mutationFn: resendEmailConfirmation });
  return (
    <section
      aria-labelledby="home-confirm"
      className="flex flex-col gap-3 rounded-2xl border border-accent/40 bg-accent-soft p-4 sm:flex-row sm:items-center sm:p-5"
    >
      <Mail aria-hidden="true" className="size-6 shrink-0 text-accent-strong" />
      <div className="flex flex-1 flex-col gap-1">
        <h2 id="home-confirm" className="font-bold text-primary">
          {t('confirm.title')}
        </h2>
        <p className="text-sm text-ink">{t('confirm.text', { email })}</p>
        {resend.data ? (
          <p role="status" className="text-sm font-semibold text-ink">
            {resend.data.message}
          </p>
        ) : null}
        {resend.error ? (
          <p role="alert" className="text-sm font-semibold text-danger">
            {errorMessage(resend.error, t('confirm.failed'))}
          </p>
        ) : null}
      </div>
      {resend.data ? null : (
        <Button
          type="button"
          variant="navy"
          onClick={() => resend.mutate()}
          disabled={resend.isPending}
          className="self-start sm:self-center"
        >
          {resend.isPending ? t('confirm.sending') : t('confirm.resend')}
        </Button>
      )}
    </section>
  );
}
