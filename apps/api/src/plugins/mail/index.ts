import fp from 'fastify-plugin';
import { scheduleBackgroundJob } from '../background-job.ts';
import { createLogMailDriver, createSmtpMailDriver, type MailDriver } from './driver.ts';
import { drainOutbox } from './outbox.ts';

export type { MailDriver, MailMessage } from './driver.ts';
export { createCapturingMailDriver, createLogMailDriver, linksIn } from './driver.ts';
export { drainOutbox, enqueueMail, mailBackoffMs, OUTBOX_LIMITS } from './outbox.ts';

export interface Mailer {
  /** The driver the drainer sends through; tests may swap it for a capturing one. */
  driver: MailDriver;
  /**
   * Resolves when this instance's background drain under way, if any, has finished: a mail it has
   * claimed is neither sent yet nor left for another drain meanwhile (tests wait for it).
   */
  drained(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer;
  }
}

export default fp<{ driver?: MailDriver; drainIntervalMs?: number }>(
  async (app, options) => {
    const driver =
      options.driver ??
      (app.config.smtpUrl
        ? await createSmtpMailDriver(app.config.smtpUrl, app.config.mailFrom)
        : createLogMailDriver(app.log));
    const drainer = scheduleBackgroundJob(app, {
      failure: 'outbox drain failed',
      everyMs: options.drainIntervalMs ?? app.config.outboxDrainIntervalMs,
      run: () => drainOutbox(app),
    });
    const mailer: Mailer = { driver, drained: () => drainer.settled() };
    app.decorate('mail', mailer);
    // The driver closes only after the drain under way, whatever order the close hooks run in.
    app.addHook('onClose', async () => {
      await drainer.stop();
      await mailer.driver.close?.();
    });
  },
  { name: 'mail', dependencies: ['db'] },
);
