import fp from 'fastify-plugin';
import { sendWeeklyStats } from './weekly.ts';

/** How often an instance looks for summaries due (the week's turn is found within this). */
export const WEEKLY_STATS_CHECK_MS = 15 * 60 * 1000;

/**
 * Issue 30 item 1: the sellers' weekly statistics summary, looked for now and then on every
 * instance (they share the work through the sends' primary key), one run at a time, never keeping
 * the process alive, the run in progress finished on close.
 */
export default fp(
  async (app) => {
    let running: Promise<unknown> | undefined;
    let closing = false;
    const tick = () => {
      if (running || closing) return;
      running = sendWeeklyStats(app, { publicUrl: app.config.publicUrl })
        .catch((error: unknown) => app.log.error({ err: error }, 'weekly statistics summaries failed'))
        .finally(() => {
          running = undefined;
        });
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(tick, WEEKLY_STATS_CHECK_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      closing = true;
      if (timer) clearInterval(timer);
      await running;
    });
  },
  { name: 'weekly-stats', dependencies: ['db', 'mail'] },
);
