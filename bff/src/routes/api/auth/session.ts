import {
  ACCOUNT_MESSAGES,
  apiError,
  ERROR_CODES,
  type UpstreamSessionResponse,
} from '@storefront/shared-types';
import type { CallShop } from '../../../services/call-shop.js';
import { UpstreamError } from '../../../upstream/upstream-error.js';
import { type ApiCall, type BrowserEndpointName, passThrough } from '../api-handler.js';

export function signInRequired(): UpstreamError {
  return new UpstreamError(
    apiError(401, ERROR_CODES.UNAUTHORIZED, ACCOUNT_MESSAGES.signInRequired, { retryable: false }),
  );
}

/**
 * The account calls that touch the session. The shop's session token never reaches the browser: login and register
 * put it in the signed httpOnly cookie (reply.setSessionToken) and answer the user only; every other call sends it
 * back as the bearer token (call-shop.ts). A reply is absent when a server render invokes a handler in-process;
 * the cookie is then left as it is.
 */
export function sessionHandlers(callShop: CallShop) {
  const pass = passThrough(callShop);
  return {
    /** A call that needs a signed-in user: without a session it is a 401 before any shop call. */
    async signedIn<N extends BrowserEndpointName>(call: ApiCall<N>) {
      if (!call.request.sessionToken) throw signInRequired();
      try {
        return await pass(call);
      } catch (error) {
        // The shop no longer knows the session (revoked by a password change elsewhere, or expired): the cookie
        // is dead weight that would make every later page ask the shop again.
        if (error instanceof UpstreamError && error.statusCode === 401) call.reply?.clearSessionToken();
        throw error;
      }
    },

    /** Login and register: the shop opens a new session (revoking the one this browser held) → the cookie. */
    async openSession<N extends 'login' | 'register'>(call: ApiCall<N>) {
      // Their shop answer is the user and the token (the endpoints' `shopResponse`).
      const { user, token } = (await pass(call)) as UpstreamSessionResponse;
      call.reply?.setSessionToken(token);
      return { user };
    },

    /**
     * §4 logout: the shop revokes the session and the cookie is cleared. The cookie goes even when the shop
     * cannot be told (its failure is reported): a sign-out button that fails would leave the visitor trapped.
     */
    async logout({ request, reply }: ApiCall<'logout'>) {
      if (request.sessionToken) {
        try {
          await callShop(request, 'logout', { body: {} });
        } catch (error) {
          request.log.error({ err: error }, 'logout: the shop could not revoke the session');
        }
      }
      reply?.clearSessionToken();
      return { status: true };
    },
  };
}
