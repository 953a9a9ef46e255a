import {
  ADDITIONAL_FIELD_PREFIX,
  type AdditionalField,
  type Category,
  type CategorySummary,
  type Flag,
  type LanguageCode,
} from '@storefront/shared-types';
import type { CatalogueData, CategoryRef, FieldRef, FlagRef } from './catalogue-cache.js';

export function fieldView(field: FieldRef, locale: LanguageCode): AdditionalField {
  return {
    id: field.id,
    key: `${ADDITIONAL_FIELD_PREFIX}${field.id}`,
    name: field.name[locale],
    values: field.values.map((v) => ({ value: v.value, name: v.name[locale] })),
  };
}

function categoryFields(c: CategoryRef, data: CatalogueData, locale: LanguageCode) {
  return {
    id: c.id,
    slug: c.slug,
    name: c.name[locale],
    parent_id: c.parent_id,
    position: c.position,
    pageTitle: c.page_title[locale],
    display_in_marketplace: c.display_in_marketplace,
    filterable_additional_fields: c.field_ids.flatMap((id) => {
      const field = data.fieldById.get(id);
      return field ? [fieldView(field, locale)] : [];
    }),
  };
}

/** §3: the tree built from parent_id, siblings ordered by position (then id, so the order is total). */
export function categoryTree(data: CatalogueData, locale: LanguageCode): Category[] {
  const byParent = new Map<number | null, CategoryRef[]>();
  for (const c of data.categories) {
    const siblings = byParent.get(c.parent_id) ?? [];
    siblings.push(c);
    byParent.set(c.parent_id, siblings);
  }
  const build = (parent: number | null): Category[] =>
    (byParent.get(parent) ?? [])
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map((c) => ({ ...categoryFields(c, data, locale), children: build(c.id) }));
  return build(null);
}

/** A category with its breadcrumbs, root first (the all-categories root itself is the UI's to add). */
export function categorySummary(c: CategoryRef, data: CatalogueData, locale: LanguageCode): CategorySummary {
  return {
    ...categoryFields(c, data, locale),
    breadcrumbs: c.path.flatMap((id) => {
      const step = data.categoryById.get(id);
      return step
        ? [
            {
              id: step.slug,
              translation: step.name[locale],
              display_in_marketplace: step.display_in_marketplace,
            },
          ]
        : [];
    }),
  };
}

export const flagView = (f: FlagRef, locale: LanguageCode): Flag => ({
  id: f.id,
  type: f.type,
  position: f.position,
  slug: f.slug,
  name: f.name[locale],
});
