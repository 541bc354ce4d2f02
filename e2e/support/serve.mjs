// Starts the built server once for all journeys, on a fresh data directory that is removed afterwards,
// with an SMTP sink in front: every mail the server sends is appended as a JSON line
// ({ to, raw, receivedAt }) to the mailbox file that support/mailbox.ts reads.
import { spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = mkdtempSync(join(tmpdir(), 'mariner-e2e-'));
const port = process.env.E2E_PORT ?? '3100';
// Keep in step with mailboxPath() in support/mailbox.ts.
const mailbox = join(tmpdir(), `mariner-e2e-mailbox-${port}.jsonl`);
writeFileSync(mailbox, '');

const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('error', callback);
    stream.on('end', () => {
      const line = {
        to: session.envelope.rcptTo.map((address) => address.address.toLowerCase()),
        raw: Buffer.concat(chunks).toString('utf8'),
        receivedAt: new Date().toISOString(),
      };
      appendFileSync(mailbox, `${JSON.stringify(line)}\n`);
      callback();
    });
  },
});
const smtpPort = await new Promise((resolveListen, reject) => {
  sink.once('error', reject);
  sink.listen(0, '127.0.0.1', () => resolveListen(sink.server.address().port));
});

const server = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'admin@e2e.test',
    ADMIN_PASSWORD: 'e2e-admin-password',
    SEED_DEMO: 'false',
    SHUTDOWN_DELAY_SECONDS: '0',
    // The journeys pay with the built-in test processor; said out loud, so a NODE_ENV=production
    // shell still starts it.
    PAYMENTS_MODE: 'test',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    // Alert digests looked for every 2 s, so the alerts journey waits seconds, not a minute.
    ALERT_DIGEST_INTERVAL_SECONDS: '2',
    // Mail sent every second rather than every 5 s: six journey files wait for mail (resets,
    // confirmations, alerts, campaigns); a mail arrived 3.6 s after its request on average, 0.6 s now.
    OUTBOX_DRAIN_INTERVAL_SECONDS: '1',
    // A sending campaign queues its next share every second rather than every 5 s: it reads "Sent"
    // on the run after its last mail went, which the campaigns journey waits for.
    CAMPAIGN_SEND_INTERVAL_SECONDS: '1',
    // Every journey registers its accounts from 127.0.0.1.
    RATE_LIMIT_REGISTER_PER_HOUR: '100000',
    // Issue 30: invoices print the operator's registration numbers (checkout-journey.spec.ts).
    TAX_REGISTRATION_NUMBERS: 'GST/HST 123456789 RT0001; QST 1234567890 TQ0001',
  },
});

const stop = () => {
  server.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(mailbox, { force: true });
  sink.close(() => process.exit(code ?? 0));
  // Open sink connections are not worth waiting for once the server is gone.
  setTimeout(() => process.exit(code ?? 0), 2_000).unref();
});
