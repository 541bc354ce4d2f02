import { MESSAGES } from '@mariner/contracts/constants';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { NewsletterSignup } from './NewsletterSignup.tsx';

const renderSignup = (source: 'footer' | 'advertise' = 'footer') =>
  renderRoutes([{ path: '/', element: <NewsletterSignup source={source} /> }], { user: null });

describe('NewsletterSignup', () => {
  it('sends the e-mail with its source and shows the server’s answer', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, { message: MESSAGES.newsletterCheckEmail }));
    const { user } = renderSignup('advertise');
    await user.type(screen.getByLabelText('Your e-mail address'), 'Reader@Example.ca');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(MESSAGES.newsletterCheckEmail)).toBeInTheDocument();
    const call = calls.find((entry) => entry.url === '/api/newsletter/subscribe');
    expect(call).toMatchObject({ method: 'POST', body: { email: 'reader@example.ca', source: 'advertise' } });
    expect(screen.getByLabelText('Your e-mail address')).toHaveValue('');
  });

  it('checks the address before sending', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, { message: 'x' }));
    const { user } = renderSignup();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(MESSAGES.emailRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your e-mail address'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(MESSAGES.invalidEmailFormat)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows the server’s error, else its own fallback', async () => {
    let answer = jsonResponse(429, { error: 'RATE_LIMITED', message: MESSAGES.tooManyRequests });
    mockFetch(() => answer);
    const { user } = renderSignup();
    await user.type(screen.getByLabelText('Your e-mail address'), 'reader@example.ca');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.tooManyRequests);

    answer = new Response('<html>bad gateway</html>', { status: 502 });
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(MESSAGES.newsletterSubscribeFailed)).toBeInTheDocument();
  });
});
