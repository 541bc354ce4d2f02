import { MESSAGES } from '@mariner/contracts/constants';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { NewsletterUnsubscribePage } from './NewsletterUnsubscribePage.tsx';

const open = (url: string) =>
  renderRoutes([{ path: '/newsletter/unsubscribe', element: <NewsletterUnsubscribePage /> }], {
    initialEntries: [url],
    user: null,
  });

describe('NewsletterUnsubscribePage', () => {
  it('unsubscribes only on a click, then shows the server’s message', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, { message: MESSAGES.newsletterUnsubscribed }));
    const { user } = open('/newsletter/unsubscribe?token=tok');
    expect(calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(MESSAGES.newsletterUnsubscribed)).toBeInTheDocument();
    expect(calls).toEqual([
      { url: '/api/newsletter/unsubscribe?token=tok', method: 'POST', body: undefined },
    ]);
  });

  it('says the link is invalid without a token', async () => {
    open('/newsletter/unsubscribe');
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.invalidUnsubscribeLink);
  });

  it('shows the server’s refusal', async () => {
    mockFetch(() =>
      jsonResponse(400, { error: 'BAD_REQUEST', message: MESSAGES.newsletterUnsubscribeLinkInvalid }),
    );
    const { user } = open('/newsletter/unsubscribe?token=bad');
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.newsletterUnsubscribeLinkInvalid);
  });
});
