import type { User } from '@storefront/shared-types';
import { QueryClient } from '@tanstack/react-query';
import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { bootstrapFixture } from '@/lib/__tests__/bootstrap-fixture';
import type { RouterContext } from '@/lib/router-context';
import { clearUserData, setCurrentUser } from '@/lib/session/current-user';
import { runGuardsAfterSignOut } from '@/lib/session/signing-out';
import { type GuardName, guard } from '../guards';

const customer: User = {
  id: 3,
  email: 'demo@storefront.test',
  first_name: 'Dana',
  last_name: 'Demo',
  unpaid_orders_count: 0,
  open_orders_count: 0,
  delivery_addresses: [],
  is_pro: false,
  balance: 0,
};

function context(user: User | null): RouterContext {
  const queryClient = new QueryClient();
  return { queryClient, bootstrap: bootstrapFixture({ user }), currentLocale: () => 'lt' };
}

/** Where the guards send this visit: undefined when they let it through. */
function target(names: GuardName[], ctx: RouterContext, href = '/en/account-information?tab=1') {
  try {
    guard(...names)({ context: ctx, location: { pathname: href.split('?')[0] ?? href, href } });
    return undefined;
  } catch (error) {
    if (!isRedirect(error)) throw error;
    const { to, params, search } = error.options as { to: string; params?: unknown; search?: unknown };
    return { to, params, search };
  }
}

describe('auth and guest guards (§6)', () => {
  it('sends a signed-out visitor of an account page to login, keeping where they were going', () => {
    expect(target(['auth'], context(null))).toEqual({
      to: '/{-$locale}/login',
      params: { locale: 'en' },
      search: { redirect: '/en/account-information?tab=1' },
    });
  });

  it('lets a signed-in user in, and keeps a signed-in user off the guest pages', () => {
    expect(target(['auth'], context(customer))).toBeUndefined();
    expect(target(['guest'], context(null), '/en/login')).toBeUndefined();
    expect(target(['guest'], context(customer), '/en/login')).toMatchObject({
      to: '/{-$locale}',
      params: { locale: 'en' },
    });
  });

  it('follows the user in the query cache (a sign-in or sign-out after the page was rendered)', () => {
    const ctx = context(null);
    setCurrentUser(ctx.queryClient, customer);
    expect(target(['auth'], ctx)).toBeUndefined();
    clearUserData(ctx.queryClient);
    expect(target(['auth'], ctx)?.to).toBe('/{-$locale}/login');
  });

  it('sends a signed-out visitor to the home page while signing out re-checks the page (§4), to login after', async () => {
    const ctx = context(customer);
    clearUserData(ctx.queryClient);
    let during: unknown;
    await runGuardsAfterSignOut(async () => {
      during = target(['auth'], ctx);
    });
    expect(during).toMatchObject({ to: '/{-$locale}', params: { locale: 'en' } });
    expect(target(['auth'], ctx)?.to).toBe('/{-$locale}/login');
  });
});

describe('pro guard (§6: the site-pro pages need a pro buyer)', () => {
  it('signs a visitor in first, shows a customer the pro landing page, lets a pro buyer in', () => {
    const names: GuardName[] = ['auth', 'pro'];
    expect(target(names, context(null), '/en/site-pro')?.to).toBe('/{-$locale}/login');
    expect(target(names, context(customer), '/en/site-pro')).toMatchObject({ to: '/{-$locale}/pro' });
    expect(target(names, context({ ...customer, is_pro: true }), '/en/site-pro')).toBeUndefined();
  });
});

describe('the quotes guards (#27)', () => {
  it('order-form-auth lets a guest fill the form but sends them to sign in before the summary, and back', () => {
    expect(target(['order-form-auth'], context(null), '/en/order-form')).toBeUndefined();
    expect(target(['order-form-auth'], context(null), '/en/order-form/summary')).toEqual({
      to: '/{-$locale}/login',
      params: { locale: 'en' },
      search: { redirect: '/en/order-form/summary' },
    });
    expect(target(['order-form-auth'], context(customer), '/en/order-form/summary')).toBeUndefined();
  });

  it('quotes need a user', () => {
    expect(target(['quotes'], context(null), '/lv/quotes/abc')).toMatchObject({
      to: '/{-$locale}/login',
      search: { redirect: '/lv/quotes/abc' },
    });
    expect(target(['quotes'], context(customer), '/lv/quotes')).toBeUndefined();
  });

  it('create-order is open to anyone with a link, and a slug that cannot be one is the 404 page', () => {
    expect(
      target(['create-order'], context(null), '/en/create-order/AbCdEfGhIjKlMnOpQrStUv'),
    ).toBeUndefined();
    expect(() =>
      guard('create-order')({
        context: context(null),
        location: { pathname: '/en/create-order/x<y', href: '/en/create-order/x<y' },
      }),
    ).toThrow(expect.objectContaining({ isNotFound: true }));
  });
});

describe('the checkout and payment-outcome guards (#28)', () => {
  it('sends a checkout step without a slug to the cart, with or without a locale prefix', () => {
    for (const name of ['checkout', 'payment', 'confirm'] as const) {
      expect(target([name], context(null), `/en/${name}`)).toMatchObject({
        to: '/{-$locale}/cart',
        params: { locale: 'en' },
      });
      expect(target([name], context(null), `/${name}`)).toMatchObject({
        to: '/{-$locale}/cart',
        params: { locale: 'lt' },
      });
      expect(target([name], context(null), `/en/${name}/AbC123`)).toBeUndefined();
      expect(target([name], context(null), `/${name}/AbC123`)).toBeUndefined();
    }
  });

  it('sends an outcome page without an order or invoice id home, and lets one with an id through', () => {
    expect(target(['payment-accept'], context(null), '/en/payment/accept')).toMatchObject({
      to: '/{-$locale}',
      params: { locale: 'en' },
    });
    expect(target(['payment-accept'], context(null), '/en/payment/fail?order_id=abc')).toMatchObject({
      to: '/{-$locale}',
    });
    expect(target(['payment-accept'], context(null), '/en/payment/accept?order_id=12')).toBeUndefined();
    expect(target(['payment-accept'], context(customer), '/en/invoice/accept?invoice_id=3')).toBeUndefined();
  });
});

describe('declaration guard (#28: the delivery declaration needs a pro order)', () => {
  const names: GuardName[] = ['auth', 'pro', 'declaration'];
  const pro = { ...customer, is_pro: true };

  it('lets a pro buyer in with the pro order to declare', () => {
    expect(target(names, context(pro), '/en/site-pro-delivery?order=42')).toBeUndefined();
  });

  it('sends a visit without a usable ?order= to the pro marketplace, where the pro orders are', () => {
    for (const href of [
      '/en/site-pro-delivery',
      '/en/site-pro-delivery?order=',
      '/en/site-pro-delivery?order=0',
      '/en/site-pro-delivery?order=-3',
      '/en/site-pro-delivery?order=abc',
      '/en/site-pro-delivery?order=99999999999',
    ]) {
      expect(target(names, context(pro), href), href).toEqual({
        to: '/{-$locale}/site-pro',
        params: { locale: 'en' },
        search: undefined,
      });
    }
  });

  it('runs after auth and pro: a signed-out visitor signs in, a customer is shown /pro', () => {
    const href = '/en/site-pro-delivery?order=42';
    expect(target(names, context(null), href)?.to).toBe('/{-$locale}/login');
    expect(target(names, context(customer), href)?.to).toBe('/{-$locale}/pro');
  });
});
