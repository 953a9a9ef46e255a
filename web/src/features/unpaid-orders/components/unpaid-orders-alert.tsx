import { UNPAID_ORDERS_FOCUS_QUERY } from '@storefront/shared-types';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useCurrentLocale } from '../../../lib/app-context';
import { useT } from '../../../lib/i18n';
import { useCurrentUser } from '../../auth/current-user';
import { Dialog } from '../../modals/components/dialog';
import { shouldOpenUnpaidAlert } from '../unpaid-alert-rule';

/** §2/§4 unpaid-orders alert: Pay closes it and goes to my orders with the order table focused. */
export function UnpaidOrdersAlert() {
  const t = useT();
  const user = useCurrentUser();
  const path = useRouterState({ select: (s) => s.location.pathname });
  const locale = useCurrentLocale();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const dismissed = useRef(false);
  const seenUserId = useRef<number | null>(null);

  useEffect(() => {
    if (
      shouldOpenUnpaidAlert({
        user,
        previousUserId: seenUserId.current,
        dismissed: dismissed.current,
        path,
      })
    ) {
      setOpen(true);
    }
    seenUserId.current = user?.id ?? null;
  }, [user, path]);

  if (!open || !user) return null;
  const close = () => {
    dismissed.current = true;
    setOpen(false);
  };
  return (
    <Dialog title={t('shell.unpaid_orders.title')} onClose={close} testId="unpaid-orders-alert">
      <p className="mb-6">{t('orders.unpaid_alert')}</p>
      <button
        type="button"
        className="w-full rounded bg-accent px-4 py-2 font-medium text-on-accent"
        onClick={() => {
          close();
          void navigate({
            to: '/{-$locale}/my-orders',
            params: { locale },
            search: UNPAID_ORDERS_FOCUS_QUERY,
          });
        }}
      >
        {t('orders.pay')}
      </button>
    </Dialog>
  );
}
