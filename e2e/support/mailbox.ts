import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The JSON-lines file support/serve.mjs appends every mail to (keep the two in step). */
export const mailboxPath = (port = process.env.E2E_PORT ?? '3100'): string =>
  join(tmpdir(), `mariner-e2e-mailbox-${port}.jsonl`);

interface MailboxLine {
  to: string[];
  raw: string;
  receivedAt: string;
}

/** Headers as they are, the body of the single-part message decoded (quoted-printable or base64). */
export function decodeMail(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  if (split < 0) return raw;
  const headers = raw.slice(0, split);
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  let text = body;
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    text = Buffer.from(bytes, 'latin1').toString('utf8');
  } else if (encoding === 'base64') {
    text = Buffer.from(body, 'base64').toString('utf8');
  }
  return `${headers}\n\n${text}`;
}

async function readMailbox(): Promise<MailboxLine[]> {
  let content: string;
  try {
    content = await readFile(mailboxPath(), 'utf8');
  } catch {
    return [];
  }
  return content
    .split('\n')
    .filter((line) => line.trim() !== '')
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as MailboxLine];
      } catch {
        return []; // A line still being written.
      }
    });
}

/** How many mails `address` has received so far (to check that one was sent once), or only those `matching`. */
export async function countMailsTo(address: string, matching?: RegExp): Promise<number> {
  const wanted = address.toLowerCase();
  return (await readMailbox())
    .filter((mail) => mail.to.includes(wanted))
    .filter((mail) => !matching || matching.test(decodeMail(mail.raw))).length;
}

/**
 * The newest mail to `address` (headers and decoded body). The journeys' server drains its outbox
 * every second (support/serve.mjs), so this polls the mailbox up to `timeoutMs` (default 15 s), in
 * case the machine is busy. With `after`, only a mail received
 * after that moment counts, so an older mail to the same address is not mistaken for the new one.
 */
export async function latestMailTo(
  address: string,
  { timeoutMs = 15_000, after, matching }: { timeoutMs?: number; after?: Date; matching?: RegExp } = {},
): Promise<string> {
  const wanted = address.toLowerCase();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readMailbox())
      .filter((mail) => mail.to.includes(wanted))
      .filter((mail) => !after || new Date(mail.receivedAt).getTime() >= after.getTime())
      // A new account also gets its address confirmation (issue 27): a journey names the mail it wants.
      .filter((mail) => !matching || matching.test(decodeMail(mail.raw)))
      .at(-1);
    if (found) return decodeMail(found.raw);
    if (Date.now() > deadline)
      throw new Error(`no mail to ${address} within ${timeoutMs} ms (${mailboxPath()})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The path and query of the reset link in a mail (e.g. `/reset-password?token=…`), to open against
 * the journeys' base URL whatever host the server's PUBLIC_URL names.
 */
export function resetLinkIn(text: string): string {
  const match = /https?:\/\/[^\s/]+(\/reset-password\?token=[^\s<>"')]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in the mail:\n${text}`);
  return match[1];
}

/** The path and query of the address-confirmation link in a mail (`/confirm-email?token=…`). */
export function confirmLinkIn(text: string): string {
  const match = /https?:\/\/[^\s/]+(\/(?:fr\/confirmer-courriel|confirm-email)\?token=[^\s<>"')]+)/.exec(
    text,
  );
  if (!match?.[1]) throw new Error(`no confirmation link in the mail:\n${text}`);
  return match[1];
}
