import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Spinner } from '../../../components/Spinner.tsx';
import { fixedHead } from '../../../lib/head.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { paths } from '../../../lib/paths.ts';
import { type NoticeState, readRedirectTarget } from '../../../lib/redirect.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { BuyerRegisterForm } from '../components/BuyerRegisterForm.tsx';

type Joining = 'BUYER' | 'BUSINESS';

/**
 * Issue 26: the business form (react-hook-form, the service types, the company fields) is the
 * second choice; its code loads when it is chosen (or pointed at), not with the page.
 */
const loadBusinessForm = () => import('../components/RegisterForm.tsx');
const RegisterForm = lazy(async () => ({ default: (await loadBusinessForm()).RegisterForm }));

/** Issue 27: "I'm looking for auctions" first (a buyer, three fields), the two business kinds after. */
const CHOICES: { value: Joining; label: string; hint: string }[] = [
  { value: 'BUYER', label: 'register.buyer', hint: 'register.buyerHint' },
  { value: 'BUSINESS', label: 'register.business', hint: 'register.businessHint' },
];

export function RegisterPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const [joining, setJoining] = useState<Joining>('BUYER');

  const onSuccess = () => {
    const state: NoticeState = { notice: t('register.success') };
    // Back where a signed-out action started (decision 18), else a buyer's home or the dashboard.
    const fallback = joining === 'BUYER' ? paths.my : paths.dashboard;
    navigate(readRedirectTarget(location.state, fallback), { replace: true, state });
  };

  return (
    <AuthLayout
      wide
      heading={t('register.heading')}
      intro={t('register.intro')}
      footer={
        <>
          {t('register.haveAccount')}{' '}
          <Link
            to={paths.login}
            state={location.state}
            className="font-semibold text-accent-strong underline underline-offset-2"
          >
            {t('register.loginLink')}
          </Link>
        </>
      }
    >
      <fieldset className="mb-8 min-w-0">
        <legend className="mb-3 text-base font-semibold text-ink">{t('register.joiningAs')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {CHOICES.map((choice) => (
            <label
              key={choice.value}
              onPointerEnter={choice.value === 'BUSINESS' ? () => void loadBusinessForm() : undefined}
              className="flex cursor-pointer items-start gap-3 rounded-xl border-2 border-line bg-white p-4 transition-colors hover:border-accent/60 has-checked:border-accent has-checked:bg-accent-soft sm:p-5"
            >
              <input
                type="radio"
                name="joining"
                value={choice.value}
                checked={joining === choice.value}
                onChange={() => setJoining(choice.value)}
                onFocus={choice.value === 'BUSINESS' ? () => void loadBusinessForm() : undefined}
                aria-labelledby={`joining-${choice.value}-label`}
                aria-describedby={`joining-${choice.value}-hint`}
                className="mt-1 size-5 shrink-0 accent-accent"
              />
              <span className="flex flex-col gap-1">
                <span id={`joining-${choice.value}-label`} className="text-lg font-bold text-primary">
                  {t(choice.label)}
                </span>
                <span id={`joining-${choice.value}-hint`} className="text-sm text-muted">
                  {t(choice.hint)}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {joining === 'BUYER' ? (
        <BuyerRegisterForm onSuccess={onSuccess} />
      ) : (
        <Suspense fallback={<Spinner label={t('common:loading')} />}>
          <RegisterForm onSuccess={onSuccess} />
        </Suspense>
      )}
    </AuthLayout>
  );
}

/** The texts this page shows beyond every page's (app/route-module.ts). */
export const texts: readonly string[] = ['auth'];

export const head = fixedHead('register');
