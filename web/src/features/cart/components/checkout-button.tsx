import { Link } from '@tanstack/react-router';
import { useCurrentLocale } from '../../../lib/app-context';
import { useT } from '../../../lib/i18n';

/**
 * The cart's way into checkout. For now it opens /checkout; checkout (issue #14 part 3) turns it into
 * `checkout/generate` → /checkout/{slug}. Disabled while some item ran out (the shop would refuse it).
 */
export function CheckoutButton({ disabled }: { disabled: boolean }) {
  const t = useT();
  const locale = useCurrentLocale();
  if (disabled) {
    return (
      <button
        type="button"
        disabled
        className="w-full rounded bg-accent px-5 py-3 font-medium text-on-accent opacity-60"
      >
        {t('cart.checkout')}
      </button>
    );
  }
  return (
    <Link
      to="/{-$locale}/checkout/{-$slug}"
      params={{ locale, slug: undefined }}
      className="block w-full rounded bg-accent px-5 py-3 text-center font-medium text-on-accent"
      data-testid="cart-checkout"
    >
      {t('cart.checkout')}
    </Link>
  );
}
