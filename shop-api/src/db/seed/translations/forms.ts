import { FORM_MESSAGES, type FormMessageName, USER_ALREADY_EXISTS_KEY } from '@storefront/shared-types';
import type { TranslationArea } from './types.js';

// Spec §5: the form messages in English, Russian and Lithuanian come from shared-types (one source of truth);
// this area adds Latvian and Estonian so the catalogue is complete in every storefront language.
const otherLanguages: Record<FormMessageName, { lv: string; ee: string }> = {
  required: { lv: 'Lauks ir obligāts.', ee: 'Väli on kohustuslik.' },
  email: { lv: 'Lūdzu, ievadiet derīgu e-pasta adresi.', ee: 'Palun sisestage kehtiv e-posti aadress.' },
  url: {
    lv: 'Lūdzu, norādiet derīgu URL (piem.: {host}/...).',
    ee: 'Palun sisestage kehtiv URL (nt: {host}/...).',
  },
  number: { lv: 'Laukam jābūt skaitlim.', ee: 'Väli peab olema number.' },
  phone: {
    lv: 'Ievadiet tālruņa numuru, kas sākas ar + un satur 7–15 ciparus.',
    ee: 'Sisestage telefoninumber, mis algab +-ga ja sisaldab 7–15 numbrit.',
  },
};

export const forms: TranslationArea = {
  ...Object.fromEntries(
    (Object.keys(FORM_MESSAGES) as FormMessageName[]).map((name) => {
      const { key, en, ru, lt } = FORM_MESSAGES[name];
      return [key, { en, ru, lt, ...otherLanguages[name] }];
    }),
  ),
  [USER_ALREADY_EXISTS_KEY]: {
    en: 'An account with this e-mail already exists.',
    ru: 'Учётная запись с этим адресом уже существует.',
    lt: 'Paskyra su šiuo el. pašto adresu jau egzistuoja.',
    lv: 'Konts ar šo e-pasta adresi jau pastāv.',
    ee: 'Selle e-posti aadressiga konto on juba olemas.',
  },
};
