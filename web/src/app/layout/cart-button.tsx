import { CartIcon } from '@/components/icons';
import { useT } from '@/lib/i18n';
import { modals } from '@/lib/modals/modal-store';

/**
 * The header's cart: an icon (and from lg the word) with the number of items in a badge, opening the cart pop-up.
 * The count is announced with the name ("Cart, 3 items").
 */
export function CartButton({ count }: { count?: number | undefined }) {
  const t = useT();
  const shown = count !== undefined && count > 0 ? count : null;
  return (
    <button
      type="button"
      onClick={() => modals.open('cart')}
      className="relative inline-flex h-10 min-w-10 shrink-0 items-center justify-center gap-1 rounded bg-accent px-2 font-medium whitespace-nowrap text-on-accent lg:px-3"
      data-testid="open-cart"
    >
      <CartIcon />
      <span className="sr-only lg:not-sr-only">{t('shell.header.cart')}</span>
      {shown !== null && (
        <span
          className="absolute -top-1.5 -right-1.5 min-w-5 rounded-full border-2 border-surface bg-ink px-1 text-center text-xs leading-4 font-bold text-surface lg:static lg:border-0 lg:bg-on-accent lg:text-accent"
          data-testid="cart-count"
        >
          <span aria-hidden="true">{shown > 99 ? '99+' : shown}</span>
          <span className="sr-only">{t('shell.header.cart_count', { count: shown })}</span>
        </span>
      )}
    </button>
  );
}
