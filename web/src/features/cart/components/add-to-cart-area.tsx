import {
  clampQuantity,
  MIN_CART_QUANTITY,
  type ProductDetail,
  toAnalyticsAmount,
} from '@storefront/shared-types';
import { useId, useState } from 'react';
import { ApiError } from '@/lib/api-error';
import { useBootstrap } from '@/lib/app-context';
import { useT } from '@/lib/i18n';
import { modals } from '@/lib/modals/modal-store';
import { trackingProductOnPage } from '@/lib/tracking/tracking-product';
import { changeCart } from '../cart-store';
import { trackAddToCart } from '../cart-tracking';
import { useCartContext } from '../use-cart';

/**
 * Quantity within §5's bounds (1 to the item's max_quantity) and the add-to-cart button: adds to this visitor's
 * cart (guest or signed in), sends the §9 add-to-cart events and opens the cart pop-up. A refusal (the stock ran
 * out, the cart already holds the limit) is shown with the shop's reason. The product page shows it in its cart
 * slot (the route puts it there: features/product does not know the cart).
 */
export function AddToCartArea({ product, marketplace }: { product: ProductDetail; marketplace: boolean }) {
  const t = useT();
  const inputId = useId();
  const { storeConfig } = useBootstrap();
  const context = useCartContext();
  const maxQuantity = product.max_quantity;
  const [quantity, setQuantity] = useState(MIN_CART_QUANTITY);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const add = async () => {
    setBusy(true);
    setError(null);
    try {
      await changeCart('cartAdd', { product_id: product.id, quantity, ...context });
      const tracked = trackingProductOnPage(product);
      const base = storeConfig.conversionCurrency;
      const price = base ? toAnalyticsAmount(tracked.price, base, storeConfig.currencies) : tracked.price;
      trackAddToCart({ ...tracked, price, quantity }, marketplace);
      modals.open('cart');
    } catch (failure) {
      const fields = failure instanceof ApiError ? failure.fields : undefined;
      setError(Object.values(fields ?? {})[0] ?? 'cart.errors.failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mt-6 rounded border border-line p-4" data-testid="add-to-cart-area">
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={inputId} className="block text-sm font-medium">
            {t('product.quantity')}
          </label>
          <input
            id={inputId}
            type="number"
            inputMode="numeric"
            min={MIN_CART_QUANTITY}
            max={maxQuantity}
            value={quantity}
            onChange={(event) => setQuantity(clampQuantity(Number(event.target.value), maxQuantity))}
            className="mt-1 w-24 rounded border border-line bg-surface px-2 py-1"
          />
        </div>
        <button
          type="button"
          disabled={busy}
          onClick={() => void add()}
          className="rounded bg-accent px-5 py-2 font-medium text-on-accent disabled:opacity-60"
          data-testid="add-to-cart"
        >
          {t('catalogue.product.add_to_cart')}
        </button>
      </div>
      <p className="mt-2 text-sm text-muted">{t('catalogue.product.max_quantity', { count: maxQuantity })}</p>
      {error && (
        <p className="mt-2 text-sm font-medium text-danger" role="alert" data-testid="add-to-cart-error">
          {t(error)}
        </p>
      )}
    </div>
  );
}
