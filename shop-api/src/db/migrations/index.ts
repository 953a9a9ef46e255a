import { sql as initial } from './0001-initial.js';
import { sql as searchIndexes } from './0002-search-indexes.js';
import { sql as facetCounts } from './0003-facet-counts.js';
import { sql as searchTable } from './0004-search-table.js';
import { sql as categorySortIndexes } from './0005-category-sort-indexes.js';
import { sql as sitemapSlugIndex } from './0006-sitemap-slug-index.js';
import { sql as accounts } from './0007-accounts.js';
import { sql as cart } from './0008-cart.js';
import { sql as checkoutPayments } from './0009-checkout-payments.js';
import { sql as content } from './0010-content.js';
import { sql as brandNames } from './0011-brand-names.js';
import { sql as emailChange } from './0012-email-change.js';
import { sql as promotionLimits } from './0013-promotion-limits.js';
import { sql as ordersAfterPurchase } from './0014-orders-after-purchase.js';
import { sql as balanceInvoices } from './0015-balance-invoices.js';
import { sql as pickupPointsByCountry } from './0016-pickup-points-by-country.js';
import { sql as quotes } from './0017-quotes.js';
import { sql as forwardRequests } from './0018-forward-requests.js';
import { sql as sizeCharts } from './0019-size-charts.js';
import { sql as reservations } from './0020-reservations.js';
import { sql as claims } from './0021-claims.js';
import { sql as proBuyers } from './0022-pro-buyers.js';
import { sql as facetCells } from './0023-facet-cells.js';
import { sql as facetKeysets } from './0024-facet-keysets.js';
import { sql as userFunctions } from './0025-user-functions.js';
import { sql as quoteTrackingIndex } from './0026-quote-tracking-index.js';
import { sql as paymentRefunds } from './0027-payment-refunds.js';

/** Applied in order; an id, once released, never changes meaning (add a new migration instead). */
export const migrations: ReadonlyArray<{ id: string; sql: string }> = [
  { id: '0001-initial', sql: initial },
  { id: '0002-search-indexes', sql: searchIndexes },
  { id: '0003-facet-counts', sql: facetCounts },
  { id: '0004-search-table', sql: searchTable },
  { id: '0005-category-sort-indexes', sql: categorySortIndexes },
  { id: '0006-sitemap-slug-index', sql: sitemapSlugIndex },
  { id: '0007-accounts', sql: accounts },
  { id: '0008-cart', sql: cart },
  { id: '0009-checkout-payments', sql: checkoutPayments },
  { id: '0010-content', sql: content },
  { id: '0011-brand-names', sql: brandNames },
  { id: '0012-email-change', sql: emailChange },
  { id: '0013-promotion-limits', sql: promotionLimits },
  { id: '0014-orders-after-purchase', sql: ordersAfterPurchase },
  { id: '0015-balance-invoices', sql: balanceInvoices },
  { id: '0016-pickup-points-by-country', sql: pickupPointsByCountry },
  { id: '0017-quotes', sql: quotes },
  { id: '0018-forward-requests', sql: forwardRequests },
  { id: '0019-size-charts', sql: sizeCharts },
  { id: '0020-reservations', sql: reservations },
  { id: '0021-claims', sql: claims },
  { id: '0022-pro-buyers', sql: proBuyers },
  { id: '0023-facet-cells', sql: facetCells },
  { id: '0024-facet-keysets', sql: facetKeysets },
  { id: '0025-user-functions', sql: userFunctions },
  { id: '0026-quote-tracking-index', sql: quoteTrackingIndex },
  { id: '0027-payment-refunds', sql: paymentRefunds },
];
