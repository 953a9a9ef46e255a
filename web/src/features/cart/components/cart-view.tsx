import { formatDateTimeParts } from '@storefront/shared-types';
import { type ReactNode, useEffect, useRef } from 'react';
import { useBootstrap } from '@/lib/app-context';
import { useT } from '@/lib/i18n';
import { useMoneyFormatter } from '@/lib/money/use-money';
import { cartFigures } from '../cart-figures';
import { invalidateCart, loadCart } from '../cart-store';
import { cartLineProduct, trackViewBasket } from '../cart-tracking';
import { useCart } from '../use-cart';
import { useCartActions } from '../use-cart-actions';
import { CartLine } from './cart-line';
import { ShippingMethods } from './shipping-methods';

/**
 * The way on from the cart (checkout's button), handed in where the cart is put on a page (the cart route, the
 * app's cart pop-up): the cart does not know the checkout. Disabled while the cart cannot be bought as it is.
 */
export type RenderCheckout = (state: { disabled: boolean }) => ReactNode;

/** The cart: /cart shows it whole; the pop-up (`compact`) without the shipping choice. */
export function CartView({
  compact = false,
  renderCheckout,
}: {
  compact?: boolean;
  renderCheckout: RenderCheckout;
}) {
  const t = useT();
  const { storeConfig } = useBootstrap();
  const { cart, context } = useCart();
  const actions = useCartActions(context);
  const money = useMoneyFormatter(cart.currency?.iso_code);
  const figures = cartFigures(cart);

  // §9 viewBasket, once the cart is shown loaded (once per opening).
  const tracked = useRef(false);
  useEffect(() => {
    if (!cart.loaded || tracked.current || !cart.currency) return;
    tracked.current = true;
    const currency = cart.currency;
    trackViewBasket(
      cart.items.map((item) =>
        cartLineProduct(item, currency, storeConfig.currencies, window.location.origin),
      ),
    );
  }, [cart, storeConfig.currencies]);

  if (cart.has_error) {
    return (
      <div role="alert" data-testid="cart-error" className="rounded border border-danger p-4">
        <p className="mb-3">{t('cart.load_failed')}</p>
        <button
          type="button"
          className="rounded border border-line px-3 py-1"
          onClick={() => {
            invalidateCart();
            void loadCart(context, true);
          }}
        >
          {t('cart.retry')}
        </button>
      </div>
    );
  }
  if (!cart.loaded)
    return (
      <p className="text-muted" data-testid="cart-loading">
        {t('shell.loading')}
      </p>
    );
  if (cart.items.length === 0) return <p data-testid="cart-empty">{t('cart.empty')}</p>;

  return (
    // The pop-up is one column at every width: its panel is narrow, and a second column (the page's totals beside
    // the lines) left a product name about 120 px on desktop, four lines for a usual name.
    <div className={compact ? 'grid gap-6' : 'grid gap-6 lg:grid-cols-[1fr_20rem]'} data-testid="cart-view">
      <div>
        {cart.reservation_error && (
          <p
            role="alert"
            className="mb-3 rounded border border-danger p-3"
            data-testid="cart-reservation-error"
          >
            {t(cart.reservation_error)}
          </p>
        )}
        {actions.error && (
          <p role="alert" className="mb-3 rounded border border-danger p-3" data-testid="cart-action-error">
            {t(actions.error)}
          </p>
        )}
        <ul>
          {cart.items.map((item) => (
            <CartLine
              key={item.id}
              item={item}
              money={money}
              busy={actions.busy}
              compact={compact}
              onQuantity={(quantity) => void actions.setQuantity(item.id, quantity)}
              onRemove={() => void actions.remove(item.id)}
            />
          ))}
        </ul>
        {!compact && (
          <button
            type="button"
            className="mt-3 text-sm underline disabled:opacity-50"
            disabled={actions.busy}
            onClick={() => void actions.clear()}
            data-testid="cart-clear"
          >
            {t('cart.clear')}
          </button>
        )}
      </div>
      <aside className="flex flex-col gap-3">
        {!compact && cart.shipping && (
          <ShippingMethods
            shipping={cart.shipping}
            selected={cart.shipping_method}
            money={money}
            busy={actions.busy}
            onSelect={(method) => void actions.setShippingMethod(method)}
          />
        )}
        {/* Amounts right-aligned, so a bold total wider than the other amounts does not push them off its edge. */}
        <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 [&>dd]:text-right" data-testid="cart-totals">
          <dt>{t('cart.totals.items', { count: figures.totalQuantity })}</dt>
          <dd>{money(figures.totalSum)}</dd>
          <dt>{t(`cart.shipping.${cart.shipping_method}`)}</dt>
          <dd>{money(figures.shipping)}</dd>
          {figures.discount > 0 && (
            <>
              <dt>{t('cart.totals.shipping_discount')}</dt>
              <dd>−{money(figures.discount)}</dd>
            </>
          )}
          <dt className="font-bold">{t('cart.totals.total')}</dt>
          <dd className="font-bold" data-testid="cart-total">
            {money(figures.total)}
          </dd>
        </dl>
        {cart.expiration && (
          <p className="text-sm text-muted" data-testid="cart-expiration">
            {t('cart.expiration', { time: formatDateTimeParts(new Date(cart.expiration)).time })}
          </p>
        )}
        {renderCheckout({ disabled: cart.reservation_error !== null })}
      </aside>
    </div>
  );
}
