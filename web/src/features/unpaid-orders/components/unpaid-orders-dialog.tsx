import { useNavigate } from '@tanstack/react-router';
import { Dialog } from '@/components/modals/dialog';
import { useCurrentLocale } from '@/lib/app-context';
import { useT } from '@/lib/i18n';
import { PAY_SEARCH } from '../unpaid-alert-rule';

/** §2: Pay closes the alert and goes to my orders with the order table focused. */
export default function UnpaidOrdersDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const locale = useCurrentLocale();
  const navigate = useNavigate();
  return (
    <Dialog title={t('shell.unpaid_orders.title')} onClose={onClose} testId="unpaid-orders-alert">
      <p className="mb-6">{t('orders.unpaid_alert')}</p>
      <button
        type="button"
        className="w-full rounded bg-accent px-4 py-2 font-medium text-on-accent"
        onClick={() => {
          onClose();
          void navigate({
            to: '/{-$locale}/my-orders',
            params: { locale },
            search: PAY_SEARCH,
          });
        }}
      >
        {t('orders.pay')}
      </button>
    </Dialog>
  );
}
