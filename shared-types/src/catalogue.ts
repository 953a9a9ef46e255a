// Catalogue and marketplace schemas (categories, flags, products, faceted search). Owned by the shop-api work.
export {};
