import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCurrentLocale } from '@/lib/app-context';
import { useI18n } from '@/lib/i18n';
import { reservationQueryOptions } from '../api/reservation-queries';
import { ReservationSummary } from './reservation-summary';

/**
 * /reservation/success: where the provider sends the shopper after paying the deposit. The shop asked the
 * provider before answering, so a paid deposit shows as paid even before its notification; one still pending
 * says so and links back to the confirm page.
 */
export function ReservationSuccessPage({ id, token }: { id: number; token: string | undefined }) {
  const { t } = useI18n();
  const locale = useCurrentLocale();
  const { data: reservation } = useSuspenseQuery(reservationQueryOptions(id, token));
  const paid = reservation.status === 'paid' || reservation.status === 'ready';
  return (
    <article
      aria-labelledby="page-title"
      className="mx-auto w-full max-w-3xl"
      data-testid="reservation-success"
    >
      <h1 id="page-title" className="mb-4 text-3xl font-bold">
        {paid ? t('reservations.success.title') : t('reservations.success.pending_title')}
      </h1>
      <p
        role="status"
        className="mb-4 rounded border border-success p-4"
        data-testid="reservation-success-text"
      >
        {paid
          ? t('reservations.success.text', { number: reservation.number, email: reservation.email })
          : t('reservations.success.pending_text', { number: reservation.number })}
      </p>
      <ReservationSummary reservation={reservation} />
      {!paid && (
        <Link
          to="/{-$locale}/iphone-reservation/confirm/$id"
          params={{ locale, id: String(reservation.id) }}
          search={{ token: reservation.token }}
          className="inline-block rounded bg-accent px-4 py-2 font-medium text-on-accent"
        >
          {t('reservations.success.back')}
        </Link>
      )}
    </article>
  );
}
