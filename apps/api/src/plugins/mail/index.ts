import fp from 'fastify-plugin';
import { createLogMailDriver, createSmtpMailDriver, type MailDriver } from './driver.ts';
import { drainOutbox } from './outbox.ts';

export type { MailDriver, MailMessage } from './driver.ts';
export { createCapturingMailDriver, createLogMailDriver, linksIn } from './driver.ts';
export { drainOutbox, enqueueMail, mailBackoffMs, OUTBOX_LIMITS } from './outbox.ts';

export interface Mailer {
  /** The driver the drainer sends through; tests may swap it for a capturing one. */
  driver: MailDriver;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer;
  }
}

export const DRAIN_INTERVAL_MS = 5_000;

export default fp<{ driver?: MailDriver; drainIntervalMs?: number }>(
  async (app, options) => {
    const driver =
      options.driver ??
      (app.config.smtpUrl
        ? await createSmtpMailDriver(app.config.smtpUrl, app.config.mailFrom)
        : createLogMailDriver(app.log));
    const mailer: Mailer = { driver };
    app.decorate('mail', mailer);

    // Background drainer: one drain at a time per instance, never keeping the process alive.
    let running: Promise<unknown> | undefined;
    let closing = false;
    const tick = () => {
      if (running || closing) return;
      running = drainOutbox(app)
        .catch((error: unknown) => app.log.error({ err: error }, 'outbox drain failed'))
        .finally(() => {
          running = undefined;
        });
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(tick, options.drainIntervalMs ?? DRAIN_INTERVAL_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      closing = true;
      if (timer) clearInterval(timer);
      await running;
      await mailer.driver.close?.();
    });
  },
  { name: 'mail', dependencies: ['db'] },
);
