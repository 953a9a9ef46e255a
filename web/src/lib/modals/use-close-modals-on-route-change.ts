import { useEffect, useRef } from 'react';
import { type ModalStore, modals } from './modal-store';

/**
 * §2: the modals close when the route name changes (a query or hash change on the same route keeps them): those
 * opened on the page left, not one opened once the navigation had already moved the address bar to the new page.
 */
export function useCloseModalsOnRouteChange(routeName: string | undefined, store: ModalStore = modals) {
  const previous = useRef(routeName);
  useEffect(() => {
    if (previous.current !== routeName) store.closeOpenedElsewhere();
    previous.current = routeName;
  }, [routeName, store]);
}
