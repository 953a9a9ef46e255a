import {
  CLAIM_RESOLUTIONS,
  CLAIM_UPLOAD_LIMITS,
  type ClaimCreateResponse,
  type ClaimFields,
  type ClaimOrderResponse,
  type ClaimResolution,
} from '@storefront/shared-types';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ChoiceOption } from '@/components/forms/choice-option';
import { FormAlert, FormNotice } from '@/components/forms/fields';
import { apiOf } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { useBootstrap, useCurrentLocale } from '@/lib/app-context';
import { REQUEST_FAILED_KEY } from '@/lib/forms/server-errors';
import { useT } from '@/lib/i18n';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { languageIdOf } from '@/lib/language-id';
import { useCurrentUser } from '@/lib/session/current-user';
import { useHydrated } from '@/lib/use-hydrated';
import { claimableOrdersQueryOptions } from '../api/claimable-orders-query';
import { submitClaim } from '../api/submit-claim';
import { CLAIM_FILE_ACCEPT, claimFilesProblem } from '../claim-files';
import { CLAIM_RESOLUTION_KEYS, CLAIM_STATUS_KEYS } from '../claim-labels';

const FIELDSET = 'mb-6 min-w-0 rounded border border-line p-4';
const LEGEND = 'px-1 text-lg font-semibold';
const INPUT = 'w-full rounded border border-line bg-surface px-3 py-2';

type Errors = Record<string, string>;
/** The first refusal whose field starts with `prefix` (`items` covers items.0, files covers files.3). */
const errorOf = (errors: Errors, ...prefixes: string[]) =>
  Object.entries(errors).find(([field]) =>
    prefixes.some((p) => field === p || field.startsWith(`${p}.`)),
  )?.[1];

/**
 * /claim-form and /claim-form-pro (#28): a warranty claim. Signed in, the shopper picks one of their orders; a
 * guest names the order by its number and e-mail. Then the item (several, with quantities, on the pro form), the
 * fault, up to 5 photos or one PDF, and what they want. The answer is the claim's number; its status shows on the
 * order's page. Decision: one item per claim on the shopper's form (a second fault is a second claim, each with
 * its own photos); the pro form adds the company and several items in one claim, as a business returns a batch.
 */
export function ClaimFormPage({ pro, initialOrder }: { pro: boolean; initialOrder?: string | undefined }) {
  const t = useT();
  const locale = useCurrentLocale();
  const bootstrap = useBootstrap();
  const user = useCurrentUser();
  const hydrated = useHydrated();
  const queryClient = useQueryClient();
  const languageId = languageIdOf(bootstrap, locale);
  const ids = { number: useId(), email: useId(), description: useId(), files: useId() };
  const orders = useQuery({
    ...claimableOrdersQueryOptions(languageId),
    enabled: user !== null,
  });
  const [number, setNumber] = useState(initialOrder ?? '');
  const [email, setEmail] = useState('');
  const [order, setOrder] = useState<ClaimOrderResponse | null>(null);
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [description, setDescription] = useState('');
  const [resolution, setResolution] = useState<ClaimResolution>('repair');
  const [files, setFiles] = useState<File[]>([]);
  const [company, setCompany] = useState({ name: '', vat_number: '', contact: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string>();
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<ClaimCreateResponse | null>(null);
  // One key per claim being filed: a double click or a retry after a lost answer files it once.
  const key = useRef(newIdempotencyKey());

  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.fields && Object.keys(error.fields).length > 0) {
      setErrors(error.fields);
      setFormError(Object.values(error.fields)[0]);
    } else if (error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500) {
      setFormError(error.message);
    } else setFormError(REQUEST_FAILED_KEY);
  };

  // A new choice of files answers the refusal of the old ones: their field errors go, and so does the form's alert
  // when it was one of them (any other refusal stays until the form is sent again).
  function chooseFiles(chosen: File[]) {
    setFiles(chosen);
    const isFiles = (field: string) => field === 'files' || field.startsWith('files.');
    const fileMessages = Object.entries(errors)
      .filter(([field]) => isFiles(field))
      .map(([, message]) => message);
    if (fileMessages.length === 0) return;
    const rest = Object.fromEntries(Object.entries(errors).filter(([field]) => !isFiles(field)));
    setErrors(rest);
    if (formError && fileMessages.includes(formError)) setFormError(Object.values(rest)[0]);
  }

  async function findOrder(chosen: string) {
    setNumber(chosen);
    setOrder(null);
    setQuantities({});
    setErrors({});
    setFormError(undefined);
    if (!chosen) return;
    try {
      const body = user ? { number: chosen } : { number: chosen, email };
      const found = await apiOf(queryClient).call('claimOrder', { body });
      setOrder(found);
      // The shopper's form claims one item: the only one is chosen for them.
      if (found.lines.length === 1 && found.lines[0]) setQuantities({ [found.lines[0].id]: 1 });
    } catch (error) {
      failed(error);
    }
  }

  // Come from an order's page (?order=OR…): that order is chosen once the page is live.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !hydrated || !initialOrder || !user) return;
    started.current = true;
    void findOrder(initialOrder);
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!order) return;
    const items = Object.entries(quantities)
      .filter(([, quantity]) => quantity > 0)
      .map(([line, quantity]) => ({ line_id: Number(line), quantity }));
    const local: Errors = {};
    if (items.length === 0) local.items = 'claims.form.choose_item';
    if (description.trim().length < CLAIM_UPLOAD_LIMITS.description_min)
      local.description = 'claims.form.describe';
    const fileProblem = claimFilesProblem(files);
    if (fileProblem) local.files = fileProblem;
    setErrors(local);
    if (Object.keys(local).length > 0) {
      setFormError(Object.values(local)[0]);
      return;
    }
    const fields: ClaimFields = {
      order_number: order.number,
      ...(user ? {} : { email }),
      items,
      description,
      resolution,
      ...(pro ? { company } : {}),
      language_id: languageId,
      idempotency_key: key.current,
    };
    setPending(true);
    setFormError(undefined);
    try {
      setDone(await submitClaim(fields, files));
      key.current = newIdempotencyKey();
      await queryClient.invalidateQueries({ queryKey: ['my-orders', 'claims'] });
    } catch (error) {
      failed(error);
    } finally {
      setPending(false);
    }
  }

  if (done) {
    return (
      <section aria-labelledby="page-title" className="mx-auto w-full max-w-2xl" data-testid="claim-done">
        <h1 id="page-title" className="mb-4 text-3xl font-bold">
          {t('claims.done.title', { number: done.claim.number })}
        </h1>
        <FormNotice>
          {t('claims.done.status')}{' '}
          <span data-testid="claim-done-status">{t(CLAIM_STATUS_KEYS[done.claim.status])}</span>
        </FormNotice>
        <p className="mb-4">{t('claims.done.mail')}</p>
        {user && (
          <Link
            to="/{-$locale}/my-orders/$slug"
            params={{ locale, slug: done.claim.order_number }}
            className="font-medium text-accent underline"
            data-testid="claim-order-link"
          >
            {t('claims.done.order_link', { number: done.claim.order_number })}
          </Link>
        )}
      </section>
    );
  }

  const title = pro ? t('shell.page.claim_form_pro') : t('shell.page.claim_form');
  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-2xl" data-testid="claim-form">
      <h1 id="page-title" className="mb-2 text-3xl font-bold">
        {title}
      </h1>
      <p className="mb-6 text-muted">{t('claims.form.intro')}</p>
      <form onSubmit={submit} noValidate>
        <fieldset className={FIELDSET}>
          <legend className={LEGEND}>{t('claims.form.order')}</legend>
          {user ? (
            <>
              <label htmlFor={ids.number} className="mb-1 block text-sm font-medium">
                {t('claims.form.choose_order')}
              </label>
              <select
                id={ids.number}
                className={INPUT}
                value={number}
                onChange={(event) => void findOrder(event.target.value)}
                data-testid="claim-order-select"
              >
                <option value="">{t('claims.form.choose_order_placeholder')}</option>
                {(orders.data ?? []).map((item) => (
                  <option key={item.id} value={item.number}>
                    {item.number}
                  </option>
                ))}
              </select>
              {orders.data?.length === 0 && (
                <p className="mt-2 text-sm text-muted" data-testid="claim-no-orders">
                  {t('claims.form.no_orders')}
                </p>
              )}
            </>
          ) : (
            <div className="grid gap-3 sm:grid-cols-2">
              <div>
                <label htmlFor={ids.number} className="mb-1 block text-sm font-medium">
                  {t('claims.form.order_number')}
                </label>
                <input
                  id={ids.number}
                  className={INPUT}
                  value={number}
                  onChange={(e) => setNumber(e.target.value)}
                />
              </div>
              <div>
                <label htmlFor={ids.email} className="mb-1 block text-sm font-medium">
                  {t('claims.form.order_email')}
                </label>
                <input
                  id={ids.email}
                  type="email"
                  autoComplete="email"
                  className={INPUT}
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                />
              </div>
              <button
                type="button"
                className="rounded border border-accent px-4 py-2 font-medium text-accent sm:col-span-2"
                disabled={!hydrated}
                onClick={() => void findOrder(number.trim())}
              >
                {t('claims.form.find_order')}
              </button>
            </div>
          )}
        </fieldset>

        {order && (
          <>
            <fieldset className={FIELDSET} data-testid="claim-items">
              <legend className={LEGEND}>{pro ? t('claims.form.items') : t('claims.form.item')}</legend>
              <ul className="grid gap-2">
                {order.lines.map((line) =>
                  pro ? (
                    <li key={line.id} className="flex items-center justify-between gap-3">
                      <label htmlFor={`claim-line-${line.id}`} className="min-w-0 break-words">
                        {line.name} <span className="text-muted">(≤ {line.quantity})</span>
                      </label>
                      <input
                        id={`claim-line-${line.id}`}
                        type="number"
                        min={0}
                        max={line.quantity}
                        className="w-20 rounded border border-line px-2 py-1"
                        value={quantities[line.id] ?? 0}
                        onChange={(e) =>
                          setQuantities((q) => ({
                            ...q,
                            [line.id]: Math.max(0, Math.min(line.quantity, Number(e.target.value) || 0)),
                          }))
                        }
                      />
                    </li>
                  ) : (
                    <li key={line.id}>
                      <ChoiceOption
                        name="claim-item"
                        value={String(line.id)}
                        checked={(quantities[line.id] ?? 0) > 0}
                        onChange={() => setQuantities({ [line.id]: 1 })}
                        label={line.name}
                        aside={<span className="text-muted">× {line.quantity}</span>}
                        testId="claim-item"
                      />
                    </li>
                  ),
                )}
              </ul>
              <FieldError message={errorOf(errors, 'items')} />
            </fieldset>

            {pro && (
              <fieldset className={FIELDSET} data-testid="claim-company">
                <legend className={LEGEND}>{t('claims.form.company')}</legend>
                {(['name', 'vat_number', 'contact'] as const).map((field) => (
                  <div key={field} className="mb-3">
                    <label htmlFor={`claim-company-${field}`} className="mb-1 block text-sm font-medium">
                      {t(`claims.form.company_${field}`)}
                    </label>
                    <input
                      id={`claim-company-${field}`}
                      className={INPUT}
                      value={company[field]}
                      onChange={(e) => setCompany((c) => ({ ...c, [field]: e.target.value }))}
                    />
                    <FieldError message={errorOf(errors, `company.${field}`)} />
                  </div>
                ))}
              </fieldset>
            )}

            <fieldset className={FIELDSET}>
              <legend className={LEGEND}>{t('claims.form.fault')}</legend>
              <label htmlFor={ids.description} className="mb-1 block text-sm font-medium">
                {t('claims.form.description')}
              </label>
              <textarea
                id={ids.description}
                rows={5}
                maxLength={CLAIM_UPLOAD_LIMITS.description_max}
                className={INPUT}
                value={description}
                onChange={(e) => setDescription(e.target.value)}
                data-testid="claim-description"
              />
              <FieldError message={errorOf(errors, 'description')} />
              <label htmlFor={ids.files} className="mt-4 mb-1 block text-sm font-medium">
                {t('claims.form.files')}
              </label>
              <p className="mb-2 text-sm text-muted">{t('claims.form.files_hint')}</p>
              <input
                id={ids.files}
                type="file"
                multiple
                accept={CLAIM_FILE_ACCEPT}
                className="block w-full text-sm file:mr-3 file:cursor-pointer file:rounded file:border file:border-accent file:bg-surface file:px-3 file:py-1.5 file:font-medium file:text-accent"
                onChange={(e) => chooseFiles(Array.from(e.target.files ?? []))}
                data-testid="claim-files"
              />
              {files.length > 0 && (
                <ul className="mt-2 text-sm" data-testid="claim-file-list">
                  {files.map((file, index) => (
                    // Two chosen files may share name, size and date (copies from two folders): a key made of them
                    // is not unique and React then keeps rows of an earlier choice. The list is replaced whole on
                    // each choice and its rows hold no state, so the position is the key.
                    // biome-ignore lint/suspicious/noArrayIndexKey: see above
                    <li key={index} className="break-all">
                      {file.name} · {Math.ceil(file.size / 1024)} KB
                    </li>
                  ))}
                </ul>
              )}
              <FieldError message={errorOf(errors, 'files')} />
            </fieldset>

            <fieldset className={FIELDSET}>
              <legend className={LEGEND}>{t('claims.form.resolution')}</legend>
              <div className="grid gap-2">
                {CLAIM_RESOLUTIONS.map((option) => (
                  <ChoiceOption
                    key={option}
                    name="claim-resolution"
                    value={option}
                    checked={resolution === option}
                    onChange={() => setResolution(option)}
                    label={t(CLAIM_RESOLUTION_KEYS[option])}
                    testId={`claim-resolution-${option}`}
                  />
                ))}
              </div>
            </fieldset>
          </>
        )}

        <FormAlert message={formError} />
        {order && (
          <button
            type="submit"
            disabled={!hydrated || pending}
            aria-busy={pending || undefined}
            className="w-full rounded bg-accent px-4 py-2 font-medium text-on-accent disabled:opacity-60"
            data-testid="claim-submit"
          >
            {pending ? t('claims.form.sending') : t('claims.form.submit')}
          </button>
        )}
      </form>
    </section>
  );
}

function FieldError({ message }: { message: string | undefined }) {
  const t = useT();
  if (!message) return null;
  return <p className="mt-1 text-sm text-danger">{t(message)}</p>;
}
