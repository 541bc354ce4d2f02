import fp from 'fastify-plugin';
import { scheduleBackgroundJob } from '../../plugins/background-job.ts';
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
    scheduleBackgroundJob(app, {
      failure: 'weekly statistics summaries failed',
      everyMs: WEEKLY_STATS_CHECK_MS,
      run: () => sendWeeklyStats(app, { publicUrl: app.config.publicUrl }),
    });
  },
  { name: 'weekly-stats', dependencies: ['db', 'mail'] },
);
