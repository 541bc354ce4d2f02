import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { SESSION_QUERY_KEY } from '../lib/api/session.ts';
import { apiFetch } from '../lib/api-client.ts';
import { jsonResponse, makeUser, mockFetch } from '../test/fixtures.ts';
import { registerSessionExpiry } from './session-expiry.ts';

const fakeRouter = (pathname: string) => ({
  state: { location: { pathname, search: '?tab=1', hash: '', state: null, key: 'k' } },
  navigate: vi.fn(async () => {}),
});

describe('session expiry (decision 9)', () => {
  it('a 401 clears the session and goes to /login remembering the location', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(SESSION_QUERY_KEY, { user: makeUser() });
    queryClient.setQueryData(['invoices'], ['private']);
    const router = fakeRouter('/dashboard');
    // biome-ignore lint/suspicious/noExplicitAny: a partial router is enough for this handler.
    const unregister = registerSessionExpiry(queryClient, router as any);

    mockFetch(() => jsonResponse(401, { error: 'UNAUTHORIZED', message: 'Please log in to continue.' }));
    await expect(apiFetch('/api/users/profile')).rejects.toMatchObject({ status: 401 });
    unregister();

    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toEqual({ user: null });
    expect(queryClient.getQueryData(['invoices'])).toBeUndefined();
    expect(router.navigate).toHaveBeenCalledWith('/login', {
      replace: true,
      state: { from: { pathname: '/dashboard', search: '?tab=1', hash: '' } },
    });
  });

  it('does not navigate again when already on /login', async () => {
    const queryClient = new QueryClient();
    const router = fakeRouter('/login');
    // biome-ignore lint/suspicious/noExplicitAny: a partial router is enough for this handler.
    const unregister = registerSessionExpiry(queryClient, router as any);
    mockFetch(() => jsonResponse(401, {}));
    await expect(apiFetch('/api/users/profile')).rejects.toBeDefined();
    unregister();
    expect(router.navigate).not.toHaveBeenCalled();
  });
});
