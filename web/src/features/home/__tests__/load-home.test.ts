// @vitest-environment node
// The home loader as the bff's server render runs it (no window): what it hands the browser when the shop fails
// some of the sections' calls, e.g. the first page after a cold start, when the shop is slower than a page waits.
import type { SearchRequest } from '@storefront/shared-types';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { bindTransport, inProcessTransport } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { forgetFailedQueries, loadHomeData } from '../load-home';

const BUDGET_OVER = {
  ok: false as const,
  error: { statusCode: 503, code: 'UPSTREAM_TIMEOUT', message: 'over the page budget', retryable: true },
};
const item = (id: number) => ({ id, name: `Product ${id}` });

/** A server render's query client whose shop answers everything but the best sellers and flag 2's items. */
function serverQueryClient(): QueryClient {
  const queryClient = createQueryClient('server');
  bindTransport(
    queryClient,
    inProcessTransport(async (name, input) => {
      if (name === 'catalogueFlags') return { ok: true, data: [{ id: 1 }, { id: 2 }] };
      if (name === 'categories') return { ok: true, data: [] };
      if (name === 'search') {
        const sort = (input.body as SearchRequest).sort;
        return sort === 'best_sellers' ? BUDGET_OVER : { ok: true, data: { items: [item(1)], total: 1 } };
      }
      if (name === 'searchForCategoryItems') {
        const flagIds = (input.body as { params: { 'f.flag_ids': number[] } }).params['f.flag_ids'];
        return flagIds[0] === 2 ? BUDGET_OVER : { ok: true, data: { items: [item(9)], total: 1 } };
      }
      throw new Error(`unexpected call ${name}`);
    }),
  );
  return queryClient;
}

describe('loadHomeData on the server', () => {
  it('loads every section it can and never rejects when some fail', async () => {
    const queryClient = serverQueryClient();
    await expect(loadHomeData(queryClient, 'lt')).resolves.toBeUndefined();
    expect(queryClient.getQueryData(['home-rail', 'offers', 'lt'])).toEqual([item(1)]);
    expect(queryClient.getQueryData(['offer-items', 1, 'lt'])).toEqual({ items: [item(9)], total: 1 });
  });

  it('hands the browser what the shop gave and leaves the failed sections for the browser to ask for', async () => {
    const queryClient = serverQueryClient();
    await loadHomeData(queryClient, 'lt');
    forgetFailedQueries(queryClient);

    const handedOver = dehydrate(queryClient, { shouldDehydrateQuery: () => true }).queries.map(
      (q) => q.queryKey,
    );
    expect(handedOver).toContainEqual(['home-rail', 'offers', 'lt']);
    expect(handedOver).toContainEqual(['home-rail', 'new-arrivals', 'lt']);
    expect(handedOver).toContainEqual(['offer-items', 1, 'lt']);
    // Not an empty rail the browser would keep for minutes as the shop's answer: nothing, so it asks itself.
    expect(handedOver).not.toContainEqual(['home-rail', 'best-sellers', 'lt']);
    expect(handedOver).not.toContainEqual(['offer-items', 2, 'lt']);
  });
});
