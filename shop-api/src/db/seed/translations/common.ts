import type { TranslationArea } from './types.js';

// Texts every screen shares: error screens (spec §8), footer, unsupported-browser notice.
export const common: TranslationArea = {
  // The page description the bff writes into every page's head (meta description, og:description).
  'meta.description': {
    en: 'Shop the catalogue and marketplace deals, request quotes and forward parcels, delivered by air or sea.',
    lt: 'Pirkite iš katalogo ir prekyvietės pasiūlymų, prašykite pasiūlymų ir persiųskite siuntas oru arba jūra.',
    lv: 'Iepērcieties katalogā un tirgus piedāvājumos, pieprasiet piedāvājumus un pārsūtiet sūtījumus pa gaisu vai jūru.',
    ee: 'Ostke kataloogist ja turu pakkumistest, küsige hinnapakkumisi ja saatke pakke edasi õhu- või meriteed.',
  },
  'errors.page_not_found': {
    en: 'Page not found',
    lt: 'Puslapis nerastas',
    lv: 'Lapa nav atrasta',
    ee: 'Lehte ei leitud',
  },
  'errors.unexpected_title': {
    en: 'Something unexpected happened',
    lt: 'Įvyko netikėta klaida',
    lv: 'Notika neparedzēta kļūda',
    ee: 'Juhtus ootamatu viga',
  },
  'errors.trying_to_resolve': {
    en: 'We are already trying to resolve it.',
    lt: 'Jau bandome tai išspręsti.',
    lv: 'Mēs jau cenšamies to novērst.',
    ee: 'Püüame seda juba lahendada.',
  },
  'errors.return_home': {
    en: 'Return to homepage',
    lt: 'Grįžti į pradžią',
    lv: 'Atgriezties sākumlapā',
    ee: 'Tagasi avalehele',
  },
  'errors.deployment_update': {
    en: 'A new version of the site is available.',
    lt: 'Yra nauja svetainės versija.',
    lv: 'Ir pieejama jauna vietnes versija.',
    ee: 'Saadaval on saidi uus versioon.',
  },
  'errors.refresh': { en: 'Refresh', lt: 'Atnaujinti', lv: 'Atsvaidzināt', ee: 'Värskenda' },
  // REQUEST_MESSAGES.languageInvalid: a language_id the shop has no language for (400 naming language_id).
  'errors.language_invalid': {
    en: 'Unknown language.',
    lt: 'Nežinoma kalba.',
    lv: 'Nezināma valoda.',
    ee: 'Tundmatu keel.',
  },
  'footer.all_rights_reserved': {
    en: 'All rights reserved.',
    lt: 'Visos teisės saugomos.',
    lv: 'Visas tiesības aizsargātas.',
    ee: 'Kõik õigused kaitstud.',
  },
  'browser.unsupported_title': {
    en: 'Your browser is not supported',
    lt: 'Jūsų naršyklė nepalaikoma',
    lv: 'Jūsu pārlūkprogramma netiek atbalstīta',
    ee: 'Teie brauserit ei toetata',
  },
  'browser.proceed': { en: 'Proceed', lt: 'Tęsti', lv: 'Turpināt', ee: 'Jätka' },
  'orders.unpaid_alert': {
    en: 'You have unpaid orders.',
    lt: 'Turite neapmokėtų užsakymų.',
    lv: 'Jums ir neapmaksāti pasūtījumi.',
    ee: 'Teil on tasumata tellimusi.',
  },
  'orders.pay': { en: 'Pay', lt: 'Mokėti', lv: 'Maksāt', ee: 'Maksa' },
};
