import type { FastifyBaseLogger } from 'fastify';
import type { UpstreamClient } from '../upstream/upstream-request.js';
import type { CachedCall } from './cached-call.js';
import type { CallShop, SendShop } from './call-shop.js';
import type { PageDataCache } from './page-data-cache.js';

/** What the shop services are made from (plugins/upstream.ts builds them). */
export interface ShopServiceDeps {
  upstream: UpstreamClient;
  callShop: CallShop;
  sendShop: SendShop;
  cachedCall: CachedCall;
  log: FastifyBaseLogger;
  /** Whether identical catalogue reads in flight together share one shop call. */
  coalesceReads: boolean;
  /** Counts a read that was served by another request's shop call. */
  coalesced: (call: string) => void;
  /** Catalogue answers shared by pages for a few seconds (null: off). */
  pageData: PageDataCache | null;
}
