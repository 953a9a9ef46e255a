import type { FastifyInstance } from 'fastify';
import { UpstreamError } from '../../../upstream/upstream-error.js';
import { type ApiCall, passThrough, type TaggedHandlers } from '../api-handler.js';
import { sessionHandlers } from './session.js';

/** The shop refused the credentials of a sign-in (it answers 401 for a wrong password and an unknown e-mail). */
const wrongCredentials = (error: unknown) => error instanceof UpstreamError && error.statusCode === 401;

/**
 * The shop refused a password change for its current password: a 400 naming the field (the bff has checked the
 * body's shape already, so the shop naming it means the password is wrong: ACCOUNT_MESSAGES.wrongCurrentPassword).
 */
const wrongCurrentPassword = (error: unknown) =>
  error instanceof UpstreamError &&
  error.statusCode === 400 &&
  error.body.fields?.current_password !== undefined;

/**
 * The §7 "Authentication and account" calls: each one is the shop's call with the visitor's session; login,
 * register and logout also move the cookie (session.ts). Login and change-password go through the per-account
 * throttle (plugins/login-throttle.ts): a guess at a locked account is a 429 the shop never sees. Change-password
 * is keyed by the session, the one identity the bff has for it: a stolen session cannot try current passwords
 * faster than a guesser at the sign-in form, and the lock stays on that session, never on the owner's others. A
 * password reset clears the e-mail's sign-in failures.
 */
export function authHandlers(fastify: FastifyInstance): TaggedHandlers<'auth' | 'account'> {
  const { shop, loginThrottle: throttle } = fastify;
  const pass = passThrough(fastify.callShop);
  const { signedIn, openSession, logout } = sessionHandlers(fastify.callShop);
  /** A signed-in call that proves the current password, counted per session (without one: a 401, not counted). */
  const byCurrentPassword = <N extends 'changePassword' | 'updateContactInfo'>(call: ApiCall<N>) => {
    const session = call.request.sessionToken;
    if (!session) return signedIn(call);
    return throttle.attempt(
      call.request,
      'change-password',
      session,
      () => signedIn(call),
      wrongCurrentPassword,
    );
  };
  return {
    // §6 and §8: both answer "no" without asking the shop when there is no session, and on a failure.
    canViewTranslations: ({ request }) => shop.canViewTranslations(request),
    currentUser: ({ request }) => shop.currentUser(request),
    refreshCurrentUser: signedIn,
    login: (call) =>
      throttle.attempt(
        call.request,
        'login',
        call.input.body.email,
        () => openSession(call),
        wrongCredentials,
      ),
    checkClient: pass,
    register: openSession,
    requestPasswordReset: pass,
    passwordReset: async (call) => {
      const answer = await pass(call);
      await throttle.clear(call.request, 'login', call.input.body.email);
      return answer;
    },
    changePassword: byCurrentPassword,
    // A new sign-in e-mail needs the current password too: the same session counter as change-password, so a
    // stolen session gets no second way to guess it.
    updateContactInfo: byCurrentPassword,
    confirmEmailChange: pass,
    // The shop signed the account out everywhere; this browser's cookie goes too (the undo page says so), rather
    // than a dead session being sent to the shop by every page until it expires.
    undoEmailChange: async (call) => {
      const answer = await pass(call);
      call.reply?.clearSessionToken();
      return answer;
    },
    logout,
    getSubscriptionStatus: signedIn,
    updateSubscriptionStatus: signedIn,
    addDeliveryAddress: signedIn,
    updateDeliveryAddress: signedIn,
    deleteDeliveryAddress: signedIn,
  };
}
