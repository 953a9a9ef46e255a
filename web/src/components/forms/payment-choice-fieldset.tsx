import type { ReactNode } from 'react';
import { ChoiceOption } from './choice-option';
import { SubmitButton } from './fields';

/** One way to pay as a pay form lists it: the method's id, its name and what it adds (a fee). */
export interface PaymentChoiceRow {
  id: number;
  label: ReactNode;
  aside?: ReactNode;
}

/**
 * The ways to pay of a pay form (an order's, an invoice's, a quote's, a forward request's, a reservation's, a pro
 * order's): one radio each under the form's heading; `children` (a note) below them. Each radio's test id is
 * `${testIdPrefix}-${id}`.
 */
export function PaymentChoiceFieldset({
  legend,
  rows,
  method,
  onChoose,
  testIdPrefix,
  children,
}: {
  legend: ReactNode;
  rows: readonly PaymentChoiceRow[];
  method: number | null;
  onChoose: (id: number) => void;
  testIdPrefix: string;
  children?: ReactNode;
}) {
  return (
    <fieldset className="mb-6 rounded border border-line p-4">
      <legend className="px-1 text-lg font-semibold">{legend}</legend>
      <div className="grid gap-2">
        {rows.map((row) => (
          <ChoiceOption
            key={row.id}
            name="payment_method"
            value={String(row.id)}
            checked={method === row.id}
            onChange={() => onChoose(row.id)}
            label={row.label}
            aside={row.aside}
            testId={`${testIdPrefix}-${row.id}`}
          />
        ))}
      </div>
      {children}
    </fieldset>
  );
}

/** A pay form's submit button (SubmitButton: off until the page is live and while the payment is asked). */
export function PaySubmitButton({
  pending,
  label,
  testId,
}: {
  pending: boolean;
  label: string;
  testId: string;
}) {
  return (
    <SubmitButton
      pending={pending}
      testId={testId}
      className="w-full rounded bg-accent px-4 py-3 font-semibold text-on-accent disabled:opacity-60 sm:w-auto"
    >
      {label}
    </SubmitButton>
  );
}
