import { type BlogPost, imageAttributes } from '@storefront/shared-types';
import { Link } from '@tanstack/react-router';
import { useCurrentLocale } from '@/lib/app-context';
import { useT } from '@/lib/i18n';
import { coverSource } from '../content-head';
import { ContentBody } from './content-body';
import { ContentDate } from './content-date';
import { TableOfContents } from './table-of-contents';

const POST_COVER = { f: 'webp', fit: 'cover', w: 768, h: 403 } as const;

/** A blog post: title, author and date, its cover (the page's largest image, so loaded first), contents, body. */
export function BlogPostView({ post }: { post: BlogPost }) {
  const t = useT();
  const locale = useCurrentLocale();
  const cover = imageAttributes(coverSource(post.cover_image), POST_COVER);
  return (
    <article aria-labelledby="page-title" className="mx-auto max-w-3xl" data-testid="blog-post">
      <p className="mb-2 text-sm">
        <Link to="/{-$locale}/blog" params={{ locale }} className="text-accent underline">
          {t('shell.page.blog')}
        </Link>
      </p>
      <h1 id="page-title" className="mb-2 text-3xl font-bold">
        {post.title}
      </h1>
      <p className="mb-4 text-sm text-muted">
        <ContentDate iso={post.published_at} /> · {post.author}
      </p>
      <img
        src={cover.src}
        srcSet={cover.srcSet}
        width={cover.width}
        height={cover.height}
        alt=""
        fetchPriority="high"
        className="mb-6 aspect-[768/403] w-full rounded bg-raised object-cover"
      />
      <TableOfContents toc={post.toc} />
      <ContentBody html={post.body} />
    </article>
  );
}
