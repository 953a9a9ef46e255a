import { htmlLang, type Reservation, type ReservationStatus } from '@storefront/shared-types';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useRef, useState } from 'react';
import { ChoiceOption } from '@/components/forms/choice-option';
import { FormAlert } from '@/components/forms/fields';
import { apiOf } from '@/lib/api-client';
import { useCurrentLocale } from '@/lib/app-context';
import { callMessageOf } from '@/lib/forms/call-message';
import { useI18n } from '@/lib/i18n';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { formatMoney } from '@/lib/money/price-display';
import { PROVIDER_KEYS } from '@/lib/order-labels';
import { CURRENT_USER_KEY } from '@/lib/session/current-user';
import { useHydrated } from '@/lib/use-hydrated';
import { reservationQueryOptions } from '../api/reservation-queries';
import { depositChoices } from '../reservation-payment-choices';
import { ReservationSummary } from './reservation-summary';

/** What a reservation no longer awaiting its deposit says instead of the payment form. */
const STATE_KEYS: Record<Exclude<ReservationStatus, 'awaiting_deposit'>, string> = {
  paid: 'reservations.confirm.state.paid',
  ready: 'reservations.confirm.state.ready',
  lapsed: 'reservations.confirm.state.lapsed',
  cancelled: 'reservations.confirm.state.cancelled',
};

/**
 * /iphone-reservation/confirm/{id}: the reservation reviewed, and its deposit paid through a provider (the
 * sandbox's hosted page) or, for its signed-in owner, the balance. Back from a declined card it says so.
 */
export function ReservationConfirmPage(props: {
  id: number;
  token: string | undefined;
  declined: boolean;
  languageId: number;
}) {
  const { t } = useI18n();
  const { data: reservation } = useSuspenseQuery(reservationQueryOptions(props.id, props.token));
  return (
    <article
      aria-labelledby="page-title"
      className="mx-auto w-full max-w-3xl"
      data-testid="reservation-confirm"
    >
      <h1 id="page-title" className="mb-4 text-3xl font-bold">
        {t('reservations.confirm.title', { number: reservation.number })}
      </h1>
      {props.declined && reservation.status === 'awaiting_deposit' && (
        <p role="alert" className="mb-4 rounded border border-danger px-3 py-2 text-danger">
          {t('reservations.confirm.declined')}
        </p>
      )}
      <ReservationSummary reservation={reservation} />
      {reservation.status === 'awaiting_deposit' ? (
        <PayDepositForm reservation={reservation} token={props.token} languageId={props.languageId} />
      ) : (
        <p role="status" className="rounded border border-line p-4" data-testid="reservation-state">
          {t(STATE_KEYS[reservation.status])}
        </p>
      )}
    </article>
  );
}

function PayDepositForm({
  reservation,
  token,
  languageId,
}: {
  reservation: Reservation;
  token: string | undefined;
  languageId: number;
}) {
  const { t, locale } = useI18n();
  const routeLocale = useCurrentLocale();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const choices = depositChoices(reservation);
  const [method, setMethod] = useState<number | null>(choices[0]?.id ?? null);
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const keys = useRef(new Map<number, string>());
  const money = (amount: number) => formatMoney(amount, reservation.currency, htmlLang(locale));

  const pay = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (method === null) {
      setError('checkout.form.choose_payment');
      return;
    }
    const key = keys.current.get(method) ?? newIdempotencyKey();
    keys.current.set(method, key);
    setPending(true);
    setError(undefined);
    try {
      const answer = await apiOf(queryClient).call('reservationPay', {
        body: {
          id: reservation.id,
          ...(token ? { token } : {}),
          payment_method_id: method,
          language_id: languageId,
          idempotency_key: key,
        },
      });
      if (answer.redirect_url) {
        window.location.assign(answer.redirect_url);
        return;
      }
      // Paid from the balance at once: the balance changed too; the success page confirms it.
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      await navigate({
        to: '/{-$locale}/reservation/success',
        params: { locale: routeLocale },
        search: { reservation_id: reservation.id, token: reservation.token },
      });
    } catch (failure) {
      setError(callMessageOf(failure, 'checkout.form.generic'));
      setPending(false);
    }
  };

  return (
    <form
      method="post"
      noValidate
      aria-label={t('reservations.confirm.pay_with')}
      onSubmit={(e) => void pay(e)}
    >
      <fieldset className="mb-6 rounded border border-line p-4">
        <legend className="px-1 text-lg font-semibold">{t('reservations.confirm.pay_with')}</legend>
        <div className="grid gap-2">
          {choices.map((choice) => (
            <ChoiceOption
              key={choice.id}
              name="payment_method"
              value={String(choice.id)}
              checked={method === choice.id}
              onChange={() => setMethod(choice.id)}
              label={
                choice.balance
                  ? t('invoice.pay_balance', { balance: money(reservation.balance_available) })
                  : t(PROVIDER_KEYS[choice.id] ?? 'checkout.payment.method')
              }
              testId={`reservation-payment-${choice.id}`}
            />
          ))}
        </div>
      </fieldset>
      <FormAlert message={error} />
      <button
        type="submit"
        disabled={!hydrated || pending}
        aria-busy={pending || undefined}
        className="w-full rounded bg-accent px-4 py-3 font-semibold text-on-accent disabled:opacity-60 sm:w-auto"
        data-testid="reservation-pay"
      >
        {t('reservations.confirm.pay', { amount: money(reservation.deposit) })}
      </button>
    </form>
  );
}
