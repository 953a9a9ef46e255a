import type { OrderPaymentResponse } from '@storefront/shared-types';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useCurrentLocale } from '@/lib/app-context';
import { useT } from '@/lib/i18n';
import { useMoneyFormatter } from '@/lib/money/use-money';
import { useCurrentUser } from '@/lib/session/current-user';
import { orderOutcomeQueryOptions } from '../api/order-payment-queries';
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
  const { data } = useQuery({ ...orderOutcomeQueryOptions(orderId ?? 0), enabled: orderId !== undefined });
  return (
    <section aria-labelledby="page-title" data-testid={`payment-outcome-${outcome}`}>
      <h1 id="page-title" className="mb-4 text-3xl font-bold">
        {t(TITLE[outcome])}
      </h1>
      {data ? (
        <OrderOutcome outcome={outcome} answer={data} />
      ) : data === null ? (
        <NotVisible />
      ) : (
        <p>{t(`checkout.outcome.${outcome}_text`)}</p>
      )}
    </section>
  );
}

/**
 * An order the visitor may not see: said so, never a "Page not found" (issue 26: a guest back on another host, or
 * signed out, paid a moment ago). Signed out: sign in and come back here. Either way the order's confirmation mail
 * holds a link that opens it without an account.
 */
function NotVisible() {
  const t = useT();
  const locale = useCurrentLocale();
  const user = useCurrentUser();
  const here = useRouterState({ select: (state) => state.location.href });
  return (
    <div className="rounded border border-line p-4" data-testid="order-not-visible">
      <p className="mb-4">{t('checkout.outcome.not_visible')}</p>
      {!user && (
        <Link
          to="/{-$locale}/login"
          params={{ locale }}
          search={{ redirect: here }}
          className="inline-block rounded bg-accent px-4 py-2 font-medium text-on-accent"
          data-testid="outcome-sign-in"
        >
          {t('checkout.outcome.sign_in')}
        </Link>
      )}
    </div>
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
        <p className="flex flex-wrap gap-4">
          <OrderLink path={order.link_path} />
          <Link to="/{-$locale}" params={{ locale }} className="font-medium text-accent underline">
            {t('checkout.success.continue_shopping')}
          </Link>
        </p>
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
        search={linkToken(order.link_path)}
        className="inline-block rounded bg-accent px-4 py-3 font-semibold text-on-accent"
        data-testid="pay-again"
      >
        {t('checkout.outcome.pay_again')}
      </Link>{' '}
      <OrderLink path={order.link_path} />
    </div>
  );
}

/**
 * The order's page through its signed link (the shop's path, e.g. /my-orders/OR12?token=…, in this page's
 * language): it opens for the guest who ordered without an account, and on any of the site's hosts.
 */
function OrderLink({ path }: { path: string }) {
  const t = useT();
  const locale = useCurrentLocale();
  return (
    <a
      href={`/${locale}${path}`}
      className="font-medium text-accent underline"
      data-testid="outcome-order-link"
    >
      {t('checkout.outcome.view_order')}
    </a>
  );
}

/** The token of the order's link, carried to /payment/pay/{id} so a guest can pay again signed out. */
function linkToken(path: string): { token?: string } {
  const token = new URLSearchParams(path.split('?')[1] ?? '').get('token');
  return token ? { token } : {};
}
