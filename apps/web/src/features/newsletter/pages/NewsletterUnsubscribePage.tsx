import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { titledHead } from '../../../lib/head.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { useUnsubscribeNewsletter } from '../api/unsubscribe.ts';
import { NewsletterStatusCard } from '../components/NewsletterStatusCard.tsx';

/**
 * /newsletter/unsubscribe?token=… from any newsletter mail. It asks for a click rather than acting on
 * load, so a mail scanner opening the link unsubscribes no one.
 */
export function NewsletterUnsubscribePage() {
  const { t } = useTranslation(['newsletter', 'messages']);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const mutation = useUnsubscribeNewsletter();

  const failure = (error: unknown) =>
    error instanceof ApiError && error.code === 'NETWORK_ERROR'
      ? t('messages:genericErrorTryLater')
      : errorMessage(error, t('messages:unsubscribeFailed'));

  let content: ReactNode;
  if (!token) content = <Alert tone="error">{t('messages:invalidUnsubscribeLink')}</Alert>;
  else if (mutation.isSuccess) content = <Alert tone="success">{mutation.data.message}</Alert>;
  else
    content = (
      <>
        <p className="text-muted">{t('unsubscribe.intro')}</p>
        {mutation.isError ? <Alert tone="error">{failure(mutation.error)}</Alert> : null}
        <Button
          className="self-start"
          disabled={mutation.isPending}
          aria-disabled={mutation.isPending}
          onClick={() => mutation.mutate(token)}
        >
          {mutation.isPending ? t('unsubscribe.sending') : t('unsubscribe.submit')}
        </Button>
      </>
    );

  return <NewsletterStatusCard heading={t('unsubscribe.heading')}>{content}</NewsletterStatusCard>;
}

/** The texts this page shows beyond every page's (app/route-module.ts). */
export const texts: readonly string[] = ['messages', 'newsletter'];

/** The tab's title, the same on the server's shell and in the browser (issue 26 item 3). */
export const head = titledHead('newsletter:unsubscribe.title');
