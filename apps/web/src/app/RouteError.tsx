import { documentTitle } from '@mariner/contracts/constants';
import { useEffect } from 'react';
import { ButtonLink } from '../components/Button.tsx';
import { Container } from '../components/Container.tsx';
import { useTranslation } from '../lib/i18n/index.tsx';
import { paths } from '../lib/paths.ts';

/**
 * Shown when a page throws while rendering, instead of a blank screen: inside the layout for a page
 * (each page's route has it as its error boundary), on its own when the layout itself failed.
 */
export function RouteError({ inLayout = false }: { inLayout?: boolean }) {
  const { t } = useTranslation();
  const title = documentTitle(t('errorPage.title'));
  // Not a route's head: the error replaces whichever page failed, and the server never answers it.
  useEffect(() => {
    document.title = title;
  }, [title]);
  const Frame = inLayout ? 'div' : 'main';
  return (
    <Frame className={inLayout ? 'bg-sand' : 'min-h-dvh bg-sand'}>
      <Container className="flex max-w-2xl flex-col items-center gap-5 py-20 text-center">
        <h1 className="text-3xl font-bold tracking-tight text-primary">{t('errorPage.title')}</h1>
        <p className="text-muted">{t('errorPage.text')}</p>
        <ButtonLink to={paths.home} reloadDocument>
          {t('errorPage.home')}
        </ButtonLink>
      </Container>
    </Frame>
  );
}
