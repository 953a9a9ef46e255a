import type { FormEvent, InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { useId } from 'react';
import type { FieldError } from 'react-hook-form';
import { prefetchContract } from '@/lib/forms/contract-resolver';
import type { BoundField, FieldProps } from '@/lib/forms/use-contract-form';
import { useT } from '@/lib/i18n';
import { useHydrated } from '@/lib/use-hydrated';

// The pieces every account form is made of. Messages are translation keys (the contract's and the server's),
// translated where they are shown; an input names its message with aria-describedby and aria-invalid.

const INPUT =
  'w-full rounded border border-line bg-surface px-3 py-2 text-ink outline-offset-2 focus:outline-2 focus:outline-accent aria-invalid:border-danger';

/** The message under a field; its id is what the input's aria-describedby points at. */
function FieldMessage({ id, error }: { id: string; error: FieldError | undefined }) {
  const t = useT();
  if (!error?.message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-danger">
      {t(error.message)}
    </p>
  );
}

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  registration: FieldProps;
  error: FieldError | undefined;
  hint?: string;
};

export function TextField({ label, registration, error, hint, type = 'text', ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="mb-4">
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type={type}
        className={INPUT}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
        {...registration}
      />
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      <FieldMessage id={errorId} error={error} />
    </div>
  );
}

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  registration: FieldProps;
  error: FieldError | undefined;
  options: ReadonlyArray<{ value: string | number; label: string }>;
};

export function SelectField({ label, registration, error, options, ...select }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="mb-4">
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        className={INPUT}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...select}
        {...registration}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessage id={errorId} error={error} />
    </div>
  );
}

export function CheckboxField({ label, registration }: { label: string; registration: FieldProps }) {
  const id = useId();
  return (
    <div className="mb-4 flex items-start gap-2">
      <input id={id} type="checkbox" className="mt-1 size-4 accent-accent" {...registration} />
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
    </div>
  );
}

/** The form's own message (a refusal that names no field shown), announced as it appears. */
export function FormAlert({ message }: { message: string | undefined }) {
  const t = useT();
  return (
    <div role="alert" className="empty:hidden">
      {message && (
        <p className="mb-4 rounded border border-danger px-3 py-2 text-sm text-danger">{t(message)}</p>
      )}
    </div>
  );
}

/** A confirmation after a call went through (announced politely). */
export function FormNotice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="mb-4 rounded border border-success px-3 py-2 text-sm text-success">
      {children}
    </p>
  );
}

/**
 * Disabled until the page is hydrated (the server's HTML form has no handler yet, and a browser's own submit
 * would put the password in a URL) and while the call is on its way.
 */
export function SubmitButton({
  children,
  pending,
  className = 'w-full rounded bg-accent px-4 py-2 font-medium text-on-accent disabled:opacity-60',
  testId,
}: {
  children: ReactNode;
  pending: boolean;
  className?: string;
  testId?: string;
}) {
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      disabled={!hydrated || pending}
      aria-busy={pending || undefined}
      className={className}
      data-testid={testId}
    >
      {children}
    </button>
  );
}

/** A form that never submits itself: the handler calls the bff; focusing it starts loading the schemas. */
export function AccountForm({
  onSubmit,
  children,
  label,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
  /** The form's accessible name (its heading's text). */
  label: string;
}) {
  return (
    <form method="post" noValidate aria-label={label} onSubmit={onSubmit} onFocus={prefetchContract}>
      {children}
    </form>
  );
}

// The account fields that several forms share, each with its label, input type, autofill and hint.

export function EmailField(props: BoundField) {
  const t = useT();
  return <TextField label={t('account.fields.email')} type="email" autoComplete="email" {...props} />;
}

/** First and last name side by side (from the sm width); `section` scopes autofill, e.g. `shipping`. */
export function NameFields({
  first,
  last,
  section,
}: {
  first: BoundField;
  last: BoundField;
  section?: string;
}) {
  const t = useT();
  const scope = section ? `${section} ` : '';
  return (
    <div className="grid gap-x-4 sm:grid-cols-2">
      <TextField label={t('account.fields.first_name')} autoComplete={`${scope}given-name`} {...first} />
      <TextField label={t('account.fields.last_name')} autoComplete={`${scope}family-name`} {...last} />
    </div>
  );
}

/** The §5 phone rule's field, with the rule as its hint; an account's own phone may be left empty. */
export function PhoneField({
  optional,
  section,
  ...props
}: BoundField & { optional: boolean; section?: string }) {
  const t = useT();
  return (
    <TextField
      label={optional ? t('account.fields.phone_optional') : t('account.fields.phone')}
      type="tel"
      autoComplete={section ? `${section} tel` : 'tel'}
      hint={t('account.fields.phone_hint')}
      {...props}
    />
  );
}

/** A password being chosen, and the same again (register, reset, change). */
export function NewPasswordFields({
  password,
  confirmation,
  replacing,
}: {
  password: BoundField;
  confirmation: BoundField;
  /** A new password for an account that has one (reset, change): labelled "new password". */
  replacing: boolean;
}) {
  const t = useT();
  return (
    <div className="grid gap-x-4 sm:grid-cols-2">
      <TextField
        label={replacing ? t('account.fields.new_password') : t('account.fields.password')}
        type="password"
        autoComplete="new-password"
        hint={t('account.fields.password_hint')}
        {...password}
      />
      <TextField
        label={t('account.fields.password_confirmation')}
        type="password"
        autoComplete="new-password"
        {...confirmation}
      />
    </div>
  );
}
