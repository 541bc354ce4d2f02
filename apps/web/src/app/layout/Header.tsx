import { Anchor, LogOut, Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Container } from '../../components/Container.tsx';
import { useSession } from '../../lib/api/session.ts';
import { cx } from '../../lib/cx.ts';
import { useTranslation } from '../../lib/i18n/index.tsx';
import { paths } from '../../lib/paths.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { accountLinks, type NavItem, publicLinks } from './nav-links.ts';
import { useLogoutAction } from './use-logout-action.ts';

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2';

function DesktopLink({ item, tone }: { item: NavItem; tone: 'light' | 'dark' }) {
  const { t } = useTranslation();
  return (
    <NavLink
      to={item.to}
      end={item.end}
      className={({ isActive }) =>
        cx(
          'rounded-md px-3 py-2 text-sm font-semibold transition-colors',
          focusRing,
          tone === 'dark'
            ? cx(
                'focus-visible:outline-white',
                isActive ? 'bg-white/15 text-white' : 'text-white/90 hover:bg-white/10',
              )
            : cx(
                'focus-visible:outline-accent',
                isActive
                  ? 'bg-primary-soft text-primary'
                  : 'text-primary/85 hover:bg-primary-soft hover:text-primary',
              ),
        )
      }
    >
      {t(item.label)}
    </NavLink>
  );
}

function MobileLink({ item }: { item: NavItem }) {
  const { t } = useTranslation();
  return (
    <NavLink
      to={item.to}
      end={item.end}
      className={({ isActive }) =>
        cx(
          'block rounded-lg px-3 py-3 text-base font-semibold',
          focusRing,
          'focus-visible:outline-accent',
          isActive ? 'bg-primary-soft text-primary' : 'text-ink hover:bg-sand',
        )
      }
    >
      {t(item.label)}
    </NavLink>
  );
}

/** Spec 000 §2 Navigation: brand, links for everyone, account links by session and role. */
export function Header() {
  const { t } = useTranslation();
  const { user, isAdmin, isBuyer } = useSession();
  const { logout, isPending } = useLogoutAction();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const isSignedIn = Boolean(user);

  // A followed link closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation on purpose.
  useEffect(() => {
    setMenuOpen(false);
  }, [location.key]);

  // Escape closes the menu and puts focus back on its button (disclosure pattern).
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const logoutButton = (className: string) => (
    <button type="button" onClick={() => void logout()} disabled={isPending} className={className}>
      <LogOut aria-hidden="true" className="size-4" />
      {isPending ? t('nav.loggingOut') : t('nav.logout')}
    </button>
  );

  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white/95 shadow-sm backdrop-blur print:hidden">
      <div className="bg-primary text-white">
        <Container className="flex min-h-16 items-center justify-between gap-2 sm:gap-3">
          {/*
            Issue 28: the whole brand on every phone. Smaller on a phone, and where even that does not
            fit beside the language switch and the menu (360 px) it wraps onto two lines, never cut.
          */}
          <Link
            to={paths.home}
            className={cx(
              'mr-auto flex min-w-0 items-center gap-2 rounded-md py-1 text-base leading-tight font-bold sm:text-lg',
              focusRing,
              'focus-visible:outline-white',
            )}
          >
            <Anchor aria-hidden="true" className="size-6 shrink-0 text-foam" />
            <span>{t('brand')}</span>
          </Link>

          <LanguageSwitch
            className={cx(
              'shrink-0 rounded-md px-2 py-2 text-sm font-semibold text-white/90 hover:bg-white/10 sm:px-3',
              focusRing,
              'focus-visible:outline-white',
            )}
          />
          <nav aria-label={t('nav.accountLabel')} className="hidden items-center gap-1 md:flex">
            {accountLinks({ isSignedIn, isAdmin, isBuyer, isMobile: false }).map((item) => (
              <DesktopLink key={item.to} item={item} tone="dark" />
            ))}
            {isSignedIn ? (
              logoutButton(
                cx(
                  'ml-1 inline-flex items-center gap-2 rounded-md border border-white/40 px-3 py-2 text-sm font-semibold text-white hover:bg-white/10 disabled:opacity-70',
                  focusRing,
                  'focus-visible:outline-white',
                ),
              )
            ) : (
              <>
                <Link
                  to={paths.login}
                  className={cx(
                    'rounded-md px-3 py-2 text-sm font-semibold text-white/90 hover:bg-white/10',
                    focusRing,
                    'focus-visible:outline-white',
                  )}
                >
                  {t('nav.login')}
                </Link>
                <Link
                  to={paths.register}
                  className={cx(
                    'ml-1 rounded-md bg-accent px-4 py-2 text-sm font-semibold text-white hover:bg-accent-hover',
                    focusRing,
                    'focus-visible:outline-white',
                  )}
                >
                  {t('nav.register')}
                </Link>
              </>
            )}
          </nav>

          <button
            ref={menuButton}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={panelId}
            onClick={() => setMenuOpen((open) => !open)}
            className={cx(
              'inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-white/10 md:hidden',
              focusRing,
              'focus-visible:outline-white',
            )}
          >
            {menuOpen ? (
              <X aria-hidden="true" className="size-6" />
            ) : (
              <Menu aria-hidden="true" className="size-6" />
            )}
            <span className="sr-only">{t('nav.menu')}</span>
          </button>
        </Container>
      </div>

      <Container className="hidden md:block">
        <nav aria-label={t('nav.mainLabel')} className="flex flex-wrap items-center gap-1 py-2">
          {publicLinks().map((item) => (
            <DesktopLink key={item.to} item={item} tone="light" />
          ))}
        </nav>
      </Container>

      {menuOpen ? (
        <div
          id={panelId}
          // The header is sticky: a panel taller than the screen scrolls inside itself.
          className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-line bg-white md:hidden"
        >
          <Container className="py-3">
            <nav aria-label={t('nav.mobileLabel')}>
              <ul className="flex flex-col">
                {publicLinks().map((item) => (
                  <li key={item.to}>
                    <MobileLink item={item} />
                  </li>
                ))}
              </ul>
              <ul className="mt-2 flex flex-col border-t border-line pt-2">
                {accountLinks({ isSignedIn, isAdmin, isBuyer, isMobile: true }).map((item) => (
                  <li key={item.to}>
                    <MobileLink item={item} />
                  </li>
                ))}
                {isSignedIn ? (
                  <li>
                    {logoutButton(
                      cx(
                        'flex w-full items-center gap-2 rounded-lg px-3 py-3 text-left text-base font-semibold text-ink hover:bg-sand',
                        focusRing,
                        'focus-visible:outline-accent',
                      ),
                    )}
                  </li>
                ) : (
                  <>
                    <li>
                      <MobileLink item={{ to: paths.login, label: 'nav.login' }} />
                    </li>
                    <li>
                      <MobileLink item={{ to: paths.register, label: 'nav.register' }} />
                    </li>
                  </>
                )}
              </ul>
            </nav>
          </Container>
        </div>
      ) : null}
    </header>
  );
}
