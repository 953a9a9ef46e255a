import type { Queryable } from '../database.js';
import { withSecondaryIndexesDeferred } from '../deferred-indexes.js';
import type { FlatCategory } from './categories.js';
import { fieldValueId, seedFields, seedFlags } from './facets.js';
import type { LangCode, Localised } from './languages.js';
import { createRandom } from './prng.js';

// Products are generated in JS with a seeded PRNG and inserted in batches through unnest() (one parameter per
// column), which keeps 100,000 rows well under a minute on both drivers.

const BATCH = 5000;
/** Arrival dates count back from a fixed day so reruns give identical rows. */
const ARRIVAL_EPOCH = Date.UTC(2026, 0, 1);
const DAY_MS = 86_400_000;

export const slugify = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

interface Row {
  id: number;
  kind: 'p' | 'o';
  slug: string;
  sku: string;
  names: Localised;
  description: string;
  manufacturerId: number;
  categoryId: number;
  flagIds: number[];
  fieldValueIds: number[];
  currentPrice: number;
  originalPrice: number;
  discount: number;
  paidAmount: number;
  arrivedAt: string;
  maxQuantity: number;
  images: string[];
}

export interface GenerateOptions {
  products: number;
  offers: number;
  categories: FlatCategory[];
  manufacturerIds: Map<string, number>;
}

function* generate(opts: GenerateOptions): Generator<Row> {
  const random = createRandom(20_260_101);
  const leaves = opts.categories.filter((c) => c.item !== null);
  const fieldsByCode = new Map(seedFields.map((f) => [f.code, f]));
  const total = opts.products + opts.offers;
  for (let id = 1; id <= total; id++) {
    const kind = id <= opts.products ? 'p' : 'o';
    const category = random.pick(leaves);
    const item = category.item as Localised;
    const manufacturer = random.pick(category.manufacturers);
    const model = `${manufacturer.charAt(0)}${random.int(100, 999)}`;
    const names = Object.fromEntries(
      (Object.keys(item) as LangCode[]).map((l) => [l, `${manufacturer} ${capitalise(item[l])} ${model}`]),
    ) as Localised;
    const base = slugify(`${item.en} ${model}`);
    const slug = kind === 'p' ? `${slugify(manufacturer)}/${base}-${id}` : `${base}-o${id}`;
    const originalPrice = Math.round(Math.exp(Math.log(5) + random.next() * Math.log(400)) * 100) / 100;
    const ratio = random.chance(0.55) ? 1 : random.int(10, 19) / 20;
    const currentPrice = Math.round(originalPrice * ratio * 100) / 100;
    const discount = originalPrice > 0 ? Math.round((currentPrice / originalPrice) * 10_000) / 10_000 : 1;
    const flagIds: number[] = [];
    if (random.chance(kind === 'o' ? 0.5 : 0.25)) flagIds.push(random.pick(seedFlags).id);
    if (random.chance(0.05)) {
      const second = random.pick(seedFlags).id;
      if (!flagIds.includes(second)) flagIds.push(second);
    }
    const fieldValueIds: number[] = [];
    for (const code of category.fields) {
      const field = fieldsByCode.get(code);
      if (!field || !random.chance(0.85)) continue;
      fieldValueIds.push(fieldValueId(field.id, random.int(1, field.values.length)));
    }
    const imageCount = random.int(1, 3);
    yield {
      id,
      kind,
      slug,
      sku: `SKU-${String(id).padStart(7, '0')}`,
      names,
      description: JSON.stringify(
        Object.fromEntries(
          (Object.keys(names) as LangCode[]).map((l) => [l, `${names[l]}. ${category.name[l]}.`]),
        ),
      ),
      manufacturerId: opts.manufacturerIds.get(manufacturer) ?? 0,
      categoryId: category.id,
      flagIds: flagIds.sort((a, b) => a - b),
      fieldValueIds,
      currentPrice,
      originalPrice,
      discount: Math.max(discount, 0.0001),
      paidAmount: Math.floor(random.next() ** 3 * 5000),
      arrivedAt: new Date(
        ARRIVAL_EPOCH - random.int(0, 730) * DAY_MS - random.int(0, 86_399) * 1000,
      ).toISOString(),
      maxQuantity: random.int(1, 20),
      images: Array.from({ length: imageCount }, (_, n) => `products/${id}/${n + 1}.png`),
    };
  }
}

const pgArray = (values: ReadonlyArray<number | string>) => `{${values.join(',')}}`;

const INSERT = /* sql */ `
INSERT INTO products (
  id, kind, slug, sku, name_en, name_lt, name_lv, name_ee, description, manufacturer_id, category_id,
  category_path, flag_ids, field_value_ids, current_price, original_price, discount_percentage, paid_amount,
  arrived_at, max_quantity, images)
SELECT u.id, u.kind, u.slug, u.sku, u.name_en, u.name_lt, u.name_lv, u.name_ee, u.description::jsonb,
  u.manufacturer_id, u.category_id, c.path, u.flag_ids::int[], u.field_value_ids::int[], u.current_price,
  u.original_price, u.discount, u.paid_amount, u.arrived_at::timestamptz, u.max_quantity, u.images::text[]
FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
  $9::text[], $10::int[], $11::int[], $12::text[], $13::text[], $14::numeric[], $15::numeric[], $16::numeric[],
  $17::int[], $18::text[], $19::int[], $20::text[])
  AS u(id, kind, slug, sku, name_en, name_lt, name_lv, name_ee, description, manufacturer_id, category_id,
    flag_ids, field_value_ids, current_price, original_price, discount, paid_amount, arrived_at, max_quantity,
    images)
JOIN categories c ON c.id = u.category_id`;

async function insertBatch(db: Queryable, rows: Row[]) {
  const col = <T>(f: (r: Row) => T) => rows.map(f);
  await db.query(INSERT, [
    col((r) => r.id),
    col((r) => r.kind),
    col((r) => r.slug),
    col((r) => r.sku),
    col((r) => r.names.en),
    col((r) => r.names.lt),
    col((r) => r.names.lv),
    col((r) => r.names.ee),
    col((r) => r.description),
    col((r) => r.manufacturerId),
    col((r) => r.categoryId),
    col((r) => pgArray(r.flagIds)),
    col((r) => pgArray(r.fieldValueIds)),
    col((r) => r.currentPrice),
    col((r) => r.originalPrice),
    col((r) => r.discount),
    col((r) => r.paidAmount),
    col((r) => r.arrivedAt),
    col((r) => r.maxQuantity),
    col((r) => pgArray(r.images)),
  ]);
}

/** A bulk load: the search-sync triggers (migration 0023) stay off, the caller rebuilds with refreshSearchIndex. */
export async function insertProducts(db: Queryable, opts: GenerateOptions): Promise<void> {
  await db.exec('ALTER TABLE products DISABLE TRIGGER USER');
  await withSecondaryIndexesDeferred(db, 'products', () => loadProducts(db, opts));
  await db.exec('ALTER TABLE products ENABLE TRIGGER USER');
}

async function loadProducts(db: Queryable, opts: GenerateOptions): Promise<void> {
  // One batch in flight while the next is generated: with PostgreSQL the database inserts as node builds rows.
  let inFlight: Promise<void> = Promise.resolve();
  let batch: Row[] = [];
  for (const row of generate(opts)) {
    batch.push(row);
    if (batch.length === BATCH) {
      await inFlight;
      inFlight = insertBatch(db, batch);
      batch = [];
    }
  }
  await inFlight;
  if (batch.length > 0) await insertBatch(db, batch);
}
