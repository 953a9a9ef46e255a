import { useSyncExternalStore } from 'react';

// A counter rather than a flag: two tasks that overlap keep the overlay up until both end.
let active = 0;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** Covers the page while a task that must not be interrupted runs (e.g. checkout invalidation). */
export const loadingOverlay = {
  show() {
    active += 1;
    emit();
  },
  hide() {
    active = Math.max(0, active - 1);
    emit();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isActive: () => active > 0,
};

export function useLoadingOverlay(): boolean {
  return useSyncExternalStore(loadingOverlay.subscribe, loadingOverlay.isActive, loadingOverlay.isActive);
}
