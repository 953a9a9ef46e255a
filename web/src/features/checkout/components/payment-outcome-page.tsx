import type { OrderPaymentResponse } from '@storefront/shared-types';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useCurrentLocale } from '@/lib/app-context';
import { useT } from '@/lib/i18n';
import { useMoneyFormatter } from '@/lib/money/use-money';
import { orderPaymentQueryOptions } from '../api/order-payment-queries';
import { trackPaymentDeclined, trackPaymentSucceeded } from '../checkout-tracking-events';
import { purchasedLines } from '../pending-purchase';

export type PaymentOutcome = 'accept' | 'decline' | 'fail';

const TITLE: Record<PaymentOutcome, string> = {
  accept: 'shell.page.payment_accept',
  decline: 'shell.page.payment_decline',
  fail: 'shell.page.payment_fail',
};

/**
 * /payment/accept, /payment/decline, /payment/fail: where the provider sends the shopper back. What the order
 * shows is the shop's (it learnt the outcome from the provider, not from this URL): paid, still being confirmed,
 * or unpaid and payable again through /payment/pay/{id}.
 */
export function PaymentOutcomePage({
  outcome,
  orderId,
}: {
  outcome: PaymentOutcome;
  orderId: number | undefined;
}) {
  const t = useT();
  const { data } = useQuery({ ...orderPaymentQueryOptions(orderId ?? 0), enabled: orderId !== undefined });
  return (
    <section aria-labelledby="page-title" data-testid={`payment-outcome-${outcome}`}>
      <h1 id="page-title" className="mb-4 text-3xl font-bold">
        {t(TITLE[outcome])}
      </h1>
      {data ? (
        <OrderOutcome outcome={outcome} answer={data} />
      ) : (
        <p>{t(`checkout.outcome.${outcome}_text`)}</p>
      )}
    </section>
  );
}

function OrderOutcome({ outcome, answer }: { outcome: PaymentOutcome; answer: OrderPaymentResponse }) {
  const t = useT();
  const locale = useCurrentLocale();
  const { order } = answer;
  const money = useMoneyFormatter(order.currency);
  const pending = answer.payments.some((payment) => payment.status === 'pending');
  useEffect(() => {
    if (order.is_paid) trackPaymentSucceeded(order.id, purchasedLines(order.id));
    else if (outcome !== 'accept') trackPaymentDeclined(order.id);
  }, [order.is_paid, order.id, outcome]);

  if (order.is_paid) {
    return (
      <div className="rounded border border-success p-4" data-testid="order-paid">
        <p className="mb-2 text-lg font-semibold">{t('checkout.outcome.paid', { number: order.number })}</p>
        <p className="mb-4">{t('checkout.outcome.paid_total', { amount: money(order.total) })}</p>
        <Link to="/{-$locale}" params={{ locale }} className="font-medium text-accent underline">
          {t('checkout.success.continue_shopping')}
        </Link>
      </div>
    );
  }
  return (
    <div className="rounded border border-line p-4" data-testid="order-unpaid">
      <p className="mb-2 text-lg font-semibold">
        {outcome === 'accept' && pending
          ? t('checkout.outcome.pending', { number: order.number })
          : t(`checkout.outcome.${outcome}_text`)}
      </p>
      <p className="mb-4">
        {t('checkout.outcome.unpaid', { number: order.number, amount: money(order.outstanding) })}
      </p>
      <Link
        to="/{-$locale}/payment/pay/$id"
        params={{ locale, id: String(order.id) }}
        className="inline-block rounded bg-accent px-4 py-3 font-semibold text-on-accent"
        data-testid="pay-again"
      >
        {t('checkout.outcome.pay_again')}
      </Link>
    </div>
  );
}
