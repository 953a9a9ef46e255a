import { DB_INT_MAX, getLocalePrefix } from '@storefront/shared-types';
import { notFound, redirect } from '@tanstack/react-router';
import type { RouterContext } from '@/lib/router-context';
import { readCurrentUser } from '@/lib/session/current-user';
import { isSigningOut } from '@/lib/session/signing-out';

/**
 * The guard names of spec §2 that carry a rule here, and `pro` (§6: the site-pro pages need a pro buyer).
 * §2's other names have no rule of their own, so no route runs them (#28: no guard may look like protection):
 * about-us, category, search, dealzone and marketplace pages are public, and an unknown slug is their loader's 404;
 * tracking is public by design (a tracking number is the key); account-mobile had no behaviour to keep, the account
 * menu is the same component at every width.
 */
export type GuardName =
  | 'pro'
  | 'guest'
  | 'auth'
  | 'quotes'
  | 'confirm'
  | 'payment'
  | 'payment-accept'
  | 'checkout'
  | 'order-form-auth'
  | 'create-order'
  | 'declaration';

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

/**
 * The checkout steps (§2: the slug is optional): without a slug there is no checkout to show, so the shopper goes
 * to the cart, where one starts. A slug that is closed or unknown is the step loader's to judge (it asks the shop).
 */
const requireCheckoutSlug: Guard = ({ context, location }) => {
  const segments = location.pathname.split('/').filter(Boolean);
  if (getLocalePrefix(location.pathname)) segments.shift();
  if (segments.length > 1) return;
  throw redirect({
    to: '/{-$locale}/cart',
    params: { locale: localeOf(location.pathname, context) },
    replace: true,
  });
};

/**
 * A payment outcome page reports on one order or invoice (`order_id`, `invoice_id`); without a usable id it has
 * nothing to say, so the visitor goes to the home page rather than to an empty outcome.
 */
const requireOutcomeId: Guard = ({ context, location }) => {
  const search = new URLSearchParams(location.href.split('?')[1] ?? '');
  const id = search.get('order_id') ?? search.get('invoice_id');
  if (id !== null && /^[1-9][0-9]{0,9}$/.test(id)) return;
  throw redirect({
    to: '/{-$locale}',
    params: { locale: localeOf(location.pathname, context) },
    replace: true,
  });
};

/**
 * The pro delivery declaration (#28) is of one pro order: `?order=` must name one (a positive id), else there is
 * nothing to declare and the buyer goes to /site-pro, where their pro orders are. Whether that order is theirs and
 * still undeclared is the shop's to say: the page's loader asks it (another's is the 404 page, a paid one goes to
 * its payment page).
 */
const requireProOrder: Guard = ({ context, location }) => {
  const order = new URLSearchParams(location.href.split('?')[1] ?? '').get('order');
  if (order !== null && /^[1-9][0-9]{0,9}$/.test(order) && Number(order) <= DB_INT_MAX) return;
  throw redirect({
    to: '/{-$locale}/site-pro',
    params: { locale: localeOf(location.pathname, context) },
    replace: true,
  });
};

const GUARDS: Record<GuardName, Guard> = {
  auth: requireUser,
  guest: requireGuest,
  pro: requirePro,
  'order-form-auth': orderFormAuth,
  // Quotes are an account's: every quotes page needs a user.
  quotes: requireUser,
  checkout: requireCheckoutSlug,
  payment: requireCheckoutSlug,
  confirm: requireCheckoutSlug,
  'payment-accept': requireOutcomeId,
  'create-order': createOrder,
  declaration: requireProOrder,
};

/** A route's `beforeLoad` running the named guards in order; the first redirect wins. */
export function guard(...names: GuardName[]) {
  return (args: GuardArgs) => {
    for (const name of names) GUARDS[name](args);
  };
}
