import { QUOTE_MESSAGES } from '@storefront/shared-types';
import type { TranslationArea } from './types.js';

// The texts of the quote calls' refusals (shared-types QUOTE_MESSAGES, #27) and of the operator's: the shop names a
// field with one of these keys and the storefront shows it translated. The quote pages' own words are in quotes.ts.
export const quoteMessages: TranslationArea = {
  [QUOTE_MESSAGES.notFound]: {
    en: 'This quote was not found.',
    lt: 'Ši užklausa nerasta.',
    lv: 'Šis pieprasījums netika atrasts.',
    ee: 'Seda päringut ei leitud.',
  },
  [QUOTE_MESSAGES.status]: {
    en: 'This cannot be done while the quote is in its current status.',
    lt: 'To negalima padaryti esant dabartinei užklausos būsenai.',
    lv: 'To nevar izdarīt pieprasījuma pašreizējā statusā.',
    ee: 'Seda ei saa päringu praeguses olekus teha.',
  },
  [QUOTE_MESSAGES.expired]: {
    en: 'The price of this quote has expired. Ask us to price it again.',
    lt: 'Šios užklausos kaina nebegalioja. Paprašykite mūsų įkainoti ją iš naujo.',
    lv: 'Šī pieprasījuma cena vairs nav spēkā. Lūdziet mums to novērtēt no jauna.',
    ee: 'Selle päringu hind on aegunud. Paluge meil see uuesti hinnata.',
  },
  [QUOTE_MESSAGES.paymentPending]: {
    en: 'A payment of this quote is still in progress. Finish it, or wait a moment and try again.',
    lt: 'Šios užklausos mokėjimas dar vykdomas. Užbaikite jį arba palaukite akimirką ir bandykite dar kartą.',
    lv: 'Šī pieprasījuma maksājums vēl notiek. Pabeidziet to vai pagaidiet brīdi un mēģiniet vēlreiz.',
    ee: 'Selle päringu makse on veel pooleli. Lõpetage see või oodake hetk ja proovige uuesti.',
  },
  [QUOTE_MESSAGES.balanceInsufficient]: {
    en: 'Your balance does not cover the whole total.',
    lt: 'Jūsų likutis nepadengia visos sumos.',
    lv: 'Jūsu atlikums nesedz visu summu.',
    ee: 'Teie saldo ei kata kogu summat.',
  },
  [QUOTE_MESSAGES.questionUnknown]: {
    en: 'One of the answers is for a question that is not open.',
    lt: 'Vienas iš atsakymų skirtas neatviram klausimui.',
    lv: 'Viena no atbildēm ir uz jautājumu, kas nav atvērts.',
    ee: 'Üks vastustest on küsimusele, mis ei ole avatud.',
  },
  [QUOTE_MESSAGES.countryUnsupported]: {
    en: 'We do not ship to this country.',
    lt: 'Į šią šalį nesiunčiame.',
    lv: 'Uz šo valsti mēs nesūtām.',
    ee: 'Sellesse riiki me ei saada.',
  },
  [QUOTE_MESSAGES.deliveryInvalid]: {
    en: 'Choose a delivery option offered for this address.',
    lt: 'Pasirinkite šiam adresui siūlomą pristatymo būdą.',
    lv: 'Izvēlieties šai adresei piedāvāto piegādes veidu.',
    ee: 'Valige sellele aadressile pakutav tarneviis.',
  },
};
