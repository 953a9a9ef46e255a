import { Link } from '@tanstack/react-router';
import { useCurrentLocale } from '@/lib/app-context';
import { useT } from '@/lib/i18n';
import type { ModalContentProps } from '@/lib/modals/modal-content';
import { CartView, type RenderCheckout } from './cart-view';

/**
 * The cart pop-up the header's Cart button opens: the lines and totals, and the way to the cart page. Registered
 * as the `cart` modal's content by the app, which hands in the checkout button.
 */
export function CartModal({ close, renderCheckout }: ModalContentProps & { renderCheckout: RenderCheckout }) {
  const t = useT();
  const locale = useCurrentLocale();
  return (
    <div className="flex flex-col gap-4">
      <CartView compact renderCheckout={renderCheckout} />
      <Link
        to="/{-$locale}/cart"
        params={{ locale }}
        onClick={close}
        className="text-accent underline"
        data-testid="open-cart-page"
      >
        {t('shell.modal.open_cart_page')}
      </Link>
    </div>
  );
}
