import { lazy, Suspense } from 'react';
import { useRouteName } from '@/lib/use-route-meta';
import { useOpenModals } from '../modal-store';
import { useCloseModalsOnRouteChange } from '../use-close-modals-on-route-change';

// The dialogs' code loads the first time one opens; most visits never open any.
const ModalStack = lazy(() => import('./modal-stack'));

/** Watches the route for the registry (§2: every modal closes when the route name changes). */
export function ModalHost() {
  const open = useOpenModals();
  useCloseModalsOnRouteChange(useRouteName());
  if (open.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ModalStack open={open} />
    </Suspense>
  );
}
