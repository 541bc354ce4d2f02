import type { AddressInfo } from 'node:net';
import { MESSAGES } from '@mariner/contracts';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { drainOutbox } from './index.ts';

/** What the sink received: the envelope recipients and the raw RFC 5322 message. */
interface Received {
  to: string[];
  raw: string;
}

const received: Received[] = [];
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
function decodeMessage(raw: string): { headers: string; body: string } {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split);
  const body = raw.slice(split + 4);
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return { headers, body: Buffer.from(bytes, 'latin1').toString('utf8') };
  }
  if (encoding === 'base64') return { headers, body: Buffer.from(body, 'base64').toString('utf8') };
  return { headers, body };
}

/** Waits for the sink to hold a message to `to`: the background drainer may have sent it already. */
async function receivedBy(to: string, timeoutMs = 5_000): Promise<Received> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = received.filter((message) => message.to.includes(to)).at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} reached the SMTP sink`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

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

    const drained = await drainOutbox(t.app);
    expect(drained.failed).toBe(0);
    const mail = await receivedBy(email);
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
