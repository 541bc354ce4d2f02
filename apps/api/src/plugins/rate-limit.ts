import { RATE_LIMITS } from '@mariner/contracts';
import fp from 'fastify-plugin';
import { type CounterStore, createPostgresCounterStore, createRedisCounterStore } from './counter-stores.ts';

/** A login let through: the counts a success must not keep are taken back by `succeeded`. */
export interface LoginAttempt {
  succeeded(): Promise<void>;
}

/**
 * Issue 25: every request is counted before the work it guards (a single atomic increment that answers
 * the new count), so of a burst only the first few within the budget are ever checked. Each kind of
 * request has its own keys and budget (contracts RATE_LIMITS). `admit…` answers false or null when
 * the request must be refused.
 */
export interface RateLimiter {
  admitLogin(ip: string, email: string): Promise<LoginAttempt | null>;
  admitPasswordChange(userId: string): Promise<LoginAttempt | null>;
  admitPasswordReset(ip: string, email: string): Promise<boolean>;
  admitNewsletterSignUp(ip: string, email: string): Promise<boolean>;
  admitEmailLink(ip: string, email: string): Promise<boolean>;
  admitAccountMail(ip: string, email: string): Promise<boolean>;
  admitRegistration(ip: string): Promise<boolean>;
  /** Issue 30 item 1: a counted statistics event (a view, share, calendar add or link click). */
  admitStatsEvent(ip: string): Promise<boolean>;
}

export interface RateLimiterOptions {
  registrationsPerHour: number;
  /** The clock the windows are measured by: tests move it instead of sleeping. */
  now?: () => number;
}

// Prefixed with `rl:`: the Redis values are hashes now, and a key of the old string counters would
// answer WRONGTYPE.
const keyOf = (...parts: string[]) => `rl:${parts.join(' ')}`;

export function createRateLimiter(store: CounterStore, options: RateLimiterOptions): RateLimiter {
  const now = options.now ?? Date.now;
  const count = (key: string, windowMs: number, at: number) => store.increment(key, windowMs, at);

  /** One request against a budget per address and one per e-mail, both counted whatever the answer. */
  async function admitPerEmailAndAddress(
    kind: 'passwordReset' | 'newsletterSignUp' | 'emailLink' | 'accountMail',
    ip: string,
    email: string,
  ): Promise<boolean> {
    const limits = RATE_LIMITS[kind];
    const at = now();
    const [byEmail, byAddress] = await Promise.all([
      count(keyOf(kind, 'email', email.toLowerCase()), limits.windowMs, at),
      count(keyOf(kind, 'address', ip), limits.windowMs, at),
    ]);
    return byEmail <= limits.perEmail && byAddress <= limits.perAddress;
  }

  return {
    async admitLogin(ip, email) {
      const limits = RATE_LIMITS.login;
      const account = email.toLowerCase();
      const keys = {
        pair: keyOf('login', 'pair', ip, account),
        address: keyOf('login', 'address', ip),
        account: keyOf('login', 'account', account),
      };
      const at = now();
      const [byPair, byAddress, byAccount] = await Promise.all([
        count(keys.pair, limits.windowMs, at),
        count(keys.address, limits.windowMs, at),
        count(keys.account, limits.windowMs, at),
      ]);
      // byPair === 1: this address has not failed for this account in the window (a success resets it),
      // so an account under a spread-out attack stays open to its owner from a clean address.
      const isAccountUnderAttack = byAccount > limits.perAccount;
      const isAdmitted =
        byPair <= limits.perAccountAndAddress &&
        byAddress <= limits.perAddress &&
        (!isAccountUnderAttack || byPair === 1);
      if (!isAdmitted) return null;
      return {
        // Only failures count: a success clears this address's failures for the account and takes its
        // own count back from the others, so a flood of good logins (a benchmark) is never throttled.
        async succeeded() {
          const later = now();
          await Promise.all([
            store.reset(keys.pair),
            store.decrement(keys.address, later),
            store.decrement(keys.account, later),
          ]);
        },
      };
    },

    async admitPasswordChange(userId) {
      const limits = RATE_LIMITS.passwordChange;
      const key = keyOf('passwordChange', userId);
      if ((await count(key, limits.windowMs, now())) > limits.perAccount) return null;
      return { succeeded: () => store.decrement(key, now()) };
    },

    admitPasswordReset: (ip, email) => admitPerEmailAndAddress('passwordReset', ip, email),
    admitNewsletterSignUp: (ip, email) => admitPerEmailAndAddress('newsletterSignUp', ip, email),
    admitEmailLink: (ip, email) => admitPerEmailAndAddress('emailLink', ip, email),
    admitAccountMail: (ip, email) => admitPerEmailAndAddress('accountMail', ip, email),

    async admitRegistration(ip) {
      const windowMs = RATE_LIMITS.registration.windowMs;
      return (await count(keyOf('registration', ip), windowMs, now())) <= options.registrationsPerHour;
    },

    async admitStatsEvent(ip) {
      const limits = RATE_LIMITS.statsEvent;
      return (await count(keyOf('statsEvent', ip), limits.windowMs, now())) <= limits.perAddress;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

export default fp(
  async (app) => {
    const store = app.config.redisUrl
      ? createRedisCounterStore(app.config.redisUrl)
      : createPostgresCounterStore(app.db);
    app.decorate(
      'rateLimiter',
      createRateLimiter(store, { registrationsPerHour: app.config.rateLimitRegisterPerHour }),
    );
    app.addHook('onClose', () => store.close());
  },
  { name: 'rate-limit', dependencies: ['db'] },
);
