import { useEffect, useRef } from 'react';
import { type ModalStore, modals } from './modal-store';

/** §2: every modal closes when the route name changes (a query or hash change on the same route keeps them). */
export function useCloseModalsOnRouteChange(routeName: string | undefined, store: ModalStore = modals) {
  const previous = useRef(routeName);
  useEffect(() => {
    if (previous.current !== routeName) store.closeAll();
    previous.current = routeName;
  }, [routeName, store]);
}
