import { HOME_RAILS } from '../rails';
import { Offers } from './offers';
import { ProductRail } from './product-rail';
import { TopCategories } from './top-categories';

/**
 * Everything below the hero that needs data: the product rails first (prices on the first screen), then the
 * categories and the offers. Loaded as its own chunk (see the home route), so the first paint's code stays small
 * and the sections' schemas and requests start only after it; the server's HTML shows them from the start.
 */
export default function HomeSections() {
  return (
    <>
      {HOME_RAILS.map((rail) => (
        <ProductRail key={rail.id} rail={rail} />
      ))}
      <TopCategories />
      <Offers />
    </>
  );
}
