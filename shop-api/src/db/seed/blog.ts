import { blogBodies } from './content/blog-bodies.js';
import { localisedMarkdown } from './content/markdown.js';
import type { Localised } from './languages.js';

// Blog posts (spec §1): null siteCode posts show on every site, the others on their own site only. Each post's
// body (Markdown, per language) is in content/blog-bodies.ts; its cover is drawn by the shop's image route.
export interface SeedBlogPost {
  id: number;
  slug: string;
  siteCode: string | null;
  author: string;
  title: Localised;
  excerpt: Localised;
  publishedAt: string;
}

export const seedBlogPosts: SeedBlogPost[] = [
  {
    id: 1,
    slug: 'how-air-and-sea-shipping-differ',
    author: 'Rūta Kazlauskienė',
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
    author: 'Jānis Ozols',
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
    author: 'Tomas Petrauskas',
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
    author: 'Līga Bērziņa',
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
  {
    id: 5,
    slug: 'packing-for-sea-freight',
    siteCode: null,
    author: 'Kadri Tamm',
    title: {
      en: 'How we pack parcels for sea freight',
      lt: 'Kaip pakuojame siuntas jūriniam kroviniui',
      lv: 'Kā mēs iepakojam sūtījumus jūras kravai',
      ee: 'Kuidas pakime pakke merevedu jaoks',
    },
    excerpt: {
      en: 'Six weeks in a container: what keeps your order dry and in one piece.',
      lt: 'Šešios savaitės konteineryje: kas apsaugo jūsų užsakymą nuo drėgmės ir sugadinimo.',
      lv: 'Sešas nedēļas konteinerā: kas pasargā jūsu pasūtījumu no mitruma un bojājumiem.',
      ee: 'Kuus nädalat konteineris: mis hoiab teie tellimuse kuiva ja tervena.',
    },
    publishedAt: '2025-09-18T09:00:00Z',
  },
  {
    id: 6,
    slug: 'customs-in-plain-words',
    siteCode: null,
    author: 'Rūta Kazlauskienė',
    title: {
      en: 'Customs in plain words',
      lt: 'Muitinė paprastais žodžiais',
      lv: 'Muita vienkāršos vārdos',
      ee: 'Toll lihtsate sõnadega',
    },
    excerpt: {
      en: 'Import VAT, duty and the €150 threshold, explained without the jargon.',
      lt: 'Importo PVM, muitas ir 150 € riba – paaiškinta be žargono.',
      lv: 'Importa PVN, muita un 150 € slieksnis – izskaidrots bez žargona.',
      ee: 'Impordikäibemaks, tollimaks ja 150 € piir – selgitatud ilma žargoonita.',
    },
    publishedAt: '2025-10-06T09:00:00Z',
  },
  {
    id: 7,
    slug: 'buying-from-us-stores',
    siteCode: null,
    author: 'Jānis Ozols',
    title: {
      en: 'Buying from US stores with a forwarding address',
      lt: 'Pirkimas JAV parduotuvėse su persiuntimo adresu',
      lv: 'Iepirkšanās ASV veikalos ar pārsūtīšanas adresi',
      ee: 'Ostmine USA poodidest vahendusaadressiga',
    },
    excerpt: {
      en: 'Your own address in Delaware, and the three things to check before you pay.',
      lt: 'Jūsų adresas Delavere ir trys dalykai, kuriuos verta patikrinti prieš mokant.',
      lv: 'Jūsu adrese Delavērā un trīs lietas, ko pārbaudīt pirms maksāšanas.',
      ee: 'Teie oma aadress Delaware’is ja kolm asja, mida enne maksmist kontrollida.',
    },
    publishedAt: '2025-10-21T09:00:00Z',
  },
  {
    id: 8,
    slug: 'returns-without-stress',
    siteCode: null,
    author: 'Kadri Tamm',
    title: {
      en: 'Returns without stress',
      lt: 'Grąžinimas be streso',
      lv: 'Atgriešana bez stresa',
      ee: 'Tagastamine ilma stressita',
    },
    excerpt: {
      en: 'Fourteen days, one label, any parcel locker: how a return really works.',
      lt: 'Keturiolika dienų, viena etiketė, bet kuris paštomatas: kaip iš tikrųjų vyksta grąžinimas.',
      lv: 'Četrpadsmit dienas, viena etiķete, jebkurš pakomāts: kā patiesībā notiek atgriešana.',
      ee: 'Neliteist päeva, üks silt, mis tahes pakiautomaat: kuidas tagastamine tegelikult käib.',
    },
    publishedAt: '2025-11-17T09:00:00Z',
  },
  {
    id: 9,
    slug: 'reserving-a-new-phone',
    siteCode: null,
    author: 'Tomas Petrauskas',
    title: {
      en: 'Reserving a new phone before launch',
      lt: 'Naujo telefono rezervavimas prieš pasirodymą',
      lv: 'Jauna tālruņa rezervēšana pirms iznākšanas',
      ee: 'Uue telefoni broneerimine enne müügile tulekut',
    },
    excerpt: {
      en: 'A €50 deposit, a place in the queue and the phone in your hands in launch week.',
      lt: '50 € užstatas, vieta eilėje ir telefonas jūsų rankose jau pasirodymo savaitę.',
      lv: '50 € depozīts, vieta rindā un tālrunis jūsu rokās jau iznākšanas nedēļā.',
      ee: '50 € tagatisraha, koht järjekorras ja telefon teie käes juba esimesel müiginädalal.',
    },
    publishedAt: '2026-01-05T09:00:00Z',
  },
];

/** Each post's body in every language (Markdown). */
export function blogBody(slug: string): Localised {
  const body = blogBodies[slug];
  if (!body) throw new Error(`No body for blog post ${slug}`);
  return localisedMarkdown(body);
}
