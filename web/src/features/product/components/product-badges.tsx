import type { Flag } from '@storefront/shared-types';
import { useT } from '@/lib/i18n';

/**
 * The labels above a product's name: "marketplace" for a marketplace offer and the offers (flags) the product
 * is part of. Nothing at all when it has none, so the name starts the column.
 */
export function ProductBadges({ flags, marketplace }: { flags: readonly Flag[]; marketplace: boolean }) {
  const t = useT();
  if (!marketplace && flags.length === 0) return null;
  return (
    <ul aria-label={t('product.offers')} className="mb-2 flex flex-wrap gap-2" data-testid="product-badges">
      {marketplace && (
        <li className="rounded-full bg-raised px-3 py-0.5 text-sm font-medium text-muted">
          {t('product.marketplace')}
        </li>
      )}
      {flags.map((flag) => (
        <li
          key={flag.id}
          className="rounded-full border border-accent px-3 py-0.5 text-sm font-medium text-accent"
        >
          {flag.name}
        </li>
      ))}
    </ul>
  );
}
