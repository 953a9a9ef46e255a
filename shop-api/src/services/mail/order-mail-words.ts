import type { LanguageCode } from '@storefront/shared-types';
import type { MailWords } from './render-mail.js';

export type OrderMailKind = 'order-confirmation' | 'payment-received' | 'order-shipped';

/** The order mails' words (#26); `{number}` is the order number, `{tracking}` the parcel's tracking number. */
export const ORDER_MAIL_WORDS: Record<OrderMailKind, Record<LanguageCode, MailWords>> = {
  'order-confirmation': {
    en: {
      subject: 'Your {site} order {number}',
      greeting: 'Hello {name},',
      body: 'thank you for your order {number}. You can see it, and pay it if it is still unpaid, with the link below; it works without signing in.',
      action: 'View my order',
      footer: 'Keep this e-mail: the link is the way to your order without an account.',
    },
    lt: {
      subject: 'Jūsų {site} užsakymas {number}',
      greeting: 'Sveiki, {name},',
      body: 'dėkojame už užsakymą {number}. Jį peržiūrėti ir, jei dar neapmokėtas, apmokėti galite paspaudę nuorodą žemiau; prisijungti nereikia.',
      action: 'Peržiūrėti užsakymą',
      footer: 'Išsaugokite šį laišką: nuoroda veda į jūsų užsakymą be paskyros.',
    },
    lv: {
      subject: 'Jūsu {site} pasūtījums {number}',
      greeting: 'Sveiki, {name},',
      body: 'paldies par pasūtījumu {number}. To varat apskatīt un, ja tas vēl nav apmaksāts, apmaksāt, izmantojot saiti zemāk; pieteikties nav nepieciešams.',
      action: 'Skatīt pasūtījumu',
      footer: 'Saglabājiet šo e-pastu: saite ved uz jūsu pasūtījumu bez konta.',
    },
    ee: {
      subject: 'Teie {site} tellimus {number}',
      greeting: 'Tere, {name}!',
      body: 'aitäh tellimuse {number} eest. Saate seda vaadata ja, kui see on veel tasumata, tasuda alloleva lingi kaudu; sisse logida pole vaja.',
      action: 'Vaata tellimust',
      footer: 'Hoidke see kiri alles: link viib teie tellimuseni ilma kontota.',
    },
  },
  'payment-received': {
    en: {
      subject: 'Payment received for {number}',
      greeting: 'Hello {name},',
      body: 'we have received the payment for your order {number}. We will let you know when it is shipped.',
      action: 'View my order',
      footer: 'Thank you for shopping at {site}.',
    },
    lt: {
      subject: 'Gautas mokėjimas už {number}',
      greeting: 'Sveiki, {name},',
      body: 'gavome mokėjimą už jūsų užsakymą {number}. Pranešime, kai jis bus išsiųstas.',
      action: 'Peržiūrėti užsakymą',
      footer: 'Dėkojame, kad apsiperkate {site}.',
    },
    lv: {
      subject: 'Saņemts maksājums par {number}',
      greeting: 'Sveiki, {name},',
      body: 'esam saņēmuši maksājumu par jūsu pasūtījumu {number}. Paziņosim, kad tas tiks nosūtīts.',
      action: 'Skatīt pasūtījumu',
      footer: 'Paldies, ka iepērkaties {site}.',
    },
    ee: {
      subject: 'Makse tellimuse {number} eest on laekunud',
      greeting: 'Tere, {name}!',
      body: 'oleme saanud teie tellimuse {number} makse. Anname teada, kui see on teele saadetud.',
      action: 'Vaata tellimust',
      footer: 'Aitäh, et ostate poest {site}.',
    },
  },
  'order-shipped': {
    en: {
      subject: 'Your order {number} is on its way',
      greeting: 'Hello {name},',
      body: 'your order {number} has been shipped. Its tracking number is {tracking}; follow the parcel with the link below.',
      action: 'Track my parcel',
      footer: 'Thank you for shopping at {site}.',
    },
    lt: {
      subject: 'Jūsų užsakymas {number} jau keliauja',
      greeting: 'Sveiki, {name},',
      body: 'jūsų užsakymas {number} išsiųstas. Siuntos sekimo numeris – {tracking}; siuntą sekite paspaudę nuorodą žemiau.',
      action: 'Sekti siuntą',
      footer: 'Dėkojame, kad apsiperkate {site}.',
    },
    lv: {
      subject: 'Jūsu pasūtījums {number} ir ceļā',
      greeting: 'Sveiki, {name},',
      body: 'jūsu pasūtījums {number} ir nosūtīts. Sūtījuma izsekošanas numurs ir {tracking}; sekojiet sūtījumam, izmantojot saiti zemāk.',
      action: 'Izsekot sūtījumu',
      footer: 'Paldies, ka iepērkaties {site}.',
    },
    ee: {
      subject: 'Teie tellimus {number} on teel',
      greeting: 'Tere, {name}!',
      body: 'teie tellimus {number} on teele saadetud. Saadetise jälgimisnumber on {tracking}; jälgige pakki alloleva lingi kaudu.',
      action: 'Jälgi pakki',
      footer: 'Aitäh, et ostate poest {site}.',
    },
  },
};
