import fp from 'fastify-plugin';
import { type CampaignDeps, runCampaignSends } from './campaigns.ts';

/** How often each instance queues the next share of a sending campaign. */
export const CAMPAIGN_TICK_MS = 5_000;

export interface CampaignSender {
  /** Runs the worker soon (after a send starts), unless a run is already going. */
  kick(): void;
  /** The run in progress, if any (tests and shutdown wait for it). */
  settled(): Promise<void>;
  /** Stops this instance's background runs: API tests drive runCampaignSends themselves. */
  stop(): Promise<void>;
}

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
    let running: Promise<unknown> | undefined;
    let closing = false;
    const tick = () => {
      if (running || closing) return;
      running = runCampaignSends(deps(), { rate: app.config.newsletterSendRate, tickMs: CAMPAIGN_TICK_MS })
        .catch((error: unknown) => app.log.error({ err: error }, 'newsletter campaign run failed'))
        .finally(() => {
          running = undefined;
        });
    };
    app.decorate('newsletterCampaigns', {
      kick: () => {
        if (!closing) setImmediate(tick);
      },
      settled: async () => {
        await running;
      },
      stop: async () => {
        closing = true;
        if (timer) clearInterval(timer);
        await running;
      },
    } satisfies CampaignSender);
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(tick, CAMPAIGN_TICK_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      closing = true;
      if (timer) clearInterval(timer);
      await running;
    });
  },
  { name: 'newsletter-campaigns', dependencies: ['db', 'mail'] },
);
