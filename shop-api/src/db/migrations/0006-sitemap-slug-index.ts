// Sitemaps read every listing's slug of a kind in id order, page by page: this index answers both the page starts
// and each page as one index-only range scan, without touching the wide product rows.
export const sql = /* sql */ `
CREATE INDEX products_kind_id_slug ON products (kind, id) INCLUDE (slug);
`;
