import type { TranslationArea } from './types.js';

// Home page sections of issue 5 (offers and top categories); the hero and benefit texts are the shell's.
export const home: TranslationArea = {
  'home.offers.title': { en: 'Offers', lt: 'Pasiūlymai', lv: 'Piedāvājumi', ee: 'Pakkumised' },
  'home.offers.open': {
    en: 'See all: {name}',
    lt: 'Žiūrėti visus: {name}',
    lv: 'Skatīt visus: {name}',
    ee: 'Vaata kõiki: {name}',
  },
  'home.categories.title': {
    en: 'Top categories',
    lt: 'Populiariausios kategorijos',
    lv: 'Populārākās kategorijas',
    ee: 'Populaarsed kategooriad',
  },
};
