import { notFoundHead } from '@mariner/contracts/page-head';
import { Compass } from 'lucide-react';
import { ButtonLink } from '../../../components/Button.tsx';
import { Container } from '../../../components/Container.tsx';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { paths } from '../../../lib/paths.ts';
import type { PageHeadOf } from '../../../lib/route-module.ts';

export function NotFoundPage() {
  const { t } = useTranslation('notFound');
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

/** Any address that is no page of ours, with its 404, in the address's language. */
export const head: PageHeadOf = ({ url, origin }) => notFoundHead({ url, origin });
