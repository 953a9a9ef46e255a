import { createFileRoute } from '@tanstack/react-router';
import { type ComponentType, lazy, Suspense } from 'react';
import { Benefits } from '../../features/home/components/benefits';
import { Hero } from '../../features/home/components/hero';
import { HomeSectionsPlaceholder } from '../../features/home/components/home-sections-placeholder';
import { loadHomeData } from '../../features/home/load-home';
import { pageLanguage } from '../../lib/page-language';

// The hero and benefits need only the bootstrap and sit in the entry chunk. The product rails, categories and
// offers below are in the server's HTML too (the loader brings their data); their code is a chunk of its own, which
// the browser loads after the first paint while React keeps the server's HTML of that boundary on screen.
let LoadedHomeSections: ComponentType | undefined;
const loadHomeSections = () =>
  import('../../features/home/components/home-sections').then((module) => {
    LoadedHomeSections = module.default;
    return module;
  });
const LazyHomeSections = lazy(loadHomeSections);

export const Route = createFileRoute('/{-$locale}/')({
  staticData: { route: { name: 'index', layout: 'index-page' } },
  // The server renders to a string, where a lazy component that is not loaded yet cannot wait: the first home
  // page after a start sent the placeholder as a boundary for the client to render (React's hydration error 419).
  // The server loads the chunk before it renders; the browser still loads it after the first paint.
  // In the browser (a navigation to home) the sections show their reserved boxes until data and code arrive.
  loader: async ({ context, params }) => {
    const data = loadHomeData(context.queryClient, pageLanguage(context, params.locale));
    if (typeof window === 'undefined') await Promise.all([loadHomeSections(), data]);
  },
  component: HomePage,
});

function HomePage() {
  return (
    <>
      <Hero />
      <Suspense fallback={<HomeSectionsPlaceholder />}>
        {LoadedHomeSections ? <LoadedHomeSections /> : <LazyHomeSections />}
      </Suspense>
      <Benefits />
    </>
  );
}
