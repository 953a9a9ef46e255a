import type { LanguageCode } from '@storefront/shared-types';
import type { MailWords } from './render-mail.js';

export type ReservationMailKind = 'reservation-created' | 'reservation-paid' | 'reservation-ready';

/**
 * The reservation mails' words (#28); `{number}` is the reservation's number (RS…), `{model}` the phone,
 * `{deposit}` the deposit in euros, `{minutes}` the time to pay it. The created mail carries the signed link, so a
 * guest can come back to pay.
 */
export const RESERVATION_MAIL_WORDS: Record<ReservationMailKind, Record<LanguageCode, MailWords>> = {
  'reservation-created': {
    en: {
      subject: 'Your reservation {number}: pay the deposit',
      greeting: 'Hello {name},',
      body: 'we are holding a {model} for you. Pay the deposit of {deposit} EUR within {minutes} minutes to keep the reservation.',
      action: 'Pay the deposit',
      footer: 'Thank you for shopping with {site}.',
    },
    lt: {
      subject: 'Jūsų rezervacija {number}: sumokėkite užstatą',
      greeting: 'Sveiki, {name},',
      body: 'jums rezervavome {model}. Sumokėkite {deposit} EUR užstatą per {minutes} min., kad rezervacija galiotų.',
      action: 'Sumokėti užstatą',
      footer: 'Dėkojame, kad perkate su {site}.',
    },
    lv: {
      subject: 'Jūsu rezervācija {number}: samaksājiet depozītu',
      greeting: 'Sveiki, {name},',
      body: 'mēs jums rezervējām {model}. Samaksājiet {deposit} EUR depozītu {minutes} minūšu laikā, lai rezervācija paliktu spēkā.',
      action: 'Samaksāt depozītu',
      footer: 'Paldies, ka iepērkaties ar {site}.',
    },
    ee: {
      subject: 'Teie broneering {number}: tasuge tagatisraha',
      greeting: 'Tere, {name}!',
      body: 'hoiame teile {model}. Tasuge {deposit} EUR tagatisraha {minutes} minuti jooksul, et broneering jääks kehtima.',
      action: 'Tasu tagatisraha',
      footer: 'Aitäh, et ostate koos {site}.',
    },
  },
  'reservation-paid': {
    en: {
      subject: 'Reservation {number} confirmed',
      greeting: 'Hello {name},',
      body: 'we received your deposit of {deposit} EUR. Your {model} is reserved; we will write to you as soon as it is ready to buy.',
      action: 'View my reservation',
      footer: 'Thank you for shopping with {site}.',
    },
    lt: {
      subject: 'Rezervacija {number} patvirtinta',
      greeting: 'Sveiki, {name},',
      body: 'gavome jūsų {deposit} EUR užstatą. Jūsų {model} rezervuotas; parašysime, kai tik jį bus galima įsigyti.',
      action: 'Peržiūrėti rezervaciją',
      footer: 'Dėkojame, kad perkate su {site}.',
    },
    lv: {
      subject: 'Rezervācija {number} apstiprināta',
      greeting: 'Sveiki, {name},',
      body: 'esam saņēmuši jūsu {deposit} EUR depozītu. Jūsu {model} ir rezervēts; uzrakstīsim, tiklīdz to varēs iegādāties.',
      action: 'Skatīt rezervāciju',
      footer: 'Paldies, ka iepērkaties ar {site}.',
    },
    ee: {
      subject: 'Broneering {number} on kinnitatud',
      greeting: 'Tere, {name}!',
      body: 'saime teie {deposit} EUR tagatisraha. Teie {model} on broneeritud; anname teada kohe, kui seda saab osta.',
      action: 'Vaata broneeringut',
      footer: 'Aitäh, et ostate koos {site}.',
    },
  },
  'reservation-ready': {
    en: {
      subject: 'Your {model} is ready to buy',
      greeting: 'Hello {name},',
      body: 'the phone you reserved ({number}) has arrived and is waiting for you. Your deposit of {deposit} EUR counts towards the price.',
      action: 'View my reservation',
      footer: 'Thank you for shopping with {site}.',
    },
    lt: {
      subject: 'Jūsų {model} jau galima įsigyti',
      greeting: 'Sveiki, {name},',
      body: 'jūsų rezervuotas telefonas ({number}) atvyko ir laukia jūsų. {deposit} EUR užstatas įskaitomas į kainą.',
      action: 'Peržiūrėti rezervaciją',
      footer: 'Dėkojame, kad perkate su {site}.',
    },
    lv: {
      subject: 'Jūsu {model} ir pieejams iegādei',
      greeting: 'Sveiki, {name},',
      body: 'jūsu rezervētais tālrunis ({number}) ir ieradies un gaida jūs. {deposit} EUR depozīts tiek ieskaitīts cenā.',
      action: 'Skatīt rezervāciju',
      footer: 'Paldies, ka iepērkaties ar {site}.',
    },
    ee: {
      subject: 'Teie {model} on ostmiseks valmis',
      greeting: 'Tere, {name}!',
      body: 'teie broneeritud telefon ({number}) on saabunud ja ootab teid. {deposit} EUR tagatisraha arvestatakse hinna sisse.',
      action: 'Vaata broneeringut',
      footer: 'Aitäh, et ostate koos {site}.',
    },
  },
};
