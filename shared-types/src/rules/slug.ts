/**
 * A product or marketplace-product slug: one or more path segments of URL-safe characters, e.g.
 * `nordtech/smartphone-n123-42`. Bounded so a hostile URL cannot make the lookup expensive. The shop finds no
 * product for a slug it does not hold, so the pattern only keeps out what can never be one.
 */
export const PRODUCT_SLUG_PATTERN = /^[\w.~-]+(\/[\w.~-]+)*$/;
export const PRODUCT_SLUG_MAX_LENGTH = 300;
