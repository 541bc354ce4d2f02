import { EMAIL_LINK_TTL_MS, MESSAGES, RATE_LIMITS } from '@mariner/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailTokens, users } from '../../db/schema.ts';
import { SESSION_COOKIE } from '../../plugins/auth.ts';
import { bearer, createUser } from '../../test/factories.ts';
import { TEST_PUBLIC_URL, useMailCapturingApp } from '../../test/mail.ts';

/** Issue 27 item 2: a one-time sign-in link, answered 202 for any address, making a buyer on first use. */

const { t, capture, clientIp, lastMailTo } = useMailCapturingApp('10.0.127');

const email = () => `link-${Math.random().toString(36).slice(2)}@example.ca`;
const ask = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/email-link', payload, remoteAddress: clientIp() });
const verify = (token: string | undefined) =>
  t.app.inject({ method: 'POST', url: '/api/auth/email-link/verify', payload: { token } });
const tokenOf = (text: string) =>
  new RegExp(`${TEST_PUBLIC_URL}/sign-in/link\\?token=([\\w-]+)`).exec(text)?.[1];

describe('POST /api/auth/email-link', () => {
  it('answers 202 with the same words for a known and an unknown address', async () => {
    const known = (await createUser(t.db)).user;
    const a = await ask({ email: known.email });
    const b = await ask({ email: email() });
    expect(a.statusCode).toBe(202);
    expect(b.statusCode).toBe(202);
    expect(a.json()).toEqual(b.json());
    expect(a.json()).toEqual({ message: MESSAGES.emailLinkSent });
  });

  it('signs a known person in once, and the link is kept only as a hash', async () => {
    const { user } = await createUser(t.db);
    await ask({ email: user.email.toUpperCase() });
    const token = tokenOf((await lastMailTo(user.email)).text);
    expect(token).toBeTruthy();
    const stored = await t.db.select().from(emailTokens).where(eq(emailTokens.userId, user.id));
    expect(stored.map((row) => row.tokenHash)).not.toContain(token);

    const first = await verify(token);
    expect(first.statusCode).toBe(200);
    expect(first.json().user).toMatchObject({ id: user.id, role: 'SELLER' });
    expect(first.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value).toBe(first.json().token);
    const me = await t.app.inject({ url: '/api/users/profile', headers: bearer(first.json().token) });
    expect(me.json().user.id).toBe(user.id);

    const second = await verify(token);
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe(MESSAGES.emailLinkInvalid);
  });

  it('makes a confirmed buyer without a password on first use, and brings them back to a same-site path', async () => {
    const address = email();
    await ask({ email: address, firstName: 'Joseph', lastName: 'Howe', returnTo: '/auctions/abc?x=1' });
    expect(await t.db.select().from(users).where(eq(users.email, address))).toHaveLength(0);
    const signedIn = await verify(tokenOf((await lastMailTo(address)).text));
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({
      user: {
        email: address,
        role: 'USER',
        firstName: 'Joseph',
        lastName: 'Howe',
        emailConfirmed: true,
        hasPassword: false,
      },
      returnTo: '/auctions/abc?x=1',
    });
    // Without a password, no password signs in.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: address, password: 'anything-at-all' },
      remoteAddress: clientIp(),
    });
    expect(login.statusCode).toBe(401);
  });

  it.each(['//evil.example/x', 'https://evil.example', '/\\evil.example', 'auctions'])(
    'drops a return address that leaves the site: %s',
    async (returnTo) => {
      const address = email();
      await ask({ email: address, returnTo });
      const signedIn = await verify(tokenOf((await lastMailTo(address)).text));
      expect(signedIn.json().returnTo).toBeNull();
    },
  );

  it('refuses an expired link, and an older link once a newer one is sent', async () => {
    const address = email();
    await ask({ email: address });
    const older = tokenOf((await lastMailTo(address)).text);
    await ask({ email: address });
    const newer = tokenOf((await lastMailTo(address)).text);
    expect((await verify(older)).statusCode).toBe(400);
    await t.db.execute(
      sql`update email_tokens set expires_at = now() - interval '1 second' where lower(email) = ${address}`,
    );
    expect((await verify(newer)).statusCode).toBe(400);
    expect(EMAIL_LINK_TTL_MS).toBe(15 * 60 * 1000);
  });

  it('is limited per address like password resets, and says so', async () => {
    const address = email();
    for (let i = 0; i < RATE_LIMITS.emailLink.perEmail; i += 1) {
      expect((await ask({ email: address })).statusCode).toBe(202);
    }
    const refused = await ask({ email: address });
    expect(refused.statusCode).toBe(429);
    await t.app.afterAnswer.settled();
    capture.sent.length = 0;
  });

  it('refuses a made-up token', async () => {
    expect((await verify('not-a-real-token')).statusCode).toBe(400);
    expect((await verify(undefined)).statusCode).toBe(400);
  });
});
