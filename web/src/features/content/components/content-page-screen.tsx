import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useCurrentLocale } from '@/lib/app-context';
import { contentPageQueryOptions } from '../api/get-content-page';
import { ContentPageView } from './content-page-view';

/** The screen of an information page the route's loader has fetched. */
export function ContentPageScreen({ slug, children }: { slug: string; children?: ReactNode }) {
  const locale = useCurrentLocale();
  const { data } = useSuspenseQuery(contentPageQueryOptions(slug, locale));
  return <ContentPageView page={data}>{children}</ContentPageView>;
}
