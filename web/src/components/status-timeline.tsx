import { formatDateTime } from '@/lib/date-time';

/**
 * A payable's status history (an order, a quote, a forward request), oldest first: each step's label, already
 * translated by the caller, and when it happened.
 */
export function StatusTimeline({
  steps,
  testId,
}: {
  steps: readonly { label: string; at: string }[];
  testId: string;
}) {
  return (
    <ol className="border-l-2 border-line pl-4 text-sm" data-testid={testId}>
      {steps.map((step, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a timeline only grows at its end.
        <li key={index} className="relative mb-2">
          <span
            aria-hidden="true"
            className="absolute -left-[1.4rem] top-1.5 size-3 rounded-full bg-accent"
          />
          <span className="font-medium">{step.label}</span>{' '}
          <span className="text-muted">{formatDateTime(step.at)}</span>
        </li>
      ))}
    </ol>
  );
}
