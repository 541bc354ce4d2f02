import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/Alert.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { titledHead } from '../../../lib/head.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { useConfirmSubscription } from '../api/confirm-subscription.ts';
import { NewsletterStatusCard } from '../components/NewsletterStatusCard.tsx';

/** The failure text of spec 001 §8: a network failure, else the server's words, else the fallback. */
function failureText(error: unknown, t: (key: string) => string): string {
  if (error instanceof ApiError && error.code === 'NETWORK_ERROR') return t('messages:genericErrorTryLater');
  return errorMessage(error, t('messages:confirmSubscriptionFailed'));
}

/** /newsletter/confirm?token=… (spec 001 §2, decision 12): loading, success, error. */
export function NewsletterConfirmPage() {
  const { t } = useTranslation(['newsletter', 'messages']);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const query = useConfirmSubscription(token);

  let state: ReactNode;
  if (!token) state = <Alert tone="error">{t('messages:invalidConfirmationLink')}</Alert>;
  else if (query.isSuccess) state = <Alert tone="success">{query.data.message}</Alert>;
  else if (query.isError) state = <Alert tone="error">{failureText(query.error, t)}</Alert>;
  else state = <Spinner label={t('confirm.loading')} className="py-6" />;

  return <NewsletterStatusCard heading={t('confirm.heading')}>{state}</NewsletterStatusCard>;
}

/** The texts this page shows beyond every page's (app/route-module.ts). */
export const texts: readonly string[] = ['messages', 'newsletter'];

/** The tab's title, the same on the server's shell and in the browser (issue 26 item 3). */
export const head = titledHead('newsletter:confirm.title');
