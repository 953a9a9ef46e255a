// Brand names (issue #15): a white-label site serves several brands, one per host, each with its own name. The
// shop answers the brand's name as the site's name on that host, so the logo, the heading and the page title
// name the brand the shopper sees. Null: the host shows the site's own name (regional hosts, and a database
// seeded before this migration, whose hosts keep naming the site consistently everywhere).
export const sql = /* sql */ `
ALTER TABLE site_hosts ADD COLUMN brand_name text;
`;
