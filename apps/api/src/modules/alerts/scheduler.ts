import fp from 'fastify-plugin';
import { runDigests } from './digest.ts';

/**
 * Runs the due digests in the background on every instance (they share the work through row
 * locks), one run at a time, never keeping the process alive, finishing the run on close.
 */
export default fp(
  async (app) => {
    let running: Promise<unknown> | undefined;
    let closing = false;
    const tick = () => {
      if (running || closing) return;
      running = runDigests(app, { publicUrl: app.config.publicUrl })
        .catch((error: unknown) => app.log.error({ err: error }, 'alert digests failed'))
        .finally(() => {
          running = undefined;
        });
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      // ALERT_DIGEST_INTERVAL_SECONDS (a minute by default): "instantly" means within about that.
      timer = setInterval(tick, app.config.alertDigestIntervalMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      closing = true;
      if (timer) clearInterval(timer);
      await running;
    });
  },
  { name: 'alert-digests', dependencies: ['db', 'mail'] },
);
