import type { User } from '@storefront/shared-types';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { bootstrapFixture } from '@/lib/__tests__/bootstrap-fixture';
import { BootstrapProvider } from '@/lib/app-context';
import { identifyForMarketing, identityKey } from '../identify';
import { useMarketingIdentify } from '../use-marketing-identify';

const user = { email: 'ana@storefront.test', first_name: 'Ana', last_name: 'Ąžuolė' };

describe('identifyForMarketing (§7 marketing-email identify)', () => {
  it('queues an identify with e-mail, first and last name where the integration set up its queue', () => {
    const target = { _learnq: [] as unknown[] };
    expect(identifyForMarketing(target, user)).toBe(true);
    expect(target._learnq).toEqual([
      ['identify', { $email: 'ana@storefront.test', $first_name: 'Ana', $last_name: 'Ąžuolė' }],
    ]);
  });

  it('uses the vendor object once its script replaced the array', () => {
    const pushed: unknown[] = [];
    expect(
      identifyForMarketing({ _learnq: { push: (command: unknown) => pushed.push(command) } }, user),
    ).toBe(true);
    expect(pushed).toHaveLength(1);
  });

  it('sends nothing on a site without the integration', () => {
    const target: { _learnq?: unknown } = {};
    expect(identifyForMarketing(target, user)).toBe(false);
    expect(target._learnq).toBeUndefined();
  });

  it('tells a changed contact apart from the same person', () => {
    expect(identityKey(user)).toBe(identityKey({ ...user }));
    expect(identityKey(user)).not.toBe(identityKey({ ...user, email: 'new@storefront.test' }));
    expect(identityKey(null)).toBeNull();
  });
});

describe('useMarketingIdentify', () => {
  const customer = (id: number, email: string): User => ({
    id,
    email,
    first_name: 'Ana',
    last_name: 'Ąžuolė',
    unpaid_orders_count: 0,
    open_orders_count: 0,
    delivery_addresses: [],
    is_pro: false,
    balance: 0,
  });
  const win = window as { _learnq?: unknown[] };
  afterEach(() => {
    delete win._learnq;
  });

  function mount(renderedFor: User | null) {
    win._learnq = [];
    const bootstrap = bootstrapFixture({ user: renderedFor });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <BootstrapProvider value={bootstrap}>{children}</BootstrapProvider>
    );
    return renderHook(({ user }: { user: User | null }) => useMarketingIdentify(user), {
      wrapper,
      initialProps: { user: renderedFor },
    });
  }

  it('identifies a user who signs in in the browser, once', () => {
    const { rerender } = mount(null);
    expect(win._learnq).toEqual([]);
    rerender({ user: customer(5, 'ana@storefront.test') });
    rerender({ user: customer(5, 'ana@storefront.test') });
    expect(win._learnq).toHaveLength(1);
  });

  it('leaves the user the page was rendered for to the server script, and tells a contact change', () => {
    const { rerender } = mount(customer(5, 'ana@storefront.test'));
    expect(win._learnq).toEqual([]);
    rerender({ user: customer(5, 'ana.new@storefront.test') });
    expect(win._learnq).toEqual([
      ['identify', { $email: 'ana.new@storefront.test', $first_name: 'Ana', $last_name: 'Ąžuolė' }],
    ]);
  });
});
