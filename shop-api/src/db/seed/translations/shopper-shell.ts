import type { TranslationArea } from './types.js';

// The shopper's shell of issue #15: the phone header and its menu, the header's search suggestions, the consent
// banner and its footer link.
export const shopperShell: TranslationArea = {
  'shell.header.menu': { en: 'Menu', lt: 'Meniu', lv: 'Izvēlne', ee: 'Menüü' },
  'shell.header.close_menu': {
    en: 'Close menu',
    lt: 'Uždaryti meniu',
    lv: 'Aizvērt izvēlni',
    ee: 'Sulge menüü',
  },
  'shell.header.cart_count': {
    en: '{count} items',
    lt: 'prekių: {count}',
    lv: 'preces: {count}',
    ee: 'tooteid: {count}',
  },
  'search.suggestions': { en: 'Suggestions', lt: 'Pasiūlymai', lv: 'Ieteikumi', ee: 'Soovitused' },
  'search.suggestions.categories': {
    en: 'Categories',
    lt: 'Kategorijos',
    lv: 'Kategorijas',
    ee: 'Kategooriad',
  },
  'search.suggestions.products': { en: 'Products', lt: 'Prekės', lv: 'Preces', ee: 'Tooted' },
  'consent.title': {
    en: 'Cookies and marketing',
    lt: 'Slapukai ir rinkodara',
    lv: 'Sīkdatnes un mārketings',
    ee: 'Küpsised ja turundus',
  },
  // Short on purpose: two lines on a phone, so the bar (shown after hydration) never becomes the page's largest
  // paint, and what is asked stays readable.
  'consent.text': {
    en: 'With your consent, {site} uses cookies for analytics, ads, marketing e-mail and chat.',
    lt: 'Jums sutikus, {site} naudoja slapukus analitikai, reklamai, rinkodaros laiškams ir pokalbiams.',
    lv: 'Ar jūsu piekrišanu {site} izmanto sīkdatnes analītikai, reklāmai, mārketinga e-pastiem un tērzēšanai.',
    ee: 'Teie nõusolekul kasutab {site} küpsiseid analüütikaks, reklaamiks, turundusmeilideks ja vestluseks.',
  },
  'consent.accept': { en: 'Accept', lt: 'Sutinku', lv: 'Piekrītu', ee: 'Nõustun' },
  'consent.reject': { en: 'Reject', lt: 'Nesutinku', lv: 'Nepiekrītu', ee: 'Keeldun' },
  'consent.current_granted': {
    en: 'Your current answer: accepted.',
    lt: 'Jūsų dabartinis atsakymas: sutikote.',
    lv: 'Jūsu pašreizējā atbilde: piekritāt.',
    ee: 'Teie praegune vastus: nõustusite.',
  },
  'consent.current_denied': {
    en: 'Your current answer: rejected.',
    lt: 'Jūsų dabartinis atsakymas: nesutikote.',
    lv: 'Jūsu pašreizējā atbilde: nepiekritāt.',
    ee: 'Teie praegune vastus: keeldusite.',
  },
  'shell.footer.cookie_settings': {
    en: 'Cookie settings',
    lt: 'Slapukų nustatymai',
    lv: 'Sīkdatņu iestatījumi',
    ee: 'Küpsiste seaded',
  },
};
