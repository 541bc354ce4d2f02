import { SessionResponse } from '@mariner/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../test/fixtures.ts';
import { ApiError, apiFetch, errorMessage, setUnauthorizedHandler } from './api-client.ts';

afterEach(() => setUnauthorizedHandler(null));

describe('apiFetch', () => {
  it('sends JSON on the same origin with the session cookie and returns the parsed answer', async () => {
    const { spy, calls } = mockFetch(() => jsonResponse(200, { user: null }));
    const answer = await apiFetch('/api/auth/login', { method: 'POST', body: { email: 'a@b.ca' } });
    expect(answer).toEqual({ user: null });
    expect(calls[0]).toEqual({ url: '/api/auth/login', method: 'POST', body: { email: 'a@b.ca' } });
    const init = spy.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('same-origin');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('parses the error shape into an ApiError with code, message and fields', async () => {
    mockFetch(() =>
      jsonResponse(409, {
        error: 'CONFLICT',
        message: 'An account with this email already exists',
        fields: { email: 'An account with this email already exists' },
      }),
    );
    const error = await apiFetch('/api/auth/register', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'CONFLICT',
      serverMessage: 'An account with this email already exists',
      fields: { email: 'An account with this email already exists' },
    });
  });

  it('falls back to the caller’s text when the body is not the error shape', async () => {
    mockFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await apiFetch('/api/categories').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, code: 'UNKNOWN', serverMessage: null, fields: {} });
    expect(errorMessage(error, 'Login failed')).toBe('Login failed');
  });

  it('reports a network failure as an ApiError', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiFetch('/api/categories')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('checks the answer against a schema when one is given', async () => {
    mockFetch(() => jsonResponse(200, { user: 'not a user' }));
    await expect(apiFetch('/api/auth/session', { schema: SessionResponse })).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });

  it('calls the unauthorized handler on a 401 from a protected call', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    mockFetch(() => jsonResponse(401, { error: 'UNAUTHORIZED', message: 'Please log in to continue.' }));
    await expect(apiFetch('/api/users/profile')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('treats a 401 from login or the session check as an ordinary answer', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    mockFetch(() => jsonResponse(401, { error: 'UNAUTHORIZED', message: 'Invalid email or password' }));
    await expect(apiFetch('/api/auth/login', { method: 'POST', body: {} })).rejects.toMatchObject({
      serverMessage: 'Invalid email or password',
    });
    await expect(apiFetch('/api/auth/session')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
