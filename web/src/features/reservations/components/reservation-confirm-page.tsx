import { htmlLang, type Reservation, type ReservationStatus } from '@storefront/shared-types';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { FormAlert } from '@/components/forms/fields';
import { PaymentChoiceFieldset, PaySubmitButton } from '@/components/forms/payment-choice-fieldset';
import { apiOf } from '@/lib/api-client';
import { useCurrentLocale } from '@/lib/app-context';
import { useI18n } from '@/lib/i18n';
import { formatMoney } from '@/lib/money/price-display';
import { PROVIDER_KEYS } from '@/lib/order-labels';
import { usePayForm } from '@/lib/payments/use-pay-form';
import { CURRENT_USER_KEY } from '@/lib/session/current-user';
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
  const choices = depositChoices(reservation);
  const { method, setMethod, error, pending, onSubmit } = usePayForm({
    initialMethod: choices[0]?.id ?? null,
    pay: (method, key) =>
      apiOf(queryClient).call('reservationPay', {
        body: {
          id: reservation.id,
          ...(token ? { token } : {}),
          payment_method_id: method,
          language_id: languageId,
          idempotency_key: key,
        },
      }),
    // Paid from the balance at once: the balance changed too; the success page confirms it.
    onPaidAtOnce: async () => {
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      await navigate({
        to: '/{-$locale}/reservation/success',
        params: { locale: routeLocale },
        search: { reservation_id: reservation.id, token: reservation.token },
      });
    },
  });
  const money = (amount: number) => formatMoney(amount, reservation.currency, htmlLang(locale));

  return (
    <form method="post" noValidate aria-label={t('reservations.confirm.pay_with')} onSubmit={onSubmit}>
      <PaymentChoiceFieldset
        legend={t('reservations.confirm.pay_with')}
        rows={choices.map((choice) => ({
          id: choice.id,
          label: choice.balance
            ? t('invoice.pay_balance', { balance: money(reservation.balance_available) })
            : t(PROVIDER_KEYS[choice.id] ?? 'checkout.payment.method'),
        }))}
        method={method}
        onChoose={setMethod}
        testIdPrefix="reservation-payment"
      />
      <FormAlert message={error} />
      <PaySubmitButton
        pending={pending}
        label={t('reservations.confirm.pay', { amount: money(reservation.deposit) })}
        testId="reservation-pay"
      />
    </form>
  );
}
