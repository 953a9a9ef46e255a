import { QUOTE_LINE_LIMITS } from '@storefront/shared-types';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import { useCurrentLocale } from '@/lib/app-context';
import { isLeftEmpty } from '@/lib/forms/check-when-left-filled';
import { useT } from '@/lib/i18n';
import { useCurrentUser } from '@/lib/session/current-user';
import { useHydrated } from '@/lib/use-hydrated';
import { addLine, type DraftLine, type DraftLineField, removeLine, updateLine } from '../order-form-draft';
import { fieldPath, lineErrors, urlExampleHost } from '../order-form-validation';
import { useLinesSchema } from '../use-lines-schema';
import { orderFormDraft, useOrderFormDraft } from '../use-order-form-draft';
import { LineField } from './line-field';

/**
 * /order-form ("buy it for me"): one line per product from any online shop (link, name, options, quantity, the
 * price as seen). A guest may fill it; the draft stays in the browser through a reload and the sign-in the summary
 * asks for. Continue checks every line by the contract's rules and goes on to the summary.
 */
export function OrderFormPage() {
  const t = useT();
  const locale = useCurrentLocale();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const user = useCurrentUser();
  const draft = useOrderFormDraft();
  const schema = useLinesSchema();
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const errors = lineErrors(draft.lines, schema);
  const shown = (path: string) => (submitted || touched.has(path) ? errors[path] : undefined);
  const [focusFirstError, setFocusFirstError] = useState(0);

  useEffect(() => {
    if (focusFirstError === 0) return;
    document.querySelector<HTMLElement>('[data-testid="order-form"] [aria-invalid="true"]')?.focus();
  }, [focusFirstError]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!schema || Object.keys(errors).length > 0) {
      setFocusFirstError((n) => n + 1);
      return;
    }
    // Signed out, the summary's guard asks for the sign-in and the login brings the shopper back to it.
    void navigate({ to: '/{-$locale}/order-form/summary', params: { locale } });
  };

  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-3xl">
      <h1 id="page-title" className="mb-2 text-3xl font-bold">
        {t('shell.page.order_form')}
      </h1>
      <p className="mb-6 text-muted">{t('quotes.form.intro')}</p>
      <form
        method="post"
        noValidate
        aria-label={t('shell.page.order_form')}
        onSubmit={submit}
        data-testid="order-form"
      >
        {draft.lines.map((line, index) => (
          <LineFieldset
            key={line.key}
            line={line}
            index={index}
            removable={draft.lines.length > 1 || line.url !== '' || line.name !== ''}
            error={(field) => shown(fieldPath(line.key, field))}
            onChange={(field, value) => orderFormDraft.update((d) => updateLine(d, line.key, field, value))}
            onBlur={(field, target) => {
              // An empty field is reported when the form is sent, not when it is left (isLeftEmpty says why).
              if (!isLeftEmpty(target)) setTouched((set) => new Set(set).add(fieldPath(line.key, field)));
            }}
            onRemove={() => orderFormDraft.update((d) => removeLine(d, line.key))}
          />
        ))}
        <div className="mb-6 flex flex-wrap items-center gap-3">
          <button
            type="button"
            className="rounded border border-line px-4 py-2 font-medium disabled:opacity-50"
            disabled={!hydrated || draft.lines.length >= QUOTE_LINE_LIMITS.lines_max}
            onClick={() => orderFormDraft.update((d) => addLine(d, QUOTE_LINE_LIMITS.lines_max))}
            data-testid="order-form-add"
          >
            {t('quotes.form.add_line')}
          </button>
          <span className="text-sm text-muted">
            {t('quotes.form.lines_limit', { max: QUOTE_LINE_LIMITS.lines_max })}
          </span>
        </div>
        {submitted && Object.keys(errors).length > 0 && (
          <p role="alert" className="mb-4 rounded border border-danger px-3 py-2 text-sm text-danger">
            {t('quotes.form.fix_lines')}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-4">
          <button
            type="submit"
            disabled={!hydrated}
            className="w-full rounded bg-accent px-4 py-3 font-semibold text-on-accent disabled:opacity-60 sm:w-auto"
            data-testid="order-form-continue"
          >
            {t('quotes.form.continue')}
          </button>
          {!user && (
            <p className="text-sm text-muted">
              {t('quotes.form.sign_in_later')}{' '}
              <Link
                to="/{-$locale}/login"
                params={{ locale }}
                search={{ redirect: `/${locale}/order-form/summary` }}
                className="text-accent underline"
              >
                {t('shell.modal.login')}
              </Link>
            </p>
          )}
        </div>
      </form>
    </section>
  );
}

function LineFieldset({
  line,
  index,
  removable,
  error,
  onChange,
  onBlur,
  onRemove,
}: {
  line: DraftLine;
  index: number;
  removable: boolean;
  error: (field: DraftLineField) => string | undefined;
  onChange: (field: DraftLineField, value: string) => void;
  onBlur: (field: DraftLineField, target: EventTarget) => void;
  onRemove: () => void;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const field = (name: DraftLineField) => ({
    value: line[name],
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
    onBlur: (event: { target: EventTarget }) => onBlur(name, event.target),
    error: error(name),
    name: `lines.${index}.${name}`,
  });
  return (
    <fieldset className="mb-6 rounded border border-line p-4" data-testid="order-form-line">
      <legend className="px-1 text-lg font-semibold">{t('quotes.form.line', { number: index + 1 })}</legend>
      <LineField
        label={t('quotes.line.url')}
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://"
        messageValues={{ host: urlExampleHost(line.url) }}
        {...field('url')}
      />
      <LineField label={t('quotes.line.name')} autoComplete="off" {...field('name')} />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <LineField label={t('quotes.line.size')} autoComplete="off" {...field('size')} />
        <LineField label={t('quotes.line.colour')} autoComplete="off" {...field('colour')} />
      </div>
      <LineField label={t('quotes.line.notes')} autoComplete="off" {...field('notes')} />
      <div className="grid grid-cols-2 gap-x-4">
        <LineField label={t('quotes.line.quantity')} inputMode="numeric" {...field('quantity')} />
        <LineField
          label={t('quotes.line.unit_price')}
          inputMode="decimal"
          hint={t('quotes.line.unit_price_hint')}
          {...field('unit_price')}
        />
      </div>
      {removable && (
        <button
          type="button"
          className="text-sm font-medium text-danger underline disabled:opacity-50"
          disabled={!hydrated}
          onClick={onRemove}
          data-testid="order-form-remove"
        >
          {t('quotes.form.remove_line', { number: index + 1 })}
        </button>
      )}
    </fieldset>
  );
}
