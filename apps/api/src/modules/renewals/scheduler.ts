import fp from 'fastify-plugin';
import { scheduleBackgroundJob } from '../../plugins/background-job.ts';
import { runRenewalReminders } from './reminders.ts';

/**
 * Issue 30 item 6: looks for renewal reminders due in the background on every instance (each
 * reminder's record is its claim, so they never send one twice), one run at a time, never keeping
 * the process alive, finishing the run on close. As the alert digests do.
 */
export default fp(
  async (app) => {
    scheduleBackgroundJob(app, {
      failure: 'renewal reminders failed',
      everyMs: app.config.renewalReminderIntervalMs,
      run: () => runRenewalReminders(app, { publicUrl: app.config.publicUrl }),
    });
  },
  { name: 'renewal-reminders', dependencies: ['db', 'mail'] },
);
