import { type BlogList, imageAttributes } from '@storefront/shared-types';
import { Link } from '@tanstack/react-router';
import { useCurrentLocale } from '@/lib/app-context';
import { useT } from '@/lib/i18n';
import { coverSource } from '../content-head';
import { ContentDate } from './content-date';

const CARD_COVER = { f: 'webp', fit: 'cover', w: 400, h: 210 } as const;

/** The blog: a page of posts, newest first, each with its cover, and links to the other pages. */
export function BlogListView({ list }: { list: BlogList }) {
  const t = useT();
  const locale = useCurrentLocale();
  return (
    <section aria-labelledby="page-title" data-testid="blog-list">
      <h1 id="page-title" className="mb-6 text-3xl font-bold">
        {t('shell.page.blog')}
      </h1>
      {list.items.length === 0 ? (
        <p className="text-muted">{t('content.blog.empty')}</p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {list.items.map((post, index) => {
            const cover = imageAttributes(coverSource(post.cover_image), CARD_COVER);
            return (
              <li
                key={post.slug}
                className="overflow-hidden rounded border border-line"
                data-testid="blog-card"
              >
                <img
                  src={cover.src}
                  srcSet={cover.srcSet}
                  width={cover.width}
                  height={cover.height}
                  alt=""
                  loading={index < 3 ? 'eager' : 'lazy'}
                  className="aspect-[40/21] w-full bg-raised object-cover"
                />
                <div className="p-4">
                  <h2 className="mb-1 text-lg font-semibold">
                    <Link
                      to="/{-$locale}/blog/$slug"
                      params={{ locale, slug: post.slug }}
                      className="hover:underline"
                    >
                      {post.title}
                    </Link>
                  </h2>
                  <p className="mb-2 text-sm text-muted">
                    <ContentDate iso={post.published_at} /> · {post.author}
                  </p>
                  <p className="text-sm">{post.excerpt}</p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <BlogPagination page={list.page} pages={list.pages} />
    </section>
  );
}

function BlogPagination({ page, pages }: { page: number; pages: number }) {
  const t = useT();
  const locale = useCurrentLocale();
  if (pages <= 1) return null;
  const numbers = Array.from({ length: pages }, (_, i) => i + 1);
  return (
    <nav aria-label={t('content.blog.pages')} className="mt-8" data-testid="blog-pagination">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 && (
          <li>
            <Link
              to="/{-$locale}/blog"
              params={{ locale }}
              search={page - 1 > 1 ? { page: page - 1 } : {}}
              rel="prev"
              className="rounded border border-line px-3 py-2 hover:bg-raised"
            >
              {t('content.blog.newer')}
            </Link>
          </li>
        )}
        {numbers.map((n) => (
          <li key={n}>
            <Link
              to="/{-$locale}/blog"
              params={{ locale }}
              search={n > 1 ? { page: n } : {}}
              aria-current={n === page ? 'page' : undefined}
              className={`rounded border px-3 py-2 ${n === page ? 'border-accent bg-accent text-on-accent' : 'border-line hover:bg-raised'}`}
            >
              {n}
            </Link>
          </li>
        ))}
        {page < pages && (
          <li>
            <Link
              to="/{-$locale}/blog"
              params={{ locale }}
              search={{ page: page + 1 }}
              rel="next"
              className="rounded border border-line px-3 py-2 hover:bg-raised"
            >
              {t('content.blog.older')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
