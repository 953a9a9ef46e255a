import type { ModalName } from '@storefront/shared-types';
import { useSyncExternalStore } from 'react';

export type OpenModal = { name: ModalName; props: Record<string, unknown> };

/** The address bar's path now (none on the server, where no modal opens). */
const currentPath = () => (typeof window === 'undefined' ? '' : window.location.pathname);

/** A stack of open modals; the last one is on top. Module state: one registry per page. */
export function createModalStore(pathNow: () => string = currentPath) {
  let stack: readonly OpenModal[] = [];
  /** The path each open modal was opened on. */
  const openedOn = new Map<ModalName, string>();
  const listeners = new Set<() => void>();
  const set = (next: readonly OpenModal[]) => {
    stack = next;
    for (const listener of listeners) listener();
  };
  return {
    open(name: ModalName, props: Record<string, unknown> = {}) {
      openedOn.set(name, pathNow());
      set([...stack.filter((m) => m.name !== name), { name, props }]);
    },
    close(name: ModalName) {
      if (stack.some((m) => m.name === name)) set(stack.filter((m) => m.name !== name));
    },
    closeAll() {
      if (stack.length > 0) set([]);
    },
    /**
     * Closes the modals opened on another path than the one the address bar shows now: those of the page being
     * left. A modal opened once a navigation had already moved the address bar (a click while the new page loads,
     * e.g. "Sign in" right after signing out of an account page, which moves to home) belongs to the new page.
     */
    closeOpenedElsewhere() {
      const here = pathNow();
      if (stack.some((m) => openedOn.get(m.name) !== here))
        set(stack.filter((m) => openedOn.get(m.name) === here));
    },
    get: () => stack,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
export type ModalStore = ReturnType<typeof createModalStore>;

export const modals = createModalStore();

export function useOpenModals(store: ModalStore = modals): readonly OpenModal[] {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
