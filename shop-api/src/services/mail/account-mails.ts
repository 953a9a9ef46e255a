import { htmlLang, type LanguageCode } from '@storefront/shared-types';
import type { MailMessage } from './mailer.js';

/** The words of one mail in one language; `{name}` is the customer's first name, `{site}` the shop's name. */
interface MailWords {
  subject: string;
  greeting: string;
  body: string;
  action: string;
  footer: string;
}

type MailKind = 'registration' | 'password-reset' | 'set-password';

const WORDS: Record<MailKind, Record<LanguageCode, MailWords>> = {
  registration: {
    en: {
      subject: 'Welcome to {site}',
      greeting: 'Hello {name},',
      body: 'your account is ready. You can follow your orders, keep delivery addresses and manage the newsletter in your account.',
      action: 'Open my account',
      footer: 'If you did not create this account, please reply to this e-mail.',
    },
    lt: {
      subject: 'Sveiki atvykę į {site}',
      greeting: 'Sveiki, {name},',
      body: 'jūsų paskyra paruošta. Paskyroje galite sekti užsakymus, saugoti pristatymo adresus ir tvarkyti naujienlaiškį.',
      action: 'Atidaryti paskyrą',
      footer: 'Jei šios paskyros nekūrėte, atsakykite į šį laišką.',
    },
    lv: {
      subject: 'Laipni lūdzam {site}',
      greeting: 'Sveiki, {name},',
      body: 'jūsu konts ir gatavs. Kontā varat sekot pasūtījumiem, glabāt piegādes adreses un pārvaldīt jaunumu vēstuli.',
      action: 'Atvērt manu kontu',
      footer: 'Ja jūs neizveidojāt šo kontu, lūdzu, atbildiet uz šo e-pastu.',
    },
    ee: {
      subject: 'Tere tulemast: {site}',
      greeting: 'Tere, {name}!',
      body: 'teie konto on valmis. Kontol saate jälgida tellimusi, hoida tarneaadresse ja hallata uudiskirja.',
      action: 'Ava minu konto',
      footer: 'Kui te seda kontot ei loonud, vastake palun sellele kirjale.',
    },
  },
  'password-reset': {
    en: {
      subject: 'Reset your {site} password',
      greeting: 'Hello {name},',
      body: 'we received a request to reset your password. The link below works once, for one hour.',
      action: 'Choose a new password',
      footer: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    },
    lt: {
      subject: 'Atkurkite {site} slaptažodį',
      greeting: 'Sveiki, {name},',
      body: 'gavome prašymą atkurti jūsų slaptažodį. Žemiau esanti nuoroda veikia vieną kartą, vieną valandą.',
      action: 'Pasirinkti naują slaptažodį',
      footer: 'Jei to neprašėte, nekreipkite dėmesio į šį laišką: slaptažodis liks toks pat.',
    },
    lv: {
      subject: 'Atjaunojiet {site} paroli',
      greeting: 'Sveiki, {name},',
      body: 'saņēmām pieprasījumu atjaunot jūsu paroli. Zemāk esošā saite darbojas vienu reizi, vienu stundu.',
      action: 'Izvēlēties jaunu paroli',
      footer: 'Ja jūs to nepieprasījāt, ignorējiet šo e-pastu: parole paliks nemainīga.',
    },
    ee: {
      subject: 'Lähtestage oma {site} parool',
      greeting: 'Tere, {name}!',
      body: 'saime taotluse teie parooli lähtestamiseks. Allolev link töötab ühe korra, ühe tunni jooksul.',
      action: 'Vali uus parool',
      footer: 'Kui te seda ei taotlenud, eirake seda kirja: teie parool jääb samaks.',
    },
  },
  'set-password': {
    en: {
      subject: 'Set a password for {site}',
      greeting: 'Hello {name},',
      body: 'you have shopped with us before, so an account for your e-mail already exists. Choose a password to sign in; the link works once, for one hour.',
      action: 'Set my password',
      footer: 'If you did not try to register, ignore this e-mail.',
    },
    lt: {
      subject: 'Nustatykite {site} slaptažodį',
      greeting: 'Sveiki, {name},',
      body: 'jau pirkote pas mus, todėl paskyra jūsų el. paštui jau yra. Pasirinkite slaptažodį prisijungti; nuoroda veikia vieną kartą, vieną valandą.',
      action: 'Nustatyti slaptažodį',
      footer: 'Jei nebandėte registruotis, nekreipkite dėmesio į šį laišką.',
    },
    lv: {
      subject: 'Iestatiet {site} paroli',
      greeting: 'Sveiki, {name},',
      body: 'jūs jau esat iepirkušies pie mums, tāpēc konts jūsu e-pastam jau pastāv. Izvēlieties paroli, lai pieteiktos; saite darbojas vienu reizi, vienu stundu.',
      action: 'Iestatīt paroli',
      footer: 'Ja jūs nemēģinājāt reģistrēties, ignorējiet šo e-pastu.',
    },
    ee: {
      subject: 'Määrake {site} parool',
      greeting: 'Tere, {name}!',
      body: 'olete meilt varem ostnud, seega on teie e-posti jaoks konto juba olemas. Valige sisselogimiseks parool; link töötab ühe korra, ühe tunni jooksul.',
      action: 'Määra parool',
      footer: 'Kui te ei proovinud registreeruda, eirake seda kirja.',
    },
  },
};

// The names a customer typed go into the HTML part: escaped as character references.
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A mail of this kind in the customer's language, with its one link as a button and as plain text. */
export function accountMail(
  kind: MailKind,
  locale: LanguageCode,
  to: { email: string; firstName: string },
  site: string,
  link: string,
): MailMessage {
  const words = WORDS[kind][locale];
  const fill = (text: string) => text.replaceAll('{name}', to.firstName).replaceAll('{site}', site);
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
