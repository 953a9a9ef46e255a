import { type InputHTMLAttributes, useId } from 'react';
import { useT } from '@/lib/i18n';

const INPUT =
  'w-full rounded border border-line bg-surface px-3 py-2 text-ink outline-offset-2 focus:outline-2 focus:outline-accent aria-invalid:border-danger';

/**
 * One field of an order-form line: controlled by the draft (not a react-hook-form registration, since the draft
 * outlives the page), with its message (a translation key, filled with `messageValues`) under it.
 */
export function LineField({
  label,
  error,
  messageValues,
  hint,
  className = '',
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error: string | undefined;
  messageValues?: Record<string, string>;
  hint?: string;
}) {
  const t = useT();
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={`mb-3 ${className}`}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        className={INPUT}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {t(error, messageValues)}
        </p>
      )}
    </div>
  );
}
