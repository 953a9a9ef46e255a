// One segment of URL-safe characters that is not `.` or `..`: it starts with a character other than a dot, or with
// one dot and then one, or with two dots and then anything. Written without a lookahead so the contract fuzz
// (fast-check's stringMatching) can generate slugs from it.
const PRODUCT_SLUG_SEGMENT = String.raw`(?:[\w~-][\w.~-]*|\.[\w~-][\w.~-]*|\.\.[\w.~-]+)`;

/**
 * A product or marketplace-product slug: one or more path segments of URL-safe characters, e.g.
 * `nordtech/smartphone-n123-42`. Bounded so a hostile URL cannot make the lookup expensive. The shop finds no
 * product for a slug it does not hold, so the pattern only keeps out what can never be one, and that includes a
 * `.` or `..` segment: the slug is sent as the shop call's path, where `../../operator/…` would climb out of
 * /api/catalogue/products for anything between the two that tidies paths.
 */
export const PRODUCT_SLUG_PATTERN = new RegExp(`^${PRODUCT_SLUG_SEGMENT}(?:\\/${PRODUCT_SLUG_SEGMENT})*$`);
export const PRODUCT_SLUG_MAX_LENGTH = 300;

/**
 * A content slug (information page, FAQ topic, blog post): lowercase words joined by `-`, and for a page at any
 * depth (§2 catch-all `/{slug}`) several such segments joined by `/`. Bounded like a product slug.
 */
export const CONTENT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;
export const CONTENT_SLUG_MAX_LENGTH = 200;

/**
 * Whether a slug can name content at all: the content calls' own rule, so a page reached by a link the shop could
 * never answer (`/en/evil.example`) is a 404 before any call is made (the call would be refused with a 400).
 */
export const isContentSlug = (slug: string): boolean =>
  slug.length <= CONTENT_SLUG_MAX_LENGTH && CONTENT_SLUG_PATTERN.test(slug);
