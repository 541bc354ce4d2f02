import { MESSAGES, PASSWORD_RESET_TTL_MS } from '@mariner/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { outbox, passwordResetTokens, sessions, users } from '../../db/schema.ts';
import type { MailMessage } from '../../plugins/mail/index.ts';
import { bearer, createUser, loginAs } from '../../test/factories.ts';
import { useMailCapturingApp } from '../../test/mail.ts';
import { verifyPassword } from './tokens.ts';

const { t, capture, clientIp, lastMailTo } = useMailCapturingApp('10.0.7');

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: clientIp() });
const forgot = (email: string) => post('/api/auth/forgot-password', { email });
const reset = (token: string, password: string, confirmPassword = password) =>
  post('/api/auth/reset-password', { token, password, confirmPassword });

const tokenOf = (mail: MailMessage): string => {
  const match = /https:\/\/mariner\.example\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error('no reset link in the mail');
  return match[1];
};

describe('POST /api/auth/forgot-password', () => {
  it('answers the same neutral 200 for a registered and an unknown e-mail, and mails only the real one', async () => {
    const { user } = await createUser(t.db);
    const outboxBefore = (await t.db.select().from(outbox)).length;
    const known = await forgot(user.email.toUpperCase());
    const unknown = await forgot('nobody-at-all@example.ca');
    for (const response of [known, unknown]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: MESSAGES.passwordResetRequested });
    }
    await t.app.afterAnswer.settled();
    expect((await t.db.select().from(outbox)).length).toBe(outboxBefore + 1);

    const mail = await lastMailTo(user.email);
    expect(mail.subject).toMatch(/reset/i);
    const token = tokenOf(mail);
    const rows = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.tokenHash).not.toContain(token);
    const lifetime = (rows[0]?.expiresAt.getTime() ?? 0) - Date.now();
    expect(lifetime).toBeGreaterThan(PASSWORD_RESET_TTL_MS - 60_000);
    expect(lifetime).toBeLessThanOrEqual(PASSWORD_RESET_TTL_MS);
    expect(capture.sent.some((message) => message.to === 'nobody-at-all@example.ca')).toBe(false);
  });

  it('does the same work in the request for a registered and an unknown e-mail: the lookup comes after', async () => {
    const { user } = await createUser(t.db);
    const deferred: string[] = [];
    const tasks: (() => Promise<unknown>)[] = [];
    const run = vi.spyOn(t.app.afterAnswer, 'run').mockImplementation((name, task) => {
      deferred.push(name);
      tasks.push(task);
    });
    try {
      const before = (await t.db.select().from(passwordResetTokens)).length;
      const known = await forgot(user.email);
      const unknown = await forgot('nobody-ever@example.ca');
      expect(known.json()).toEqual(unknown.json());
      // Nothing was looked up or written while the request was answered, for either address.
      expect(deferred).toEqual(['password reset mail', 'password reset mail']);
      expect((await t.db.select().from(passwordResetTokens)).length).toBe(before);
      for (const task of tasks) await task();
      expect((await t.db.select().from(passwordResetTokens)).length).toBe(before + 1);
    } finally {
      run.mockRestore();
    }
  });

  it('is rate-limited per e-mail with its own budget, with the same answer for any e-mail', async () => {
    for (const email of ['limited-nobody@example.ca', (await createUser(t.db)).user.email]) {
      for (let attempt = 0; attempt < 5; attempt++) expect((await forgot(email)).statusCode).toBe(200);
      const blocked = await forgot(email);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error).toBe('RATE_LIMITED');
    }
    // Password resets spend their own budget, never a login's.
    const { user, password } = await createUser(t.db);
    for (let attempt = 0; attempt < 5; attempt++) await forgot(user.email);
    expect((await post('/api/auth/login', { email: user.email, password })).statusCode).toBe(200);
  });

  it('refuses a malformed e-mail with the field message', async () => {
    const response = await forgot('not-an-email');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.email).toBe(MESSAGES.invalidEmailFormat);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new argon2id password, revokes every session and works only once', async () => {
    const { user, password } = await createUser(t.db);
    const sessionA = await loginAs(t.app, user);
    const sessionB = await loginAs(t.app, user, { rememberMe: true });
    await forgot(user.email);
    const token = tokenOf(await lastMailTo(user.email));

    const done = await reset(token, 'a brand new secret');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: MESSAGES.passwordChanged });

    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash?.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(row?.passwordHash ?? '', 'a brand new secret')).toBe(true);
    expect(await verifyPassword(row?.passwordHash ?? '', password)).toBe(false);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    for (const token of [sessionA, sessionB]) {
      const me = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) });
      expect(me.statusCode).toBe(401);
    }

    const again = await reset(token, 'another new secret');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: 'BAD_REQUEST', message: MESSAGES.passwordResetInvalid });

    const login = await post('/api/auth/login', { email: user.email, password: 'a brand new secret' });
    expect(login.statusCode).toBe(200);
  });

  it('refuses an expired token, an unknown one and an older link once a newer one was sent', async () => {
    const { user } = await createUser(t.db);
    await forgot(user.email);
    const first = tokenOf(await lastMailTo(user.email));
    await forgot(user.email);
    const second = tokenOf(await lastMailTo(user.email));
    expect(second).not.toBe(first);

    expect((await reset(first, 'new password 1')).json().message).toBe(MESSAGES.passwordResetInvalid);
    expect((await reset('x'.repeat(43), 'new password 1')).statusCode).toBe(400);

    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    const expired = await reset(second, 'new password 1');
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(MESSAGES.passwordResetInvalid);
  });

  it('checks the new password and its confirmation before touching the token', async () => {
    const { user } = await createUser(t.db);
    await forgot(user.email);
    const token = tokenOf(await lastMailTo(user.email));
    const mismatch = await reset(token, 'new password 1', 'new password 2');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().fields.confirmPassword).toBe(MESSAGES.passwordsDoNotMatch);
    const short = await reset(token, 'short');
    expect(short.json().fields.password).toBe(MESSAGES.passwordTooShort);
    expect((await reset(token, 'new password 1')).statusCode).toBe(200);
  });
});

describe('PUT /api/auth/password', () => {
  const change = (token: string | null, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      payload,
      remoteAddress: clientIp(),
      ...(token ? { headers: bearer(token) } : {}),
    });

  it('needs a session', async () => {
    const response = await change(null, {
      currentPassword: 'x',
      newPassword: 'y'.repeat(8),
      confirmPassword: 'y'.repeat(8),
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const { user, password } = await createUser(t.db);
    const token = await loginAs(t.app, user);
    const response = await change(token, {
      currentPassword: 'not the password',
      newPassword: 'brand new password',
      confirmPassword: 'brand new password',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.currentPassword).toBe(MESSAGES.currentPasswordIncorrect);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(row?.passwordHash ?? '', password)).toBe(true);
  });

  it('changes the password, keeps the current session and revokes the others', async () => {
    const { user, password } = await createUser(t.db);
    const current = await loginAs(t.app, user);
    const other = await loginAs(t.app, user, { rememberMe: true });
    const response = await change(current, {
      currentPassword: password,
      newPassword: 'brand new password',
      confirmPassword: 'brand new password',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.passwordUpdated });
    const profile = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) });
    expect((await profile(current)).statusCode).toBe(200);
    expect((await profile(other)).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: user.email, password })).statusCode).toBe(401);
    expect(
      (await post('/api/auth/login', { email: user.email, password: 'brand new password' })).statusCode,
    ).toBe(200);
  });
});
