import { lazy, Suspense } from 'react';
import type { ModalContents } from '@/lib/modals/modal-content';
import { useOpenModals } from '@/lib/modals/modal-store';
import { useCloseModalsOnRouteChange } from '@/lib/modals/use-close-modals-on-route-change';
import { useRouteName } from '@/lib/use-route-meta';

// The dialogs' code loads the first time one opens; most visits never open any.
const ModalStack = lazy(() => import('./modal-stack'));

/**
 * Watches the route for the registry (§2: every modal closes when the route name changes) and shows the open
 * modals with the `contents` the app registered.
 */
export function ModalHost({ contents }: { contents: ModalContents }) {
  const open = useOpenModals();
  useCloseModalsOnRouteChange(useRouteName());
  if (open.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ModalStack open={open} contents={contents} />
    </Suspense>
  );
}
