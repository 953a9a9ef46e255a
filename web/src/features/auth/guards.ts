import { getLocalePrefix } from '@storefront/shared-types';
import { redirect } from '@tanstack/react-router';
import type { RouterContext } from '@/lib/router-context';
import { readCurrentUser } from '@/lib/session/current-user';
import { isSigningOut } from '@/lib/session/signing-out';

/** The guard names of spec §2, and `pro` (§6: the site-pro pages need a pro buyer). */
export type GuardName =
  | 'pro'
  | 'about-us'
  | 'marketplace'
  | 'category'
  | 'guest'
  | 'auth'
  | 'search'
  | 'quotes'
  | 'dealzone'
  | 'confirm'
  | 'payment'
  | 'payment-accept'
  | 'checkout'
  | 'tracking'
  | 'order-form-auth'
  | 'create-order'
  | 'declaration'
  | 'account-mobile';

type GuardArgs = { context: RouterContext; location: { pathname: string; href: string } };
type Guard = (args: GuardArgs) => void;

function localeOf(pathname: string, context: RouterContext): string {
  return getLocalePrefix(pathname) ?? context.currentLocale();
}

/** Signed-out visitors go to the login page, which brings them back through `redirect`. */
const requireUser: Guard = ({ context, location }) => {
  if (readCurrentUser(context.queryClient, context.bootstrap.user)) return;
  if (isSigningOut()) {
    throw redirect({
      to: '/{-$locale}',
      params: { locale: localeOf(location.pathname, context) },
      replace: true,
    });
  }
  throw redirect({
    to: '/{-$locale}/login',
    params: { locale: localeOf(location.pathname, context) },
    search: { redirect: location.href },
    replace: true,
  });
};

/** Login, register and password reset make no sense once signed in. */
const requireGuest: Guard = ({ context, location }) => {
  if (!readCurrentUser(context.queryClient, context.bootstrap.user)) return;
  throw redirect({
    to: '/{-$locale}',
    params: { locale: localeOf(location.pathname, context) },
    replace: true,
  });
};

/**
 * §6: the site-pro pages are for pro buyers. Runs after `auth`, so a signed-out visitor signs in first; a customer
 * who is not a pro buyer is shown the pro landing page, which says what a pro account is.
 */
const requirePro: Guard = ({ context, location }) => {
  const user = readCurrentUser(context.queryClient, context.bootstrap.user);
  if (!user || user.is_pro) return;
  throw redirect({
    to: '/{-$locale}/pro',
    params: { locale: localeOf(location.pathname, context) },
    replace: true,
  });
};

/** Passes: the area that owns this guard's rule (catalogue, checkout, orders…) replaces it. */
const pending: Guard = () => {};

const GUARDS: Record<GuardName, Guard> = {
  auth: requireUser,
  guest: requireGuest,
  pro: requirePro,
  // The order form's summary and the site-pro pages need a user as well as their own rule.
  'order-form-auth': requireUser,
  'about-us': pending,
  marketplace: pending,
  category: pending,
  search: pending,
  quotes: pending,
  dealzone: pending,
  confirm: pending,
  payment: pending,
  'payment-accept': pending,
  checkout: pending,
  tracking: pending,
  'create-order': pending,
  declaration: pending,
  'account-mobile': pending,
};

/** A route's `beforeLoad` running the named guards in order; the first redirect wins. */
export function guard(...names: GuardName[]) {
  return (args: GuardArgs) => {
    for (const name of names) GUARDS[name](args);
  };
}
