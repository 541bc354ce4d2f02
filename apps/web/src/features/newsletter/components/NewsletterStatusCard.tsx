import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Container } from '../../../components/Container.tsx';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { paths } from '../../../lib/paths.ts';

interface NewsletterStatusCardProps {
  heading: string;
  children: ReactNode;
}

/** The frame of the confirm and unsubscribe screens: a heading, the state, a way home. */
export function NewsletterStatusCard({ heading, children }: NewsletterStatusCardProps) {
  const { t } = useTranslation('newsletter');
  return (
    <Container className="flex justify-center py-12 sm:py-16">
      <div className="flex w-full max-w-lg flex-col gap-6 rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-primary">{heading}</h1>
        {children}
        <Link
          to={paths.home}
          className="self-start font-semibold text-accent-strong underline underline-offset-2"
        >
          {t('home')}
        </Link>
      </div>
    </Container>
  );
}
