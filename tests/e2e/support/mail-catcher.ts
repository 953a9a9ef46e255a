import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server for the journeys: the shop-api sends its account mails to it (SMTP_URL) and each mail is
 * kept as a .eml file in a folder the journeys read, the same form the shop-api writes without SMTP_URL, so a
 * journey against a stack already running (E2E_BFF_PORT) reads that stack's mail folder (E2E_MAIL_DIR) alike.
 */
export async function startMailCatcher(): Promise<{ port: number; dir: string; close: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-e2e-mail-'));
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        writeFileSync(join(dir, `${Date.now()}-${count}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    dir,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        });
      }),
  };
}

export type CapturedMail = { to: string; subject: string; text: string; links: string[] };

/** Quoted-printable soft line breaks and escapes undone (nodemailer folds long lines such as a link's). */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

function header(raw: string, name: string): string {
  const match = new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(raw);
  return match?.[1]?.trim() ?? '';
}

/** The mails in `dir` (oldest first), read just enough for a journey: recipient, subject, decoded body, links. */
export function readMails(dir: string): CapturedMail[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => {
      const raw = readFileSync(join(dir, name), 'utf8');
      const text = decodeQuotedPrintable(raw);
      return {
        to: header(raw, 'To'),
        subject: header(raw, 'Subject'),
        text,
        links: [...new Set(text.match(/https?:\/\/[^\s"<>]+/g) ?? [])],
      };
    });
}

/** Waits for a mail to `to` with a link matching `link` (mails go out in the background) and returns the link. */
export async function waitForMailLink(
  dir: string,
  to: string,
  link: RegExp,
  timeoutMs = 10_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const mail of readMails(dir).reverse()) {
      const found = mail.to.includes(to) ? mail.links.find((candidate) => link.test(candidate)) : undefined;
      if (found) return found;
    }
    if (Date.now() > deadline)
      throw new Error(`no mail to ${to} with a link like ${link} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
