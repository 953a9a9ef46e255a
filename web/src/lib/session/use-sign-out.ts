import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { apiOf } from '../api-client';
import { reportError } from '../report-error';
import { clearUserData } from './current-user';
import { runGuardsAfterSignOut } from './signing-out';

/**
 * §4 logout: the shop revokes the session and the bff clears its cookie; the app forgets the user and their
 * orders, and a page that needs a user gives way to the home page. The bff clears the cookie even when the shop
 * cannot be told, so a failed call still signs this browser out (reported, not shown).
 */
export function useSignOut(): { signOut: () => Promise<void>; pending: boolean } {
  const queryClient = useQueryClient();
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const signOut = useCallback(async () => {
    setPending(true);
    try {
      await apiOf(queryClient).call('logout', { body: {} });
    } catch (error) {
      reportError(error);
    }
    clearUserData(queryClient);
    await runGuardsAfterSignOut(() => router.invalidate());
    setPending(false);
  }, [queryClient, router]);
  return { signOut, pending };
}
