import { SORT_LABEL_KEYS, SORT_TYPES, type SortType } from '@storefront/shared-types';
import { useId } from 'react';
import { useT } from '@/lib/i18n';

/** §2's six sort options, labelled. */
export function SortSelect({ value, onChange }: { value: SortType; onChange: (sort: SortType) => void }) {
  const t = useT();
  const id = useId();
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
            {t(SORT_LABEL_KEYS[sort])}
          </option>
        ))}
      </select>
    </div>
  );
}
