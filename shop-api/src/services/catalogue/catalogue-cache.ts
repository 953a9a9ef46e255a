import type { FlagType, LanguageCode, SizeChart } from '@storefront/shared-types';
import type { Database } from '../../db/database.js';

// The catalogue's reference data (categories, fields, manufacturers, flags) is small and changes only with a
// new seed or migration, so each app loads it once and every request resolves slugs, names and labels in memory.

export type Names = Record<LanguageCode, string>;

export interface CategoryRef {
  id: number;
  parent_id: number | null;
  position: number;
  slug: string;
  name: Names;
  page_title: Names;
  display_in_marketplace: boolean;
  path: number[];
  field_ids: number[];
}

export interface FieldValueRef {
  id: number;
  field_id: number;
  value: string;
  name: Names;
  position: number;
}

export interface FieldRef {
  id: number;
  code: string;
  name: Names;
  values: FieldValueRef[];
}

export interface FlagRef {
  id: number;
  type: FlagType;
  position: number;
  slug: string;
  name: Names;
}

export interface CatalogueData {
  categories: CategoryRef[];
  categoryById: Map<number, CategoryRef>;
  categoryBySlug: Map<string, CategoryRef>;
  /** Ids of categories that have children. */
  parentIds: Set<number>;
  fields: FieldRef[];
  fieldById: Map<number, FieldRef>;
  valueById: Map<number, FieldValueRef>;
  manufacturerById: Map<number, string>;
  manufacturerIdByName: Map<string, number>;
  flags: FlagRef[];
  flagById: Map<number, FlagRef>;
  /** Size charts by the category that owns one (a product uses its own category's or the nearest parent's). */
  sizeChartByCategory: Map<number, SizeChart>;
}

async function load(db: Database): Promise<CatalogueData> {
  const [categories, fields, values, manufacturers, flags, sizeCharts] = await Promise.all([
    db.query<CategoryRef>(
      `SELECT c.id, c.parent_id, c.position, c.slug, c.name, c.page_title, c.display_in_marketplace, c.path,
         coalesce(array_agg(caf.field_id ORDER BY caf.position) FILTER (WHERE caf.field_id IS NOT NULL), '{}') AS field_ids
       FROM categories c LEFT JOIN category_additional_fields caf ON caf.category_id = c.id
       GROUP BY c.id ORDER BY c.id`,
    ),
    db.query<Omit<FieldRef, 'values'>>('SELECT id, code, name FROM additional_fields ORDER BY id'),
    db.query<FieldValueRef>(
      'SELECT id, field_id, value, name, position FROM additional_field_values ORDER BY field_id, position',
    ),
    db.query<{ id: number; name: string }>('SELECT id, name FROM manufacturers ORDER BY id'),
    db.query<FlagRef>('SELECT id, type, position, slug, name FROM flags ORDER BY type, position, id'),
    db.query<{ category_id: number } & SizeChart>('SELECT category_id, columns, rows FROM size_charts'),
  ]);
  const fieldRefs = fields.map((f) => ({ ...f, values: values.filter((v) => v.field_id === f.id) }));
  return {
    categories,
    categoryById: new Map(categories.map((c) => [c.id, c])),
    categoryBySlug: new Map(categories.map((c) => [c.slug, c])),
    parentIds: new Set(categories.flatMap((c) => (c.parent_id === null ? [] : [c.parent_id]))),
    fields: fieldRefs,
    fieldById: new Map(fieldRefs.map((f) => [f.id, f])),
    valueById: new Map(values.map((v) => [v.id, v])),
    manufacturerById: new Map(manufacturers.map((m) => [m.id, m.name])),
    manufacturerIdByName: new Map(manufacturers.map((m) => [m.name, m.id])),
    flags,
    flagById: new Map(flags.map((f) => [f.id, f])),
    sizeChartByCategory: new Map(
      sizeCharts.map((chart) => [chart.category_id, { columns: chart.columns, rows: chart.rows }]),
    ),
  };
}

export interface CatalogueCache {
  get(): Promise<CatalogueData>;
  /** Forget the loaded data (after a re-seed). */
  reset(): void;
}

export function createCatalogueCache(db: Database): CatalogueCache {
  let pending: Promise<CatalogueData> | undefined;
  return {
    get() {
      pending ??= load(db).catch((err: unknown) => {
        pending = undefined;
        throw err;
      });
      return pending;
    },
    reset() {
      pending = undefined;
    },
  };
}
