import { htmlLang, type LanguageCode } from '@storefront/shared-types';
import type { MailMessage } from './mailer.js';

/**
 * The words of one mail in one language; `{name}` is the customer's first name, `{site}` the shop's name, and a
 * kind may name more values (`{email}`: the new address of an e-mail change; `{number}`: an order's number).
 */
export interface MailWords {
  subject: string;
  greeting: string;
  body: string;
  action: string;
  footer: string;
}

// The names a customer typed go into the HTML part: escaped as character references.
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** One mail from its words: its one link as a button and as plain text (account and order mails alike). */
export function renderMail(
  kind: string,
  words: MailWords,
  locale: LanguageCode,
  to: { email: string; firstName: string },
  site: string,
  link: string,
  values: Record<string, string> = {},
): MailMessage {
  const all: Record<string, string> = { ...values, name: to.firstName, site };
  // One pass: a value that itself holds `{site}` (a name is typed by the customer) is left as it is.
  const fill = (text: string) =>
    text.replace(/\{(\w+)\}/g, (placeholder, key: string) => all[key] ?? placeholder);
  const [subject, greeting, body, action, footer] = [
    words.subject,
    words.greeting,
    words.body,
    words.action,
    words.footer,
  ].map(fill) as [string, string, string, string, string];
  const text = `${greeting}\n\n${body}\n\n${action}: ${link}\n\n${footer}\n`;
  const html = `<!doctype html><html lang="${htmlLang(locale)}"><body>
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>
<p style="color:#666">${escapeHtml(footer)}</p>
</body></html>`;
  return { kind, to: to.email, subject, text, html, link };
}
