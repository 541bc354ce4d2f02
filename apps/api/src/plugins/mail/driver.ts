import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

/** One outgoing e-mail, as stored in the outbox payload. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  /** Extra headers, such as a digest's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string> | undefined;
}

/** Sends one message; throws when the message could not be handed over (the outbox retries). */
export interface MailDriver {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
  close?(): Promise<void>;
}

const LINK = /https?:\/\/[^\s<>"')]+/g;

/** Every link in a text, so the log shows what a person would click. */
export const linksIn = (text: string): string[] => text.match(LINK) ?? [];

/** Development and tests without SMTP_URL: the message goes to the app log, links listed. */
export function createLogMailDriver(log: FastifyBaseLogger): MailDriver {
  return {
    name: 'log',
    async send(message) {
      log.info(
        {
          mail: {
            to: message.to,
            subject: message.subject,
            text: message.text,
            links: linksIn(message.text),
          },
        },
        `mail to ${message.to}: ${message.subject}`,
      );
    },
  };
}

/** Keeps every message in memory; tests read `sent`. */
export function createCapturingMailDriver(): MailDriver & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    name: 'capture',
    sent,
    async send(message) {
      sent.push({ ...message });
    },
  };
}

/**
 * nodemailer over SMTP (ARCHITECTURE "e-mail"), used when SMTP_URL is set; the pooled-less transport
 * opens a connection per message, which suits the outbox's small batches.
 */
export async function createSmtpMailDriver(smtpUrl: string, from: string): Promise<MailDriver> {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
      });
    },
    async close() {
      transport.close();
    },
  };
}
