import { clampQuantity, MIN_CART_QUANTITY } from '@storefront/shared-types';
import { useId, useState } from 'react';
import { useT } from '../../../lib/i18n';

/**
 * Quantity within §5's bounds (1 to the item's max_quantity) and the add-to-cart button. The cart is a later
 * issue, so the button is disabled and the area says so plainly instead of pretending to add anything.
 */
export function AddToCartArea({ maxQuantity }: { maxQuantity: number }) {
  const t = useT();
  const inputId = useId();
  const noticeId = useId();
  const [quantity, setQuantity] = useState(MIN_CART_QUANTITY);
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
          disabled
          aria-describedby={noticeId}
          className="rounded bg-accent px-5 py-2 font-medium text-on-accent opacity-60"
        >
          {t('catalogue.product.add_to_cart')}
        </button>
      </div>
      <p className="mt-2 text-sm text-muted">{t('catalogue.product.max_quantity', { count: maxQuantity })}</p>
      <p id={noticeId} className="mt-2 text-sm" data-testid="cart-unavailable">
        {t('product.cart_unavailable')}
      </p>
    </div>
  );
}
