import type { FaqTopic } from '@storefront/shared-types';
import { describe, expect, it } from 'vitest';
import { bootstrapFixture } from '@/lib/__tests__/bootstrap-fixture';
import { contentHead, faqStructuredData, summary, textOf } from '../content-head';

const topic: FaqTopic = {
  slug: 'payments',
  title: 'Payments',
  description: 'How to pay',
  updated_at: '2026-01-12T08:00:00.000Z',
  entries: [
    { slug: 'how', question: 'How can I pay?', answer: '<p>By <strong>card</strong> &amp; wallet.</p>' },
    { slug: 'tags', question: 'Tags?', answer: '<p>&lt;/script&gt; stays text</p>' },
  ],
};

describe('FAQPage JSON-LD', () => {
  it('has one Question per entry, its answer as plain text', () => {
    const data = faqStructuredData([topic]);
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toEqual([
      {
        '@type': 'Question',
        name: 'How can I pay?',
        acceptedAnswer: { '@type': 'Answer', text: 'By card & wallet.' },
      },
      {
        '@type': 'Question',
        name: 'Tags?',
        acceptedAnswer: { '@type': 'Answer', text: '</script> stays text' },
      },
    ]);
  });
});

describe('content head', () => {
  it('describes the page, cuts a long description, and links the cover through the resizer', () => {
    const head = contentHead({
      description: 'x'.repeat(300),
      image: 'blog/customs.png',
      type: 'article',
      context: { bootstrap: bootstrapFixture() },
    });
    const description = head.meta.find((m) => 'name' in m && m.name === 'description');
    expect((description as { content: string }).content.length).toBe(160);
    const image = head.meta.find((m) => 'property' in m && m.property === 'og:image') as { content: string };
    expect(image.content).toMatch(/\/img\/shop\/blog\/customs\.png\?f=jpeg&fit=cover&w=1200&h=630$/);
    expect(head.meta).toContainEqual({ property: 'og:type', content: 'article' });
  });

  it('textOf and summary flatten HTML and whitespace', () => {
    expect(textOf('<h2>A</h2>\n<p>b&nbsp;c</p>')).toBe('A b c');
    expect(summary('  short  text ')).toBe('short text');
  });
});
