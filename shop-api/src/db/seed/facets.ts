import type { Localised } from './languages.js';

// Filterable additional fields and their values. Value ids are field_id * 1000 + n (see the migration).
const same = (s: string): Localised => ({ en: s, lt: s, lv: s, ee: s });

export const seedFields: Array<{
  id: number;
  code: string;
  name: Localised;
  values: Array<{ value: string; name: Localised }>;
}> = [
  {
    id: 1,
    code: 'colour',
    name: { en: 'Colour', lt: 'Spalva', lv: 'Krāsa', ee: 'Värv' },
    values: [
      { value: 'black', name: { en: 'Black', lt: 'Juoda', lv: 'Melna', ee: 'Must' } },
      { value: 'white', name: { en: 'White', lt: 'Balta', lv: 'Balta', ee: 'Valge' } },
      { value: 'red', name: { en: 'Red', lt: 'Raudona', lv: 'Sarkana', ee: 'Punane' } },
      { value: 'blue', name: { en: 'Blue', lt: 'Mėlyna', lv: 'Zila', ee: 'Sinine' } },
      { value: 'green', name: { en: 'Green', lt: 'Žalia', lv: 'Zaļa', ee: 'Roheline' } },
      { value: 'silver', name: { en: 'Silver', lt: 'Sidabrinė', lv: 'Sudraba', ee: 'Hõbedane' } },
    ],
  },
  {
    id: 2,
    code: 'storage',
    name: { en: 'Storage', lt: 'Atmintis', lv: 'Atmiņa', ee: 'Mälu' },
    values: ['64 GB', '128 GB', '256 GB', '512 GB', '1 TB'].map((v) => ({
      value: v.replace(' ', '').toLowerCase(),
      name: same(v),
    })),
  },
  {
    id: 3,
    code: 'size',
    name: { en: 'Size', lt: 'Dydis', lv: 'Izmērs', ee: 'Suurus' },
    values: ['XS', 'S', 'M', 'L', 'XL'].map((v) => ({ value: v.toLowerCase(), name: same(v) })),
  },
  {
    id: 4,
    code: 'material',
    name: { en: 'Material', lt: 'Medžiaga', lv: 'Materiāls', ee: 'Materjal' },
    values: [
      { value: 'cotton', name: { en: 'Cotton', lt: 'Medvilnė', lv: 'Kokvilna', ee: 'Puuvill' } },
      { value: 'leather', name: { en: 'Leather', lt: 'Oda', lv: 'Āda', ee: 'Nahk' } },
      { value: 'wood', name: { en: 'Wood', lt: 'Mediena', lv: 'Koks', ee: 'Puit' } },
      { value: 'metal', name: { en: 'Metal', lt: 'Metalas', lv: 'Metāls', ee: 'Metall' } },
      { value: 'plastic', name: { en: 'Plastic', lt: 'Plastikas', lv: 'Plastmasa', ee: 'Plast' } },
    ],
  },
  {
    id: 5,
    code: 'condition',
    name: { en: 'Condition', lt: 'Būklė', lv: 'Stāvoklis', ee: 'Seisukord' },
    values: [
      { value: 'new', name: { en: 'New', lt: 'Nauja', lv: 'Jauns', ee: 'Uus' } },
      {
        value: 'refurbished',
        name: { en: 'Refurbished', lt: 'Atnaujinta', lv: 'Atjaunots', ee: 'Taastatud' },
      },
      { value: 'used', name: { en: 'Used', lt: 'Naudota', lv: 'Lietots', ee: 'Kasutatud' } },
    ],
  },
];

export const fieldValueId = (fieldId: number, n: number) => fieldId * 1000 + n;

export const seedFlags: Array<{
  id: number;
  type: '1' | '2';
  position: number;
  slug: string;
  name: Localised;
}> = [
  {
    id: 1,
    type: '1',
    position: 1,
    slug: 'exclusive',
    name: { en: 'Exclusive', lt: 'Išskirtinis', lv: 'Ekskluzīvs', ee: 'Eksklusiivne' },
  },
  {
    id: 2,
    type: '1',
    position: 2,
    slug: 'new',
    name: { en: 'New', lt: 'Naujiena', lv: 'Jaunums', ee: 'Uudis' },
  },
  {
    id: 3,
    type: '1',
    position: 3,
    slug: 'top-seller',
    name: { en: 'Top seller', lt: 'Perkamiausias', lv: 'Pārdotākais', ee: 'Enimmüüdud' },
  },
  {
    id: 4,
    type: '2',
    position: 1,
    slug: 'black-friday',
    name: { en: 'Black Friday', lt: 'Juodasis penktadienis', lv: 'Melnā piektdiena', ee: 'Must reede' },
  },
  {
    id: 5,
    type: '2',
    position: 2,
    slug: 'summer-sale',
    name: {
      en: 'Summer sale',
      lt: 'Vasaros išpardavimas',
      lv: 'Vasaras izpārdošana',
      ee: 'Suvine allahindlus',
    },
  },
  {
    id: 6,
    type: '2',
    position: 3,
    slug: 'clearance',
    name: { en: 'Clearance', lt: 'Likučiai', lv: 'Atlikumu izpārdošana', ee: 'Lõpumüük' },
  },
  {
    id: 7,
    type: '2',
    position: 4,
    slug: 'weekend-deals',
    name: {
      en: 'Weekend deals',
      lt: 'Savaitgalio pasiūlymai',
      lv: 'Nedēļas nogales piedāvājumi',
      ee: 'Nädalavahetuse pakkumised',
    },
  },
];
