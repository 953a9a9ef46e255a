import { queryOptions } from '@tanstack/react-query';
import { apiOf } from '@/lib/api-client';

/** The phone models this site offers for reservation, with the units left. */
export function reservationModelsQueryOptions() {
  return queryOptions({
    queryKey: ['reservation-models'],
    queryFn: ({ client, signal }) => apiOf(client).call('reservationModels', { body: {} }, { signal }),
    // Units run out as others reserve: a short-lived answer.
    staleTime: 10_000,
  });
}

/** One reservation, its owner's or with its link's token (a guest's way back). */
export function reservationQueryOptions(id: number, token: string | undefined) {
  return queryOptions({
    queryKey: ['reservation', id, token ?? null],
    queryFn: ({ client, signal }) =>
      apiOf(client).call('reservationDetail', { body: { id, ...(token ? { token } : {}) } }, { signal }),
    // Paid a moment ago (here or by the provider's notification): never a long-kept answer.
    staleTime: 0,
    retry: false,
  });
}
