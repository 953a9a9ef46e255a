import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import { useCurrentLocale } from '@/lib/app-context';
import { useT } from '@/lib/i18n';
import { normalizeTrackingNumber, TRACKING_INPUT_MAX } from '../tracking-number';

/**
 * The tracking form. A plain GET form to /tracking?number=…, whose route sends it on to /tracking/{number}, so it
 * works before the page's JavaScript has loaded (or without it); once hydrated it navigates in the page.
 */
export function TrackingForm({ initial = '', invalid = false }: { initial?: string; invalid?: boolean }) {
  const t = useT();
  const locale = useCurrentLocale();
  const navigate = useNavigate();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [error, setError] = useState(invalid);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('number');
    const number = normalizeTrackingNumber(value);
    if (!number) {
      setError(true);
      return;
    }
    setError(false);
    void navigate({ to: '/{-$locale}/tracking/$id', params: { locale, id: number } });
  };

  return (
    <form
      method="get"
      action={`/${locale}/tracking`}
      onSubmit={submit}
      noValidate
      className="flex flex-wrap items-end gap-3"
      data-testid="tracking-form"
    >
      <div className="min-w-0 flex-1 basis-60">
        <label htmlFor={inputId} className="mb-1 block text-sm font-medium">
          {t('tracking.number')}
        </label>
        <input
          id={inputId}
          name="number"
          defaultValue={initial}
          required
          maxLength={TRACKING_INPUT_MAX}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error || undefined}
          aria-describedby={error ? errorId : undefined}
          className="w-full rounded border border-line bg-surface px-3 py-2"
          data-testid="tracking-number"
        />
      </div>
      <button
        type="submit"
        className="rounded bg-accent px-5 py-2 font-semibold text-on-accent"
        data-testid="tracking-submit"
      >
        {t('tracking.submit')}
      </button>
      {error && (
        <p id={errorId} role="alert" className="basis-full text-sm text-danger">
          {t('tracking.invalid')}
        </p>
      )}
    </form>
  );
}
