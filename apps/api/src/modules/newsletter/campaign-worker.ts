import fp from 'fastify-plugin';
import { type BackgroundJob, scheduleBackgroundJob } from '../../plugins/background-job.ts';
import { type CampaignDeps, runCampaignSends } from './campaigns.ts';

/**
 * The worker's handle: `kick` after a send starts, `settled` for tests and shutdown, `stop` for API
 * tests that drive runCampaignSends themselves.
 */
export type CampaignSender = BackgroundJob;

declare module 'fastify' {
  interface FastifyInstance {
    newsletterCampaigns: CampaignSender;
  }
}

/**
 * Issue 31 item 4: the campaign worker, on every instance (they take turns through the campaign's
 * row lock), one run at a time, never keeping the process alive, finishing its run on close. A
 * campaign left "sending" by a stopped instance is simply picked up by the next run anywhere.
 */
export default fp(
  async (app) => {
    const deps = (): CampaignDeps => ({
      db: app.db,
      pepper: app.config.sessionSecret,
      publicUrl: app.config.publicUrl,
      reads: { auctionReads: app.auctionReads, nearIndex: app.nearIndex },
    });
    // CAMPAIGN_SEND_INTERVAL_SECONDS (5 s by default, 1 s in the journeys): each run queues its share
    // of NEWSLETTER_SEND_RATE, so the interval changes how often mail is queued, not how much a minute.
    const tickMs = app.config.campaignSendIntervalMs;
    const sender: CampaignSender = scheduleBackgroundJob(app, {
      failure: 'newsletter campaign run failed',
      everyMs: tickMs,
      run: () => runCampaignSends(deps(), { rate: app.config.newsletterSendRate, tickMs }),
    });
    app.decorate('newsletterCampaigns', sender);
  },
  { name: 'newsletter-campaigns', dependencies: ['db', 'mail'] },
);
