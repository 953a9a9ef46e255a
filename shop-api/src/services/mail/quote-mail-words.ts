import type { LanguageCode } from '@storefront/shared-types';
import type { MailWords } from './render-mail.js';

export type QuoteMailKind =
  | 'quote-requested'
  | 'quote-priced'
  | 'quote-info-needed'
  | 'quote-offered'
  | 'quote-paid'
  | 'quote-shipped';

/** The quote mails' words (#27); `{number}` is the quote's number (QU…), `{total}` its total, `{tracking}` the parcel's. */
export const QUOTE_MAIL_WORDS: Record<QuoteMailKind, Record<LanguageCode, MailWords>> = {
  'quote-requested': {
    en: {
      subject: 'We received your quote request {number}',
      greeting: 'Hello {name},',
      body: 'thank you for your request {number}. We will check the products and prices and send you the final price, usually within one working day.',
      action: 'View my quote',
      footer: 'Thank you for shopping with {site}.',
    },
    lt: {
      subject: 'Gavome jūsų užklausą {number}',
      greeting: 'Sveiki, {name},',
      body: 'dėkojame už užklausą {number}. Patikrinsime prekes ir kainas ir atsiųsime galutinę kainą, dažniausiai per vieną darbo dieną.',
      action: 'Peržiūrėti užklausą',
      footer: 'Dėkojame, kad perkate su {site}.',
    },
    lv: {
      subject: 'Esam saņēmuši jūsu pieprasījumu {number}',
      greeting: 'Sveiki, {name},',
      body: 'paldies par pieprasījumu {number}. Pārbaudīsim preces un cenas un nosūtīsim galīgo cenu, parasti vienas darba dienas laikā.',
      action: 'Skatīt pieprasījumu',
      footer: 'Paldies, ka iepērkaties ar {site}.',
    },
    ee: {
      subject: 'Saime teie päringu {number}',
      greeting: 'Tere, {name}!',
      body: 'aitäh päringu {number} eest. Kontrollime tooted ja hinnad ning saadame lõpliku hinna, tavaliselt ühe tööpäeva jooksul.',
      action: 'Vaata päringut',
      footer: 'Aitäh, et ostate koos {site}.',
    },
  },
  'quote-priced': {
    en: {
      subject: 'Your quote {number} is ready to pay',
      greeting: 'Hello {name},',
      body: 'we have priced your quote {number}: {total} EUR with shipping and fees. Pay it before the price expires and we will buy the products for you.',
      action: 'Pay my quote',
      footer: 'The price is valid until the date shown on the quote.',
    },
    lt: {
      subject: 'Jūsų užklausa {number} paruošta apmokėti',
      greeting: 'Sveiki, {name},',
      body: 'įkainojome jūsų užklausą {number}: {total} EUR su pristatymu ir mokesčiais. Apmokėkite ją, kol kaina galioja, ir mes nupirksime prekes už jus.',
      action: 'Apmokėti užklausą',
      footer: 'Kaina galioja iki užklausoje nurodytos datos.',
    },
    lv: {
      subject: 'Jūsu pieprasījums {number} ir gatavs apmaksai',
      greeting: 'Sveiki, {name},',
      body: 'esam novērtējuši jūsu pieprasījumu {number}: {total} EUR ar piegādi un maksām. Apmaksājiet to, kamēr cena ir spēkā, un mēs nopirksim preces jūsu vietā.',
      action: 'Apmaksāt pieprasījumu',
      footer: 'Cena ir spēkā līdz pieprasījumā norādītajam datumam.',
    },
    ee: {
      subject: 'Teie päring {number} on tasumiseks valmis',
      greeting: 'Tere, {name}!',
      body: 'hindasime teie päringu {number}: {total} EUR koos saatmise ja tasudega. Tasuge enne hinna aegumist ja me ostame tooted teie eest.',
      action: 'Tasu päring',
      footer: 'Hind kehtib päringul näidatud kuupäevani.',
    },
  },
  'quote-info-needed': {
    en: {
      subject: 'We need more information for {number}',
      greeting: 'Hello {name},',
      body: 'before we can price your quote {number} we need a few details from you. Please answer our questions.',
      action: 'Answer the questions',
      footer: 'Your quote waits for your answers.',
    },
    lt: {
      subject: 'Užklausai {number} reikia daugiau informacijos',
      greeting: 'Sveiki, {name},',
      body: 'prieš įkainodami užklausą {number}, turime sužinoti keletą detalių. Atsakykite į mūsų klausimus.',
      action: 'Atsakyti į klausimus',
      footer: 'Jūsų užklausa laukia atsakymų.',
    },
    lv: {
      subject: 'Pieprasījumam {number} vajadzīga papildu informācija',
      greeting: 'Sveiki, {name},',
      body: 'pirms novērtējam jūsu pieprasījumu {number}, mums vajadzīgas dažas detaļas. Lūdzu, atbildiet uz mūsu jautājumiem.',
      action: 'Atbildēt uz jautājumiem',
      footer: 'Jūsu pieprasījums gaida atbildes.',
    },
    ee: {
      subject: 'Päringu {number} jaoks on vaja lisateavet',
      greeting: 'Tere, {name}!',
      body: 'enne päringu {number} hindamist vajame teilt mõnda täpsustust. Palun vastake meie küsimustele.',
      action: 'Vasta küsimustele',
      footer: 'Teie päring ootab vastuseid.',
    },
  },
  'quote-offered': {
    en: {
      subject: 'An order prepared for you at {site}',
      greeting: 'Hello,',
      body: 'we have prepared an order for you: {total} EUR with shipping and fees. Review it and accept it with the link below.',
      action: 'Review the order',
      footer: 'The offer is valid until the date shown on it.',
    },
    lt: {
      subject: 'Jums paruoštas užsakymas {site}',
      greeting: 'Sveiki,',
      body: 'paruošėme jums užsakymą: {total} EUR su pristatymu ir mokesčiais. Peržiūrėkite ir patvirtinkite jį paspaudę nuorodą žemiau.',
      action: 'Peržiūrėti užsakymą',
      footer: 'Pasiūlymas galioja iki jame nurodytos datos.',
    },
    lv: {
      subject: 'Jums sagatavots pasūtījums {site}',
      greeting: 'Sveiki,',
      body: 'esam sagatavojuši jums pasūtījumu: {total} EUR ar piegādi un maksām. Pārskatiet un apstipriniet to, izmantojot saiti zemāk.',
      action: 'Pārskatīt pasūtījumu',
      footer: 'Piedāvājums ir spēkā līdz tajā norādītajam datumam.',
    },
    ee: {
      subject: 'Teile koostatud tellimus {site}',
      greeting: 'Tere!',
      body: 'koostasime teile tellimuse: {total} EUR koos saatmise ja tasudega. Vaadake see üle ja kinnitage alloleva lingi kaudu.',
      action: 'Vaata tellimust',
      footer: 'Pakkumine kehtib sellel näidatud kuupäevani.',
    },
  },
  'quote-paid': {
    en: {
      subject: 'Payment received for {number}',
      greeting: 'Hello {name},',
      body: 'we have received the payment for your quote {number}. We will now buy the products and let you know when they reach our warehouse.',
      action: 'View my quote',
      footer: 'Thank you for shopping with {site}.',
    },
    lt: {
      subject: 'Gautas mokėjimas už {number}',
      greeting: 'Sveiki, {name},',
      body: 'gavome mokėjimą už jūsų užklausą {number}. Dabar nupirksime prekes ir pranešime, kai jos pasieks mūsų sandėlį.',
      action: 'Peržiūrėti užklausą',
      footer: 'Dėkojame, kad perkate su {site}.',
    },
    lv: {
      subject: 'Saņemts maksājums par {number}',
      greeting: 'Sveiki, {name},',
      body: 'esam saņēmuši maksājumu par jūsu pieprasījumu {number}. Tagad nopirksim preces un paziņosim, kad tās sasniegs mūsu noliktavu.',
      action: 'Skatīt pieprasījumu',
      footer: 'Paldies, ka iepērkaties ar {site}.',
    },
    ee: {
      subject: 'Makse päringu {number} eest on laekunud',
      greeting: 'Tere, {name}!',
      body: 'saime teie päringu {number} makse. Nüüd ostame tooted ja anname teada, kui need jõuavad meie lattu.',
      action: 'Vaata päringut',
      footer: 'Aitäh, et ostate koos {site}.',
    },
  },
  'quote-shipped': {
    en: {
      subject: 'Your order {number} is on its way',
      greeting: 'Hello {name},',
      body: 'your order {number} has left our warehouse. Its tracking number is {tracking}.',
      action: 'View my quote',
      footer: 'Thank you for shopping with {site}.',
    },
    lt: {
      subject: 'Jūsų užsakymas {number} jau pakeliui',
      greeting: 'Sveiki, {name},',
      body: 'jūsų užsakymas {number} išsiųstas iš mūsų sandėlio. Siuntos sekimo numeris: {tracking}.',
      action: 'Peržiūrėti užklausą',
      footer: 'Dėkojame, kad perkate su {site}.',
    },
    lv: {
      subject: 'Jūsu pasūtījums {number} ir ceļā',
      greeting: 'Sveiki, {name},',
      body: 'jūsu pasūtījums {number} ir izsūtīts no mūsu noliktavas. Sūtījuma izsekošanas numurs: {tracking}.',
      action: 'Skatīt pieprasījumu',
      footer: 'Paldies, ka iepērkaties ar {site}.',
    },
    ee: {
      subject: 'Teie tellimus {number} on teel',
      greeting: 'Tere, {name}!',
      body: 'teie tellimus {number} on meie laost teele saadetud. Jälgimisnumber: {tracking}.',
      action: 'Vaata päringut',
      footer: 'Aitäh, et ostate koos {site}.',
    },
  },
};
