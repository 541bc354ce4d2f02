import type { Locale } from '@mariner/contracts';
import { matchRoute, pathFor } from '@mariner/contracts/constants';
import { useQueryClient } from '@tanstack/react-query';
import { Languages } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../lib/api/session.ts';
import { cx } from '../../lib/cx.ts';
import { useTranslation } from '../../lib/i18n/index.tsx';
import { currentLocale, rememberLocale } from '../../lib/locale.ts';

/** The same page in the other language: its address from the ROUTES table, the query kept. */
export function otherLanguageHref(pathname: string, search: string, target: Locale): string {
  const match = matchRoute(pathname);
  const path = match ? pathFor(match.route, target, match.params) : pathFor('home', target);
  return `${path}${match ? search : ''}`;
}

/**
 * Issue 16: "Français" on an English page, "English" on a French one. It keeps the visitor on the
 * same page, remembers the choice in a cookie, and saves it on a signed-in person's profile, whose
 * mail then comes in that language.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const target: Locale = currentLocale() === 'fr' ? 'en' : 'fr';

  // The language changes when the other language's page is shown (RootLayout), not on the click:
  // meanwhile this page stays as it was, in its own language.
  const choose = () => {
    rememberLocale(target);
    if (user) {
      // Best effort: the page changes language either way; the next switch saves it again. The
      // users' API module loads on this click (issue 26: it is no part of a page's first load).
      void import('../../lib/api/users.ts')
        .then(({ saveLanguage }) => saveLanguage(queryClient, target))
        .catch(() => undefined);
    }
  };

  return (
    <Link
      to={otherLanguageHref(pathname, search, target)}
      onClick={choose}
      lang={target}
      hrefLang={target === 'fr' ? 'fr-CA' : 'en-CA'}
      aria-label={t('language.switchLabel')}
      className={cx('inline-flex items-center gap-1.5', className)}
    >
      {/* Left out on a phone, where the header's room goes to the brand (issue 28). */}
      <Languages aria-hidden="true" className="size-4 max-sm:hidden" />
      {t('language.switchTo')}
    </Link>
  );
}
