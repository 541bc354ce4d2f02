import fp from 'fastify-plugin';
import type { PaymentDriver } from './driver.ts';
import { TestPaymentDriver } from './test-driver.ts';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentDriver;
  }
}

/** The test processor when its driver is the one in use (POST /payment-methods/test-card), else null. */
export const testProcessorOf = (driver: PaymentDriver): TestPaymentDriver | null =>
  driver instanceof TestPaymentDriver ? driver : null;

/** The payment driver (ARCHITECTURE stack "payments"), shared as `app.payments`. */
export default fp<{ payments?: PaymentDriver }>(
  async (app, options) => {
    if (app.config.stripe.secretKey) {
      app.log.warn(
        'STRIPE_SECRET_KEY is set but the Stripe payment driver is not built yet; using the built-in test processor (no real charges)',
      );
    }
    app.decorate('payments', options.payments ?? new TestPaymentDriver(app.db));
  },
  { name: 'payments', dependencies: ['db'] },
);
