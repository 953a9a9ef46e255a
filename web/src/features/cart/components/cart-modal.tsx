import { Link } from '@tanstack/react-router';
import type { ModalContentProps } from '@/features/modals/modal-content';
import { useCurrentLocale } from '@/lib/app-context';
import { useT } from '@/lib/i18n';
import { CartView } from './cart-view';

/** The cart pop-up the header's Cart button opens: the lines and totals, and the way to the cart page. */
export default function CartModal({ close }: ModalContentProps) {
  const t = useT();
  const locale = useCurrentLocale();
  return (
    <div className="flex flex-col gap-4">
      <CartView compact />
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
