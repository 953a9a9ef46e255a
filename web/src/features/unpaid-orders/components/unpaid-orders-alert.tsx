import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useCurrentUser } from '@/lib/session/current-user';
import { dismissUnpaidAlert, isUnpaidAlertDismissed } from '../alert-dismissal';
import { shouldOpenUnpaidAlert } from '../unpaid-alert-rule';

const UnpaidOrdersDialog = lazy(() => import('./unpaid-orders-dialog'));

/** §4 unpaid-orders alert: decides when to open (its code loads only then); closing dismisses it for the
 * browser session (a session cookie, so a full page load does not bring it back). */
export function UnpaidOrdersAlert() {
  const user = useCurrentUser();
  const path = useRouterState({ select: (s) => s.location.pathname });
  const [open, setOpen] = useState(false);
  const dismissed = useRef(false);
  const seenUserId = useRef<number | null>(null);

  useEffect(() => {
    if (
      shouldOpenUnpaidAlert({
        user,
        previousUserId: seenUserId.current,
        dismissed: dismissed.current || (user !== null && isUnpaidAlertDismissed(user.id)),
        path,
      })
    ) {
      setOpen(true);
    }
    seenUserId.current = user?.id ?? null;
  }, [user, path]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <UnpaidOrdersDialog
        onClose={() => {
          dismissed.current = true;
          if (user) dismissUnpaidAlert(user.id);
          setOpen(false);
        }}
      />
    </Suspense>
  );
}
