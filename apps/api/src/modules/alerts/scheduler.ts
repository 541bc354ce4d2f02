import fp from 'fastify-plugin';
import { scheduleBackgroundJob } from '../../plugins/background-job.ts';
import { runDigests } from './digest.ts';

/**
 * Runs the due digests in the background on every instance (they share the work through row
 * locks), one run at a time, never keeping the process alive, finishing the run on close.
 */
export default fp(
  async (app) => {
    scheduleBackgroundJob(app, {
      failure: 'alert digests failed',
      // ALERT_DIGEST_INTERVAL_SECONDS (a minute by default): "instantly" means within about that.
      everyMs: app.config.alertDigestIntervalMs,
      run: () => runDigests(app, { publicUrl: app.config.publicUrl }),
    });
  },
  { name: 'alert-digests', dependencies: ['db', 'mail'] },
);
