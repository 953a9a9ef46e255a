import type { TranslationArea } from './types.js';

// Issue 15's home page rails (best deals, best sellers, new arrivals) and the phone filter button's count.
export const homeRails: TranslationArea = {
  'home.rails.offers': {
    en: 'Best deals',
    lt: 'Geriausi pasiūlymai',
    lv: 'Labākie piedāvājumi',
    ee: 'Parimad pakkumised',
  },
  'home.rails.best_sellers': {
    en: 'Best sellers',
    lt: 'Perkamiausi',
    lv: 'Pirktākās preces',
    ee: 'Enimmüüdud',
  },
  'home.rails.new_arrivals': { en: 'New arrivals', lt: 'Naujienos', lv: 'Jaunumi', ee: 'Uued tooted' },
  'listing.filters_active': {
    en: 'Active filters',
    lt: 'Pasirinkti filtrai',
    lv: 'Izvēlētie filtri',
    ee: 'Valitud filtrid',
  },
  'home.rails.see_all': { en: 'See all', lt: 'Žiūrėti visus', lv: 'Skatīt visus', ee: 'Vaata kõiki' },
};
