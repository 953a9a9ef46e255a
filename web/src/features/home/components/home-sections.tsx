import { StagedHydration } from '@/components/staged-hydration';
import { HOME_RAILS } from '../rails';
import { Offers } from './offers';
import { ProductRail } from './product-rail';
import { TopCategories } from './top-categories';

/**
 * Everything below the hero that needs data: the product rails first (prices on the first screen), then the
 * categories and the offers, in the home route's chunk. The browser takes the sections over one at a time (each
 * a short task rather than one for all their cards).
 */
export default function HomeSections() {
  return (
    <StagedHydration
      batchSize={1}
      items={[
        ...HOME_RAILS.map((rail) => <ProductRail key={rail.id} rail={rail} />),
        <TopCategories key="top-categories" />,
        <Offers key="offers" />,
      ]}
    />
  );
}
