import type { LanguageCode } from '@storefront/shared-types';
import type { MailWords } from './render-mail.js';

export type ForwardRequestMailKind =
  | 'forward-request-declared'
  | 'forward-request-arrived'
  | 'forward-request-shipped';

/** The forward-request mails' words (#27); `{number}` is FR + id, `{shop}` the shop it came from, `{tracking}`
 * the outgoing parcel's tracking number. */
export const FORWARDING_MAIL_WORDS: Record<ForwardRequestMailKind, Record<LanguageCode, MailWords>> = {
  'forward-request-declared': {
    en: {
      subject: 'We are expecting your parcel {number}',
      greeting: 'Hello {name},',
      body: 'thank you: we are expecting your parcel from {shop} ({number}) at our warehouse. We will write again when it arrives, with its weight and the prices to ship it to you.',
      action: 'View my forward request',
      footer: 'Thank you for forwarding with {site}.',
    },
    lt: {
      subject: 'Laukiame jūsų siuntos {number}',
      greeting: 'Sveiki, {name},',
      body: 'ačiū: laukiame jūsų siuntos iš {shop} ({number}) mūsų sandėlyje. Parašysime, kai ji atkeliaus, su jos svoriu ir siuntimo jums kainomis.',
      action: 'Peržiūrėti persiuntimo užklausą',
      footer: 'Dėkojame, kad persiunčiate su {site}.',
    },
    lv: {
      subject: 'Gaidām jūsu sūtījumu {number}',
      greeting: 'Sveiki, {name},',
      body: 'paldies: gaidām jūsu sūtījumu no {shop} ({number}) mūsu noliktavā. Rakstīsim vēlreiz, kad tas pienāks, ar tā svaru un piegādes cenām.',
      action: 'Skatīt pārsūtīšanas pieprasījumu',
      footer: 'Paldies, ka pārsūtāt ar {site}.',
    },
    ee: {
      subject: 'Ootame teie pakki {number}',
      greeting: 'Tere, {name}!',
      body: 'aitäh: ootame teie pakki poest {shop} ({number}) oma lattu. Kirjutame uuesti, kui see saabub, koos kaalu ja saatmishindadega.',
      action: 'Vaata edastustaotlust',
      footer: 'Aitäh, et edastate teenusega {site}.',
    },
  },
  'forward-request-arrived': {
    en: {
      subject: 'Your parcel {number} has arrived',
      greeting: 'Hello {name},',
      body: 'your parcel from {shop} ({number}) has arrived at our warehouse and has been weighed. Choose air or sea and pay the shipping, and we will send it on to you.',
      action: 'Choose shipping and pay',
      footer: 'Thank you for forwarding with {site}.',
    },
    lt: {
      subject: 'Jūsų siunta {number} atkeliavo',
      greeting: 'Sveiki, {name},',
      body: 'jūsų siunta iš {shop} ({number}) atkeliavo į mūsų sandėlį ir pasverta. Pasirinkite oro ar jūrų transportą ir apmokėkite siuntimą – ją išsiųsime jums.',
      action: 'Pasirinkti siuntimą ir apmokėti',
      footer: 'Dėkojame, kad persiunčiate su {site}.',
    },
    lv: {
      subject: 'Jūsu sūtījums {number} ir pienācis',
      greeting: 'Sveiki, {name},',
      body: 'jūsu sūtījums no {shop} ({number}) ir pienācis mūsu noliktavā un nosvērts. Izvēlieties gaisa vai jūras piegādi un apmaksājiet to, un mēs to nosūtīsim jums.',
      action: 'Izvēlēties piegādi un apmaksāt',
      footer: 'Paldies, ka pārsūtāt ar {site}.',
    },
    ee: {
      subject: 'Teie pakk {number} on kohal',
      greeting: 'Tere, {name}!',
      body: 'teie pakk poest {shop} ({number}) jõudis meie lattu ja on kaalutud. Valige õhu- või meretransport ja tasuge saatmine, siis saadame selle teile.',
      action: 'Vali saatmine ja tasu',
      footer: 'Aitäh, et edastate teenusega {site}.',
    },
  },
  'forward-request-shipped': {
    en: {
      subject: 'Your parcel {number} is on its way',
      greeting: 'Hello {name},',
      body: 'your parcel from {shop} ({number}) has left our warehouse. Its tracking number is {tracking}; follow it with the link below.',
      action: 'Track my parcel',
      footer: 'Thank you for forwarding with {site}.',
    },
    lt: {
      subject: 'Jūsų siunta {number} jau keliauja',
      greeting: 'Sveiki, {name},',
      body: 'jūsų siunta iš {shop} ({number}) išsiųsta iš mūsų sandėlio. Sekimo numeris – {tracking}; sekite ją paspaudę nuorodą žemiau.',
      action: 'Sekti siuntą',
      footer: 'Dėkojame, kad persiunčiate su {site}.',
    },
    lv: {
      subject: 'Jūsu sūtījums {number} ir ceļā',
      greeting: 'Sveiki, {name},',
      body: 'jūsu sūtījums no {shop} ({number}) ir izsūtīts no mūsu noliktavas. Izsekošanas numurs ir {tracking}; sekojiet tam, izmantojot saiti zemāk.',
      action: 'Izsekot sūtījumu',
      footer: 'Paldies, ka pārsūtāt ar {site}.',
    },
    ee: {
      subject: 'Teie pakk {number} on teel',
      greeting: 'Tere, {name}!',
      body: 'teie pakk poest {shop} ({number}) lahkus meie laost. Jälgimisnumber on {tracking}; jälgige seda alloleva lingi kaudu.',
      action: 'Jälgi pakki',
      footer: 'Aitäh, et edastate teenusega {site}.',
    },
  },
};
