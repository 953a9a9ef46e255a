import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { Benefits } from '../../features/home/components/benefits';
import { Hero } from '../../features/home/components/hero';
import { HomeSectionsPlaceholder } from '../../features/home/components/home-sections-placeholder';

// The hero and benefits need only the bootstrap and sit in the entry chunk, so the first paint (and the LCP
// hero) waits for no call and no extra code; the categories and offers below load after, in reserved boxes.
const HomeSections = lazy(() => import('../../features/home/components/home-sections'));

export const Route = createFileRoute('/{-$locale}/')({
  staticData: { route: { name: 'index', layout: 'index-page' } },
  component: HomePage,
});

function HomePage() {
  return (
    <>
      <Hero />
      <Benefits />
      <Suspense fallback={<HomeSectionsPlaceholder />}>
        <HomeSections />
      </Suspense>
    </>
  );
}
