import { createHash, randomBytes } from 'node:crypto';
import { statsDayOf } from './period.ts';

/**
 * Crawlers, previewers and headless browsers by user agent (issue 30: people, not crawlers). A
 * beacon is sent by the page's script after it is shown, which most crawlers never run; this
 * catches the ones that do, and tools that post by hand. No user agent at all is not a person.
 */
const BOT_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|scrape|preview|facebookexternalhit|embedly|bingpreview|headless|lighthouse|pagespeed|phantomjs|python-|curl\/|wget\/|httpclient|okhttp|go-http-client|node-fetch|axios\//i;

export const isBotAgent = (userAgent: string | undefined): boolean => !userAgent || BOT_AGENT.test(userAgent);

/**
 * How many visitors a day one instance remembers. Past it, further first visits that day are not
 * counted (an undercount under a flood rather than memory without bound).
 */
export const MAX_VISITORS_PER_DAY = 200_000;

/**
 * One count per visitor per thing per day, without cookies: a visitor is a hash of the address and
 * user agent with a random salt that changes every (Halifax) day and is never stored, so the hashes
 * cannot be linked from one day to the next nor turned back into an address. Per instance: behind
 * several instances a visitor may count once on each, still bounded.
 */
export class VisitorDays {
  private day = '';
  private salt = randomBytes(16);
  private seen = new Set<string>();

  /** True the first time this visitor does `what` today (and then remembers it). */
  isFirstToday(what: string, ip: string, userAgent: string, now = new Date()): boolean {
    const today = statsDayOf(now);
    if (today !== this.day) {
      this.day = today;
      this.salt = randomBytes(16);
      this.seen = new Set();
    }
    const key = createHash('sha256')
      .update(this.salt)
      .update(`${what}\u0000${ip}\u0000${userAgent}`)
      .digest('base64');
    if (this.seen.has(key) || this.seen.size >= MAX_VISITORS_PER_DAY) return false;
    this.seen.add(key);
    return true;
  }
}
