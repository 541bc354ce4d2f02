import type { NewsletterSource } from '@mariner/contracts';
import { Mail } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { RefusalAlert } from '../../../components/RefusalAlert.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { cx } from '../../../lib/cx.ts';
import { i18n, useTranslation } from '../../../lib/i18n/index.tsx';
import { useSubscribeNewsletter } from '../api/subscribe.ts';
import { takeEarlySignup } from './early-signup.ts';

export interface NewsletterSignupProps {
  /** Where the form sits, recorded with the sign-up (spec 001 §3 source). */
  source: NewsletterSource;
  className?: string;
}

/** The contracts' rule for the sign-up, fetched the first time it is needed (signup-rule.ts). */
const loadRule = () => import('./signup-rule.ts');

async function check(email: string, source: NewsletterSource) {
  // The rule answers in the contracts' English; a French page shows it translated (lib/messages.ts),
  // with the French messages that come with the `messages` namespace (issue 26: not up front).
  const [rule] = await Promise.all([
    loadRule(),
    i18n.language === 'fr' ? i18n.loadNamespaces('messages').catch(() => undefined) : undefined,
  ]);
  return rule.checkSignup(email, source);
}

/**
 * The newsletter sign-up (decision 12: double opt-in). The answer is the server's own "check your
 * e-mail" text, the same for every address; the form stays for another address.
 *
 * One field, so no form library: it sits in the footer of every page, and a public page loads no
 * form code (issue 14). It checks on submit, then as the address is corrected.
 */
export function NewsletterSignup({ source, className }: NewsletterSignupProps) {
  const { t, i18n: translator } = useTranslation('newsletter');
  const headingId = useId();
  const mutation = useSubscribeNewsletter();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isChecked, setIsChecked] = useState(false);

  const form = useRef<HTMLFormElement>(null);

  const send = async (address: string) => {
    setIsChecked(true);
    const { request, error: refusal } = await check(address, source);
    setError(refusal);
    if (!request) return;
    try {
      await mutation.mutateAsync(request);
      setEmail('');
      setIsChecked(false);
    } catch {
      // Shown from the mutation's error below, in the contracts' words when the server gave none.
      await translator.loadNamespaces('messages').catch(() => undefined);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(email);
  };

  // Sent before this part had hydrated (early-signup.ts): sent now, with the address typed then.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form has hydrated.
  useEffect(() => {
    const early = form.current ? takeEarlySignup(form.current) : undefined;
    if (early === undefined) return;
    setEmail(early);
    void send(early);
  }, []);

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
      <form
        ref={form}
        noValidate
        onSubmit={onSubmit}
        aria-label={t('signup.formLabel')}
        data-newsletter=""
        className="flex flex-col gap-3"
      >
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
      {/* The server's refusal, or the contracts' own words when it gave none (loaded on demand). */}
      {mutation.isError ? <RefusalAlert error={mutation.error} fallback="newsletterSubscribeFailed" /> : null}
      <p className="text-xs text-muted">{t('signup.confirmNote')}</p>
    </section>
  );
}
