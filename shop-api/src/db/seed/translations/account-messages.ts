import { ACCOUNT_MESSAGES } from '@storefront/shared-types';
import type { TranslationArea } from './types.js';

// The texts of the account calls' field messages (shared-types ACCOUNT_MESSAGES): the contract's schemas and the
// shop's refusals name a field with one of these keys, and the storefront shows it translated. The §5 messages
// (required, email, phone) and user_already_exists live in forms.ts.
export const accountMessages: TranslationArea = {
  [ACCOUNT_MESSAGES.tooLong]: {
    en: 'This is too long.',
    lt: 'Per ilgas tekstas.',
    lv: 'Teksts ir pārāk garš.',
    ee: 'See on liiga pikk.',
  },
  [ACCOUNT_MESSAGES.invalidCharacters]: {
    en: 'This contains characters that are not allowed.',
    lt: 'Yra neleistinų simbolių.',
    lv: 'Satur neatļautas rakstzīmes.',
    ee: 'Sisaldab lubamatuid märke.',
  },
  [ACCOUNT_MESSAGES.passwordLength]: {
    en: 'The password must be 8 to 128 characters long.',
    lt: 'Slaptažodį turi sudaryti nuo 8 iki 128 simbolių.',
    lv: 'Parolei jābūt no 8 līdz 128 rakstzīmēm garai.',
    ee: 'Parool peab olema 8 kuni 128 märki pikk.',
  },
  [ACCOUNT_MESSAGES.passwordsMatch]: {
    en: 'The passwords do not match.',
    lt: 'Slaptažodžiai nesutampa.',
    lv: 'Paroles nesakrīt.',
    ee: 'Paroolid ei kattu.',
  },
  [ACCOUNT_MESSAGES.wrongCredentials]: {
    en: 'Wrong e-mail or password.',
    lt: 'Neteisingas el. paštas arba slaptažodis.',
    lv: 'Nepareizs e-pasts vai parole.',
    ee: 'Vale e-post või parool.',
  },
  [ACCOUNT_MESSAGES.wrongCurrentPassword]: {
    en: 'The current password is wrong.',
    lt: 'Dabartinis slaptažodis neteisingas.',
    lv: 'Pašreizējā parole ir nepareiza.',
    ee: 'Praegune parool on vale.',
  },
  [ACCOUNT_MESSAGES.resetTokenInvalid]: {
    en: 'This link is invalid, already used or expired. Ask for a new one.',
    lt: 'Nuoroda netinkama, jau panaudota arba nebegalioja. Paprašykite naujos.',
    lv: 'Saite nav derīga, jau izmantota vai beigusies. Pieprasiet jaunu.',
    ee: 'Link on vigane, juba kasutatud või aegunud. Küsige uus.',
  },
  [ACCOUNT_MESSAGES.emailChangeTokenInvalid]: {
    en: 'This link is invalid, already used, replaced by a newer one or expired.',
    lt: 'Nuoroda netinkama, jau panaudota, pakeista naujesne arba nebegalioja.',
    lv: 'Saite nav derīga, jau izmantota, aizstāta ar jaunāku vai beigusies.',
    ee: 'Link on vigane, juba kasutatud, uuemaga asendatud või aegunud.',
  },
  [ACCOUNT_MESSAGES.emailTaken]: {
    en: 'Another account already uses this e-mail.',
    lt: 'Šis el. paštas jau naudojamas kitoje paskyroje.',
    lv: 'Šo e-pastu jau izmanto cits konts.',
    ee: 'Seda e-posti kasutab juba teine konto.',
  },
  [ACCOUNT_MESSAGES.addressNotFound]: {
    en: 'This address no longer exists.',
    lt: 'Šio adreso nebėra.',
    lv: 'Šī adrese vairs nepastāv.',
    ee: 'Seda aadressi enam ei ole.',
  },
  [ACCOUNT_MESSAGES.tooManyAddresses]: {
    en: 'You have reached the limit of saved addresses. Delete one to add another.',
    lt: 'Pasiekėte išsaugotų adresų ribą. Ištrinkite vieną, kad pridėtumėte kitą.',
    lv: 'Sasniegts saglabāto adrešu limits. Izdzēsiet vienu, lai pievienotu citu.',
    ee: 'Salvestatud aadresside piir on täis. Uue lisamiseks kustutage üks.',
  },
  [ACCOUNT_MESSAGES.unknownCountry]: {
    en: 'Choose a country from the list.',
    lt: 'Pasirinkite šalį iš sąrašo.',
    lv: 'Izvēlieties valsti no saraksta.',
    ee: 'Valige riik loendist.',
  },
  [ACCOUNT_MESSAGES.notYourEmail]: {
    en: 'You can only see the subscription of your own e-mail.',
    lt: 'Galite matyti tik savo el. pašto prenumeratą.',
    lv: 'Varat redzēt tikai sava e-pasta abonementu.',
    ee: 'Näete ainult oma e-posti tellimust.',
  },
  [ACCOUNT_MESSAGES.signInRequired]: {
    en: 'Please sign in to continue.',
    lt: 'Prisijunkite, kad tęstumėte.',
    lv: 'Lūdzu, piesakieties, lai turpinātu.',
    ee: 'Jätkamiseks logige sisse.',
  },
};
