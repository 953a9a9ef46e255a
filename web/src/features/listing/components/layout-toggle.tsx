import { PRODUCT_LAYOUTS, type ProductLayout } from '@storefront/shared-types';
import { useT } from '@/lib/i18n';

/** §2: GRID / LIST, as two pressed-state buttons in a labelled group. */
export function LayoutToggle({
  value,
  onChange,
}: {
  value: ProductLayout;
  onChange: (layout: ProductLayout) => void;
}) {
  const t = useT();
  const labels: Record<ProductLayout, string> = {
    GRID: t('catalogue.listing.grid'),
    LIST: t('catalogue.listing.list'),
  };
  return (
    <fieldset className="flex gap-1">
      <legend className="sr-only">{t('listing.layout')}</legend>
      {PRODUCT_LAYOUTS.map((layout) => (
        <button
          key={layout}
          type="button"
          aria-pressed={value === layout}
          onClick={() => onChange(layout)}
          className={`rounded border border-line px-2 py-1 text-sm ${value === layout ? 'bg-accent text-on-accent' : 'bg-surface'}`}
        >
          {labels[layout]}
        </button>
      ))}
    </fieldset>
  );
}
