import type { Address, User } from '@storefront/shared-types';
import type { QueryClient } from '@tanstack/react-query';
import { CURRENT_USER_KEY } from '@/lib/session/current-user';

/**
 * The delivery addresses are the user's (§3 User), so a change is written into the cached user: the list, the
 * header and any checkout reading the user all follow without another call.
 */
export function updateAddresses(
  queryClient: QueryClient,
  change: (addresses: readonly Address[]) => Address[],
): void {
  queryClient.setQueryData<User | null>(CURRENT_USER_KEY, (user) =>
    user ? { ...user, delivery_addresses: change(user.delivery_addresses) } : user,
  );
}
