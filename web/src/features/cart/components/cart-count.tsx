import { useT } from '../../../lib/i18n';
import { useCartSummary } from '../use-cart';

/** The number of units in the cart beside the Cart button's word, once the cart is loaded and holds any. */
export function CartCount() {
  const t = useT();
  const { count, loaded } = useCartSummary();
  if (!loaded || count === 0) return null;
  return (
    <span className="ml-2 rounded-full bg-surface px-2 text-sm text-ink" data-testid="cart-count">
      <span className="sr-only">{t('cart.count_label')} </span>
      {count}
    </span>
  );
}
