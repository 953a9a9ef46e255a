import { HOME_RAILS } from '../rails';

/**
 * The boxes the rails take while their code and data load (a navigation to home in the browser): a heading line
 * and a row of cards per rail, about the size of the real ones, so the page below does not jump when they arrive.
 */
export function HomeSectionsPlaceholder() {
  return (
    <div aria-hidden="true" data-testid="home-sections-placeholder">
      {HOME_RAILS.map((rail) => (
        <div key={rail.id} className="mt-6">
          <div className="mb-3 h-7 w-48 rounded bg-raised" />
          <div className="-mx-4 flex gap-3 overflow-hidden px-4 lg:mx-0 lg:grid lg:grid-cols-6 lg:px-0">
            {CARDS.map((key) => (
              <div
                key={key}
                className="h-72 w-40 shrink-0 rounded border border-line bg-raised sm:w-48 lg:w-auto"
              />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

const CARDS = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6'];
