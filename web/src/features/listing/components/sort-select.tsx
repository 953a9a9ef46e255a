import { SORT_TYPES, type SortType } from '@storefront/shared-types';
import { useId } from 'react';
import { useT } from '../../../lib/i18n';

/** §2's six sort options, labelled. */
export function SortSelect({ value, onChange }: { value: SortType; onChange: (sort: SortType) => void }) {
  const t = useT();
  const id = useId();
  // Literal keys, so the translation coverage test sees every label.
  const labels: Record<SortType, string> = {
    price_desc: t('catalogue.sort.price_high_low'),
    price_asc: t('catalogue.sort.price_low_high'),
    best_value: t('catalogue.sort.best_value'),
    best_sellers: t('catalogue.sort.best_sellers'),
    new_arrivals: t('catalogue.sort.new_arrivals'),
    relevance: t('catalogue.sort.relevance'),
  };
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm">
        {t('catalogue.listing.sort_by')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as SortType)}
        className="rounded border border-line bg-surface px-2 py-1"
      >
        {SORT_TYPES.map((sort) => (
          <option key={sort} value={sort}>
            {labels[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}
