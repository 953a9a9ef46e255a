import { useI18n } from '@/lib/i18n';
import { priceDisplay } from '@/lib/money/price-display';
import { usePriceFormatter } from '@/lib/money/use-money';

/** Current price, and when discounted the original price struck through and the percentage taken off. */
export function ProductPrice(props: {
  current_price: number;
  original_price: number;
  discount_percentage: number;
}) {
  const { t } = useI18n();
  // Catalogue prices are in the site's conversion currency; shown in the selected one (§4).
  const format = usePriceFormatter();
  const price = priceDisplay(props);
  return (
    <div className="flex flex-wrap items-baseline gap-3" data-testid="product-price">
      <span className="sr-only">{t('product.price')}</span>
      <span className="whitespace-nowrap text-3xl font-bold">{format(price.current)}</span>
      {price.original !== null && (
        <>
          <span className="whitespace-nowrap text-muted line-through">
            <span className="sr-only">{t('product.original_price')} </span>
            {format(price.original)}
          </span>
          <span className="whitespace-nowrap rounded bg-accent px-2 py-0.5 text-sm font-semibold text-on-accent">
            {t('product.discount', { percent: price.discountPercent ?? 0 })}
          </span>
        </>
      )}
    </div>
  );
}
