import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef } from 'react';
import { StatusTimeline } from '@/components/status-timeline';
import { useCurrentLocale } from '@/lib/app-context';
import { formatDateTime } from '@/lib/date-time';
import { useT } from '@/lib/i18n';
import { modals } from '@/lib/modals/modal-store';
import { useMoneyFormatter } from '@/lib/money/use-money';
import { PAYMENT_STATUS_KEYS, PROVIDER_KEYS } from '@/lib/order-labels';
import { shownPaymentOutcome } from '@/lib/payments/payment-outcome';
import { usePaidAtOnce } from '@/lib/payments/use-paid-at-once';
import { useHydrated } from '@/lib/use-hydrated';
import { quoteDetailQueryOptions } from '../api/quote-detail-query';
import { outcomeState, type PaymentOutcome } from '../payment-outcome';
import { quoteStatusKey } from '../quote-labels';
import {
  trackQuoteDeliveryInfo,
  trackQuotePaymentOutcome,
  trackQuotePaymentPageView,
} from '../quote-tracking';
import type { QuoteDetail } from '../quote-types';
import { AddressText } from './address-text';
import { LineOptions } from './line-options';
import { QuotePayForm } from './quote-pay-form';
import { TotalsBox } from './totals-box';

/** How long the page keeps asking after an accepted return whose notification has not arrived yet. */
const CONFIRM_POLL_MS = 2_000;

/**
 * /quotes/{slug}: a quote's lines, value, shipping, delivery fee and total (§3 "Quote (for tracking)"), its expiry,
 * delivery (air/sea and address, re-priced in the recalculate pop-up), questions, timeline and payments; Pay while
 * it is priced. The provider sends the shopper back here with ?payment=accept|decline|fail; a payment from the
 * balance is taken at once, and the page thanks the shopper for it as for an accepted return.
 */
export function QuotePage({
  slug,
  outcome: returned,
  languageId,
}: {
  slug: string;
  outcome: PaymentOutcome | undefined;
  languageId: number;
}) {
  const t = useT();
  const locale = useCurrentLocale();
  const hydrated = useHydrated();
  const { paidAtOnce, markPaidAtOnce, statusRef } = usePaidAtOnce<HTMLParagraphElement>();
  const outcome = shownPaymentOutcome(returned, paidAtOnce);
  const query = useQuery({
    ...quoteDetailQueryOptions(slug),
    // Back from the provider before its notification: ask again until the shop says paid.
    refetchInterval: (q) =>
      outcomeState(outcome, q.state.data?.status ?? '') === 'confirming' ? CONFIRM_POLL_MS : false,
  });
  const quote = query.data;
  const money = useMoneyFormatter(quote?.currency ?? 'EUR');
  useQuoteEvents(quote, outcome);
  if (!quote) return null;

  const state = outcomeState(outcome, quote.status);
  const totals = quote.totals;
  return (
    <article aria-labelledby="page-title" className="mx-auto w-full max-w-5xl" data-testid="quote-page">
      <h1 id="page-title" className="mb-1 text-3xl font-bold">
        {t('quotes.detail.title', { number: quote.number })}
      </h1>
      <p className="mb-4 text-muted">
        {t('quotes.detail.requested', { date: formatDateTime(quote.created_at) })} ·{' '}
        <span className="font-semibold text-ink" data-testid="quote-status">
          {t(quoteStatusKey(quote.status))}
        </span>
      </p>

      {state && (
        <p
          ref={statusRef}
          role="status"
          className={`mb-4 rounded border p-4 ${state === 'paid' ? 'border-success' : state === 'declined' ? 'border-danger' : 'border-line'}`}
          data-testid={`quote-outcome-${state}`}
        >
          {state === 'paid'
            ? t('quotes.outcome.paid', { number: quote.number })
            : state === 'confirming'
              ? t('quotes.outcome.confirming')
              : t('quotes.outcome.declined')}
        </p>
      )}

      {quote.can_pay && totals && (
        // On a phone the amounts and Pay come after the details: say what is due up front, and lead there.
        <p className="mb-4 rounded border border-accent p-4 lg:hidden" data-testid="quote-due">
          {t('quotes.detail.due', { amount: money(totals.total) })}{' '}
          <a href="#quote-pay-form" className="font-semibold text-accent underline">
            {t('quotes.next.pay')}
          </a>
        </p>
      )}
      {quote.can_answer && (
        <div className="mb-4 rounded border border-accent p-4" data-testid="quote-needs-info">
          <p className="mb-3">{t('quotes.detail.needs_info')}</p>
          <Link
            to="/{-$locale}/order-additional-info-needed/$slug"
            params={{ locale, slug: quote.slug }}
            className="inline-block rounded bg-accent px-4 py-2 font-semibold text-on-accent"
            data-testid="quote-answer-link"
          >
            {t('quotes.next.answer')}
          </Link>
        </div>
      )}
      {quote.note && (
        <p className="mb-4 rounded border border-line p-4 whitespace-pre-line" data-testid="quote-note">
          <span className="block font-semibold">{t('quotes.detail.note')}</span>
          {quote.note}
        </p>
      )}
      {quote.status === 'requested' && (
        <p className="mb-4 rounded border border-line p-4">{t('quotes.detail.wait')}</p>
      )}

      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0">
          <Section title={t('quotes.summary.lines')}>
            <QuoteLines quote={quote} money={money} />
          </Section>

          <Section title={t('quotes.detail.delivery')}>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-muted">{t('quotes.summary.method')}</dt>
              <dd data-testid="quote-method">{t(`cart.shipping.${quote.shipping_method}`)}</dd>
              {quote.address && (
                <>
                  <dt className="text-muted">{t('quotes.summary.address')}</dt>
                  <dd>
                    <AddressText address={quote.address} />
                  </dd>
                </>
              )}
              {quote.tracking_number && (
                <>
                  <dt className="text-muted">{t('orders.detail.tracking')}</dt>
                  <dd>
                    <Link
                      to="/{-$locale}/tracking/$id"
                      params={{ locale, id: quote.tracking_number }}
                      className="font-mono text-accent underline"
                      data-testid="quote-tracking"
                    >
                      {quote.tracking_number}
                    </Link>
                  </dd>
                </>
              )}
            </dl>
            {quote.can_recalculate && (
              <button
                type="button"
                className="mt-3 rounded border border-line px-3 py-2 text-sm font-medium"
                disabled={!hydrated}
                onClick={() => modals.open('recalculate', { slug: quote.slug })}
                data-testid="quote-recalculate"
              >
                {t('quotes.detail.change_delivery')}
              </button>
            )}
          </Section>

          {quote.questions.length > 0 && (
            <Section title={t('quotes.questions.title')}>
              <ul className="grid gap-2 text-sm" data-testid="quote-questions">
                {quote.questions.map((question) => (
                  <li key={question.id}>
                    <span className="block font-medium">{question.question}</span>
                    <span className="block text-muted">
                      {question.answer ?? t('quotes.questions.unanswered')}
                    </span>
                  </li>
                ))}
              </ul>
            </Section>
          )}

          <Section title={t('orders.detail.timeline')}>
            <StatusTimeline
              testId="quote-timeline"
              steps={quote.timeline.map((step) => ({ label: t(quoteStatusKey(step.status)), at: step.at }))}
            />
          </Section>

          {quote.payments.length > 0 && (
            <Section title={t('orders.detail.payments')}>
              <ul className="divide-y divide-line text-sm" data-testid="quote-payments">
                {quote.payments.map((payment) => (
                  <li key={payment.id} className="flex flex-wrap justify-between gap-2 py-2">
                    <span>
                      {formatDateTime(payment.created_at)} ·{' '}
                      {t(PROVIDER_KEYS[payment.payment_processor_id] ?? 'checkout.payment.method')}
                    </span>
                    {/* Its status, as the order page shows it: a declined card then a wallet is not paid twice. */}
                    <span>
                      {money(payment.amount)} · {t(PAYMENT_STATUS_KEYS[payment.status] ?? payment.status)}
                    </span>
                  </li>
                ))}
              </ul>
            </Section>
          )}
        </div>

        <div className="min-w-0">
          {totals ? (
            <TotalsBox
              totals={totals}
              money={money}
              title={t('quotes.detail.amounts')}
              testId="quote-totals"
            />
          ) : (
            <TotalsBox
              totals={quote.estimate}
              money={money}
              title={t('quotes.summary.estimate')}
              note={t('quotes.summary.estimate_note')}
              testId="quote-estimate"
            />
          )}
          {quote.expires_at && quote.can_pay && (
            <p className="mt-3 text-sm" data-testid="quote-expires">
              {t('quotes.detail.expires', { date: formatDateTime(quote.expires_at) })}
            </p>
          )}
          {quote.can_pay && totals && (
            <div className="mt-4 scroll-mt-4" id="quote-pay-form">
              <QuotePayForm
                quote={quote}
                total={totals.total}
                languageId={languageId}
                money={money}
                onPaidAtOnce={markPaidAtOnce}
              />
            </div>
          )}
        </div>
      </div>
    </article>
  );
}

/** The §9 quote events of the payment page: view, delivery known, and the provider's outcome on return. */
function useQuoteEvents(quote: QuoteDetail | undefined, outcome: PaymentOutcome | undefined) {
  const payable = quote?.can_pay === true;
  const quoteId = quote?.tracking.quoteId;
  const state = quote ? outcomeState(outcome, quote.status) : null;
  // The latest figures, read by the effects below, which run once per quote (its id), not on each refetch.
  const tracking = useRef(quote?.tracking);
  tracking.current = quote?.tracking;
  useEffect(() => {
    const data = tracking.current;
    if (!payable || !data || data.quoteId !== quoteId) return;
    trackQuotePaymentPageView(data);
    trackQuoteDeliveryInfo(data);
  }, [payable, quoteId]);
  useEffect(() => {
    const data = tracking.current;
    if (!data || data.quoteId !== quoteId || (state !== 'paid' && state !== 'declined')) return;
    trackQuotePaymentOutcome(data, state === 'paid' ? 'success' : 'declined');
  }, [state, quoteId]);
}

function QuoteLines({ quote, money }: { quote: QuoteDetail; money: (amount: number) => string }) {
  const t = useT();
  return (
    <ul className="divide-y divide-line" data-testid="quote-lines">
      {quote.lines.map((line) => {
        const price = line.unit_price ?? line.unit_price_seen;
        return (
          <li key={line.id} className="py-2 text-sm" data-testid="quote-line">
            <span className="flex justify-between gap-3">
              <span className="min-w-0 font-medium break-words">
                {line.name} <span className="text-muted">× {line.quantity}</span>
              </span>
              <span className="shrink-0">{money(price * line.quantity)}</span>
            </span>
            {/^https?:\/\//i.test(line.url) && (
              <a
                href={line.url}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="block truncate text-accent underline"
              >
                {line.url}
              </a>
            )}
            <LineOptions options={line.options} />
            <span className="block text-muted">
              {line.unit_price === null
                ? t('quotes.line.price_seen', { price: money(line.unit_price_seen) })
                : t('quotes.line.price_confirmed', { price: money(line.unit_price) })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mb-6">
      <h2 className="mb-2 text-xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}
