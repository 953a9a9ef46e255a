import type { ContentPage } from '@storefront/shared-types';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n';
import { ContentBody } from './content-body';
import { ContentDate } from './content-date';
import { TableOfContents } from './table-of-contents';

/** An information page: its title, a table of contents when it is long, the body and when it last changed. */
export function ContentPageView({ page, children }: { page: ContentPage; children?: ReactNode }) {
  const t = useT();
  return (
    <article aria-labelledby="page-title" className="mx-auto max-w-3xl" data-testid="content-page">
      <h1 id="page-title" className="mb-4 text-3xl font-bold">
        {page.title}
      </h1>
      <TableOfContents toc={page.toc} />
      <ContentBody html={page.body} />
      {children}
      <p className="mt-8 text-sm text-muted">
        {t('content.updated')} <ContentDate iso={page.updated_at} />
      </p>
    </article>
  );
}
