import { notFound } from '@tanstack/react-router';
import { ApiError } from '@/lib/api-error';

/**
 * A content route's loader step: fetches into the query cache before the page renders. §8: content the site does
 * not have (404) or a slug the bff refuses (400) is the router's notFound, so the server answers the 404 page with
 * status 404; any other failure is an error.
 */
export async function loadOrNotFound<T>(fetch: () => Promise<T>): Promise<T> {
  try {
    return await fetch();
  } catch (error) {
    if (error instanceof ApiError && (error.statusCode === 404 || error.statusCode === 400)) throw notFound();
    throw error;
  }
}
