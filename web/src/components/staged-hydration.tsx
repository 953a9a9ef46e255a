import { type ReactNode, Suspense } from 'react';

/**
 * Renders `items` as they are, but lets the browser take over (hydrate) the server's HTML of a long list a batch at
 * a time. Each batch after the first sits in a Suspense boundary nested in the one before: React skips a boundary
 * the server already filled and comes back to it in a pass of its own, so the list is hydrated and committed in
 * batches of `batchSize`, each a short task, instead of one commit the size of the whole list (on a phone, a long
 * task that keeps it from answering a tap). Nothing ever suspends here: server and browser render the same items.
 */
export function StagedHydration({
  items,
  batchSize,
}: {
  items: readonly ReactNode[];
  batchSize: number;
}): ReactNode {
  if (items.length <= batchSize) return items;
  return (
    <>
      {items.slice(0, batchSize)}
      <Suspense fallback={null}>
        <StagedHydration items={items.slice(batchSize)} batchSize={batchSize} />
      </Suspense>
    </>
  );
}
