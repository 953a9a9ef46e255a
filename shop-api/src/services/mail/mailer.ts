import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

/** One mail the shop sends a customer; `link` is the one action it offers (reset, set a password, the account). */
export interface MailMessage {
  /** What the mail is, for file names and logs: `password-reset`, `registration`, `set-password`. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  link: string;
}

export interface Mailer {
  /**
   * Sends in the background: the caller's answer never waits on (or, by its timing, tells of) a mail. A failure
   * is logged without the mail's content, which holds a token.
   */
  queue(message: MailMessage): void;
  /** Resolves once every mail queued so far has been sent or has failed (tests, and closing). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export interface MailerOptions {
  /** `smtp://user:pass@host:port` (or smtps://): mails go through this server. */
  smtpUrl?: string | undefined;
  /** Without an SMTP server, each mail is written here as a .eml file and its link logged (development). */
  mailDir?: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}

type Transport = ReturnType<typeof nodemailer.createTransport>;

/**
 * nodemailer through SMTP when SMTP_URL is set; otherwise every mail becomes a .eml file under the data folder
 * and its link is logged, so someone on `npm start` with no mail server can still follow a reset link. (That is
 * the one log line that carries a token, and only where the mail itself lies on disk: production requires an
 * SMTP_URL, see config/env.ts.) Without either, mails are dropped (test apps that do not read them).
 */
export function createMailer(options: MailerOptions): Mailer {
  const { log, from } = options;
  const pending = new Set<Promise<void>>();
  let transport: Transport | undefined;
  let deliver: (message: MailMessage) => Promise<void>;

  if (options.smtpUrl) {
    const smtp = nodemailer.createTransport(options.smtpUrl);
    transport = smtp;
    deliver = async (message) => {
      await smtp.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      log.info({ kind: message.kind }, 'mail sent');
    };
  } else if (options.mailDir) {
    const dir = options.mailDir;
    const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    transport = files;
    deliver = async (message) => {
      const info = await files.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      await mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.kind}-${randomBytes(3).toString('hex')}.eml`;
      const file = join(dir, name);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info(
        { kind: message.kind, file, link: message.link },
        'mail written to a file (no SMTP_URL): follow its link',
      );
    };
  } else {
    deliver = async (message) => {
      log.debug({ kind: message.kind }, 'mail dropped (no SMTP_URL and no mail folder)');
    };
  }

  return {
    queue(message) {
      const sending = deliver(message)
        .catch((error: unknown) => {
          // The error alone: nodemailer's errors name the server and the SMTP reply, never the mail's content.
          log.error({ err: error, kind: message.kind }, 'mail could not be sent');
        })
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async flush() {
      await Promise.all([...pending]);
    },
    async close() {
      await Promise.all([...pending]);
      transport?.close();
    },
  };
}
