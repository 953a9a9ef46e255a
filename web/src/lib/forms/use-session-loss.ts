import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ApiError } from '../api-error';
import { clearUserData } from '../session/current-user';

/**
 * ACCOUNT_MESSAGES.signInRequired: the bff's answer to a signed-in-only call without a live session. Written out
 * here because shared-types' account module builds zod schemas, which must stay out of this chunk (a test keeps the
 * two equal).
 */
export const SIGN_IN_REQUIRED_KEY = 'auth.sign_in_required';

/** Whether a refused call says this browser's session is gone (revoked by a password change elsewhere, expired). */
export function isSessionLost(error: unknown): boolean {
  return error instanceof ApiError && error.statusCode === 401 && error.message === SIGN_IN_REQUIRED_KEY;
}

/**
 * Handles a refused call whose session is gone: the app forgets the user (the bff already dropped the cookie) and
 * the page's guards run again, so a page that needs a user sends the visitor to sign in and back. Returns whether
 * it was that; any other error is the caller's to show.
 */
export function useSessionLoss(): (error: unknown) => boolean {
  const queryClient = useQueryClient();
  // Outside a router (a component test) there is no page to re-check.
  const router = useRouter({ warn: false }) as ReturnType<typeof useRouter> | undefined;
  return useCallback(
    (error: unknown) => {
      if (!isSessionLost(error)) return false;
      clearUserData(queryClient);
      void router?.invalidate();
      return true;
    },
    [queryClient, router],
  );
}
