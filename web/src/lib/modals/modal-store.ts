import type { ModalName } from '@storefront/shared-types';
import { useSyncExternalStore } from 'react';

export type OpenModal = { name: ModalName; props: Record<string, unknown> };

/** A stack of open modals; the last one is on top. Module state: one registry per page. */
export function createModalStore() {
  let stack: readonly OpenModal[] = [];
  const listeners = new Set<() => void>();
  const set = (next: readonly OpenModal[]) => {
    stack = next;
    for (const listener of listeners) listener();
  };
  return {
    open(name: ModalName, props: Record<string, unknown> = {}) {
      set([...stack.filter((m) => m.name !== name), { name, props }]);
    },
    close(name: ModalName) {
      if (stack.some((m) => m.name === name)) set(stack.filter((m) => m.name !== name));
    },
    closeAll() {
      if (stack.length > 0) set([]);
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
