import { describe, expect, it, vi } from 'vitest';
import type { RouterContext } from '@/lib/router-context';
import { loadBlogPost, loadContentPage, loadFaqTopic } from '../content-routes';

// A link to a slug no content can have (`/en/evil.example`, reached after a sign-in's redirect) is the 404 page
// at once: no call goes out that the bff would refuse with a 400 (which the browser logs as a console error).
function contextWith(answer: unknown) {
  const ensureQueryData = vi.fn(async () => answer);
  const context = {
    bootstrap: { variant: { languages: ['en', 'lt'] }, locale: 'en' },
    queryClient: { ensureQueryData },
  } as unknown as RouterContext;
  return { context, ensureQueryData };
}

const loaders = [
  ['an information page', loadContentPage],
  ['a FAQ topic', loadFaqTopic],
  ['a blog post', loadBlogPost],
] as const;

describe('content loaders and slugs no content can have', () => {
  for (const [what, load] of loaders) {
    it(`${what}: a slug outside the content rule is notFound with no call`, async () => {
      for (const slug of ['evil.example', 'Upper-Case', 'a--b', '-a', 'a/../b', 'x'.repeat(201)]) {
        const { context, ensureQueryData } = contextWith({ title: 'never' });
        await expect(load(context, slug, 'en'), slug).rejects.toMatchObject({ isNotFound: true });
        expect(ensureQueryData).not.toHaveBeenCalled();
      }
    });

    it(`${what}: a content slug is fetched`, async () => {
      const { context, ensureQueryData } = contextWith({ title: 'Delivery' });
      await expect(load(context, 'delivery-and-returns', 'en')).resolves.toEqual({ pageTitle: 'Delivery' });
      expect(ensureQueryData).toHaveBeenCalledTimes(1);
    });
  }
});
