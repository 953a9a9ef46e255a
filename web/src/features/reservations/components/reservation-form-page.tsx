import { htmlLang, type ReservationModel } from '@storefront/shared-types';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useId, useRef, useState } from 'react';
import { ChoiceOption } from '@/components/forms/choice-option';
import { FormAlert } from '@/components/forms/fields';
import { apiOf } from '@/lib/api-client';
import { useCurrentLocale } from '@/lib/app-context';
import { formatDate } from '@/lib/date-time';
import { formErrorsOf } from '@/lib/forms/server-errors';
import { useI18n } from '@/lib/i18n';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { formatMoney } from '@/lib/money/price-display';
import { useCurrentUser } from '@/lib/session/current-user';
import { useHydrated } from '@/lib/use-hydrated';
import { reservationModelsQueryOptions } from '../api/reservation-queries';

const INPUT =
  'w-full rounded border border-line bg-surface px-3 py-2 text-ink outline-offset-2 focus:outline-2 focus:outline-accent aria-invalid:border-danger';
const SHOWN_FIELDS = ['model_id', 'name', 'email', 'accept_policy'] as const;

/**
 * /iphone-reservation: the site's phone models (price, deposit, expected date, units left); the shopper picks one,
 * gives a name (and, signed out, an e-mail), accepts the reservation policy and reserves. The reservation then
 * awaits its deposit on its confirm page (its link carries the token, so a guest can pay).
 */
export function ReservationFormPage({ languageId }: { languageId: number }) {
  const { t, locale } = useI18n();
  const routeLocale = useCurrentLocale();
  const { data } = useSuspenseQuery(reservationModelsQueryOptions());
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const ids = { name: useId(), email: useId(), policy: useId() };
  const firstAvailable = data.models.find((m) => m.available > 0);
  const [modelId, setModelId] = useState<number | null>(firstAvailable?.id ?? null);
  const [name, setName] = useState(user ? `${user.first_name} ${user.last_name}`.trim() : '');
  const [email, setEmail] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  // One key per filled-in form: a double submit (or a retry after a lost answer) makes one reservation.
  const key = useRef(newIdempotencyKey());
  const money = (model: ReservationModel, amount: number) =>
    formatMoney(amount, model.currency, htmlLang(locale));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (modelId === null) missing.model_id = 'reservations.form.choose_model';
    if (!name.trim()) missing.name = 'account.forms.required';
    if (!user && !email.trim()) missing.email = 'account.forms.required';
    if (!accepted) missing.accept_policy = 'reservations.errors.policy_required';
    setFields(missing);
    setFormError(undefined);
    if (modelId === null || !accepted || Object.keys(missing).length > 0) return;
    setPending(true);
    try {
      const made = await apiOf(queryClient).call('reservationCreate', {
        body: {
          model_id: modelId,
          name,
          ...(user ? {} : { email }),
          accept_policy: accepted,
          language_id: languageId,
          idempotency_key: key.current,
        },
      });
      await queryClient.invalidateQueries({ queryKey: reservationModelsQueryOptions().queryKey });
      await navigate({
        to: '/{-$locale}/iphone-reservation/confirm/$id',
        params: { locale: routeLocale, id: String(made.id) },
        search: { token: made.token },
      });
    } catch (failure) {
      const errors = formErrorsOf(failure, SHOWN_FIELDS);
      setFields(errors.fields);
      setFormError(errors.form ?? undefined);
      // A refusal changes nothing: the next submit is a new request.
      key.current = newIdempotencyKey();
      setPending(false);
    }
  };

  const describe = (field: string, id: string) =>
    fields[field] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
  const message = (field: string, id: string) =>
    fields[field] ? (
      <p id={`${id}-error`} className="mt-1 text-sm text-danger">
        {t(fields[field])}
      </p>
    ) : null;

  return (
    <article
      aria-labelledby="page-title"
      className="mx-auto w-full max-w-4xl"
      data-testid="reservation-form-page"
    >
      <h1 id="page-title" className="mb-2 text-3xl font-bold">
        {t('reservations.title')}
      </h1>
      <p className="mb-6 text-muted">
        {t('reservations.intro', {
          minutes: String(data.payment_window_min),
          count: String(data.per_customer),
        })}
      </p>
      {data.models.length === 0 ? (
        <p role="status" className="rounded border border-line p-4" data-testid="reservation-none">
          {t('reservations.none')}
        </p>
      ) : (
        <form method="post" noValidate onSubmit={(e) => void submit(e)} aria-label={t('reservations.title')}>
          <fieldset className="mb-6" aria-describedby={fields.model_id ? 'model-error' : undefined}>
            <legend className="mb-2 text-lg font-semibold">{t('reservations.form.model')}</legend>
            <div className="grid gap-2">
              {data.models.map((model) => (
                <ChoiceOption
                  key={model.id}
                  name="model_id"
                  value={String(model.id)}
                  checked={modelId === model.id}
                  onChange={() => setModelId(model.id)}
                  disabled={model.available === 0}
                  label={`${model.name}, ${model.storage}, ${model.colour}`}
                  aside={
                    <span className="block text-sm">
                      <span className="block">{money(model, model.price)}</span>
                      <span className="block text-muted">
                        {t('reservations.form.deposit', { amount: money(model, model.deposit) })}
                      </span>
                      <span className="block text-muted">
                        {t('reservations.form.expected', { date: formatDate(model.expected_date) })}
                      </span>
                      <span className="block text-muted">
                        {model.available > 0
                          ? t('reservations.form.available', { count: String(model.available) })
                          : t('reservations.errors.sold_out')}
                      </span>
                    </span>
                  }
                  testId={`reservation-model-${model.id}`}
                />
              ))}
            </div>
            {fields.model_id && (
              <p id="model-error" className="mt-1 text-sm text-danger">
                {t(fields.model_id)}
              </p>
            )}
          </fieldset>
          <div className="grid gap-x-4 lg:grid-cols-2">
            <div className="mb-4">
              <label htmlFor={ids.name} className="mb-1 block text-sm font-medium">
                {t('reservations.field.name')}
              </label>
              <input
                id={ids.name}
                className={INPUT}
                autoComplete="name"
                value={name}
                onChange={(e) => setName(e.target.value)}
                {...describe('name', ids.name)}
                data-testid="reservation-name"
              />
              {message('name', ids.name)}
            </div>
            <div className="mb-4">
              <label htmlFor={ids.email} className="mb-1 block text-sm font-medium">
                {t('reservations.field.email')}
              </label>
              <input
                id={ids.email}
                type="email"
                className={INPUT}
                autoComplete="email"
                value={user ? user.email : email}
                readOnly={Boolean(user)}
                onChange={(e) => setEmail(e.target.value)}
                {...describe('email', ids.email)}
                data-testid="reservation-email"
              />
              {message('email', ids.email)}
            </div>
          </div>
          <div className="mb-4">
            <div className="flex items-start gap-2">
              <input
                id={ids.policy}
                type="checkbox"
                className="mt-1 size-4 accent-accent"
                checked={accepted}
                onChange={(e) => setAccepted(e.target.checked)}
                {...describe('accept_policy', ids.policy)}
                data-testid="reservation-policy"
              />
              <label htmlFor={ids.policy} className="text-sm">
                {t('reservations.form.accept')}{' '}
                <Link
                  to="/{-$locale}/reservation-policy"
                  params={{ locale: routeLocale }}
                  target="_blank"
                  className="text-accent underline"
                >
                  {t('reservations.form.policy_link')}
                </Link>
              </label>
            </div>
            {message('accept_policy', ids.policy)}
          </div>
          <FormAlert message={formError} />
          <button
            type="submit"
            disabled={!hydrated || pending}
            aria-busy={pending || undefined}
            className="w-full rounded bg-accent px-4 py-3 font-semibold text-on-accent disabled:opacity-60 lg:w-auto"
            data-testid="reservation-submit"
          >
            {t('reservations.form.submit')}
          </button>
        </form>
      )}
    </article>
  );
}
