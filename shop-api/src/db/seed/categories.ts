import type { Localised } from './languages.js';

// The category tree: top-level groups, their leaves (products live on leaves) and one deeper level under phones,
// so slugs span several segments (`electronics/phones/smartphones`).
type Names = [en: string, lt: string, lv: string, ee: string];

interface SeedLeaf {
  slug: string;
  names: Names;
  /** singular item noun used to build product names */
  item: Names;
  fields: string[];
  children?: SeedLeaf[];
}

interface SeedGroup {
  slug: string;
  names: Names;
  manufacturers: string[];
  children: SeedLeaf[];
}

const tree: SeedGroup[] = [
  {
    slug: 'electronics',
    names: ['Electronics', 'Elektronika', 'Elektronika', 'Elektroonika'],
    manufacturers: ['Nordtech', 'Baltix', 'Auris', 'Volta', 'Pulsar', 'Quanta', 'Helio', 'Orbis'],
    children: [
      {
        slug: 'phones',
        names: ['Phones', 'Telefonai', 'Telefoni', 'Telefonid'],
        item: ['phone', 'telefonas', 'tālrunis', 'telefon'],
        fields: ['colour', 'storage', 'condition'],
        children: [
          {
            slug: 'smartphones',
            names: ['Smartphones', 'Išmanieji telefonai', 'Viedtālruņi', 'Nutitelefonid'],
            item: ['smartphone', 'išmanusis telefonas', 'viedtālrunis', 'nutitelefon'],
            fields: ['colour', 'storage', 'condition'],
          },
          {
            slug: 'phone-cases',
            names: ['Phone cases', 'Telefonų dėklai', 'Telefonu vāciņi', 'Telefoniümbrised'],
            item: ['phone case', 'telefono dėklas', 'telefona vāciņš', 'telefoniümbris'],
            fields: ['colour', 'material'],
          },
          {
            slug: 'chargers',
            names: ['Chargers', 'Įkrovikliai', 'Lādētāji', 'Laadijad'],
            item: ['charger', 'įkroviklis', 'lādētājs', 'laadija'],
            fields: ['colour'],
          },
        ],
      },
      {
        slug: 'laptops',
        names: ['Laptops', 'Nešiojamieji kompiuteriai', 'Klēpjdatori', 'Sülearvutid'],
        item: ['laptop', 'nešiojamasis kompiuteris', 'klēpjdators', 'sülearvuti'],
        fields: ['colour', 'storage', 'condition'],
      },
      {
        slug: 'tablets',
        names: ['Tablets', 'Planšetės', 'Planšetdatori', 'Tahvelarvutid'],
        item: ['tablet', 'planšetė', 'planšetdators', 'tahvelarvuti'],
        fields: ['colour', 'storage', 'condition'],
      },
      {
        slug: 'headphones',
        names: ['Headphones', 'Ausinės', 'Austiņas', 'Kõrvaklapid'],
        item: ['headphones', 'ausinės', 'austiņas', 'kõrvaklapid'],
        fields: ['colour', 'condition'],
      },
      {
        slug: 'cameras',
        names: ['Cameras', 'Fotoaparatai', 'Fotokameras', 'Kaamerad'],
        item: ['camera', 'fotoaparatas', 'fotokamera', 'kaamera'],
        fields: ['colour', 'condition'],
      },
      {
        slug: 'smart-watches',
        names: ['Smart watches', 'Išmanieji laikrodžiai', 'Viedpulksteņi', 'Nutikellad'],
        item: ['smart watch', 'išmanusis laikrodis', 'viedpulkstenis', 'nutikell'],
        fields: ['colour', 'material', 'condition'],
      },
    ],
  },
  {
    slug: 'home-garden',
    names: ['Home & Garden', 'Namai ir sodas', 'Māja un dārzs', 'Kodu ja aed'],
    manufacturers: ['Amber Works', 'Riga Craft', 'Saule', 'Taiga', 'Norma', 'Lumina', 'Ferro'],
    children: [
      {
        slug: 'furniture',
        names: ['Furniture', 'Baldai', 'Mēbeles', 'Mööbel'],
        item: ['table', 'stalas', 'galds', 'laud'],
        fields: ['colour', 'material'],
      },
      {
        slug: 'kitchen',
        names: ['Kitchen', 'Virtuvė', 'Virtuve', 'Köök'],
        item: ['pan', 'keptuvė', 'panna', 'pann'],
        fields: ['colour', 'material'],
      },
      {
        slug: 'lighting',
        names: ['Lighting', 'Apšvietimas', 'Apgaismojums', 'Valgustus'],
        item: ['lamp', 'lempa', 'lampa', 'lamp'],
        fields: ['colour'],
      },
      {
        slug: 'garden-tools',
        names: ['Garden tools', 'Sodo įrankiai', 'Dārza instrumenti', 'Aiatööriistad'],
        item: ['garden tool', 'sodo įrankis', 'dārza instruments', 'aiatööriist'],
        fields: ['material'],
      },
      {
        slug: 'bedding',
        names: ['Bedding', 'Patalynė', 'Gultas veļa', 'Voodipesu'],
        item: ['bed linen set', 'patalynės komplektas', 'gultas veļas komplekts', 'voodipesukomplekt'],
        fields: ['colour', 'material', 'size'],
      },
    ],
  },
  {
    slug: 'fashion',
    names: ['Fashion', 'Mada', 'Mode', 'Mood'],
    manufacturers: ['Stella', 'Mira', 'Ulla', 'Vega', 'Kaja', 'Tallinn Design', 'Dune'],
    children: [
      {
        slug: 'womens-clothing',
        names: ["Women's clothing", 'Moterų drabužiai', 'Sieviešu apģērbi', 'Naisteriided'],
        item: ['dress', 'suknelė', 'kleita', 'kleit'],
        fields: ['colour', 'size', 'material'],
      },
      {
        slug: 'mens-clothing',
        names: ["Men's clothing", 'Vyrų drabužiai', 'Vīriešu apģērbi', 'Meesteriided'],
        item: ['shirt', 'marškiniai', 'krekls', 'särk'],
        fields: ['colour', 'size', 'material'],
      },
      {
        slug: 'shoes',
        names: ['Shoes', 'Avalynė', 'Apavi', 'Jalanõud'],
        item: ['shoes', 'batai', 'kurpes', 'kingad'],
        fields: ['colour', 'size', 'material'],
      },
      {
        slug: 'bags',
        names: ['Bags', 'Rankinės', 'Somas', 'Kotid'],
        item: ['bag', 'rankinė', 'soma', 'kott'],
        fields: ['colour', 'material'],
      },
      {
        slug: 'accessories',
        names: ['Accessories', 'Aksesuarai', 'Aksesuāri', 'Aksessuaarid'],
        item: ['scarf', 'šalikas', 'šalle', 'sall'],
        fields: ['colour', 'material'],
      },
    ],
  },
  {
    slug: 'sports',
    names: ['Sports', 'Sportas', 'Sports', 'Sport'],
    manufacturers: ['Kestrel', 'Vento', 'Zenit', 'Polaris', 'Wave', 'Taiga', 'Rhea'],
    children: [
      {
        slug: 'fitness',
        names: ['Fitness', 'Fitnesas', 'Fitness', 'Fitness'],
        item: ['dumbbell set', 'hantelių rinkinys', 'hanteļu komplekts', 'hantlikomplekt'],
        fields: ['colour'],
      },
      {
        slug: 'cycling',
        names: ['Cycling', 'Dviračiai', 'Riteņbraukšana', 'Jalgrattasõit'],
        item: ['bicycle', 'dviratis', 'velosipēds', 'jalgratas'],
        fields: ['colour', 'size', 'condition'],
      },
      {
        slug: 'camping',
        names: ['Camping', 'Stovyklavimas', 'Kempings', 'Matkamine'],
        item: ['tent', 'palapinė', 'telts', 'telk'],
        fields: ['colour', 'material'],
      },
      {
        slug: 'winter-sports',
        names: ['Winter sports', 'Žiemos sportas', 'Ziemas sporti', 'Talispordid'],
        item: ['ski set', 'slidžių komplektas', 'slēpju komplekts', 'suusakomplekt'],
        fields: ['colour', 'size'],
      },
      {
        slug: 'team-sports',
        names: ['Team sports', 'Komandinis sportas', 'Komandu sporti', 'Võistkonnaspordid'],
        item: ['ball', 'kamuolys', 'bumba', 'pall'],
        fields: ['colour', 'size'],
      },
    ],
  },
  {
    slug: 'beauty-health',
    names: ['Beauty & Health', 'Grožis ir sveikata', 'Skaistums un veselība', 'Ilu ja tervis'],
    manufacturers: ['Saule', 'Mira', 'Helio', 'Rhea', 'Stella', 'Norma'],
    children: [
      {
        slug: 'skincare',
        names: ['Skincare', 'Odos priežiūra', 'Ādas kopšana', 'Nahahooldus'],
        item: ['face cream', 'veido kremas', 'sejas krēms', 'näokreem'],
        fields: [],
      },
      {
        slug: 'fragrances',
        names: ['Fragrances', 'Kvepalai', 'Smaržas', 'Lõhnad'],
        item: ['perfume', 'kvepalai', 'smaržas', 'parfüüm'],
        fields: [],
      },
      {
        slug: 'hair-care',
        names: ['Hair care', 'Plaukų priežiūra', 'Matu kopšana', 'Juuksehooldus'],
        item: ['hair dryer', 'plaukų džiovintuvas', 'matu žāvētājs', 'föön'],
        fields: ['colour'],
      },
      {
        slug: 'vitamins',
        names: ['Vitamins', 'Vitaminai', 'Vitamīni', 'Vitamiinid'],
        item: ['vitamin pack', 'vitaminų pakuotė', 'vitamīnu iepakojums', 'vitamiinipakk'],
        fields: [],
      },
    ],
  },
  {
    slug: 'toys-kids',
    names: ['Toys & Kids', 'Žaislai ir vaikai', 'Rotaļlietas un bērni', 'Mänguasjad ja lapsed'],
    manufacturers: ['Kaja', 'Orbis', 'Baltix', 'Vilnius Labs', 'Ulla', 'Wave'],
    children: [
      {
        slug: 'building-sets',
        names: ['Building sets', 'Konstruktoriai', 'Konstruktori', 'Ehituskomplektid'],
        item: ['building set', 'konstruktorius', 'konstruktors', 'ehituskomplekt'],
        fields: ['colour'],
      },
      {
        slug: 'board-games',
        names: ['Board games', 'Stalo žaidimai', 'Galda spēles', 'Lauamängud'],
        item: ['board game', 'stalo žaidimas', 'galda spēle', 'lauamäng'],
        fields: [],
      },
      {
        slug: 'dolls',
        names: ['Dolls', 'Lėlės', 'Lelles', 'Nukud'],
        item: ['doll', 'lėlė', 'lelle', 'nukk'],
        fields: ['colour', 'material'],
      },
      {
        slug: 'baby-care',
        names: ['Baby care', 'Kūdikių priežiūra', 'Zīdaiņu kopšana', 'Beebihooldus'],
        item: ['baby monitor', 'kūdikio monitorius', 'bērnu uzraudzības ierīce', 'beebimonitor'],
        fields: ['colour', 'condition'],
      },
    ],
  },
  {
    slug: 'auto',
    names: ['Auto', 'Automobiliai', 'Auto', 'Auto'],
    manufacturers: ['Ferro', 'Volta', 'Polaris', 'Zenit', 'Kestrel', 'Quanta'],
    children: [
      {
        slug: 'car-electronics',
        names: ['Car electronics', 'Automobilių elektronika', 'Auto elektronika', 'Autoelektroonika'],
        item: ['dash camera', 'vaizdo registratorius', 'videoreģistrators', 'pardakaamera'],
        fields: ['colour', 'condition'],
      },
      {
        slug: 'tyres',
        names: ['Tyres', 'Padangos', 'Riepas', 'Rehvid'],
        item: ['tyre', 'padanga', 'riepa', 'rehv'],
        fields: ['condition'],
      },
      {
        slug: 'car-care',
        names: ['Car care', 'Automobilių priežiūra', 'Auto kopšana', 'Autohooldus'],
        item: ['car polish', 'automobilio poliruoklis', 'auto pulēšanas līdzeklis', 'autopoleerija'],
        fields: [],
      },
      {
        slug: 'tools',
        names: ['Tools', 'Įrankiai', 'Instrumenti', 'Tööriistad'],
        item: ['drill', 'grąžtas', 'urbis', 'trell'],
        fields: ['colour', 'condition'],
      },
    ],
  },
  {
    slug: 'gaming',
    names: ['Gaming', 'Žaidimai', 'Spēles', 'Mängimine'],
    manufacturers: ['Pulsar', 'Quanta', 'Nordtech', 'Vilnius Labs', 'Orbis', 'Vega'],
    children: [
      {
        slug: 'consoles',
        names: ['Consoles', 'Konsolės', 'Konsoles', 'Konsoolid'],
        item: ['console', 'konsolė', 'konsole', 'konsool'],
        fields: ['colour', 'storage', 'condition'],
      },
      {
        slug: 'video-games',
        names: ['Video games', 'Vaizdo žaidimai', 'Videospēles', 'Videomängud'],
        item: ['video game', 'vaizdo žaidimas', 'videospēle', 'videomäng'],
        fields: ['condition'],
      },
      {
        slug: 'gaming-accessories',
        names: ['Gaming accessories', 'Žaidimų priedai', 'Spēļu piederumi', 'Mängutarvikud'],
        item: ['controller', 'valdiklis', 'kontrolieris', 'mängupult'],
        fields: ['colour', 'condition'],
      },
      {
        slug: 'gaming-chairs',
        names: ['Gaming chairs', 'Žaidimų kėdės', 'Spēļu krēsli', 'Mängutoolid'],
        item: ['gaming chair', 'žaidimų kėdė', 'spēļu krēsls', 'mängutool'],
        fields: ['colour', 'material'],
      },
    ],
  },
];

export interface FlatCategory {
  id: number;
  parentId: number | null;
  position: number;
  slug: string;
  name: Localised;
  path: number[];
  fields: string[];
  /** set on leaves only */
  item: Localised | null;
  manufacturers: string[];
}

const localised = ([en, lt, lv, ee]: Names): Localised => ({ en, lt, lv, ee });

/** Flattens the tree depth-first with stable ids; a parent's fields are the union of its children's. */
export function flattenCategories(): FlatCategory[] {
  const out: FlatCategory[] = [];
  let nextId = 1;
  const visit = (
    node: SeedLeaf | SeedGroup,
    parent: FlatCategory | null,
    position: number,
    manufacturers: string[],
  ): FlatCategory => {
    const self: FlatCategory = {
      id: nextId++,
      parentId: parent?.id ?? null,
      position,
      slug: parent ? `${parent.slug}/${node.slug}` : node.slug,
      name: localised(node.names),
      path: [...(parent?.path ?? []), 0],
      fields: 'fields' in node ? [...node.fields] : [],
      item: null,
      manufacturers,
    };
    self.path[self.path.length - 1] = self.id;
    out.push(self);
    const children = node.children ?? [];
    if (children.length === 0 && 'item' in node) self.item = localised(node.item);
    children.forEach((child, i) => {
      const c = visit(child, self, i + 1, manufacturers);
      for (const f of c.fields) if (!self.fields.includes(f)) self.fields.push(f);
    });
    return self;
  };
  tree.forEach((group, i) => {
    visit(group, null, i + 1, group.manufacturers);
  });
  return out;
}

export const allManufacturers = [...new Set(tree.flatMap((g) => g.manufacturers))].sort();
