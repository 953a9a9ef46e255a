import { getLocalePrefix } from '@storefront/shared-types';
import { notFound, redirect } from '@tanstack/react-router';
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

/**
 * The order form (#27): a guest may fill it (the draft is kept in the browser); its summary needs a user, and the
 * login brings the shopper back to the summary with the draft as they left it.
 */
const orderFormAuth: Guard = (args) => {
  if (/\/order-form\/summary\/?$/.test(args.location.pathname)) requireUser(args);
};

/**
 * A prepared order's link (#27) is viewed by anyone who has it; accepting it asks for a sign-in on the page. A slug
 * that cannot be one (the contract's: 1–100 letters, digits, - and _) is the 404 page without asking the shop.
 */
const createOrder: Guard = ({ location }) => {
  const slug = location.pathname.split('/').filter(Boolean).pop() ?? '';
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(slug)) throw notFound();
};

/** Passes: the area that owns this guard's rule (catalogue, checkout, orders…) replaces it. */
const pending: Guard = () => {};

const GUARDS: Record<GuardName, Guard> = {
  auth: requireUser,
  guest: requireGuest,
  pro: requirePro,
  'order-form-auth': orderFormAuth,
  'about-us': pending,
  marketplace: pending,
  category: pending,
  search: pending,
  // Quotes are an account's: every quotes page needs a user.
  quotes: requireUser,
  dealzone: pending,
  confirm: pending,
  payment: pending,
  'payment-accept': pending,
  checkout: pending,
  tracking: pending,
  'create-order': createOrder,
  declaration: pending,
  'account-mobile': pending,
};

/** A route's `beforeLoad` running the named guards in order; the first redirect wins. */
export function guard(...names: GuardName[]) {
  return (args: GuardArgs) => {
    for (const name of names) GUARDS[name](args);
  };
}
