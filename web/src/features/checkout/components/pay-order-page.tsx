import { payAgainAmount } from '@storefront/shared-types';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { FormAlert } from '@/components/forms/fields';
import { PaymentChoiceFieldset, PaySubmitButton } from '@/components/forms/payment-choice-fieldset';
import { apiOf } from '@/lib/api-client';
import { useCurrentLocale } from '@/lib/app-context';
import { useT } from '@/lib/i18n';
import { feeLabel } from '@/lib/money/fee-label';
import { useMoneyFormatter } from '@/lib/money/use-money';
import { usePayForm } from '@/lib/payments/use-pay-form';
import { orderPaymentQueryOptions } from '../api/order-payment-queries';
import { trackPayClicked } from '../checkout-tracking-events';

/**
 * /payment/pay/{id}: pays an existing unpaid order (after a decline or a failure, or from the unpaid-orders
 * alert) with an outside provider. One idempotency key per chosen method on this page: a double click is one
 * payment; choosing another method is another attempt.
 */
export function PayOrderPage({ orderId, token }: { orderId: number; token?: string | undefined }) {
  const t = useT();
  const locale = useCurrentLocale();
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(orderPaymentQueryOptions(orderId, token));
  const { order } = data;
  const money = useMoneyFormatter(order.currency);
  const { method, setMethod, error, pending, onSubmit } = usePayForm({
    initialMethod: data.payment_methods[0]?.id ?? null,
    onSubmit: (method) => trackPayClicked(`order-${order.id}`, method, []),
    pay: (method, key) =>
      apiOf(queryClient).call('payOrder', {
        body: {
          order_id: order.id,
          payment_method_id: method,
          idempotency_key: key,
          ...(token ? { token } : {}),
        },
      }),
    onPaidAtOnce: () =>
      queryClient.invalidateQueries({ queryKey: orderPaymentQueryOptions(orderId, token).queryKey }),
  });

  // What the provider will be asked for with the chosen method: its own fee replaces the one chosen before.
  const chosen = data.payment_methods.find((option) => option.id === method) ?? null;
  const toPay = payAgainAmount(order.outstanding, order.payment_fee, chosen).amount;

  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="mb-4 text-3xl font-bold">
        {t('shell.page.payment_pay')}
      </h1>
      {order.is_paid ? (
        <div className="rounded border border-success p-4" data-testid="order-paid">
          <p className="mb-4">{t('checkout.outcome.paid', { number: order.number })}</p>
          <Link to="/{-$locale}" params={{ locale }} className="font-medium text-accent underline">
            {t('checkout.success.continue_shopping')}
          </Link>
        </div>
      ) : (
        <form method="post" noValidate aria-label={t('checkout.pay.form')} onSubmit={onSubmit}>
          <p className="mb-4" data-testid="order-unpaid">
            {t('checkout.outcome.unpaid', { number: order.number, amount: money(order.outstanding) })}
          </p>
          <PaymentChoiceFieldset
            legend={t('checkout.payment.method')}
            rows={data.payment_methods.map((option) => {
              const fee = feeLabel(option, money);
              return {
                id: option.id,
                label: t(`checkout.payment.provider_${option.id}`),
                aside: fee ? t('checkout.payment.fee', { fee }) : t('checkout.payment.no_fee'),
              };
            })}
            method={method}
            onChoose={setMethod}
            testIdPrefix="payment"
          />
          <FormAlert message={error} />
          <PaySubmitButton
            pending={pending}
            label={t('checkout.pay.submit', { amount: money(toPay) })}
            testId="pay-order"
          />
        </form>
      )}
    </section>
  );
}
