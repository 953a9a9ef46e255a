import { useQuery } from '@tanstack/react-query';
import { formatDate, formatDateTime } from '@/lib/date-time';
import { useT } from '@/lib/i18n';
import { orderStatusKey } from '@/lib/order-labels';
import { trackParcelQueryOptions } from '../api/track-parcel-query';
import { parcelEventLabel } from '../parcel-event-label';
import { TrackingForm } from './tracking-form';

/**
 * /tracking/{number}: the parcel's status, expected delivery and events (time, place, status), newest first. An
 * unknown number (or one the visitor may not see: they look the same) says so on the page, with the form.
 */
export function TrackingPage({ number }: { number: string }) {
  const t = useT();
  const { data: parcel, isError, isPending, refetch } = useQuery(trackParcelQueryOptions(number));
  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-3xl" data-testid="tracking-page">
      <h1 id="page-title" className="mb-4 text-3xl font-bold break-words">
        {t('tracking.title', { number })}
      </h1>
      {isError ? (
        <div role="alert" className="mb-6 rounded border border-danger p-4">
          <p className="mb-3">{t('tracking.failed')}</p>
          <button
            type="button"
            className="rounded bg-accent px-4 py-2 font-medium text-on-accent"
            onClick={() => void refetch()}
          >
            {t('orders.list.retry')}
          </button>
        </div>
      ) : isPending ? (
        <p className="mb-6 text-muted">{t('shell.loading')}</p>
      ) : parcel === null ? (
        <p role="status" className="mb-6 rounded border border-line p-4" data-testid="tracking-unknown">
          {t('tracking.unknown', { number })}
        </p>
      ) : (
        <>
          <dl className="mb-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded border border-line p-4">
            <dt className="text-muted">{t('tracking.status')}</dt>
            <dd className="font-semibold" data-testid="tracking-status">
              {t(orderStatusKey(parcel.status))}
            </dd>
            {parcel.expected_delivery && (
              <>
                <dt className="text-muted">{t('tracking.expected')}</dt>
                <dd data-testid="tracking-expected">{formatDate(parcel.expected_delivery)}</dd>
              </>
            )}
          </dl>
          <h2 className="mb-3 text-xl font-semibold">{t('tracking.events')}</h2>
          {parcel.events.length === 0 ? (
            <p className="mb-6">{t('tracking.no_events')}</p>
          ) : (
            <ol className="mb-6 border-l-2 border-line pl-4" data-testid="tracking-events">
              {parcel.events.map((event, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the shop's events have no id and keep their order.
                <li key={index} className="relative mb-4" data-testid="tracking-event">
                  <span
                    aria-hidden="true"
                    className="absolute -left-[1.4rem] top-1.5 size-3 rounded-full bg-accent"
                  />
                  <p className="text-sm text-muted">
                    <span className="sr-only">{t('tracking.event_time')}: </span>
                    <time dateTime={event.at}>{formatDateTime(event.at)}</time>
                    {event.place && (
                      <>
                        {' · '}
                        <span className="sr-only">{t('tracking.event_place')}: </span>
                        {event.place}
                      </>
                    )}
                  </p>
                  <p className="font-medium">
                    <span className="sr-only">{t('tracking.event_status')}: </span>
                    {parcelEventLabel(event.status, t)}
                  </p>
                  {event.description && <p className="text-sm">{event.description}</p>}
                </li>
              ))}
            </ol>
          )}
        </>
      )}
      <h2 className="mb-2 text-lg font-semibold">{t('tracking.another')}</h2>
      <TrackingForm />
    </section>
  );
}
