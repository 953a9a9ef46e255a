import {
  BLOG_PAGE_SIZE,
  blogListSchema,
  blogPostSchema,
  contentIndexSchema,
  contentPageSchema,
  faqTopicSchema,
  faqTreeSchema,
} from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { seedFaqTopics } from '../../src/db/seed/content/faq.js';
import { seedPages } from '../../src/db/seed/content/pages.js';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../helpers/test-database.js';

// The content calls (information pages, FAQ, blog) on PGlite and, with TEST_DATABASE_URL, PostgreSQL: what each
// site shows in each language, 404s for what it does not, and bodies sanitised whatever was stored.
const engines = TEST_DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

/** What a hostile editor (or a compromised import) might store in a body. */
const HOSTILE_HTML = [
  '<h2>Safe heading</h2>',
  '<p>Hello <img src="x" onerror="alert(1)"> world</p>',
  '<script>alert("owned")</script>',
  '<a href="javascript:alert(2)" onclick="alert(3)">click</a>',
  '<iframe src="https://evil.test"></iframe>',
  '<p style="position:fixed" id="root" class="x">styled</p>',
  '<svg><script>alert(4)</script></svg>',
  '<a href="https://example.test/x">out</a>',
].join('');
const HOSTILE_MARKDOWN =
  '## Markdown heading\n\nText <script>alert(5)</script> and <img src=x onerror=alert(6)>.\n\n[bad](javascript:alert(7))';

function expectClean(html: string) {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/\bon[a-z]+\s*=/i);
  expect(html).not.toMatch(/javascript:/i);
  expect(html).not.toMatch(/<iframe|<svg|style=|class=|id="root"/i);
}

describe.each(engines)('content on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase({ engine });
    app = await buildApp({ db: database.db });
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  const get = async (url: string, host = 'localhost') => {
    const res = await app.inject({ method: 'GET', url, headers: { host } });
    return { status: res.statusCode, body: res.json() };
  };

  describe('GET /api/content/pages/*', () => {
    it('answers every seeded page in every language, with a title, description and a sanitised body', async () => {
      for (const page of seedPages) {
        for (const locale of ['en', 'lt', 'lv', 'ee'] as const) {
          const { status, body } = await get(`/api/content/pages/${page.slug}?locale=${locale}`);
          expect(status).toBe(200);
          const parsed = contentPageSchema.parse(body);
          expect(parsed.title).toBe(page.title[locale]);
          expect(parsed.description).toBe(page.description[locale]);
          expect(parsed.body).toContain('<h2 id="section-');
          expect(Number.isNaN(Date.parse(parsed.updated_at))).toBe(false);
        }
      }
    });

    it('gives long pages a table of contents whose ids the body carries', async () => {
      const { body } = await get('/api/content/pages/privacy-policy?locale=lt');
      const page = contentPageSchema.parse(body);
      expect(page.toc.length).toBeGreaterThanOrEqual(4);
      for (const entry of page.toc) expect(page.body).toContain(`id="${entry.id}"`);
      // Lithuanian headings become ASCII anchors.
      expect(page.toc.map((t) => t.id)).toContain('section-kokius-duomenis-renkame');
    });

    it('answers 404 in the shared shape for a slug the site does not have', async () => {
      const { status, body } = await get('/api/content/pages/no-such-page?locale=en');
      expect(status).toBe(404);
      expect(body).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    });

    it('refuses a slug that could never be a page with a 400 naming it', async () => {
      const { status, body } = await get('/api/content/pages/..%2Fetc?locale=en');
      expect(status).toBe(400);
      expect(Object.keys(body.fields ?? {})).toContain('*');
    });

    it('shows each white-label brand its own contact details, and each site its own', async () => {
      const contacts = async (host: string) =>
        contentPageSchema.parse((await get('/api/content/pages/contacts?locale=en', host)).body).body;
      const [wl2, wl5, lv, lt] = await Promise.all([
        contacts('wl2.localhost'),
        contacts('wl5.localhost'),
        contacts('lv.localhost'),
        contacts('localhost'),
      ]);
      expect(wl2).toContain('help@brand2.white-label.test');
      expect(wl5).toContain('help@brand5.white-label.test');
      expect(wl2).not.toContain('brand5');
      expect(lv).toContain('atbalsts@storefront.lv.test');
      expect(lt).toContain('pagalba@storefront.lt.test');
      expect(lt).toContain('href="mailto:pagalba@storefront.lt.test"');
    });

    it('sanitises a stored HTML body and a Markdown body: no script, handler, javascript: URL or style', async () => {
      await database.db.query(
        `INSERT INTO content_pages (slug, format, title, description, body)
         VALUES ('hostile-html', 'html', $1, $1, $2), ('hostile-md', 'markdown', $1, $1, $3)`,
        [{ en: 'Hostile' }, { en: HOSTILE_HTML }, { en: HOSTILE_MARKDOWN }],
      );
      const html = contentPageSchema.parse((await get('/api/content/pages/hostile-html?locale=lv')).body);
      expectClean(html.body);
      expect(html.body).toContain('<h2 id="section-safe-heading">Safe heading</h2>');
      expect(html.body).toContain('href="https://example.test/x" rel="noopener noreferrer"');
      expect(html.body).toContain('styled');
      const md = contentPageSchema.parse((await get('/api/content/pages/hostile-md?locale=en')).body);
      expectClean(md.body);
      expect(md.toc).toEqual([{ id: 'section-markdown-heading', text: 'Markdown heading', level: 2 }]);
      await database.db.query("DELETE FROM content_pages WHERE slug LIKE 'hostile-%'");
    });
  });

  describe('FAQ', () => {
    it('answers the tree: every topic in order with its entries and sanitised answers', async () => {
      const { status, body } = await get('/api/content/faq?locale=lv');
      expect(status).toBe(200);
      const tree = faqTreeSchema.parse(body);
      expect(tree.topics.map((t) => t.slug)).toEqual(seedFaqTopics.map((t) => t.slug));
      const first = tree.topics[0];
      expect(first?.title).toBe(seedFaqTopics[0]?.title.lv);
      expect(first?.entries.map((e) => e.slug)).toEqual(seedFaqTopics[0]?.entries.map((e) => e.slug));
      expect(first?.entries[0]?.answer).toMatch(/^<p>.*<strong>/);
    });

    it('answers one topic by slug, and 404 for an unknown one', async () => {
      const topic = faqTopicSchema.parse((await get('/api/content/faq/customs-and-taxes?locale=ee')).body);
      expect(topic.title).toBe('Toll ja maksud');
      expect(topic.entries.map((e) => e.slug)).toContain('customs-delay');
      expect((await get('/api/content/faq/nope?locale=ee')).status).toBe(404);
    });

    it('sanitises an answer stored as HTML', async () => {
      const [topic] = await database.db.query<{ id: number }>(
        "SELECT id FROM faq_topics WHERE slug = 'payments'",
      );
      await database.db.query(
        `INSERT INTO faq_entries (topic_id, slug, position, format, question, answer)
         VALUES ($1, 'hostile', 99, 'html', $2, $3)`,
        [topic?.id, { en: 'Hostile?' }, { en: HOSTILE_HTML }],
      );
      const payments = faqTopicSchema.parse((await get('/api/content/faq/payments?locale=en')).body);
      const hostile = payments.entries.find((e) => e.slug === 'hostile');
      expect(hostile).toBeDefined();
      expectClean(hostile?.answer ?? '');
      await database.db.query("DELETE FROM faq_entries WHERE slug = 'hostile'");
    });
  });

  describe('blog', () => {
    it('lists the site’s posts newest first, paged, without another site’s', async () => {
      const first = blogListSchema.parse(
        (await get('/api/content/blog?locale=en&page=1', 'lv.localhost')).body,
      );
      expect(first.page_size).toBe(BLOG_PAGE_SIZE);
      expect(first.items.length).toBe(BLOG_PAGE_SIZE);
      expect(first.total).toBeGreaterThan(BLOG_PAGE_SIZE);
      expect(first.pages).toBe(Math.ceil(first.total / BLOG_PAGE_SIZE));
      const second = blogListSchema.parse(
        (await get('/api/content/blog?locale=en&page=2', 'lv.localhost')).body,
      );
      const all = [...first.items, ...second.items];
      expect(all.length).toBe(first.total);
      const dates = all.map((p) => Date.parse(p.published_at));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      const slugs = all.map((p) => p.slug);
      expect(slugs).toContain('deal-zone-tips');
      expect(slugs).not.toContain('balance-top-up-explained');
      for (const post of all) {
        expect(post.author).not.toBe('');
        expect(post.cover_image).toMatch(/^blog\/[a-z0-9-]+\.png$/);
      }
      const past = blogListSchema.parse(
        (await get('/api/content/blog?locale=en&page=40', 'lv.localhost')).body,
      );
      expect(past.items).toEqual([]);
      expect(past.total).toBe(first.total);
    });

    it('refuses a page number out of bounds with a 400 naming page', async () => {
      const { status, body } = await get('/api/content/blog?locale=en&page=0');
      expect(status).toBe(400);
      expect(Object.keys(body.fields ?? {})).toContain('page');
    });

    it('answers a post with its sanitised body, and 404 for another site’s post or an unknown slug', async () => {
      const post = blogPostSchema.parse(
        (await get('/api/content/blog/how-air-and-sea-shipping-differ?locale=lt')).body,
      );
      expect(post.title).toBe('Kuo skiriasi siuntimas oru ir jūra');
      expect(post.toc.length).toBeGreaterThanOrEqual(3);
      expect(post.body).toContain('<h2 id="section-greitis">');
      expect((await get('/api/content/blog/deal-zone-tips?locale=en', 'localhost')).status).toBe(404);
      expect((await get('/api/content/blog/nope?locale=en')).status).toBe(404);
    });

    it('never shows a post before it is published, and sanitises a stored body', async () => {
      await database.db.query(
        `INSERT INTO blog_posts (id, slug, title, excerpt, body, format, author, published_at)
         VALUES (9001, 'future-post', $1, $1, $1, 'markdown', 'X', now() + interval '1 day'),
                (9002, 'hostile-post', $1, $1, $2, 'html', 'X', now() - interval '1 day')`,
        [{ en: 'T' }, { en: HOSTILE_HTML }],
      );
      expect((await get('/api/content/blog/future-post?locale=en')).status).toBe(404);
      const hostile = blogPostSchema.parse((await get('/api/content/blog/hostile-post?locale=en')).body);
      expectClean(hostile.body);
      expect(hostile.cover_image).toBe('blog/default.png');
      await database.db.query('DELETE FROM blog_posts WHERE id IN (9001, 9002)');
    });

    it('serves each post’s cover image and refuses unknown ones', async () => {
      const cover = await app.inject({ method: 'GET', url: '/images/blog/customs-in-plain-words.png' });
      expect(cover.statusCode).toBe(200);
      expect(cover.headers['content-type']).toBe('image/png');
      expect((await app.inject({ method: 'GET', url: '/images/blog/nope.png' })).statusCode).toBe(404);
    });
  });

  it('indexes exactly what the site shows (the sitemap’s content)', async () => {
    const index = contentIndexSchema.parse((await get('/api/content/index?locale=en', 'lv.localhost')).body);
    expect(index.pages.map((p) => p.slug).sort()).toEqual(
      [...seedPages.map((p) => p.slug), 'contacts'].sort(),
    );
    expect(index.faq_topics.map((t) => t.slug).sort()).toEqual(seedFaqTopics.map((t) => t.slug).sort());
    const list = blogListSchema.parse((await get('/api/content/blog?locale=en', 'lv.localhost')).body);
    expect(index.blog_posts.length).toBe(list.total);
    expect(index.blog_posts.map((p) => p.slug)).toContain('deal-zone-tips');
  });
});
