import type { FastifyInstance } from 'fastify';
import { createAccountService } from '../../services/account-service.js';
import { UpstreamError } from '../../upstream/upstream-error.js';
import type { ApiHandler } from './handlers.js';

type AccountEndpointName =
  | 'refreshCurrentUser'
  | 'login'
  | 'checkClient'
  | 'register'
  | 'requestPasswordReset'
  | 'passwordReset'
  | 'changePassword'
  | 'updateContactInfo'
  | 'confirmEmailChange'
  | 'undoEmailChange'
  | 'logout'
  | 'getSubscriptionStatus'
  | 'updateSubscriptionStatus'
  | 'addDeliveryAddress'
  | 'updateDeliveryAddress'
  | 'deleteDeliveryAddress';

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
 * The §7 "Authentication and account" handlers (getCurrentUser stays with the page's own calls in handlers.ts).
 * Each one is the shop's call with the visitor's session; login, register and logout also move the cookie.
 * Login and change-password go through the per-account throttle (plugins/login-throttle.ts): a guess at a locked
 * account is a 429 the shop never sees. Change-password is keyed by the session, the one identity the bff has for
 * it: a stolen session cannot try current passwords faster than a guesser at the sign-in form, and the lock
 * stays on that session, never on the owner's others. A password reset clears the e-mail's sign-in failures.
 */
export function createAccountHandlers(fastify: FastifyInstance): {
  [N in AccountEndpointName]: ApiHandler<N>;
} {
  const account = createAccountService(fastify.upstream);
  const throttle = fastify.loginThrottle;
  return {
    refreshCurrentUser: (request, { body }, reply) =>
      account.call(request, 'refreshCurrentUser', { body }, reply),
    login: (request, { body }, reply) =>
      throttle.attempt(
        request,
        'login',
        body.email,
        () => account.openSession(request, 'login', { body }, reply),
        wrongCredentials,
      ),
    checkClient: (request, { body }, reply) => account.call(request, 'checkClient', { body }, reply),
    register: (request, { body }, reply) => account.openSession(request, 'register', { body }, reply),
    requestPasswordReset: (request, { body }, reply) =>
      account.call(request, 'requestPasswordReset', { body }, reply),
    passwordReset: async (request, { body }, reply) => {
      const answer = await account.call(request, 'passwordReset', { body }, reply);
      await throttle.clear(request, 'login', body.email);
      return answer;
    },
    changePassword: (request, { body }, reply) => {
      const change = () => account.call(request, 'changePassword', { body }, reply);
      // Without a session it is a 401 before any shop call: nothing to count.
      if (!request.sessionToken) return change();
      return throttle.attempt(request, 'change-password', request.sessionToken, change, wrongCurrentPassword);
    },
    // A new sign-in e-mail needs the current password too: the same session counter as change-password, so a
    // stolen session gets no second way to guess it.
    updateContactInfo: (request, { body }, reply) => {
      const update = () => account.call(request, 'updateContactInfo', { body }, reply);
      if (!request.sessionToken) return update();
      return throttle.attempt(request, 'change-password', request.sessionToken, update, wrongCurrentPassword);
    },
    confirmEmailChange: (request, { body }, reply) =>
      account.call(request, 'confirmEmailChange', { body }, reply),
    // The shop signed the account out everywhere; this browser's cookie goes too (the undo page says so), rather
    // than a dead session being sent to the shop by every page until it expires.
    undoEmailChange: async (request, { body }, reply) => {
      const answer = await account.call(request, 'undoEmailChange', { body }, reply);
      reply?.clearSessionToken();
      return answer;
    },
    logout: (request, _input, reply) => account.logout(request, reply),
    getSubscriptionStatus: (request, { body }, reply) =>
      account.call(request, 'getSubscriptionStatus', { body }, reply),
    updateSubscriptionStatus: (request, { body }, reply) =>
      account.call(request, 'updateSubscriptionStatus', { body }, reply),
    addDeliveryAddress: (request, { body }, reply) =>
      account.call(request, 'addDeliveryAddress', { body }, reply),
    updateDeliveryAddress: (request, { body }, reply) =>
      account.call(request, 'updateDeliveryAddress', { body }, reply),
    deleteDeliveryAddress: (request, { body }, reply) =>
      account.call(request, 'deleteDeliveryAddress', { body }, reply),
  };
}
