import { CLAIMABLE_ORDER_STATUSES } from '@storefront/shared-types';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCurrentLocale } from '@/lib/app-context';
import { formatDateTime } from '@/lib/date-time';
import { useT } from '@/lib/i18n';
import { orderClaimsQueryOptions } from '../api/order-claims-query';
import { CLAIM_RESOLUTION_KEYS, CLAIM_STATUS_KEYS } from '../claim-labels';

/**
 * An order's warranty claims on its page (#28): each claim's number, status, what was asked and its files (served
 * by the bff only to whoever may see the order), and the way to file one while the order can be claimed (paid and
 * not cancelled: CLAIMABLE_ORDER_STATUSES, the shop's rule; an unpaid, cancelled or expired order's form would only
 * say it cannot be). Loaded after the order (not in its loader): the order's page does not wait for them.
 */
export function OrderClaims({
  number,
  token,
  orderStatus,
}: {
  number: string;
  token: string | undefined;
  /** The order's status, as its page has it. */
  orderStatus: string;
}) {
  const t = useT();
  const locale = useCurrentLocale();
  const { data } = useQuery(orderClaimsQueryOptions(number, token));
  const claims = data?.claims ?? [];
  const claimable = (CLAIMABLE_ORDER_STATUSES as readonly string[]).includes(orderStatus);
  return (
    <section className="mb-6" aria-labelledby="order-claims-title" data-testid="order-claims">
      <h2 id="order-claims-title" className="mb-2 text-xl font-semibold">
        {t('claims.order.title')}
      </h2>
      {claims.length === 0 ? (
        <p className="text-sm">{t('claims.order.none')}</p>
      ) : (
        <ul className="divide-y divide-line text-sm">
          {claims.map((claim) => (
            <li key={claim.id} className="py-2" data-testid="order-claim">
              <p className="flex flex-wrap justify-between gap-2">
                <span className="font-medium">
                  {claim.number} · {formatDateTime(claim.created_at)}
                </span>
                <span className="font-semibold" data-testid="order-claim-status">
                  {t(CLAIM_STATUS_KEYS[claim.status])}
                </span>
              </p>
              <p className="text-muted">
                {claim.items.map((item) => `${item.name} × ${item.quantity}`).join(', ')} ·{' '}
                {t(CLAIM_RESOLUTION_KEYS[claim.resolution])}
              </p>
              {claim.attachments.length > 0 && (
                <p className="mt-1 flex flex-wrap gap-3">
                  {claim.attachments.map((file, index) => (
                    <a
                      key={file.id}
                      href={file.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-accent underline"
                    >
                      {file.content_type === 'application/pdf'
                        ? t('claims.order.pdf')
                        : t('claims.order.photo', { number: index + 1 })}
                    </a>
                  ))}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      {!token && claimable && (
        <Link
          to="/{-$locale}/claim-form"
          params={{ locale }}
          search={{ order: number }}
          className="mt-2 inline-block font-medium text-accent underline"
          data-testid="order-claim-link"
        >
          {t('claims.order.file_claim')}
        </Link>
      )}
    </section>
  );
}
