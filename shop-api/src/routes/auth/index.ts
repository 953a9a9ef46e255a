import { ACCOUNT_MESSAGES } from '@storefront/shared-types';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountError } from '../../services/auth/account-errors.js';
import {
  changePassword,
  checkClient,
  login,
  register,
  requestPasswordReset,
  subscriptionStatus,
  updateContactInfo,
  updateSubscription,
} from '../../services/auth/accounts.js';
import { currentUser, loadUser } from '../../services/auth/current-user.js';
import { confirmEmailChange, undoEmailChange } from '../../services/auth/email-change.js';
import { mailContext } from '../../services/auth/mail-context.js';
import { resetPassword } from '../../services/auth/password-reset.js';
import { requireUser } from '../../services/auth/require-user.js';
import { revokeSession, userFromAuthorization } from '../../services/auth/sessions.js';
import { mergeGuestCart } from '../../services/cart/merge-guest-cart.js';
import { attachBrowserGuestOrders } from '../../services/orders/attach-guest-orders.js';
import { registerEndpoint } from '../register-endpoint.js';

// §7 "Authentication and account". The session is the bearer token the bff sends from its cookie; login and
// register answer a new one (the bff keeps it), every signed-in call reads the user from it.
export default async function authRoutes(fastify: FastifyInstance): Promise<void> {
  const { db, mailer } = fastify;
  const mails = (request: FastifyRequest) =>
    mailContext(db, request.headers, fastify.storefrontOriginTemplate);
  const signedIn = (request: FastifyRequest) => requireUser(db, request.headers.authorization);

  // §6: true only for a signed-in user holding the permission; guests and everyone else get false (not 401),
  // since the client treats anything but exactly true as "not allowed".
  registerEndpoint(fastify, 'canViewTranslations', async (request) => {
    const user = await userFromAuthorization(db, request.headers.authorization);
    return user?.can_view_translations === true;
  });

  // The bff asks on every page view with a session cookie; a guest or a stale token is simply no user.
  registerEndpoint(fastify, 'currentUser', (request) => currentUser(db, request.headers.authorization));

  registerEndpoint(fastify, 'refreshCurrentUser', async (request) => {
    const user = await loadUser(db, (await signedIn(request)).id);
    if (!user) throw accountError(401, ACCOUNT_MESSAGES.signInRequired);
    return user;
  });

  // A sign-in takes the guest's cart along (services/cart/merge-guest-cart.ts).
  registerEndpoint(fastify, 'login', async (request, { body }) => {
    const session = await login(db, body, request.headers.authorization);
    await attachBrowserGuestOrders(db, request.headers, session.user.id);
    await mergeGuestCart(db, request.headers, session.user.id);
    return session;
  });

  registerEndpoint(fastify, 'checkClient', async (request, { body }) =>
    checkClient(db, mailer, await mails(request), body),
  );

  registerEndpoint(fastify, 'register', async (request, { body }) => {
    const session = await register(db, mailer, await mails(request), body, request.headers.authorization);
    // Before the cart merge: the guest cart token still names the browser that placed the orders.
    await attachBrowserGuestOrders(db, request.headers, session.user.id);
    await mergeGuestCart(db, request.headers, session.user.id);
    return session;
  });

  // The site's mail context depends on the host only; the e-mail's lookup and its mail happen after the answer.
  registerEndpoint(fastify, 'requestPasswordReset', async (request, { body }) => {
    requestPasswordReset(db, mailer, fastify.deferred, await mails(request), body);
    return { status: true };
  });

  registerEndpoint(fastify, 'passwordReset', async (request, { body }) => {
    await resetPassword(db, body, request.headers.authorization);
    return { status: true };
  });

  registerEndpoint(fastify, 'changePassword', async (request, { body }) => {
    await changePassword(db, (await signedIn(request)).id, body, request.headers.authorization);
    return { status: true };
  });

  registerEndpoint(fastify, 'updateContactInfo', async (request, { body }) => {
    const { id } = await signedIn(request);
    return updateContactInfo(db, mailer, await mails(request), id, body);
  });

  // The links of an e-mail change's two mails (services/auth/email-change.ts): the token is the credential, so
  // neither needs a session (the mail may be opened on another device).
  registerEndpoint(fastify, 'confirmEmailChange', (_request, { body }) => confirmEmailChange(db, body.token));
  registerEndpoint(fastify, 'undoEmailChange', (_request, { body }) => undoEmailChange(db, body.token));

  // Signing out twice, or with a session that already ended, is still signed out: no error.
  registerEndpoint(fastify, 'logout', async (request) => {
    await revokeSession(db, request.headers.authorization);
    return { status: true };
  });

  registerEndpoint(fastify, 'getSubscriptionStatus', async (request, { body }) => ({
    data: { result: await subscriptionStatus(db, (await signedIn(request)).id, body.email) },
  }));

  registerEndpoint(fastify, 'updateSubscriptionStatus', async (request, { body }) => ({
    data: { result: await updateSubscription(db, (await signedIn(request)).id, body.subscribed) },
  }));
}
