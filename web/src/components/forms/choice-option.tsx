import type { ReactNode } from 'react';

/** A radio choice laid out as a bordered row: its label on the left, its price or note on the right. */
export function ChoiceOption(props: {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  label: ReactNode;
  aside?: ReactNode;
  testId?: string;
  /** A choice that cannot be taken now (sold out): shown, not selectable. */
  disabled?: boolean;
}) {
  return (
    <label
      className="flex cursor-pointer items-start justify-between gap-3 rounded border border-line p-3 has-checked:border-accent has-disabled:cursor-not-allowed has-disabled:opacity-60"
      data-testid={props.testId}
    >
      <span className="flex min-w-0 items-start gap-2">
        <input
          type="radio"
          name={props.name}
          value={props.value}
          checked={props.checked}
          onChange={props.onChange}
          disabled={props.disabled}
          className="mt-1 size-4 shrink-0 accent-accent"
        />
        <span className="min-w-0 break-words">{props.label}</span>
      </span>
      {props.aside && <span className="shrink-0 text-right text-sm">{props.aside}</span>}
    </label>
  );
}
