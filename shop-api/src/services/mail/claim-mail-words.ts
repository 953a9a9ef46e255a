import type { ClaimStatus, LanguageCode } from '@storefront/shared-types';
import type { MailWords } from './render-mail.js';

export type ClaimMailKind = 'claim-received' | 'claim-status';

/** The claim mails' words (#28); `{number}` is the claim's number (CL…), `{order}` the order's, `{status}` the new status. */
export const CLAIM_MAIL_WORDS: Record<ClaimMailKind, Record<LanguageCode, MailWords>> = {
  'claim-received': {
    en: {
      subject: 'We received your warranty claim {number}',
      greeting: 'Hello {name},',
      body: 'thank you: your warranty claim {number} about order {order} has been received. We will review it and write to you when its status changes.',
      action: 'View the claim on the order’s page',
      footer: 'Thank you for shopping with {site}.',
    },
    lt: {
      subject: 'Gavome jūsų garantinę pretenziją {number}',
      greeting: 'Sveiki, {name},',
      body: 'dėkojame: jūsų garantinė pretenzija {number} dėl užsakymo {order} gauta. Ją peržiūrėsime ir parašysime, kai pasikeis jos būsena.',
      action: 'Peržiūrėti pretenziją užsakymo puslapyje',
      footer: 'Dėkojame, kad perkate su {site}.',
    },
    lv: {
      subject: 'Esam saņēmuši jūsu garantijas pretenziju {number}',
      greeting: 'Sveiki, {name},',
      body: 'paldies: jūsu garantijas pretenzija {number} par pasūtījumu {order} ir saņemta. Mēs to izskatīsim un rakstīsim, kad mainīsies tās statuss.',
      action: 'Skatīt pretenziju pasūtījuma lapā',
      footer: 'Paldies, ka iepērkaties ar {site}.',
    },
    ee: {
      subject: 'Saime teie garantiinõude {number}',
      greeting: 'Tere, {name}!',
      body: 'aitäh: teie garantiinõue {number} tellimuse {order} kohta on kätte saadud. Vaatame selle üle ja kirjutame, kui selle olek muutub.',
      action: 'Vaata nõuet tellimuse lehel',
      footer: 'Aitäh, et ostate koos {site}.',
    },
  },
  'claim-status': {
    en: {
      subject: 'Your warranty claim {number}: {status}',
      greeting: 'Hello {name},',
      body: 'the status of your warranty claim {number} about order {order} is now: {status}.',
      action: 'View the claim on the order’s page',
      footer: 'Thank you for shopping with {site}.',
    },
    lt: {
      subject: 'Jūsų garantinė pretenzija {number}: {status}',
      greeting: 'Sveiki, {name},',
      body: 'jūsų garantinės pretenzijos {number} dėl užsakymo {order} būsena dabar: {status}.',
      action: 'Peržiūrėti pretenziją užsakymo puslapyje',
      footer: 'Dėkojame, kad perkate su {site}.',
    },
    lv: {
      subject: 'Jūsu garantijas pretenzija {number}: {status}',
      greeting: 'Sveiki, {name},',
      body: 'jūsu garantijas pretenzijas {number} par pasūtījumu {order} statuss tagad ir: {status}.',
      action: 'Skatīt pretenziju pasūtījuma lapā',
      footer: 'Paldies, ka iepērkaties ar {site}.',
    },
    ee: {
      subject: 'Teie garantiinõue {number}: {status}',
      greeting: 'Tere, {name}!',
      body: 'teie garantiinõude {number} (tellimus {order}) olek on nüüd: {status}.',
      action: 'Vaata nõuet tellimuse lehel',
      footer: 'Aitäh, et ostate koos {site}.',
    },
  },
};

/** A claim's status in the mails' words. */
export const CLAIM_STATUS_WORDS: Record<ClaimStatus, Record<LanguageCode, string>> = {
  received: { en: 'received', lt: 'gauta', lv: 'saņemta', ee: 'vastu võetud' },
  in_review: { en: 'in review', lt: 'nagrinėjama', lv: 'tiek izskatīta', ee: 'läbivaatamisel' },
  approved: { en: 'approved', lt: 'patvirtinta', lv: 'apstiprināta', ee: 'heaks kiidetud' },
  rejected: { en: 'rejected', lt: 'atmesta', lv: 'noraidīta', ee: 'tagasi lükatud' },
  resolved: { en: 'resolved', lt: 'išspręsta', lv: 'atrisināta', ee: 'lahendatud' },
};
