import { useEffect } from 'react';
import { useT } from '@/lib/i18n';
import { useCurrentUser } from '@/lib/session/current-user';
import { loadCart } from '../cart-store';
import { useCartContext } from '../use-cart';
import { CartView, type RenderCheckout } from './cart-view';

/** /cart: the whole cart, fetched afresh on arrival (another tab may have changed it). */
export function CartPage({ renderCheckout }: { renderCheckout: RenderCheckout }) {
  const t = useT();
  const { language_id, currency_id } = useCartContext();
  const userId = useCurrentUser()?.id ?? null;
  useEffect(() => {
    void loadCart({ language_id, currency_id }, true, userId);
  }, [language_id, currency_id, userId]);
  return (
    // The shell's <main> already sets the content's width and padding: the cart adds none of its own.
    <section>
      <h1 className="mb-4 text-2xl font-bold">{t('shell.page.cart')}</h1>
      <CartView renderCheckout={renderCheckout} />
    </section>
  );
}
