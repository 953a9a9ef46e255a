import { createFileRoute } from '@tanstack/react-router';
import { type ComponentType, lazy, Suspense } from 'react';
import { Benefits } from '../../features/home/components/benefits';
import { Hero } from '../../features/home/components/hero';
import { HomeSectionsPlaceholder } from '../../features/home/components/home-sections-placeholder';

// The hero and benefits need only the bootstrap and sit in the entry chunk, so the first paint (and the LCP
// hero) waits for no call and no extra code; the categories and offers below load after, in reserved boxes.
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
  loader: async () => {
    if (typeof window === 'undefined') await loadHomeSections();
  },
  component: HomePage,
});

function HomePage() {
  return (
    <>
      <Hero />
      <Benefits />
      <Suspense fallback={<HomeSectionsPlaceholder />}>
        {LoadedHomeSections ? <LoadedHomeSections /> : <LazyHomeSections />}
      </Suspense>
    </>
  );
}
