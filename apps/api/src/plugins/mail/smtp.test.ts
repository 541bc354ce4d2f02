import { MESSAGES } from '@mariner/contracts';
import { describe, expect, it } from 'vitest';
import { decodeMessage, useSmtpSinkApp } from '../../test/mail.ts';
import { drainOutbox } from './index.ts';

const { t, receivedBy } = useSmtpSinkApp();

describe('mail over SMTP (nodemailer driver against an smtp-server sink)', () => {
  it('uses the SMTP driver when SMTP_URL is set', () => {
    expect(t.app.mail.driver.name).toBe('smtp');
  });

  it('delivers the reset mail, whose link resets the password once', async () => {
    const email = `smtp-${Math.random().toString(36).slice(2)}@example.ca`;
    const oldPassword = 'old harbour password';
    const newPassword = 'new harbour password';
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        firstName: 'Anne',
        lastName: 'Shirley',
        email,
        password: oldPassword,
        advertiserType: 'AUCTIONEER',
        companyName: 'Green Gables Auctions',
      },
    });
    expect(registered.statusCode).toBe(201);

    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
    });
    expect(forgot.statusCode).toBe(200);
    expect(forgot.json()).toEqual({ message: MESSAGES.passwordResetRequested });

    // The reset mail is written after the answer (issue 25, decision 013): wait for it before draining.
    await t.app.afterAnswer.settled();
    const drained = await drainOutbox(t.app);
    expect(drained.failed).toBe(0);
    const mail = await receivedBy(email, 5_000, /^Subject: Reset your/im);
    const { headers, body } = decodeMessage(mail.raw);
    expect(headers).toMatch(new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'im'));
    expect(headers).toMatch(/^Subject: Reset your Mariner Marketplace password$/im);
    expect(headers).toMatch(/^From: .*no-reply@marinermarketplace\.ca/im);
    const token = /https:\/\/mariner\.example\/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(body)?.[1];
    expect(token).toBeTruthy();

    const reset = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token: decodeURIComponent(token ?? ''), password, confirmPassword: password },
      });
    const done = await reset(newPassword);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: MESSAGES.passwordChanged });

    const login = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    expect((await login(newPassword)).statusCode).toBe(200);
    expect((await login(oldPassword)).statusCode).toBe(401);

    // Single use: the same link is refused the second time.
    const again = await reset('yet another password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: MESSAGES.passwordResetInvalid });
  });
});
