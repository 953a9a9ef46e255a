import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createModalStore } from '../modal-store';
import { useCloseModalsOnRouteChange } from '../use-close-modals-on-route-change';

describe('modal registry', () => {
  it('stacks modals, the last opened on top, and reopening moves one to the top', () => {
    const store = createModalStore();
    store.open('login');
    store.open('cart');
    store.open('login');
    expect(store.get().map((m) => m.name)).toEqual(['cart', 'login']);
    store.close('cart');
    expect(store.get().map((m) => m.name)).toEqual(['login']);
  });

  it('closes every modal when the route name changes, not when it stays the same', () => {
    const store = createModalStore();
    const { rerender } = renderHook(({ name }) => useCloseModalsOnRouteChange(name, store), {
      initialProps: { name: 'index' as string | undefined },
    });
    act(() => {
      store.open('login');
      store.open('size-chart');
    });
    rerender({ name: 'index' });
    expect(store.get()).toHaveLength(2);
    rerender({ name: 'register' });
    expect(store.get()).toHaveLength(0);
  });
});
