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

  it('closes the modals of the page left when the route name changes, not when it stays the same', () => {
    let path = '/en';
    const store = createModalStore(() => path);
    const { rerender } = renderHook(({ name }) => useCloseModalsOnRouteChange(name, store), {
      initialProps: { name: 'index' as string | undefined },
    });
    act(() => {
      store.open('login');
      store.open('size-chart');
    });
    rerender({ name: 'index' });
    expect(store.get()).toHaveLength(2);
    path = '/en/register';
    rerender({ name: 'register' });
    expect(store.get()).toHaveLength(0);
  });

  it('keeps a modal opened once the address bar showed the new page, while that page was still loading', () => {
    // Signing out of an account page moves to home; "Sign in" clicked while home loads opens its pop-up there.
    let path = '/en/delivery-addresses';
    const store = createModalStore(() => path);
    const { rerender } = renderHook(({ name }) => useCloseModalsOnRouteChange(name, store), {
      initialProps: { name: 'delivery-addresses' as string | undefined },
    });
    act(() => store.open('new-address'));
    path = '/en';
    act(() => store.open('login'));
    rerender({ name: 'index' });
    expect(store.get().map((m) => m.name)).toEqual(['login']);
  });
});
