import { redirect } from '@tanstack/react-router';
import type { RouterContext } from '@/lib/router-context';
import { trackParcelQueryOptions } from './api/track-parcel-query';
import { normalizeTrackingNumber } from './tracking-number';

/**
 * /tracking?number=…, the form sent without JavaScript: a usable number goes on to its page (a redirect the
 * server answers, so no script is needed); an unusable one stays on the form, which says so.
 */
export function redirectToParcel(search: { number?: string | undefined }, locale: string | undefined): void {
  if (search.number === undefined) return;
  const number = normalizeTrackingNumber(search.number);
  if (number) throw redirect({ to: '/{-$locale}/tracking/$id', params: { locale, id: number } });
}

/** The parcel of /tracking/{number}, fetched before the page renders; an unknown number is the page's to say. */
export async function loadParcel(context: RouterContext, number: string): Promise<void> {
  const normalized = normalizeTrackingNumber(number);
  if (!normalized) return;
  await context.queryClient.prefetchQuery(trackParcelQueryOptions(normalized));
}
