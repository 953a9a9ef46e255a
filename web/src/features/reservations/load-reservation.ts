import { DB_INT_MAX } from '@storefront/shared-types';
import { notFound } from '@tanstack/react-router';
import { ApiError } from '@/lib/api-error';
import type { RouterContext } from '@/lib/router-context';
import { reservationModelsQueryOptions, reservationQueryOptions } from './api/reservation-queries';

const TOKEN = /^[A-Za-z0-9_-]{16,200}$/;
const OUTCOMES = ['decline', 'fail'] as const;

export interface ReservationSearch {
  reservation_id?: number | undefined;
  token?: string | undefined;
  /** The provider's word on the way back to the confirm page (a declined or failed card). */
  payment?: (typeof OUTCOMES)[number] | undefined;
}

/** Reads the link's and the provider's search parameters; anything malformed is simply not there. */
export function reservationSearch(search: Record<string, unknown>): ReservationSearch {
  const id = Number(search.reservation_id);
  const token = typeof search.token === 'string' && TOKEN.test(search.token) ? search.token : undefined;
  const payment = OUTCOMES.find((outcome) => outcome === search.payment);
  return {
    reservation_id: Number.isSafeInteger(id) && id > 0 && id <= DB_INT_MAX ? id : undefined,
    token,
    payment,
  };
}

export async function loadReservationModels(context: RouterContext): Promise<void> {
  await context.queryClient.ensureQueryData(reservationModelsQueryOptions());
}

/**
 * The reservation of the confirm or success page, fetched before the page renders. One that is missing, or
 * neither the user's nor opened with its link's token, is the fatal 404 (someone else's looks like a missing one).
 */
export async function loadReservation(
  context: RouterContext,
  id: number | undefined,
  token: string | undefined,
): Promise<void> {
  if (id === undefined || id > DB_INT_MAX) throw notFound();
  try {
    await context.queryClient.fetchQuery(reservationQueryOptions(id, token));
  } catch (error) {
    if (error instanceof ApiError && (error.statusCode === 404 || error.statusCode === 400)) throw notFound();
    throw error;
  }
}
