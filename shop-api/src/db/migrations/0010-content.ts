// Content (issue #16): information pages, FAQ topics and entries, and the blog's bodies, per site and language.
// Texts are jsonb keyed by language (as blog_posts already were); a body is stored as Markdown or HTML (`format`)
// and sanitised when it is read, so whatever was stored never reaches a page unsanitised.
export const sql = /* sql */ `
ALTER TABLE blog_posts ADD COLUMN format text NOT NULL DEFAULT 'markdown' CHECK (format IN ('markdown', 'html'));
ALTER TABLE blog_posts ADD COLUMN cover_image text;
ALTER TABLE blog_posts ADD COLUMN author text NOT NULL DEFAULT '';
ALTER TABLE blog_posts ADD COLUMN updated_at timestamptz;
-- The blog list: newest first, paged.
CREATE INDEX blog_posts_newest ON blog_posts (published_at DESC, id);

-- An information page. site_id null: every site; brand null: every brand of the site. The most specific row of a
-- slug wins, so a white-label brand can have its own contacts page over its site's.
CREATE TABLE content_pages (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug text NOT NULL,
  site_id int REFERENCES sites (id),
  brand int,
  format text NOT NULL DEFAULT 'markdown' CHECK (format IN ('markdown', 'html')),
  title jsonb NOT NULL,
  description jsonb NOT NULL,
  body jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (brand IS NULL OR site_id IS NOT NULL)
);
CREATE UNIQUE INDEX content_pages_scope ON content_pages (slug, coalesce(site_id, 0), coalesce(brand, 0));

CREATE TABLE faq_topics (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug text NOT NULL,
  site_id int REFERENCES sites (id),
  position int NOT NULL,
  title jsonb NOT NULL,
  description jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX faq_topics_scope ON faq_topics (slug, coalesce(site_id, 0));

CREATE TABLE faq_entries (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  topic_id int NOT NULL REFERENCES faq_topics (id) ON DELETE CASCADE,
  slug text NOT NULL,
  position int NOT NULL,
  format text NOT NULL DEFAULT 'markdown' CHECK (format IN ('markdown', 'html')),
  question jsonb NOT NULL,
  answer jsonb NOT NULL,
  UNIQUE (topic_id, slug)
);
`;
