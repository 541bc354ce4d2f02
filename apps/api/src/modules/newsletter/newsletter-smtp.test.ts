import type { AddressInfo } from 'node:net';
import { MESSAGES } from '@mariner/contracts';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainOutbox } from '../../plugins/mail/index.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';

/** Raw RFC 5322 messages the sink received, by envelope recipient. */
const received: { to: string[]; raw: string }[] = [];
let sink: SMTPServer;
let t: TestApp;

beforeAll(async () => {
  sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((address) => address.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    sink.once('error', reject);
    sink.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = sink.server.address() as AddressInfo;
  t = await createTestApp({
    config: { smtpUrl: `smtp://127.0.0.1:${port}`, publicUrl: 'https://mariner.example' },
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => sink.close(() => resolve()));
});

/** The body of a single-part message, undoing quoted-printable or base64 transfer encoding. */
function bodyOf(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split);
  const body = raw.slice(split + 4);
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  return body;
}

async function receivedBy(to: string, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = received.filter((message) => message.to.includes(to)).at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} reached the SMTP sink`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

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
    const body = bodyOf(mail.raw);
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
