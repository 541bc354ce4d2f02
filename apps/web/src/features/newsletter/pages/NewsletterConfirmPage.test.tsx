import { MESSAGES } from '@mariner/contracts/constants';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HeadTitle } from '../../../lib/head.ts';
import { deferred, jsonResponse, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { head, NewsletterConfirmPage } from './NewsletterConfirmPage.tsx';

/** The page as the router shows it: with its route module's head naming the tab (issue 26 item 3). */
const open = (url: string) =>
  renderRoutes(
    [
      {
        path: '/newsletter/confirm',
        element: (
          <>
            <HeadTitle head={head} />
            <NewsletterConfirmPage />
          </>
        ),
      },
    ],
    {
      initialEntries: [url],
      user: null,
    },
  );

describe('NewsletterConfirmPage', () => {
  it('shows loading, then the server’s success message, calling the API once with the token', async () => {
    const answer = deferred<Response>();
    const { calls } = mockFetch(() => answer.promise);
    open('/newsletter/confirm?token=abc_DEF-123');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Newsletter confirmation' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('Confirming your subscription…');
    answer.resolve(jsonResponse(200, { message: MESSAGES.newsletterConfirmed }));
    expect(await screen.findByText(MESSAGES.newsletterConfirmed)).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual(['/api/newsletter/confirm?token=abc_DEF-123']);
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    expect(document.title).toMatch(/^Newsletter confirmation/);
  });

  it('says the link is invalid when there is no token, and calls nothing', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, {}));
    open('/newsletter/confirm');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.invalidConfirmationLink);
    expect(calls).toHaveLength(0);
  });

  it('shows the server’s error, or the fallback when it gives none', async () => {
    mockFetch(() =>
      jsonResponse(400, { error: 'BAD_REQUEST', message: MESSAGES.newsletterConfirmLinkInvalid }),
    );
    open('/newsletter/confirm?token=used');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.newsletterConfirmLinkInvalid);
  });

  it('falls back to “Failed to confirm subscription” without a server message', async () => {
    mockFetch(() => new Response('oops', { status: 500 }));
    open('/newsletter/confirm?token=abc');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.confirmSubscriptionFailed);
  });

  it('says “An error occurred. Please try again later.” when the network fails', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    open('/newsletter/confirm?token=abc');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.genericErrorTryLater);
  });
});
