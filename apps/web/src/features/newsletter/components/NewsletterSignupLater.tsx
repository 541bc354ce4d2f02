import { Suspense } from 'react';
import { deferredComponent } from '../../../lib/deferred-component.tsx';
import { holdEarlySignups } from './early-signup.ts';
import type { NewsletterSignupProps } from './NewsletterSignup.tsx';

/**
 * Issue 26: the newsletter sign-up (the footer of every page, the advertise page) is a plain form
 * until its code arrives, which a browser hydrating the server's page fetches once the page is
 * interactive: its code and its API call are no part of any page's first load. Every page's loader
 * fetches it where the server renders the page, and on a navigation (app/router.tsx).
 */
const signup = deferredComponent(async () => (await import('./NewsletterSignup.tsx')).NewsletterSignup, {
  afterInteractive: true,
  texts: ['newsletter'],
});

export const preloadNewsletterSignup = signup.preload;

// A sign-up sent while the page still hydrates is held and sent by the part once it has hydrated.
if (typeof document !== 'undefined') holdEarlySignups(signup.preload);

export function NewsletterSignupLater(props: NewsletterSignupProps) {
  return (
    <Suspense fallback={null}>
      <signup.Component {...props} />
    </Suspense>
  );
}
