import type { LanguageCode } from '@storefront/shared-types';
import type { MailMessage } from './mailer.js';
import { type MailWords, renderMail } from './render-mail.js';

type MailKind =
  | 'registration'
  | 'password-reset'
  | 'set-password'
  | 'email-change-confirm'
  | 'email-change-notice';

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
  // To the new address of an e-mail change: the change is made only by this link (24 hours, see email-change.ts).
  'email-change-confirm': {
    en: {
      subject: 'Confirm your new e-mail for {site}',
      greeting: 'Hello {name},',
      body: 'you asked to sign in to {site} with this e-mail from now on. Confirm it with the link below; it works once, for 24 hours. Until then your account keeps its current e-mail.',
      action: 'Confirm my new e-mail',
      footer: 'If you did not ask for this, ignore this e-mail: nothing changes.',
    },
    lt: {
      subject: 'Patvirtinkite naują {site} el. paštą',
      greeting: 'Sveiki, {name},',
      body: 'paprašėte nuo šiol jungtis prie {site} šiuo el. paštu. Patvirtinkite jį žemiau esančia nuoroda; ji veikia vieną kartą, 24 valandas. Iki tol paskyra lieka su dabartiniu el. paštu.',
      action: 'Patvirtinti naują el. paštą',
      footer: 'Jei to neprašėte, nekreipkite dėmesio į šį laišką: niekas nepasikeis.',
    },
    lv: {
      subject: 'Apstipriniet jauno {site} e-pastu',
      greeting: 'Sveiki, {name},',
      body: 'jūs lūdzāt turpmāk pieteikties {site} ar šo e-pastu. Apstipriniet to ar zemāk esošo saiti; tā darbojas vienu reizi, 24 stundas. Līdz tam kontam paliek pašreizējais e-pasts.',
      action: 'Apstiprināt jauno e-pastu',
      footer: 'Ja jūs to nepieprasījāt, ignorējiet šo e-pastu: nekas nemainīsies.',
    },
    ee: {
      subject: 'Kinnitage oma uus {site} e-post',
      greeting: 'Tere, {name}!',
      body: 'soovisite edaspidi logida {site} sisse selle e-postiga. Kinnitage see alloleva lingiga; link töötab ühe korra, 24 tunni jooksul. Seni jääb kontole praegune e-post.',
      action: 'Kinnita uus e-post',
      footer: 'Kui te seda ei taotlenud, eirake seda kirja: midagi ei muutu.',
    },
  },
  // To the previous address: the owner learns of the change and can undo it for 7 days, even once it took effect.
  'email-change-notice': {
    en: {
      subject: 'The e-mail of your {site} account is being changed',
      greeting: 'Hello {name},',
      body: 'someone signed in to your account asked to change its sign-in e-mail to {email}. It changes once that address confirms it. If this was not you, undo it with the link below (it works for 7 days, also after the change): your account gets this e-mail back and every device is signed out. Then choose a new password.',
      action: 'Undo the change',
      footer: 'If it was you, there is nothing to do.',
    },
    lt: {
      subject: 'Jūsų {site} paskyros el. paštas keičiamas',
      greeting: 'Sveiki, {name},',
      body: 'kažkas, prisijungęs prie jūsų paskyros, paprašė pakeisti jos el. paštą į {email}. Jis pasikeis, kai tas adresas tai patvirtins. Jei tai buvote ne jūs, atšaukite pakeitimą žemiau esančia nuoroda (ji veikia 7 dienas, ir po pakeitimo): paskyrai bus grąžintas šis el. paštas, o visi įrenginiai atjungti. Tada pasirinkite naują slaptažodį.',
      action: 'Atšaukti pakeitimą',
      footer: 'Jei tai buvote jūs, nieko daryti nereikia.',
    },
    lv: {
      subject: 'Jūsu {site} konta e-pasts tiek mainīts',
      greeting: 'Sveiki, {name},',
      body: 'kāds, kas pieteicies jūsu kontā, lūdza mainīt tā e-pastu uz {email}. Tas mainīsies, kad šī adrese to apstiprinās. Ja tas nebijāt jūs, atsauciet izmaiņu ar zemāk esošo saiti (tā darbojas 7 dienas, arī pēc izmaiņas): kontam atgriezīsies šis e-pasts, un visas ierīces tiks atslēgtas. Pēc tam izvēlieties jaunu paroli.',
      action: 'Atsaukt izmaiņu',
      footer: 'Ja tas bijāt jūs, nekas nav jādara.',
    },
    ee: {
      subject: 'Teie {site} konto e-posti muudetakse',
      greeting: 'Tere, {name}!',
      body: 'keegi, kes on teie kontole sisse logitud, soovis muuta selle e-posti aadressiks {email}. See muutub, kui see aadress muudatuse kinnitab. Kui see polnud teie, tühistage muudatus alloleva lingiga (see töötab 7 päeva, ka pärast muudatust): kontole tuleb tagasi see e-post ja kõik seadmed logitakse välja. Seejärel valige uus parool.',
      action: 'Tühista muudatus',
      footer: 'Kui see olite teie, pole vaja midagi teha.',
    },
  },
};

/**
 * A mail of this kind in the customer's language, with its one link as a button and as plain text. `values` fill
 * the kind's own placeholders (`{email}`).
 */
export function accountMail(
  kind: MailKind,
  locale: LanguageCode,
  to: { email: string; firstName: string },
  site: string,
  link: string,
  values: Record<string, string> = {},
): MailMessage {
  return renderMail(kind, WORDS[kind][locale], locale, to, site, link, values);
}
