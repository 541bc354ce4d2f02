import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { beforeEach } from 'vitest';
import { createCapturingMailDriver, drainOutbox, type MailMessage } from '../plugins/mail/index.ts';
import { createTestApp, useTestApp } from './test-db.ts';

/** Mail harnesses shared by the API tests: a driver that keeps what is sent, and a real SMTP sink. */

/** Where the links in test mail point, so tests can read tokens out of them. */
export const TEST_PUBLIC_URL = 'https://mariner.example';

/**
 * The file's app with its mail kept in `capture.sent` instead of sent. Each test gets the next client
 * address in `subnet` (e.g. "10.0.9"), so the per-IP limits one test reaches never reach another.
 */
export function useMailCapturingApp(subnet: string) {
  const capture = createCapturingMailDriver();
  const t = useTestApp(async () => {
    const started = await createTestApp({ config: { publicUrl: TEST_PUBLIC_URL } });
    started.app.mail.driver = capture;
    return started;
  });
  let tests = 0;
  let ip = '';
  beforeEach(() => {
    tests += 1;
    ip = `${subnet}.${tests}`;
  });
  return {
    t,
    capture,
    clientIp: () => ip,
    /**
     * Waits for the work requests left for after their answer (issue 25) and for the background
     * drain under way (which may have claimed the mail and not sent it yet: the test then read the
     * older mail, or none), drains the outbox and answers the latest mail to `to`.
     */
    async lastMailTo(to: string): Promise<MailMessage> {
      await t.app.afterAnswer.settled();
      await t.app.mail.drained();
      await drainOutbox(t.app);
      const mail = capture.sent.filter((message) => message.to === to).at(-1);
      if (!mail) throw new Error(`no mail to ${to}`);
      return mail;
    },
  };
}

/** What the SMTP sink received: the envelope recipients and the raw RFC 5322 message. */
export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** An smtp-server on a free local port that keeps every message it is given. */
async function startSmtpSink(received: ReceivedMail[]): Promise<SMTPServer> {
  const sink = new SMTPServer({
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
  return sink;
}

/** The file's app sending through the real nodemailer driver (SMTP_URL set) to a local sink. */
export function useSmtpSinkApp() {
  const received: ReceivedMail[] = [];
  let sink: SMTPServer | undefined;
  const t = useTestApp(
    async () => {
      sink = await startSmtpSink(received);
      const { port } = sink.server.address() as AddressInfo;
      return createTestApp({ config: { smtpUrl: `smtp://127.0.0.1:${port}`, publicUrl: TEST_PUBLIC_URL } });
    },
    () => new Promise<void>((resolve) => (sink ? sink.close(() => resolve()) : resolve())),
  );
  return {
    t,
    /**
     * Waits for the sink to hold a message to `to` (whose raw text matches `matching`, when given:
     * a new account is also mailed its confirmation): the background drainer may have sent it already.
     */
    async receivedBy(to: string, timeoutMs = 5_000, matching?: RegExp): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received
          .filter((message) => message.to.includes(to) && (!matching || matching.test(message.raw)))
          .at(-1);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} reached the SMTP sink`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

/** The headers and body of a single-part message, undoing quoted-printable or base64 transfer encoding. */
export function decodeMessage(raw: string): { headers: string; body: string } {
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
