import type { TranslationArea } from './types.js';

// The listing screens (category, marketplace, deal zone, search; spec §2 "Marketplace listing behaviour"). Sort,
// facet and "load more" texts are the catalogue area's.
export const listing: TranslationArea = {
  'listing.breadcrumbs': {
    en: 'Breadcrumbs',
    lt: 'Naršymo kelias',
    lv: 'Navigācijas ceļš',
    ee: 'Navigeerimisrada',
  },
  'listing.filters': { en: 'Filters', lt: 'Filtrai', lv: 'Filtri', ee: 'Filtrid' },
  'listing.results': { en: 'Products', lt: 'Prekės', lv: 'Preces', ee: 'Tooted' },
  'listing.layout': { en: 'Layout', lt: 'Išdėstymas', lv: 'Izkārtojums', ee: 'Paigutus' },
  'listing.loading': { en: 'Loading…', lt: 'Įkeliama…', lv: 'Ielādē…', ee: 'Laadimine…' },
  'listing.load_failed': {
    en: 'The products could not be loaded.',
    lt: 'Nepavyko įkelti prekių.',
    lv: 'Preces neizdevās ielādēt.',
    ee: 'Tooteid ei õnnestunud laadida.',
  },
  'listing.retry': { en: 'Try again', lt: 'Bandyti dar kartą', lv: 'Mēģināt vēlreiz', ee: 'Proovi uuesti' },
  'listing.range.min': { en: 'From', lt: 'Nuo', lv: 'No', ee: 'Alates' },
  'listing.range.max': { en: 'To', lt: 'Iki', lv: 'Līdz', ee: 'Kuni' },
  'listing.range.apply': { en: 'Apply', lt: 'Taikyti', lv: 'Lietot', ee: 'Rakenda' },
  'listing.card.original_price': {
    en: 'Original price',
    lt: 'Pradinė kaina',
    lv: 'Sākotnējā cena',
    ee: 'Algne hind',
  },
  'listing.card.discount': { en: '−{percent}%', lt: '−{percent}%', lv: '−{percent}%', ee: '−{percent}%' },
  'listing.search.label': {
    en: 'Search text',
    lt: 'Paieškos tekstas',
    lv: 'Meklēšanas teksts',
    ee: 'Otsingutekst',
  },
  'listing.search.submit': { en: 'Search', lt: 'Ieškoti', lv: 'Meklēt', ee: 'Otsi' },
  'listing.search.results_for': {
    en: 'Results for “{query}”',
    lt: 'Paieškos rezultatai: „{query}“',
    lv: 'Rezultāti: “{query}”',
    ee: 'Tulemused: „{query}“',
  },
};
