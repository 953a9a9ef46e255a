/**
 * The boxes the categories and offers sections take while their code and data load: a heading line, two rows
 * of category chips and a row of offer cards, so the page below (the footer) does not move when they arrive.
 */
export function HomeSectionsPlaceholder() {
  return (
    <div aria-hidden="true" data-testid="home-sections-placeholder">
      <div className="mt-10 h-8 w-48 rounded bg-raised" />
      <div className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {CHIPS.map((key) => (
          <div key={key} className="h-12 rounded border border-line bg-raised" />
        ))}
      </div>
      <div className="mt-10 h-8 w-48 rounded bg-raised" />
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {CARDS.map((key) => (
          <div key={key} className="h-36 rounded-lg border border-line bg-raised" />
        ))}
      </div>
    </div>
  );
}

const CHIPS = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6'];
const CARDS = ['o1', 'o2', 'o3'];
