import type { PaymentsMode } from '@mariner/contracts';
import fp from 'fastify-plugin';
import type { PaymentDriver } from './driver.ts';
import { StripeDriver } from './stripe-driver.ts';
import { TestPaymentDriver } from './test-driver.ts';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentDriver;
  }
}

/** The test processor when its driver is the one in use (POST /payment-methods/test-card), else null. */
export const testProcessorOf = (driver: PaymentDriver): TestPaymentDriver | null =>
  driver instanceof TestPaymentDriver ? driver : null;

/** Issue 25: whether payments are real (Stripe) or the built-in test processor's, which take no money. */
export const paymentsModeOf = (driver: PaymentDriver): PaymentsMode =>
  driver.provider === 'test' ? 'test' : 'live';

/**
 * The payment driver (ARCHITECTURE stack "payments"), shared as `app.payments`: Stripe when
 * STRIPE_SECRET_KEY is set (with STRIPE_PUBLISHABLE_KEY, which config.ts already insists on), else
 * the built-in test processor.
 */
export default fp<{ payments?: PaymentDriver }>(
  async (app, options) => {
    app.decorate('payments', options.payments ?? driverFor(app.config.stripe, app.db));
  },
  { name: 'payments', dependencies: ['db'] },
);

function driverFor(
  stripe: { secretKey?: string; publishableKey?: string },
  db: ConstructorParameters<typeof TestPaymentDriver>[0],
): PaymentDriver {
  if (!stripe.secretKey) return new TestPaymentDriver(db);
  if (!stripe.publishableKey) {
    // config.ts refuses this at start; a config built by hand must not get a card form without a key.
    throw new Error('STRIPE_PUBLISHABLE_KEY is required when STRIPE_SECRET_KEY is set');
  }
  return new StripeDriver({ secretKey: stripe.secretKey, publishableKey: stripe.publishableKey });
}
