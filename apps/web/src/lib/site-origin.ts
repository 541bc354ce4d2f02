/**
 * The site's origin for absolute links (calendar subscriptions, share links): the browser's own, or
 * PUBLIC_URL's while a page is rendered on the server (issue 14), set once by the server entry.
 */
let configuredOrigin = '';

export function setSiteOrigin(origin: string): void {
  configuredOrigin = origin;
}

export const siteOrigin = (): string =>
  typeof window === 'undefined' ? configuredOrigin : window.location.origin;
