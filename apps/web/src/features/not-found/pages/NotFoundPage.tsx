import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/Button.tsx';
import { Container } from '../../../components/Container.tsx';
import { usePageTitle } from '../../../lib/document-title.ts';
import { paths } from '../../../lib/paths.ts';

export function NotFoundPage() {
  const { t } = useTranslation('notFound');
  usePageTitle('notFound');
  return (
    <Container className="flex max-w-2xl flex-col items-center gap-5 py-20 text-center">
      <Compass aria-hidden="true" className="size-14 text-accent" />
      <h1 className="text-3xl font-bold tracking-tight text-primary">{t('title')}</h1>
      <p className="text-muted">{t('text')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <ButtonLink to={paths.home}>{t('home')}</ButtonLink>
        <ButtonLink to={paths.auctions} variant="secondary">
          {t('auctions')}
        </ButtonLink>
      </div>
    </Container>
  );
}

/** The texts this page shows beyond every page's (app/route-module.ts). */
export const texts: readonly string[] = ['notFound'];
