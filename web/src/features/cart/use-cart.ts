import { cartTotals } from '@storefront/shared-types';
import { useEffect } from 'react';
import { useBootstrap, useCurrentLocale } from '@/lib/app-context';
import { useSelectedCurrency } from '@/lib/money/selected-currency';
import { useCurrentUser } from '@/lib/session/current-user';
import { type CartContext, loadCart, useCartState } from './cart-store';

/** The language and currency every cart call names. */
export function useCartContext(): CartContext {
  const { storeConfig } = useBootstrap();
  const locale = useCurrentLocale();
  const currency = useSelectedCurrency();
  const language = storeConfig.site.languages.find((l) => l.iso_code === locale);
  return { language_id: language?.id ?? storeConfig.searchKeys.languageId, currency_id: currency?.id };
}

/** The cart, loaded once for this language and currency (again when either changes). */
export function useCart() {
  const context = useCartContext();
  const cart = useCartState();
  // Signing in merges the guest cart into the user's, signing out leaves the guest's: either is another cart.
  const userId = useCurrentUser()?.id ?? null;
  const { language_id, currency_id } = context;
  useEffect(() => {
    // In a task of its own: right after hydration this effect runs among every other component's, and starting a
    // request costs the main thread several milliseconds that should not lengthen that one task.
    const timer = setTimeout(() => void loadCart({ language_id, currency_id }, false, userId));
    return () => clearTimeout(timer);
  }, [language_id, currency_id, userId]);
  return { cart, context };
}

/**
 * What the header's Cart button shows: the number of units in the cart (§9 total quantity), and whether the
 * cart is loaded yet (no number before then).
 */
export function useCartSummary(): { count: number; lines: number; loaded: boolean } {
  const { cart } = useCart();
  const totals = cartTotals(cart.items);
  return { count: totals.totalQuantity, lines: totals.totalItems, loaded: cart.loaded };
}
