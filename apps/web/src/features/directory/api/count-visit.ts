import type { DirectoryContactKind } from '@mariner/contracts';

/**
 * Issue 30 item 2: tells the API a person saw a profile or pressed one of its contact links. A
 * beacon (sent even as the page is left for the company's site), with a keepalive POST where the
 * browser has none; nothing waits for it and a failure is of no interest to the visitor.
 */
function beacon(url: string): void {
  if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
    navigator.sendBeacon(url);
    return;
  }
  if (typeof fetch === 'function') void fetch(url, { method: 'POST', keepalive: true }).catch(() => {});
}

const profilePath = (id: string) => `/api/directory/${encodeURIComponent(id)}`;

export const countProfileView = (id: string) => beacon(`${profilePath(id)}/views`);

export const countContactClick = (id: string, kind: DirectoryContactKind) =>
  beacon(`${profilePath(id)}/contact-clicks/${kind}`);
