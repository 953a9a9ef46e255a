import type { User } from '@storefront/shared-types';
import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { useBootstrap } from '../../lib/app-context';

/** The signed-in user lives in the query cache, seeded from the bootstrap, so login/logout update one place. */
export const CURRENT_USER_KEY = ['current-user'] as const;

export function readCurrentUser(queryClient: QueryClient, fallback: User | null): User | null {
  const cached = queryClient.getQueryData<User | null>(CURRENT_USER_KEY);
  return cached === undefined ? fallback : cached;
}

export function useCurrentUser(): User | null {
  const bootstrap = useBootstrap();
  const { data } = useQuery<User | null>({
    queryKey: CURRENT_USER_KEY,
    queryFn: () => bootstrap.user,
    initialData: bootstrap.user,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data ?? null;
}
