import { notFound } from '@tanstack/react-router';

/** §2: a route's own validation failing shows the fatal 404 page, not an error. */
export function requireNumericParam(value: string | undefined): void {
  if (!value || !/^\d+$/.test(value)) throw notFound();
}
