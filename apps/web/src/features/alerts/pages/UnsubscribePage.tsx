import { MailX } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Container } from '../../../components/Container.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { titledHead } from '../../../lib/head.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { paths } from '../../../lib/paths.ts';
import { useUnsubscribe } from '../api/alerts.ts';

/**
 * Issue 17 §5 (/unsubscribe?token=): the link at the foot of a digest. A button, not an automatic
 * call on load, so a mail scanner opening the link turns nothing off; no sign-in needed.
 */
export function UnsubscribePage() {
  const { t } = useTranslation('alerts');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();

  return (
    <Container className="py-16">
      <EmptyState icon={MailX} as="h1" title={t('unsubscribe.title')} className="mx-auto max-w-xl">
        {unsubscribe.isSuccess ? (
          <Alert tone="success">{t('unsubscribe.done', { name: unsubscribe.data.name })}</Alert>
        ) : (
          <>
            <p className="text-muted">{t('unsubscribe.text')}</p>
            {unsubscribe.isError ? (
              <Alert tone="error">{errorMessage(unsubscribe.error, t('unsubscribe.failed'))}</Alert>
            ) : null}
            <Button type="button" onClick={() => unsubscribe.mutate(token)} disabled={unsubscribe.isPending}>
              {t('unsubscribe.submit')}
            </Button>
          </>
        )}
        <Link to={paths.home} className="font-semibold text-accent-strong hover:underline">
          {t('unsubscribe.home')}
        </Link>
      </EmptyState>
    </Container>
  );
}

/** The texts this page shows beyond every page's (app/route-module.ts). */
export const texts: readonly string[] = ['alerts'];

/** The tab's title, the same on the server's shell and in the browser (issue 26 item 3). */
export const head = titledHead('alerts:unsubscribe.title');
