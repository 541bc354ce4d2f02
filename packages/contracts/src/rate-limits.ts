/**
 * Issue 25: how many attempts each kind of request gets, and in what window. Each kind has its own
 * budget (a newsletter sign-up never spends a login's), and every count is taken before the work it
 * guards, so a burst cannot slip past the limit. The numbers are explained in this package's README.
 */
const MINUTE_MS = 60_000;

export const RATE_LIMITS = {
  login: {
    windowMs: 15 * MINUTE_MS,
    /** Failed passwords for one account from one address: the lock a guesser meets. */
    perAccountAndAddress: 5,
    /** Failed passwords from one address across all accounts (credential stuffing). */
    perAddress: 50,
    /**
     * Failed passwords for one account from all addresses. Past it the account is under a spread-out
     * attack: an address that already failed for it gets no more tries, one that has not still gets
     * its first, so the owner is never locked out.
     */
    perAccount: 100,
  },
  passwordChange: { windowMs: 15 * MINUTE_MS, perAccount: 5 },
  passwordReset: { windowMs: 15 * MINUTE_MS, perEmail: 5, perAddress: 20 },
  newsletterSignUp: { windowMs: 15 * MINUTE_MS, perEmail: 5, perAddress: 20 },
  /** Issue 27: mailed sign-in links, limited like password resets (they are as good as one). */
  emailLink: { windowMs: 15 * MINUTE_MS, perEmail: 5, perAddress: 20 },
  /** Issue 27: resent address confirmations and account-deletion links of a signed-in person. */
  accountMail: { windowMs: 15 * MINUTE_MS, perEmail: 5, perAddress: 20 },
  /** Sign-ups per address; the number itself is RATE_LIMIT_REGISTER_PER_HOUR (default 20). */
  registration: { windowMs: 60 * MINUTE_MS },
  /**
   * Issue 30 item 1: counted events of listing statistics (views, shares, calendar adds, link
   * clicks) per address. A person browsing sends a few a minute; past this an address is not
   * counted (beacons answer 429, counted links still lead on), so no one fills the tables.
   */
  statsEvent: { windowMs: MINUTE_MS, perAddress: 60 },
} as const;
