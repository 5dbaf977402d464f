import fs from 'node:fs/promises';
import path from 'node:path';
import type nodemailer from 'nodemailer';
import { lazyRequire } from '../lazy-require';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Outgoing e-mail: `.eml` files in DATA_DIR/mail by default, SMTP when SMTP_URL is set. */
export interface Mailer {
  kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/**
 * An address under a reserved top-level domain (RFC 2606: `.invalid`, `.test`, `.example`,
 * `.localhost` are never delegated) cannot receive mail: the accounts of learners without e-mail
 * have one (`…@learners.lingbridge.invalid`, decision 0092). Such a message is not sent at all, so
 * an SMTP relay is not asked to deliver it and bounce it back. `.test` stays deliverable here: the
 * outbox and test servers use it.
 */
export function isUndeliverable(to: string) {
  return /\.(invalid|localhost|example)\.?$/i.test(to.trim());
}

// Loaded with the first message: most processes send none in their life (docs/decisions/0123).
const mailer = lazyRequire<typeof nodemailer>('nodemailer');

export function createOutboxMailer(dir: string, from: string): Mailer {
  let transport: ReturnType<typeof nodemailer.createTransport> | null = null;
  return {
    kind: 'outbox',
    async send(message) {
      if (isUndeliverable(message.to)) return;
      transport ??= mailer().createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
      const info = await transport.sendMail({ from, ...message });
      await fs.mkdir(dir, { recursive: true });
      const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, '_');
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}-${Math.random().toString(36).slice(2, 8)}.eml`;
      // Written under a temporary name, then renamed: whoever watches the folder (a person, a
      // test, another process) never reads half a message.
      const partial = path.join(dir, `.writing-${process.pid}-${Math.random().toString(36).slice(2, 10)}`);
      await fs.writeFile(partial, info.message as Buffer);
      await fs.rename(partial, path.join(dir, name));
    },
    async close() {
      transport?.close();
    },
  };
}

export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = mailer().createTransport(url);
  return {
    kind: 'smtp',
    async send(message) {
      if (isUndeliverable(message.to)) return;
      await transport.sendMail({ from, ...message });
    },
    async close() {
      transport.close();
    },
  };
}
