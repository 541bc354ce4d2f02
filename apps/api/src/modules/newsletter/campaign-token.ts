import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Issue 31 item 4 (decision 028): the one-click unsubscribe token of a campaign mail. Only a hash
 * of a subscriber's own unsubscribe token is stored, so a campaign cannot print that token; it
 * prints `n1` + the subscriber's id + an HMAC of the id instead. The key is the stored hash (secret:
 * it never leaves the database) with SESSION_SECRET when set, so the token works without any new
 * setting, and a new sign-up (which rotates the hash) retires the old mails' links.
 */
const SIGNED = /^n1([0-9a-f]{32})([A-Za-z0-9_-]{43})$/;

const mac = (subscriberId: string, keyHash: string | null, pepper: string | undefined): Buffer =>
  createHmac('sha256', `${pepper ?? ''}:${keyHash ?? ''}`)
    .update(`newsletter-unsubscribe:${subscriberId}`)
    .digest();

const compactId = (id: string) => id.replace(/-/g, '').toLowerCase();
const expandId = (hex: string) =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

export function signedUnsubscribeToken(
  subscriberId: string,
  unsubscribeTokenHash: string | null,
  pepper: string | undefined,
): string {
  return `n1${compactId(subscriberId)}${mac(subscriberId, unsubscribeTokenHash, pepper).toString('base64url')}`;
}

/** The subscriber id a token names, before its signature is checked; null when it is not one of ours. */
export function signedTokenSubscriber(token: string): { subscriberId: string; signature: string } | null {
  const match = SIGNED.exec(token);
  if (!match?.[1] || !match[2]) return null;
  return { subscriberId: expandId(match[1]), signature: match[2] };
}

export function signatureMatches(
  subscriberId: string,
  signature: string,
  unsubscribeTokenHash: string | null,
  pepper: string | undefined,
): boolean {
  const expected = mac(subscriberId, unsubscribeTokenHash, pepper);
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
