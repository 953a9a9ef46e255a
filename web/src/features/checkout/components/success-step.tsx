import { Link } from '@tanstack/react-router';
import { useT } from '@/lib/i18n';

/** §3 step 5, success: the order exists; its number is what the shopper quotes. */
export function SuccessStep({ orderId, locale }: { orderId: number | null; locale: string }) {
  const t = useT();
  return (
    <div className="rounded border border-success p-4" data-testid="checkout-success">
      <p className="mb-2 text-lg font-semibold">{t('checkout.success.thanks')}</p>
      {orderId !== null && <p className="mb-4">{t('checkout.success.order', { id: orderId })}</p>}
      <Link to="/{-$locale}" params={{ locale }} className="font-medium text-accent underline">
        {t('checkout.success.continue_shopping')}
      </Link>
    </div>
  );
}
