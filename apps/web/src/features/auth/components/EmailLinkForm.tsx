import { useState } from 'react';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { RefusalAlert } from '../../../components/RefusalAlert.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { currentLocale } from '../../../lib/locale.ts';
import { useRequestEmailLink } from '../api/email-link.ts';

/**
 * Issue 27 item 2: sign in (or join) without a password. The answer is the same for any address, so
 * the form only ever says "a link is on its way". `returnTo` brings the person back where they were.
 */
export function EmailLinkForm({ returnTo }: { returnTo: string | null }) {
  const { t } = useTranslation('login');
  const mutation = useRequestEmailLink();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      const answer = await mutation.mutateAsync({
        email,
        language: currentLocale(),
        ...(returnTo ? { returnTo } : {}),
      });
      setSent(answer.message);
    } catch {
      // Shown below.
    }
  };

  if (sent) return <Alert tone="success">{sent}</Alert>;
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3" aria-labelledby="email-link-heading">
      <h2 id="email-link-heading" className="text-base font-semibold text-ink">
        {t('login.orLink')}
      </h2>
      <p className="text-sm text-muted">{t('login.linkIntro')}</p>
      {mutation.error ? <RefusalAlert error={mutation.error} fallback="loginFailed" /> : null}
      <TextField
        label={t('login.linkEmail')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button
        type="submit"
        variant="secondary"
        disabled={mutation.isPending}
        className="w-full sm:w-auto sm:self-start"
      >
        {mutation.isPending ? t('login.sending') : t('login.linkSubmit')}
      </Button>
    </form>
  );
}
