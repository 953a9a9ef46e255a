import { htmlLang, type Reservation, type ReservationStatus } from '@storefront/shared-types';
import { formatDate, formatDateTime } from '@/lib/date-time';
import { useI18n } from '@/lib/i18n';
import { formatMoney } from '@/lib/money/price-display';

export const RESERVATION_STATUS_KEYS: Record<ReservationStatus, string> = {
  awaiting_deposit: 'reservations.status.awaiting_deposit',
  paid: 'reservations.status.paid',
  ready: 'reservations.status.ready',
  lapsed: 'reservations.status.lapsed',
  cancelled: 'reservations.status.cancelled',
};

/** What was reserved: the phone, its price and deposit, the expected date, the status and the contact. */
export function ReservationSummary({ reservation }: { reservation: Reservation }) {
  const { t, locale } = useI18n();
  const money = (amount: number) => formatMoney(amount, reservation.currency, htmlLang(locale));
  const { model } = reservation;
  return (
    <dl className="mb-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded border border-line p-4 text-sm">
      <dt className="text-muted">{t('reservations.field.model')}</dt>
      <dd className="font-semibold" data-testid="reservation-model">
        {model.name}, {model.storage}, {model.colour}
      </dd>
      <dt className="text-muted">{t('reservations.field.price')}</dt>
      <dd>{money(model.price)}</dd>
      <dt className="text-muted">{t('reservations.field.deposit')}</dt>
      <dd data-testid="reservation-deposit">{money(reservation.deposit)}</dd>
      <dt className="text-muted">{t('reservations.field.expected')}</dt>
      <dd>{formatDate(model.expected_date)}</dd>
      <dt className="text-muted">{t('reservations.field.status')}</dt>
      <dd data-testid="reservation-status">{t(RESERVATION_STATUS_KEYS[reservation.status])}</dd>
      {reservation.status === 'awaiting_deposit' && (
        <>
          <dt className="text-muted">{t('reservations.field.pay_until')}</dt>
          <dd>{formatDateTime(reservation.expires_at)}</dd>
        </>
      )}
      <dt className="text-muted">{t('reservations.field.email')}</dt>
      <dd className="break-all">{reservation.email}</dd>
    </dl>
  );
}
