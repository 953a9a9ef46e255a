import { Counter, type CounterConfiguration, type LabelValues } from 'prom-client';

/** A prom-client counter that also takes increments by tally (see talliedCounter). */
export type TalliedCounter<L extends string> = Counter<L> & {
  /**
   * Counts one for the label set `labels`, which `key` names: the same key must always come with the same labels
   * (the caller makes it of the label values, e.g. `POST /api/x 200`).
   */
  tally(key: string, labels: LabelValues<L>): void;
};

/**
 * A counter for the per-request hot path. prom-client's inc(labels) hashes and validates the labels on every call;
 * tally() only adds one to a plain map entry, and the counts reach the counter in one inc() per label set when it is
 * read (its collect runs before every scrape and every get()), so /metrics shows the same numbers.
 */
export function talliedCounter<L extends string>(
  config: Omit<CounterConfiguration<L>, 'collect'>,
): TalliedCounter<L> {
  const pending = new Map<string, { labels: LabelValues<L>; count: number }>();
  const counter = new Counter<L>({
    ...config,
    collect() {
      for (const entry of pending.values()) {
        if (entry.count === 0) continue;
        counter.inc(entry.labels, entry.count);
        entry.count = 0;
      }
    },
  });
  return Object.assign(counter, {
    tally(key: string, labels: LabelValues<L>) {
      const entry = pending.get(key);
      if (entry === undefined) pending.set(key, { labels, count: 1 });
      else entry.count += 1;
    },
  });
}
