import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail as the SMTP server received it: envelope sender and recipients, and the raw message. */
export interface CaughtMail {
  from: string;
  to: string[];
  /** The raw message with quoted-printable soft line breaks undone, so a long link reads whole. */
  raw: string;
}

/**
 * A real SMTP server on a loopback port that keeps every mail: the mailer talks SMTP to it exactly as it would
 * to mailpit or a relay. Used by the shop-api's mailer tests and the cross-package account tests.
 */
export async function startSmtpCatcher(): Promise<{
  port: number;
  mails: CaughtMail[];
  close(): Promise<void>;
}> {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        raw += chunk;
      });
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
