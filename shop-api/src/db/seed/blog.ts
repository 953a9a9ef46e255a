import type { Localised } from './languages.js';

export const seedBlogPosts: Array<{
  id: number;
  slug: string;
  siteCode: string | null;
  title: Localised;
  excerpt: Localised;
  publishedAt: string;
}> = [
  {
    id: 1,
    slug: 'how-air-and-sea-shipping-differ',
    siteCode: null,
    title: {
      en: 'How air and sea shipping differ',
      lt: 'Kuo skiriasi siuntimas oru ir jūra',
      lv: 'Kā atšķiras sūtīšana pa gaisu un jūru',
      ee: 'Kuidas erinevad õhu- ja meretransport',
    },
    excerpt: {
      en: 'Speed or price: choosing the right method for your parcel.',
      lt: 'Greitis ar kaina: tinkamo būdo pasirinkimas jūsų siuntai.',
      lv: 'Ātrums vai cena: pareizā veida izvēle jūsu sūtījumam.',
      ee: 'Kiirus või hind: õige viisi valimine teie pakile.',
    },
    publishedAt: '2025-11-03T09:00:00Z',
  },
  {
    id: 2,
    slug: 'top-gadgets-of-the-season',
    siteCode: null,
    title: {
      en: 'Top gadgets of the season',
      lt: 'Sezono populiariausios programėlės',
      lv: 'Sezonas populārākie sīkrīki',
      ee: 'Hooaja populaarseimad vidinad',
    },
    excerpt: {
      en: 'Phones, watches and headphones our customers loved.',
      lt: 'Telefonai, laikrodžiai ir ausinės, kurias pamėgo mūsų klientai.',
      lv: 'Tālruņi, pulksteņi un austiņas, kas patika mūsu klientiem.',
      ee: 'Telefonid, kellad ja kõrvaklapid, mis meie klientidele meeldisid.',
    },
    publishedAt: '2025-12-01T09:00:00Z',
  },
  {
    id: 3,
    slug: 'balance-top-up-explained',
    siteCode: 'lt',
    title: {
      en: 'Your balance, explained',
      lt: 'Jūsų balansas: paaiškinimas',
      lv: 'Jūsu bilance: skaidrojums',
      ee: 'Teie saldo: selgitus',
    },
    excerpt: {
      en: 'Top up once and pay for quotes and orders in one click.',
      lt: 'Papildykite vieną kartą ir mokėkite vienu paspaudimu.',
      lv: 'Papildiniet vienreiz un maksājiet ar vienu klikšķi.',
      ee: 'Laadige üks kord ja makske ühe klõpsuga.',
    },
    publishedAt: '2025-12-15T09:00:00Z',
  },
  {
    id: 4,
    slug: 'deal-zone-tips',
    siteCode: 'lv',
    title: {
      en: 'Five tips for the deal zone',
      lt: 'Penki patarimai pasiūlymų zonai',
      lv: 'Pieci padomi piedāvājumu zonai',
      ee: 'Viis nõuannet pakkumiste tsooni jaoks',
    },
    excerpt: {
      en: 'Sort by best value and never miss a weekend deal.',
      lt: 'Rikiuokite pagal geriausią vertę ir nepraleiskite savaitgalio pasiūlymų.',
      lv: 'Kārtojiet pēc labākās vērtības un nepalaidiet garām piedāvājumus.',
      ee: 'Sorteerige parima väärtuse järgi ja ärge jätke pakkumisi vahele.',
    },
    publishedAt: '2026-01-10T09:00:00Z',
  },
];
