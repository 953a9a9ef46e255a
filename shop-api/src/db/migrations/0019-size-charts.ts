// Size charts (#28): one per category that sells sized goods, shown in the product page's size-chart modal. A
// product uses its category's chart or its nearest parent's. Columns are keys the storefront translates; values
// are text (ranges, foreign sizes).
export const sql = /* sql */ `
CREATE TABLE size_charts (
  category_id integer PRIMARY KEY REFERENCES categories (id) ON DELETE CASCADE,
  columns text[] NOT NULL CHECK (cardinality(columns) >= 2 AND columns[1] = 'size'),
  rows jsonb NOT NULL CHECK (jsonb_typeof(rows) = 'array' AND jsonb_array_length(rows) > 0)
);
`;
