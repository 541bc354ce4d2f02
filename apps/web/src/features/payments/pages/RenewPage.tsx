import {
  PAYMENT_ITEM_ID_FIELD,
  type PaymentQuote,
  RENEWAL_ITEM_TYPES,
  RenewalKind,
  type RenewalQuoteResponse,
} from '@mariner/contracts';
import { describeInvoiceLine } from '@mariner/contracts/constants';
import { CreditCard, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/Alert.tsx';
import { Button, ButtonLink } from '../../../components/Button.tsx';
import { Container } from '../../../components/Container.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/formatters.ts';
import { titledHead } from '../../../lib/head.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { currentLocale } from '../../../lib/locale.ts';
import { paths } from '../../../lib/paths.ts';
import { type RenewalOutcome, useRenew, useRenewalQuote } from '../api/renewal.ts';
import { PriceLines } from '../components/PriceLines.tsx';

/**
 * /renew/:kind/:id (issue 30 item 6): where the reminder mail's one click lands. Nothing is bought
 * until the owner confirms here: the page shows the same item for its next term, priced and taxed
 * by the server for the account's province, and pays it with the saved card ("Renew and pay with
 * card •••• 4242") or, without one, sends the owner to the checkout.
 */
export function RenewPage() {
  const { t } = useTranslation('checkout');
  const params = useParams();
  const kind = RenewalKind.safeParse(params.kind);
  return (
    <Container className="py-8 sm:py-10">
      <div className="mx-auto flex max-w-2xl flex-col gap-5">
        <h1 className="text-2xl font-bold tracking-tight text-primary sm:text-3xl">{t('renew.title')}</h1>
        {kind.success && params.id ? (
          <RenewQuote kind={kind.data} id={params.id} />
        ) : (
          <Alert tone="error">{t('renew.notFound')}</Alert>
        )}
      </div>
    </Container>
  );
}

const isStatus = (error: unknown, ...statuses: number[]) =>
  error instanceof ApiError && statuses.includes(error.status);

function RenewQuote({ kind, id }: { kind: RenewalKind; id: string }) {
  const { t } = useTranslation('checkout');
  const query = useRenewalQuote(kind, id);
  if (query.isPending) return <Spinner label={t('renew.loading')} />;
  if (query.isError) {
    const text = isStatus(query.error, 400, 404)
      ? t('renew.notFound')
      : isStatus(query.error, 409)
        ? errorMessage(query.error, t('renew.notRenewable'))
        : t('renew.loadFailed');
    return <Alert tone="error">{text}</Alert>;
  }
  return <RenewConfirmation quote={query.data} />;
}

/** The quote as the checkout's price lines read it. */
const priceOf = (quote: RenewalQuoteResponse, description: string): PaymentQuote => ({
  description,
  subtotal: quote.subtotal,
  taxRateMillipercent: quote.taxRateMillipercent,
  tax: quote.tax,
  taxLines: quote.taxLines,
  total: quote.total,
  province: quote.province,
  currency: quote.currency,
});

export function RenewConfirmation({ quote }: { quote: RenewalQuoteResponse }) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const mutation = useRenew(quote);
  const what = describeInvoiceLine(quote.line, currentLocale());
  const paidInvoice = quote.renewal?.invoice?.status === 'paid' ? quote.renewal.invoice.id : null;

  const onOutcome = (outcome: RenewalOutcome) => {
    if (outcome.kind === 'paid') {
      void navigate(paths.invoice(outcome.invoiceId), { state: { notice: t('renew.paid') } });
      return;
    }
    if (outcome.kind === 'free') return;
    const itemType = RENEWAL_ITEM_TYPES[quote.kind];
    void navigate(paths.checkout, {
      state: {
        invoiceId: outcome.renewal.invoice.id,
        amount: outcome.renewal.invoice.amount,
        itemType,
        [PAYMENT_ITEM_ID_FIELD[itemType]]: outcome.renewal.itemId,
        description: what,
        returnUrl: paths.invoices,
      },
    });
  };

  const confirm = (withCard: boolean) => mutation.mutate(withCard, { onSuccess: onOutcome });

  let action: ReactNode;
  if (paidInvoice) {
    action = (
      <Alert tone="success">
        {t('renew.alreadyRenewed')}{' '}
        <a className="font-semibold underline" href={paths.invoice(paidInvoice)}>
          {t('renew.viewInvoice')}
        </a>
      </Alert>
    );
  } else if (mutation.isSuccess && mutation.data.kind === 'free') {
    action = <Alert tone="success">{t('renew.freeDone')}</Alert>;
  } else {
    action = (
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <ButtonLink to={paths.dashboard} variant="secondary">
          {t('renew.notNow')}
        </ButtonLink>
        {quote.savedCard ? (
          <Button onClick={() => confirm(true)} disabled={mutation.isPending}>
            <CreditCard aria-hidden="true" className="size-4" />
            {mutation.isPending
              ? t('renew.processing')
              : t('renew.payWithCard', { last4: quote.savedCard.last4 })}
          </Button>
        ) : (
          <Button onClick={() => confirm(false)} disabled={mutation.isPending}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {mutation.isPending ? t('renew.processing') : t('renew.toCheckout')}
          </Button>
        )}
      </div>
    );
  }

  return (
    <section
      aria-labelledby="renew-what"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6"
    >
      <p className="text-muted">{t('renew.intro')}</p>
      <h2 id="renew-what" className="text-lg font-bold text-primary">
        {what}
      </h2>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted">{t('renew.currentEnd')}</dt>
          <dd className="font-semibold text-ink">{formatDate(quote.currentEnd)}</dd>
        </div>
        <div>
          <dt className="text-muted">{t('renew.nextTerm')}</dt>
          <dd className="font-semibold text-ink">
            {t('renew.termValue', { start: formatDate(quote.term.start), end: formatDate(quote.term.end) })}
          </dd>
        </div>
      </dl>
      <PriceLines quote={priceOf(quote, what)} isUpdating={false} />
      {mutation.isError ? (
        <Alert tone="error" dismissLabel={t('renew.dismiss')} onDismiss={() => mutation.reset()}>
          {errorMessage(mutation.error, t('renew.failed'))}
        </Alert>
      ) : null}
      {action}
    </section>
  );
}

/** The texts this page shows beyond every page's (app/route-module.ts). */
export const texts: readonly string[] = ['checkout'];

/** The tab's title, the same on the server's shell and in the browser (issue 26 item 3). */
export const head = titledHead('checkout:renew.title');
