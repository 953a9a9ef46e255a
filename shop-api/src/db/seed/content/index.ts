import type { Database, Queryable } from '../../database.js';
import { blogBody, seedBlogPosts } from '../blog.js';
import { seedSites } from '../sites.js';
import { seedContactsPages } from './contacts.js';
import { seedFaqTopics } from './faq.js';
import { seedPages } from './pages.js';

// Content has its own seeding step, run on every start after the main seed: a database seeded before content
// existed (the 0010-content migration) gets its pages, FAQ and blog bodies too, once; a database that has them
// is left alone.

const CONTENT_SEED_LOCK = 4_242_010;

const siteIdOf = (code: string | null) =>
  code ? (seedSites.find((s) => s.code === code)?.id ?? null) : null;

/** Fills empty content tables with the demo content; answers whether it did. */
export async function seedContent(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [CONTENT_SEED_LOCK]);
    const [sites] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM sites');
    const [pages] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM content_pages');
    if ((sites?.n ?? 0) === 0 || (pages?.n ?? 0) > 0) return false;
    await insertPages(tx);
    await insertFaq(tx);
    await insertBlog(tx);
    return true;
  });
}

async function insertPages(tx: Queryable) {
  for (const p of seedPages) {
    await tx.query(
      `INSERT INTO content_pages (slug, site_id, brand, format, title, description, body, updated_at)
       VALUES ($1, NULL, NULL, 'markdown', $2, $3, $4, '2026-01-12T08:00:00Z')`,
      [p.slug, p.title, p.description, p.body],
    );
  }
  for (const p of seedContactsPages()) {
    await tx.query(
      `INSERT INTO content_pages (slug, site_id, brand, format, title, description, body, updated_at)
       VALUES ('contacts', $1, $2, 'markdown', $3, $4, $5, '2026-01-12T08:00:00Z')`,
      [siteIdOf(p.siteCode), p.brand, p.title, p.description, p.body],
    );
  }
}

async function insertFaq(tx: Queryable) {
  for (const [i, topic] of seedFaqTopics.entries()) {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO faq_topics (slug, site_id, position, title, description, updated_at)
       VALUES ($1, NULL, $2, $3, $4, '2026-01-12T08:00:00Z') RETURNING id`,
      [topic.slug, i + 1, topic.title, topic.description],
    );
    for (const [j, entry] of topic.entries.entries()) {
      await tx.query(
        `INSERT INTO faq_entries (topic_id, slug, position, format, question, answer)
         VALUES ($1, $2, $3, 'markdown', $4, $5)`,
        [row?.id, entry.slug, j + 1, entry.question, entry.answer],
      );
    }
  }
}

/** The posts with their bodies, authors and covers (replacing any seeded before posts had bodies). */
async function insertBlog(tx: Queryable) {
  await tx.exec('DELETE FROM blog_posts');
  for (const p of seedBlogPosts) {
    await tx.query(
      `INSERT INTO blog_posts (id, slug, site_id, title, excerpt, body, format, author, cover_image, published_at)
       VALUES ($1, $2, $3, $4, $5, $6, 'markdown', $7, $8, $9)`,
      [
        p.id,
        p.slug,
        siteIdOf(p.siteCode),
        p.title,
        p.excerpt,
        blogBody(p.slug),
        p.author,
        `blog/${p.slug}.png`,
        p.publishedAt,
      ],
    );
  }
}
