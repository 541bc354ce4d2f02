import { Heart, LogIn } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { ButtonLink } from '../../../components/Button.tsx';
import { CardGrid } from '../../../components/CardGrid.tsx';
import { Container } from '../../../components/Container.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { savedAuctionsQueryOptions } from '../../../lib/api/saved.ts';
import { useSession } from '../../../lib/api/session.ts';
import { titledHead } from '../../../lib/head.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { readPage, usePageParam } from '../../../lib/page-param.ts';
import { paths } from '../../../lib/paths.ts';
import type { FromState } from '../../../lib/redirect.ts';
import type { PageLoader } from '../../../lib/route-module.ts';
import { useSavedAuctions } from '../api/get-saved-auctions.ts';
import { SavedAuctionCard } from '../components/SavedAuctionCard.tsx';

/** Spec 000 §2: a visitor is asked to sign in, and comes back here afterwards. */
function SignInPrompt() {
  const { t } = useTranslation(['auctions', 'messages']);
  const location = useLocation();
  const state: FromState = {
    from: { pathname: location.pathname, search: location.search, hash: location.hash },
  };
  return (
    <EmptyState icon={Heart} title={t('messages:signInToSave')} className="mx-auto w-full max-w-xl">
      <ButtonLink to={paths.login} state={state} variant="navy" className="mt-2">
        <LogIn aria-hidden="true" className="size-4" />
        {t('saved.signInAction')}
      </ButtonLink>
      <p className="text-sm text-muted">
        {t('saved.registerPrompt')}{' '}
        <Link
          to={paths.register}
          className="rounded-sm font-semibold text-accent-strong hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          {t('saved.registerAction')}
        </Link>
      </p>
    </EmptyState>
  );
}

function SavedAuctionsList() {
  const { t } = useTranslation('auctions');
  const { page, setPage } = usePageParam();
  const { data, isPending, isError, isPlaceholderData } = useSavedAuctions(page, true);
  const auctions = isError ? [] : (data?.auctions ?? []);
  const totalPages = isError ? 0 : (data?.pagination.totalPages ?? 0);

  // Removing the last card of a later page, or an old link, lands on the last page that exists.
  useEffect(() => {
    if (!isPlaceholderData && data && page > Math.max(totalPages, 1)) {
      setPage(Math.max(totalPages, 1), { replace: true });
    }
  }, [isPlaceholderData, data, page, totalPages, setPage]);

  // A later page emptied by removals waits for the effect above to step back.
  if (isPending || (auctions.length === 0 && page > 1 && !isError)) {
    return <Spinner label={t('saved.loading')} />;
  }
  if (auctions.length === 0) {
    return (
      <EmptyState icon={Heart} title={t('saved.empty')}>
        <ButtonLink to={paths.auctions} variant="navy" className="mt-2">
          {t('saved.browse')}
        </ButtonLink>
      </EmptyState>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <CardGrid busy={isPlaceholderData}>
        {auctions.map((auction) => (
          <li key={auction.id}>
            <SavedAuctionCard auction={auction} />
          </li>
        ))}
      </CardGrid>
      <Pagination page={page} totalPages={totalPages} onPageChange={setPage} />
    </div>
  );
}

/** Spec 000 §2 Saved auctions (/saved-auctions): a public route with a sign-in prompt for visitors. */
export function SavedAuctionsPage() {
  const { t } = useTranslation('auctions');
  const { user, isLoading } = useSession();

  return (
    <Container className="flex flex-col gap-6 py-8 sm:py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-extrabold tracking-tight text-primary">{t('saved.title')}</h1>
        {user ? <p className="text-muted">{t('saved.intro')}</p> : null}
      </header>
      {isLoading ? <Spinner label={t('saved.loading')} /> : user ? <SavedAuctionsList /> : <SignInPrompt />}
    </Container>
  );
}

/** The texts this page shows beyond every page's (app/route-module.ts). */
export const texts: readonly string[] = ['auctions', 'cards', 'messages'];

/** The tab's title, the same on the server's shell and in the browser (issue 26 item 3). */
export const head = titledHead('auctions:saved.title');

/** A visitor sees a sign-in prompt: only a signed-in user's page has saved auctions to ask for. */
export const loader: PageLoader = ({ url, queryClient, user }) =>
  user ? [queryClient.prefetchQuery(savedAuctionsQueryOptions(readPage(url.searchParams)))] : [];
