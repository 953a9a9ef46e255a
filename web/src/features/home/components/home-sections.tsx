import { Offers } from './offers';
import { TopCategories } from './top-categories';

/**
 * Everything below the hero and benefits that needs data: loaded as its own chunk (see the home route), so the
 * first paint's code stays small and the sections' schemas and requests start only after it.
 */
export default function HomeSections() {
  return (
    <>
      <TopCategories />
      <Offers />
    </>
  );
}
