import { createFileRoute } from '@tanstack/react-router';
import { Benefits } from '../../features/home/components/benefits';
import { Hero } from '../../features/home/components/hero';

export const Route = createFileRoute('/{-$locale}/')({
  staticData: { route: { name: 'index', layout: 'index-page' } },
  component: HomePage,
});

function HomePage() {
  return (
    <>
      <Hero />
      <Benefits />
    </>
  );
}
