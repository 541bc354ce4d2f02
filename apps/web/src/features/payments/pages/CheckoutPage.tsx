import { MESSAGES } from '@mariner/contracts/constants';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Container } from '../../../components/Container.tsx';
import { titledHead } from '../../../lib/head.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { paths } from '../../../lib/paths.ts';
import { type Checkout, readCheckoutState } from '../checkout-state.ts';
import { PaymentForm } from '../components/PaymentForm.tsx';

/** /checkout (spec 001 §2): reached with the item to pay in router state, else back to the dashboard. */
export function CheckoutPage() {
  const location = useLocation();
  const checkout = readCheckoutState(location.state);
  return checkout ? <CheckoutScreen checkout={checkout} /> : <Navigate to={paths.dashboard} replace />;
}

function CheckoutScreen({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();

  // Replace: Back from the next screen must not land on a checkout for a paid invoice.
  const onPaid = (invoiceId: string) =>
    void navigate(checkout.returnUrl, {
      replace: true,
      state: { notice: MESSAGES.paymentSuccessful, noticeTone: 'success', invoiceId },
    });

  return (
    <Container className="py-8 sm:py-10">
      <div className="mx-auto flex max-w-2xl flex-col gap-6">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-primary sm:text-3xl">{t('title')}</h1>
          <p className="mt-2 text-muted">{t('intro')}</p>
        </div>
        <PaymentForm checkout={checkout} onPaid={onPaid} onCancel={() => void navigate(-1)} />
      </div>
    </Container>
  );
}

/** The texts this page shows beyond every page's (app/route-module.ts). */
export const texts: readonly string[] = ['checkout'];

/** The tab's title, the same on the server's shell and in the browser (issue 26 item 3). */
export const head = titledHead('checkout:title');
