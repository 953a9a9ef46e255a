import type { FaqTopic, FaqTree } from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';
import { notFound } from '../../plugins/error-handler.js';
import { type ContentScope, isoDate, localised } from './content-scope.js';
import { type BodyFormat, renderBody } from './render-body.js';

interface TopicRow {
  id: number;
  slug: string;
  title: string;
  description: string;
  updated_at: Date | string;
}

interface EntryRow {
  topic_id: number;
  slug: string;
  question: string;
  answer: string;
  format: BodyFormat;
}

/** The topics a site sees (per slug its own over every site's), in order; `$1` site, `$2` language. */
const VISIBLE_TOPICS = `
  SELECT DISTINCT ON (slug) id, slug, position, updated_at,
    ${localised('title', '$2')} AS title, ${localised('description', '$2')} AS description
  FROM faq_topics WHERE site_id IS NULL OR site_id = $1
  ORDER BY slug, site_id NULLS LAST`;

async function topicsWithEntries(db: Queryable, scope: ContentScope, slug?: string): Promise<FaqTopic[]> {
  const topics = await db.query<TopicRow>(
    `SELECT * FROM (${VISIBLE_TOPICS}) t ${slug === undefined ? '' : 'WHERE slug = $3'} ORDER BY position, id`,
    slug === undefined ? [scope.siteId, scope.locale] : [scope.siteId, scope.locale, slug],
  );
  if (topics.length === 0) return [];
  const entries = await db.query<EntryRow>(
    `SELECT topic_id, slug, format, ${localised('question', '$2')} AS question, ${localised('answer', '$2')} AS answer
     FROM faq_entries WHERE topic_id = ANY($1::int[]) ORDER BY position, id`,
    [topics.map((t) => t.id), scope.locale],
  );
  return topics.map((topic) => ({
    slug: topic.slug,
    title: topic.title,
    description: topic.description,
    updated_at: isoDate(topic.updated_at),
    entries: entries
      .filter((e) => e.topic_id === topic.id)
      .map((e) => ({ slug: e.slug, question: e.question, answer: renderBody(e.answer, e.format).html })),
  }));
}

/** The whole FAQ of a site in a language. */
export async function faqTree(db: Queryable, scope: ContentScope): Promise<FaqTree> {
  return { topics: await topicsWithEntries(db, scope) };
}

/** One FAQ topic; a slug the site does not have is a 404. */
export async function faqTopic(db: Queryable, scope: ContentScope, slug: string): Promise<FaqTopic> {
  const [topic] = await topicsWithEntries(db, scope, slug);
  if (!topic) throw notFound(`No FAQ topic with slug ${slug}`);
  return topic;
}
