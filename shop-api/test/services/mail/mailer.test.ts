import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMail } from '../../../src/services/mail/account-mails.js';
import { createMailer } from '../../../src/services/mail/mailer.js';
import { startSmtpCatcher } from '../../helpers/smtp-catcher.js';

/** A logger that keeps every line it is given, to read what a mail left in the log. */
function captureLog() {
  const lines: string[] = [];
  const record =
    (level: string) =>
    (...args: unknown[]) => {
      lines.push(
        `${level} ${JSON.stringify(args, (_key, value) => (value instanceof Error ? value.message : value))}`,
      );
    };
  const log = {
    info: record('info'),
    error: record('error'),
    warn: record('warn'),
    debug: record('debug'),
  } as unknown as FastifyBaseLogger;
  return { log, lines };
}

const TOKEN = 'reset-token-that-must-stay-out-of-logs-0123456789';
const message = () =>
  accountMail(
    'password-reset',
    'en',
    { email: 'ona@example.test', firstName: 'Ona' },
    'Storefront Lietuva',
    `http://localhost:3000/en/password-reset/${TOKEN}`,
  );

let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
});
afterAll(() => smtp.close());

describe('mailer', () => {
  it('sends through SMTP_URL: envelope, subject, both parts and the link', async () => {
    const { log, lines } = captureLog();
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: 'Shop <no-reply@shop.test>',
      log,
    });
    mailer.queue(message());
    await mailer.flush();
    await mailer.close();
    const mail = smtp.mails.at(-1);
    expect(mail?.from).toBe('no-reply@shop.test');
    expect(mail?.to).toEqual(['ona@example.test']);
    expect(mail?.raw).toContain('Subject: Reset your Storefront Lietuva password');
    expect(mail?.raw).toContain('Content-Type: text/plain');
    expect(mail?.raw).toContain('Content-Type: text/html');
    expect(mail?.raw).toContain(TOKEN);
    expect(lines.join('\n')).not.toContain(TOKEN);
  });

  it('without SMTP, writes each mail as a .eml file under the mail folder and logs its link', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'mails-'));
    try {
      const { log, lines } = captureLog();
      const mailer = createMailer({ mailDir: join(dir, 'mail'), from: 'Shop <no-reply@shop.test>', log });
      mailer.queue(message());
      await mailer.flush();
      const files = await readdir(join(dir, 'mail'));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/-password-reset-[0-9a-f]{6}\.eml$/);
      const eml = await readFile(join(dir, 'mail', files[0] ?? ''), 'utf8');
      expect(eml).toContain('To: ona@example.test');
      expect(eml.replace(/=\n/g, '')).toContain(TOKEN);
      // The developer's way to the link when there is no mail server.
      expect(lines.join('\n')).toContain(`/en/password-reset/${TOKEN}`);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('logs a failed sending without the mail’s content, and the caller never waits for or sees it', async () => {
    const closed = new SMTPServer({ logger: false });
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const { log, lines } = captureLog();
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Shop <no-reply@shop.test>',
      log,
    });
    expect(() => mailer.queue(message())).not.toThrow();
    await mailer.flush();
    expect(lines.some((line) => line.startsWith('error') && line.includes('mail could not be sent'))).toBe(
      true,
    );
    expect(lines.join('\n')).not.toContain(TOKEN);
  });
});

describe('account mails', () => {
  it('are written in the customer’s language and escape what the customer typed', () => {
    const mail = accountMail(
      'registration',
      'lt',
      { email: 'a@example.test', firstName: '<b>Ona</b>' },
      'Storefront Lietuva',
      'http://localhost:3000/lt/user-account',
    );
    expect(mail.subject).toBe('Sveiki atvykę į Storefront Lietuva');
    expect(mail.html).toContain('&#60;b&#62;Ona&#60;/b&#62;');
    expect(mail.html).toContain('<html lang="lt">');
    expect(mail.text).toContain('Atidaryti paskyrą: http://localhost:3000/lt/user-account');
    expect(
      accountMail('password-reset', 'ee', { email: 'a@example.test', firstName: 'A' }, 'S', 'x').html,
    ).toContain('<html lang="et">');
  });
});
