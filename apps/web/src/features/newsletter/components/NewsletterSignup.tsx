import type { NewsletterSource } from '@mariner/contracts';
import { Mail } from 'lucide-react';
import { type FormEvent, Suspense, useId, useState } from 'react';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cx } from '../../../lib/cx.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { useSubscribeNewsletter } from '../api/subscribe.ts';

interface NewsletterSignupProps {
  /** Where the form sits, recorded with the sign-up (spec 001 §3 source). */
  source: NewsletterSource;
  className?: string;
}

/** The contracts' rule for the sign-up, fetched the first time it is needed (signup-rule.ts). */
const loadRule = () => import('./signup-rule.ts');

async function check(email: string, source: NewsletterSource) {
  return (await loadRule()).checkSignup(email, source);
}

/**
 * The server's refusal, or the contracts' own words when it gave none. The contracts' messages are
 * not loaded with every page (app/i18n.ts): the form loads them before it shows this.
 */
function SubscribeRefusal({ error }: { error: unknown }) {
  const { t } = useTranslation('messages');
  return <Alert tone="error">{errorMessage(error, t('messages:newsletterSubscribeFailed'))}</Alert>;
}

/**
 * The newsletter sign-up (decision 12: double opt-in). The answer is the server's own "check your
 * e-mail" text, the same for every address; the form stays for another address.
 *
 * One field, so no form library: it sits in the footer of every page, and a public page loads no
 * form code (issue 14). It checks on submit, then as the address is corrected.
 */
export function NewsletterSignup({ source, className }: NewsletterSignupProps) {
  const { t, i18n } = useTranslation('newsletter');
  const headingId = useId();
  const mutation = useSubscribeNewsletter();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isChecked, setIsChecked] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsChecked(true);
    const { request, error: refusal } = await check(email, source);
    setError(refusal);
    if (!request) return;
    try {
      await mutation.mutateAsync(request);
      setEmail('');
      setIsChecked(false);
    } catch {
      // Shown from the mutation's error below, in the contracts' words when the server gave none.
      await i18n.loadNamespaces('messages').catch(() => undefined);
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className={cx(
        'flex flex-col gap-3 rounded-2xl border border-line bg-white p-5 text-ink shadow-sm',
        className,
      )}
    >
      <h2 id={headingId} className="flex items-center gap-2 text-base font-bold text-primary">
        <Mail aria-hidden="true" className="size-5 text-accent-strong" />
        {t('signup.heading')}
      </h2>
      <p className="text-sm text-muted">{t('signup.intro')}</p>
      <form noValidate onSubmit={onSubmit} aria-label={t('signup.formLabel')} className="flex flex-col gap-3">
        <TextField
          label={t('signup.email')}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (isChecked) void check(event.target.value, source).then(({ error }) => setError(error));
          }}
          error={error}
        />
        <Button type="submit" disabled={mutation.isPending} aria-disabled={mutation.isPending}>
          {mutation.isPending ? t('signup.sending') : t('signup.submit')}
        </Button>
      </form>
      {mutation.isSuccess ? <Alert tone="success">{mutation.data.message}</Alert> : null}
      {mutation.isError ? (
        <Suspense fallback={null}>
          <SubscribeRefusal error={mutation.error} />
        </Suspense>
      ) : null}
      <p className="text-xs text-muted">{t('signup.confirmNote')}</p>
    </section>
  );
}
