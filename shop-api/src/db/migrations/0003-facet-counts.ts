// Materialised facet counts of the unfiltered listings: one scope per category (its descendants included) and
// scope 0 for the whole catalogue, per listing kind. A category page or the whole catalogue without filters or
// text reads its facets here (an index lookup) instead of aggregating up to 100,000 rows per request. Any write
// to products must call refreshFacetCounts() (the seed does).
export const sql = /* sql */ `
CREATE TABLE facet_counts (
  kind char(1) NOT NULL,
  scope int NOT NULL,
  -- m manufacturer_id, c category_id, ci category_ids (ancestors), f flag id, a additional-field value id
  facet text NOT NULL,
  value int NOT NULL,
  n int NOT NULL,
  PRIMARY KEY (kind, scope, facet, value)
);

CREATE TABLE facet_totals (
  kind char(1) NOT NULL,
  scope int NOT NULL,
  total int NOT NULL,
  price_min numeric(12, 2),
  price_max numeric(12, 2),
  disc_min numeric(5, 4),
  disc_max numeric(5, 4),
  PRIMARY KEY (kind, scope)
);
`;
