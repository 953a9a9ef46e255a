import {
  type CartShipping,
  SHIPPING_METHODS,
  type ShippingMethod,
  shippingDiscountPercentages,
} from '@storefront/shared-types';
import { useT } from '@/lib/i18n';

/** Air or sea (§3, air by default): each method's amount and its discount as a whole percent (§9). */
export function ShippingMethods({
  shipping,
  selected,
  money,
  busy,
  onSelect,
}: {
  shipping: CartShipping;
  selected: ShippingMethod;
  money: (amount: number) => string;
  busy: boolean;
  onSelect: (method: ShippingMethod) => void;
}) {
  const t = useT();
  const percents = shippingDiscountPercentages(shipping);
  return (
    <fieldset className="rounded border border-line p-3" data-testid="shipping-methods">
      <legend className="px-1 font-medium">{t('cart.shipping.title')}</legend>
      {SHIPPING_METHODS.map((method) => {
        const amount = shipping.shipping_methods[method];
        if (amount === undefined) return null;
        return (
          <label key={method} className="flex items-center gap-2 py-1">
            <input
              type="radio"
              name="shipping-method"
              value={method}
              checked={selected === method}
              disabled={busy}
              onChange={() => onSelect(method)}
              data-testid={`shipping-${method}`}
            />
            <span className="flex-1">{t(`cart.shipping.${method}`)}</span>
            <span>{money(amount)}</span>
            {percents[method] > 0 && (
              <span className="rounded bg-accent px-2 text-sm text-on-accent">
                {t('cart.shipping.discount', { percent: percents[method] })}
              </span>
            )}
          </label>
        );
      })}
    </fieldset>
  );
}
