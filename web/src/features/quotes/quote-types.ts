import type { EndpointOutput } from '@storefront/shared-types';

// The quote shapes the pages show, named after the contract's answers (one source: shared-types' schemas).
export type QuoteDetail = EndpointOutput<'quoteDetail'>;
export type QuoteSummary = EndpointOutput<'myQuotes'>['items'][number];
