// The mail of an operator's decision on a pro application (#28), in the language the customer applied in,
// linking to the pro site (approved) or the pro page (rejected, with the operator's note). Sent after the commit,
// once per decision (a replayed operator call answers from its record and mails nothing).
import { LANGUAGE_CODES, type LanguageCode } from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';
import type { Mailer } from '../mail/mailer.js';
import { type MailWords, renderMail } from '../mail/render-mail.js';
import { originOf, storefrontHost } from '../orders/storefront-origin.js';

type Decision = 'approved' | 'rejected';

/** `{company}` is the company applied for, `{note}` the operator's reason. */
const WORDS: Record<Decision, Record<LanguageCode, MailWords>> = {
  approved: {
    en: {
      subject: 'Your pro account at {site} is ready',
      greeting: 'Hello {name},',
      body: 'your application for {company} is approved. You can now order in bulk at pro prices.',
      action: 'Open the pro site',
      footer: 'Thank you for buying with {site}.',
    },
    lt: {
      subject: 'Jūsų pro paskyra {site} paruošta',
      greeting: 'Sveiki, {name},',
      body: 'jūsų paraiška įmonei {company} patvirtinta. Dabar galite pirkti didmeniniais kiekiais pro kainomis.',
      action: 'Atverti pro svetainę',
      footer: 'Dėkojame, kad perkate su {site}.',
    },
    lv: {
      subject: 'Jūsu pro konts {site} ir gatavs',
      greeting: 'Sveiki, {name},',
      body: 'jūsu pieteikums uzņēmumam {company} ir apstiprināts. Tagad varat pirkt vairumā par pro cenām.',
      action: 'Atvērt pro vietni',
      footer: 'Paldies, ka iepērkaties {site}.',
    },
    ee: {
      subject: 'Teie pro konto {site} on valmis',
      greeting: 'Tere, {name},',
      body: 'teie taotlus ettevõttele {company} on kinnitatud. Nüüd saate tellida hulgi pro hindadega.',
      action: 'Ava pro sait',
      footer: 'Aitäh, et ostate {site} kaudu.',
    },
  },
  rejected: {
    en: {
      subject: 'Your pro application at {site}',
      greeting: 'Hello {name},',
      body: 'we could not approve your application for {company}. {note}',
      action: 'See your application',
      footer: 'Thank you for buying with {site}.',
    },
    lt: {
      subject: 'Jūsų pro paraiška {site}',
      greeting: 'Sveiki, {name},',
      body: 'negalėjome patvirtinti jūsų paraiškos įmonei {company}. {note}',
      action: 'Peržiūrėti paraišką',
      footer: 'Dėkojame, kad perkate su {site}.',
    },
    lv: {
      subject: 'Jūsu pro pieteikums {site}',
      greeting: 'Sveiki, {name},',
      body: 'mēs nevarējām apstiprināt jūsu pieteikumu uzņēmumam {company}. {note}',
      action: 'Skatīt pieteikumu',
      footer: 'Paldies, ka iepērkaties {site}.',
    },
    ee: {
      subject: 'Teie pro taotlus {site}',
      greeting: 'Tere, {name},',
      body: 'me ei saanud kinnitada teie taotlust ettevõttele {company}. {note}',
      action: 'Vaata taotlust',
      footer: 'Aitäh, et ostate {site} kaudu.',
    },
  },
};

export async function sendProDecisionMail(
  db: Queryable,
  mailer: Mailer,
  template: string,
  applicationId: number,
): Promise<boolean> {
  const [row] = await db.query<{
    status: string;
    email: string;
    first_name: string | null;
    company_name: string;
    note: string | null;
    locale: string;
    site_id: number;
    site_name: string;
    host: string | null;
  }>(
    `SELECT a.status, u.email, u.first_name, a.company_name, a.note, a.locale, s.id AS site_id, s.name AS site_name,
       a.storefront_host AS host
     FROM pro_applications a JOIN users u ON u.id = a.user_id
       JOIN sites s ON s.id = coalesce(a.site_id, (SELECT min(id) FROM sites))
     WHERE a.id = $1`,
    [applicationId],
  );
  if (!row || (row.status !== 'approved' && row.status !== 'rejected')) return false;
  const locale: LanguageCode = (LANGUAGE_CODES as readonly string[]).includes(row.locale)
    ? (row.locale as LanguageCode)
    : 'en';
  const host = row.host ?? (await storefrontHost(db, row.site_id, {}, template));
  const page = row.status === 'approved' ? 'site-pro' : 'pro';
  mailer.queue(
    renderMail(
      `pro-${row.status}`,
      WORDS[row.status][locale],
      locale,
      { email: row.email, firstName: row.first_name ?? '' },
      row.site_name,
      `${originOf(template, host)}/${locale}/${page}`,
      { company: row.company_name, note: row.note ?? '' },
    ),
  );
  return true;
}
