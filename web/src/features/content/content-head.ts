import {
  type BlogPost,
  type Bootstrap,
  type FaqTopic,
  imageSource,
  socialImageUrl,
  withLocalePrefix,
} from '@storefront/shared-types';
import { pathLanguage } from '@/lib/page-language';

// A content page's own head: its description, link-preview image and type, and its schema.org data (`Article` on a
// blog post, `FAQPage` on the FAQ). The shared head (root route) adds the title, canonical and the rest; the tags
// here replace its site-wide description and image.

/** Meta descriptions past this length are cut by search engines anyway. */
const DESCRIPTION_MAX = 160;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The text of sanitised HTML (a FAQ answer), for JSON-LD and descriptions. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function summary(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_MAX ? flat : `${flat.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}

type HeadContext = { bootstrap: Bootstrap };

/** The page's canonical URL (as the shared head builds it). */
export function canonicalUrl(pathname: string, context: HeadContext): string {
  const locale = pathLanguage(pathname, context.bootstrap);
  return `${context.bootstrap.variant.canonicalOrigin}${withLocalePrefix(pathname, locale)}`;
}

export function contentHead(input: {
  description?: string | undefined;
  /** A key of the shop's image bucket (a blog cover). */
  image?: string | undefined;
  type?: 'website' | 'article';
  jsonLd?: Record<string, unknown> | undefined;
  context: HeadContext;
}) {
  const origin = input.context.bootstrap.variant.canonicalOrigin;
  const image = input.image ? socialImageUrl(input.image, origin, 'social') : undefined;
  const description = input.description ? summary(input.description) : undefined;
  return {
    meta: [
      ...(description
        ? [
            { name: 'description', content: description },
            { property: 'og:description', content: description },
          ]
        : []),
      ...(image ? [{ property: 'og:image', content: image }] : []),
      ...(image?.startsWith('https://') ? [{ property: 'og:image:secure_url', content: image }] : []),
      ...(input.type ? [{ property: 'og:type', content: input.type }] : []),
      ...(input.jsonLd ? [{ 'script:ld+json': input.jsonLd }] : []),
    ],
  };
}

/** schema.org Article of a blog post. */
export function articleStructuredData(post: BlogPost, url: string, context: HeadContext) {
  const { variant, storeConfig } = context.bootstrap;
  const origin = variant.canonicalOrigin;
  const siteName = storeConfig.site.name || variant.name;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: summary(post.excerpt),
    image: [socialImageUrl(post.cover_image, origin, 'social')],
    datePublished: post.published_at,
    dateModified: post.updated_at,
    author: { '@type': 'Person', name: post.author },
    publisher: {
      '@type': 'Organization',
      name: siteName,
      logo: { '@type': 'ImageObject', url: socialImageUrl(variant.assets.logo, origin) },
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
  };
}

/** schema.org FAQPage of the questions shown on a FAQ page. */
export function faqStructuredData(topics: readonly FaqTopic[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: topics.flatMap((topic) =>
      topic.entries.map((entry) => ({
        '@type': 'Question',
        name: entry.question,
        acceptedAnswer: { '@type': 'Answer', text: textOf(entry.answer) },
      })),
    ),
  };
}

/** The image source of a stored cover key, for the resizer. */
export const coverSource = (key: string) => imageSource(key);
