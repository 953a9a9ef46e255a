import { createFileRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import { StaticIsland } from '@/components/static-island';
import { Benefits } from '@/features/home/components/benefits';
import { Hero } from '@/features/home/components/hero';
import HomeSections from '@/features/home/components/home-sections';
import { HomeSectionsPlaceholder } from '@/features/home/components/home-sections-placeholder';
import { forgetFailedQueries, loadHomeData } from '@/features/home/load-home';
import { useCurrentLocale } from '@/lib/app-context';
import { pageLanguage } from '@/lib/page-language';

// The home page is a chunk of its own like every other page: the bff's loader fetches it with the app's code (the
// render names the route it matched), so the browser has all of it when it takes the server's HTML over.
export const Route = createFileRoute('/{-$locale}/')({
  staticData: { route: { name: 'index', layout: 'index-page', sameForEveryShopper: true } },
  // The server waits for the sections' data before it renders (a section the shop failed to give in time shows
  // its reserved boxes, and the browser asks for it); in the browser (a navigation to home) the sections show
  // their reserved boxes until it arrives.
  loader: async ({ context, params }) => {
    const data = loadHomeData(context.queryClient, pageLanguage(context, params.locale));
    if (typeof window !== 'undefined') return;
    await data;
    forgetFailedQueries(context.queryClient);
  },
  component: HomePage,
});

function HomePage() {
  const locale = useCurrentLocale();
  // The greeting and the benefits are text and images that never change in the browser (the page's language
  // aside): kept as the server wrote them instead of hydrated.
  return (
    <>
      <StaticIsland content={locale}>
        <Hero />
      </StaticIsland>
      <Suspense fallback={<HomeSectionsPlaceholder />}>
        <HomeSections />
      </Suspense>
      <StaticIsland content={locale}>
        <Benefits />
      </StaticIsland>
    </>
  );
}
