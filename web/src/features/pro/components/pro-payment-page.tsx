import { htmlLang, PaymentProvider, type ProOrder } from '@storefront/shared-types';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { FormAlert } from '@/components/forms/fields';
import { PaymentChoiceFieldset, PaySubmitButton } from '@/components/forms/payment-choice-fieldset';
import { apiOf } from '@/lib/api-client';
import { useCurrentLocale } from '@/lib/app-context';
import { useI18n } from '@/lib/i18n';
import { feeLabel } from '@/lib/money/fee-label';
import { formatMoney } from '@/lib/money/price-display';
import { PROVIDER_KEYS } from '@/lib/order-labels';
import { usePayForm } from '@/lib/payments/use-pay-form';
import { CURRENT_USER_KEY } from '@/lib/session/current-user';
import { proOrderQueryOptions } from '../api/pro-queries';
import { BANK_TRANSFER, proAmountDue, proPaymentChoices } from '../pro-payment-choices';
import { ProOrderLines } from './pro-order-summary';

/**
 * /site-pro-payment/{id}: pays a declared pro order. Card, wallet or the regional provider through the provider's
 * own page (it sends the buyer back to the order outcome pages), the balance at once when it covers the total, or a
 * bank transfer against the order's invoice (the operator marks the order paid when the money arrives). An order
 * not declared yet sends the buyer to its declaration first; a paid one says so.
 */
export function ProPaymentPage({ id, languageId }: { id: number; languageId: number }) {
  const { t, locale } = useI18n();
  const currentLocale = useCurrentLocale();
  const { data: order } = useSuspenseQuery(proOrderQueryOptions(id));
  const money = (amount: number) => formatMoney(amount, order.currency, htmlLang(locale));
  return (
    <article aria-labelledby="page-title" className="mx-auto w-full max-w-3xl" data-testid="pro-payment">
      <h1 id="page-title" className="mb-4 text-3xl font-bold">
        {t('pro.payment.title', { number: order.number })}
      </h1>
      <ProOrderLines order={order} money={money} />
      {order.declaration && (
        <section aria-labelledby="pro-declaration-title" className="mb-6 rounded border border-line p-4">
          <h2 id="pro-declaration-title" className="mb-2 text-lg font-semibold">
            {t('pro.payment.declaration')}
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="pro-declaration">
            <dt className="text-muted">{t('pro.delivery.consignee')}</dt>
            <dd className="break-words">{order.declaration.consignee}</dd>
            <dt className="text-muted">{t('pro.delivery.company')}</dt>
            <dd className="break-words">{order.declaration.company}</dd>
            <dt className="text-muted">{t('pro.delivery.purpose')}</dt>
            <dd className="break-words">{order.declaration.purpose}</dd>
            <dt className="text-muted">{t('pro.delivery.customs_details')}</dt>
            <dd className="break-words">{order.declaration.customs_details}</dd>
          </dl>
        </section>
      )}
      {order.status === 'unpaid' && order.declaration === null && (
        <p role="alert" className="rounded border border-danger p-4">
          {t('pro.errors.declaration_missing')}{' '}
          <Link
            to="/{-$locale}/site-pro-delivery"
            params={{ locale: currentLocale }}
            search={{ order: order.id }}
            className="font-medium text-accent underline"
          >
            {t('pro.orders.declare')}
          </Link>
        </p>
      )}
      {order.status === 'unpaid' && order.declaration !== null && (
        <ProPayForm order={order} languageId={languageId} money={money} />
      )}
      {order.status !== 'unpaid' && (
        <p role="status" className="rounded border border-success p-4" data-testid="pro-payment-done">
          {order.status === 'expired' || order.status === 'cancelled'
            ? t('pro.payment.closed')
            : t('pro.payment.paid', { number: order.number })}
        </p>
      )}
      <Link
        to="/{-$locale}/site-pro"
        params={{ locale: currentLocale }}
        className="mt-6 inline-block text-accent underline"
      >
        {t('pro.payment.back')}
      </Link>
    </article>
  );
}

function ProPayForm({
  order,
  languageId,
  money,
}: {
  order: ProOrder;
  languageId: number;
  money: (amount: number) => string;
}) {
  const { t } = useI18n();
  const locale = useCurrentLocale();
  const queryClient = useQueryClient();
  const choices = proPaymentChoices(order);
  const { method, setMethod, error, pending, onSubmit } = usePayForm({
    initialMethod: choices[0]?.id ?? BANK_TRANSFER,
    pay: (method, key) =>
      apiOf(queryClient).call('proOrderPay', {
        body: { id: order.id, payment_method_id: method, language_id: languageId, idempotency_key: key },
      }),
    // Paid from the balance at once: the order, the balance and its history change.
    onPaidAtOnce: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['pro'] }),
        queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
        queryClient.invalidateQueries({ queryKey: ['balance-history'] }),
      ]),
  });
  // A bank transfer needs no call: the form shows the invoice to pay it by.
  const submit = (event: FormEvent<HTMLFormElement>) =>
    method === BANK_TRANSFER ? event.preventDefault() : onSubmit(event);

  return (
    <form method="post" noValidate aria-label={t('pro.payment.pay_with')} onSubmit={submit}>
      <PaymentChoiceFieldset
        legend={t('pro.payment.pay_with')}
        rows={choices.map((choice) => {
          const fee = choice.method ? feeLabel(choice.method, money) : null;
          return {
            id: choice.id,
            label:
              choice.id === BANK_TRANSFER
                ? t('pro.payment.bank_transfer')
                : choice.id === PaymentProvider.BALANCE
                  ? t('invoice.pay_balance', { balance: money(order.balance_available) })
                  : t(PROVIDER_KEYS[choice.id] ?? 'checkout.payment.method'),
            aside: choice.method
              ? fee
                ? t('checkout.payment.fee', { fee })
                : t('checkout.payment.no_fee')
              : null,
          };
        })}
        method={method}
        onChoose={setMethod}
        testIdPrefix="pro-payment"
      />
      <FormAlert message={error} />
      {method === BANK_TRANSFER ? (
        <div className="rounded border border-line p-4" data-testid="pro-bank-transfer">
          <p className="mb-3">{t('pro.payment.bank_transfer_text', { amount: money(order.total) })}</p>
          {order.invoice_id !== null && (
            <Link
              to="/{-$locale}/invoice/$id"
              params={{ locale, id: String(order.invoice_id) }}
              className="inline-block rounded bg-accent px-4 py-3 font-semibold text-on-accent"
            >
              {t('pro.payment.open_invoice')}
            </Link>
          )}
        </div>
      ) : (
        <PaySubmitButton
          pending={pending}
          label={t('invoice.pay', {
            amount: money(
              proAmountDue(
                order,
                choices.find((c) => c.id === method),
              ),
            ),
          })}
          testId="pro-pay"
        />
      )}
    </form>
  );
}
