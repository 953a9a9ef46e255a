import type { User } from '@storefront/shared-types';
import type { QueryClient } from '@tanstack/react-query';
import { hashKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiOf } from '../api-client';
import { useBootstrap } from '../app-context';

/**
 * The signed-in user lives in the query cache, seeded from the bootstrap (the first render needs no call), so
 * login, logout and account changes update one place and every reader (header, guards, alerts) follows.
 */
export const CURRENT_USER_KEY = ['current-user'] as const;

/**
 * Roots of the query keys that hold one user's data (§4: logout clears the user and the orders list). An area
 * that caches something of the signed-in user's keys it under one of these, so signing out drops it.
 */
const USER_QUERY_ROOTS = [
  'my-orders',
  'balance-history',
  'balance-top-up',
  'invoice',
  'subscription-status',
  'quotes',
  'create-order',
] as const;

/** The key's hash, made once: getQueryData would hash the key and build the query's options on every read. */
const CURRENT_USER_HASH = hashKey(CURRENT_USER_KEY);

export function readCurrentUser(queryClient: QueryClient, fallback: User | null): User | null {
  const cached = queryClient.getQueryCache().get<User | null>(CURRENT_USER_HASH)?.state.data;
  return cached === undefined ? fallback : cached;
}

/** A sign-in, registration or account change answered the user: it becomes the app's user at once. */
export function setCurrentUser(queryClient: QueryClient, user: User | null): void {
  queryClient.setQueryData<User | null>(CURRENT_USER_KEY, user);
}

/** After logout: no user, and nothing of the previous user's left in the cache. */
export function clearUserData(queryClient: QueryClient): void {
  setCurrentUser(queryClient, null);
  for (const root of USER_QUERY_ROOTS) queryClient.removeQueries({ queryKey: [root] });
}

/**
 * In the browser: the user query, so a sign-in, logout or invalidation re-renders every reader. A query observer
 * per reader costs little there but was a measurable part of a server render, where five or so readers (header,
 * menu, alerts, cart) each made one for a user that cannot change during the render's single pass.
 */
function useCurrentUserInBrowser(): User | null {
  const bootstrap = useBootstrap();
  const { data } = useQuery<User | null>({
    queryKey: CURRENT_USER_KEY,
    // Only an invalidation fetches (the bootstrap brought the first answer): §7 getCurrentUser, null when signed out.
    queryFn: ({ client, signal }) => apiOf(client).call('currentUser', { body: {} }, { signal }),
    initialData: bootstrap.user,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data ?? null;
}

/** On the server: what the cache holds (nothing sets it during a render), else the bootstrap's user. */
function useCurrentUserOnServer(): User | null {
  const bootstrap = useBootstrap();
  return readCurrentUser(useQueryClient(), bootstrap.user);
}

/** The signed-in user, or null. (Which one is a build-time constant: each bundle holds one of the two.) */
export const useCurrentUser: () => User | null = import.meta.env.SSR
  ? useCurrentUserOnServer
  : useCurrentUserInBrowser;
