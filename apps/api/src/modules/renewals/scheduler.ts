import fp from 'fastify-plugin';
import { runRenewalReminders } from './reminders.ts';

/**
 * Issue 30 item 6: looks for renewal reminders due in the background on every instance (each
 * reminder's record is its claim, so they never send one twice), one run at a time, never keeping
 * the process alive, finishing the run on close. As the alert digests do.
 */
export default fp(
  async (app) => {
    let running: Promise<unknown> | undefined;
    let closing = false;
    const tick = () => {
      if (running || closing) return;
      running = runRenewalReminders(app, { publicUrl: app.config.publicUrl })
        .catch((error: unknown) => app.log.error({ err: error }, 'renewal reminders failed'))
        .finally(() => {
          running = undefined;
        });
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(tick, app.config.renewalReminderIntervalMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      closing = true;
      if (timer) clearInterval(timer);
      await running;
    });
  },
  { name: 'renewal-reminders', dependencies: ['db', 'mail'] },
);
