import {
  ACCOUNT_MESSAGES,
  apiError,
  type EndpointInput,
  type EndpointName,
  type EndpointShopOutput,
  ERROR_CODES,
  type UpstreamSessionResponse,
} from '@storefront/shared-types';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UpstreamClient } from '../upstream/client.js';
import { UpstreamError } from '../upstream/upstream-error.js';
import { callContext } from './call-context.js';
import { parseShopAnswer, upstreamCall } from './endpoint-call.js';

/** The §7 account calls that need a signed-in user: without a session they are a 401 before any shop call. */
const SIGNED_IN_ONLY = new Set<EndpointName>([
  'refreshCurrentUser',
  'changePassword',
  'updateContactInfo',
  'getSubscriptionStatus',
  'updateSubscriptionStatus',
  'addDeliveryAddress',
  'updateDeliveryAddress',
  'deleteDeliveryAddress',
]);

export function signInRequired(): UpstreamError {
  return new UpstreamError(
    apiError(401, ERROR_CODES.UNAUTHORIZED, ACCOUNT_MESSAGES.signInRequired, { retryable: false }),
  );
}

/**
 * The §7 "Authentication and account" calls as the bff makes them. The shop's session token never reaches the
 * browser: login and register put it in the signed httpOnly cookie (reply.setSessionToken) and answer the user
 * only; every other call sends it back as the bearer token (callContext). A reply is absent when a server
 * render invokes a handler in-process; the cookie is then left as it is.
 */
export function createAccountService(upstream: UpstreamClient) {
  /** One shop call of an account endpoint with the visitor's session, its answer parsed by the contract. */
  async function call<N extends EndpointName>(
    request: FastifyRequest,
    name: N,
    input: EndpointInput<N>,
    reply?: FastifyReply,
  ): Promise<EndpointShopOutput<N>> {
    if (SIGNED_IN_ONLY.has(name) && !request.sessionToken) throw signInRequired();
    try {
      const response = await upstream.send({
        ...upstreamCall(name, input),
        ...callContext(request.variant, request),
      });
      return parseShopAnswer(name, response);
    } catch (error) {
      // The shop no longer knows the session (revoked by a password change elsewhere, or expired): the cookie
      // is dead weight that would make every later page ask the shop again.
      if (error instanceof UpstreamError && error.statusCode === 401 && SIGNED_IN_ONLY.has(name)) {
        reply?.clearSessionToken();
      }
      throw error;
    }
  }

  return {
    call,

    /** Login and register: the shop opens a new session (revoking the one this browser held) → the cookie. */
    async openSession<N extends 'login' | 'register'>(
      request: FastifyRequest,
      name: N,
      input: EndpointInput<N>,
      reply?: FastifyReply,
    ) {
      // N is login or register, whose shop answer is the user and the token (their `shopResponse`).
      const { user, token } = (await call(request, name, input, reply)) as UpstreamSessionResponse;
      reply?.setSessionToken(token);
      return { user };
    },

    /**
     * §4 logout: the shop revokes the session and the cookie is cleared. The cookie goes even when the shop
     * cannot be told (its failure is reported): a sign-out button that fails would leave the visitor trapped.
     */
    async logout(request: FastifyRequest, reply?: FastifyReply) {
      if (request.sessionToken) {
        try {
          await call(request, 'logout', { body: {} });
        } catch (error) {
          request.log.error({ err: error }, 'logout: the shop could not revoke the session');
        }
      }
      reply?.clearSessionToken();
      return { status: true };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
