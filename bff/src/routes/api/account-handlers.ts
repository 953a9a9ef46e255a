import type { FastifyInstance } from 'fastify';
import { createAccountService } from '../../services/account-service.js';
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

/**
 * The §7 "Authentication and account" handlers (getCurrentUser stays with the page's own calls in handlers.ts).
 * Each one is the shop's call with the visitor's session; login, register and logout also move the cookie.
 */
export function createAccountHandlers(fastify: FastifyInstance): {
  [N in AccountEndpointName]: ApiHandler<N>;
} {
  const account = createAccountService(fastify.upstream);
  return {
    refreshCurrentUser: (request, { body }, reply) =>
      account.call(request, 'refreshCurrentUser', { body }, reply),
    login: (request, { body }, reply) => account.openSession(request, 'login', { body }, reply),
    checkClient: (request, { body }, reply) => account.call(request, 'checkClient', { body }, reply),
    register: (request, { body }, reply) => account.openSession(request, 'register', { body }, reply),
    requestPasswordReset: (request, { body }, reply) =>
      account.call(request, 'requestPasswordReset', { body }, reply),
    passwordReset: (request, { body }, reply) => account.call(request, 'passwordReset', { body }, reply),
    changePassword: (request, { body }, reply) => account.call(request, 'changePassword', { body }, reply),
    updateContactInfo: (request, { body }, reply) =>
      account.call(request, 'updateContactInfo', { body }, reply),
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
