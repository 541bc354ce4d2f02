import { MESSAGES } from '@mariner/contracts';
import { describe, expect, it } from 'vitest';
import { drainOutbox } from '../../plugins/mail/index.ts';
import { decodeMessage, useSmtpSinkApp } from '../../test/mail.ts';

const { t, receivedBy } = useSmtpSinkApp();

describe('newsletter confirmation over SMTP (real nodemailer driver, smtp-server sink)', () => {
  it('delivers the confirmation mail whose link confirms once', async () => {
    const email = `smtp-news-${Math.random().toString(36).slice(2)}@example.ca`;
    const subscribed = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email, source: 'footer' },
    });
    expect(subscribed.statusCode).toBe(200);

    expect((await drainOutbox(t.app)).failed).toBe(0);
    const mail = await receivedBy(email);
    expect(mail.raw).toMatch(/^Subject: Confirm your Mariner Marketplace newsletter subscription$/im);
    const { body } = decodeMessage(mail.raw);
    const token = /https:\/\/mariner\.example\/newsletter\/confirm\?token=([A-Za-z0-9_%-]+)/.exec(body)?.[1];
    expect(token).toBeTruthy();
    expect(body).toMatch(/https:\/\/mariner\.example\/newsletter\/unsubscribe\?token=[A-Za-z0-9_-]+/);

    const confirm = () => t.app.inject({ method: 'GET', url: `/api/newsletter/confirm?token=${token}` });
    const done = await confirm();
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: MESSAGES.newsletterConfirmed });
    expect((await confirm()).statusCode).toBe(400);
  });
});
