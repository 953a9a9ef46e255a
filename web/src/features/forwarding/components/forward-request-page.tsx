import { type ForwardRequestDetail, htmlLang } from '@storefront/shared-types';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { FormAlert } from '@/components/forms/fields';
import { PaymentChoiceFieldset, PaySubmitButton } from '@/components/forms/payment-choice-fieldset';
import { StatusTimeline } from '@/components/status-timeline';
import { apiOf } from '@/lib/api-client';
import { useCurrentLocale } from '@/lib/app-context';
import { formatDate } from '@/lib/date-time';
import { countryKey } from '@/lib/delivery-countries';
import { useI18n } from '@/lib/i18n';
import { modals } from '@/lib/modals/modal-store';
import { formatMoney } from '@/lib/money/price-display';
import { PROVIDER_KEYS } from '@/lib/order-labels';
import { paymentReturnState, shownPaymentOutcome } from '@/lib/payments/payment-outcome';
import { usePaidAtOnce } from '@/lib/payments/use-paid-at-once';
import { usePayForm } from '@/lib/payments/use-pay-form';
import { CURRENT_USER_KEY } from '@/lib/session/current-user';
import { forwardRequestQueryOptions } from '../api/forwarding-queries';
import {
  FORWARD_EVENT_KEYS,
  FORWARD_PAID_STATUSES,
  FORWARD_STATUS_KEYS,
  type PaymentOutcome,
  SHIPPING_METHOD_KEYS,
} from '../forwarding-labels';
import { forwardPaymentChoices } from '../forwarding-payment-choices';

const OUTCOME_KEYS: Record<PaymentOutcome, string> = {
  accept: 'forwarding.outcome.accept',
  decline: 'forwarding.outcome.decline',
  fail: 'forwarding.outcome.fail',
};

/**
 * /forwarding/{slug}: one forward request: what was declared, what the warehouse measured, the shipping chosen
 * and its price, paying it (a provider or the balance), its tracking number once shipped, and its timeline. Back
 * from a provider (?payment=…) it says how the payment went; the page's data is the shop's word, not the URL's. A
 * payment from the balance is taken at once, and the page thanks the shopper for it as for an accepted return.
 */
export function ForwardRequestPage({
  slug,
  languageId,
  outcome: returned,
}: {
  slug: string;
  languageId: number;
  outcome: PaymentOutcome | undefined;
}) {
  const { t, locale } = useI18n();
  const current = useCurrentLocale();
  const { paidAtOnce, markPaidAtOnce, statusRef } = usePaidAtOnce<HTMLParagraphElement>();
  const outcome = shownPaymentOutcome(returned, paidAtOnce);
  const { data: request } = useSuspenseQuery(forwardRequestQueryOptions(slug));
  const money = (amount: number) => formatMoney(amount, 'EUR', htmlLang(locale));
  // The shop's status decides (the shared rule): once paid, a decline or failure in the address is an earlier try.
  const state = paymentReturnState(outcome, FORWARD_PAID_STATUSES.has(request.status));
  return (
    <article aria-labelledby="page-title" className="mx-auto w-full max-w-3xl" data-testid="forward-request">
      <Link
        to="/{-$locale}/forwarding"
        params={{ locale: current }}
        className="mb-3 inline-block text-sm text-accent underline"
      >
        {t('forwarding.detail.back')}
      </Link>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-3">
        <h1 id="page-title" className="text-3xl font-bold">
          {t('forwarding.detail.title', { number: request.number })}
        </h1>
        <span className="rounded bg-raised px-3 py-1 font-medium" data-testid="forward-request-status">
          {t(FORWARD_STATUS_KEYS[request.status])}
        </span>
      </div>
      {outcome && state && (
        <p
          ref={statusRef}
          role="status"
          className={`mb-4 rounded border p-3 ${state === 'declined' ? 'border-danger' : 'border-success'}`}
          data-testid="forward-request-outcome"
          data-state={state}
        >
          {state === 'paid'
            ? t('forwarding.outcome.accept')
            : state === 'confirming'
              ? t('forwarding.outcome.pending')
              : t(OUTCOME_KEYS[outcome])}
        </p>
      )}
      <dl className="mb-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">{t('forwarding.fields.shop_name')}</dt>
        <dd className="break-words">{request.shop_name}</dd>
        <dt className="text-muted">{t('forwarding.fields.inbound_tracking')}</dt>
        <dd className="break-all">{request.inbound_tracking}</dd>
        <dt className="text-muted">{t('forwarding.fields.contents')}</dt>
        <dd className="break-words">{request.contents}</dd>
        <dt className="text-muted">{t('forwarding.fields.declared_value')}</dt>
        <dd>{money(request.declared_value)}</dd>
        <dt className="text-muted">{t('forwarding.detail.declared_on')}</dt>
        <dd>{formatDate(request.created_at)}</dd>
        {request.tracking_number && (
          <>
            <dt className="text-muted">{t('forwarding.detail.tracking')}</dt>
            <dd>
              <Link
                to="/{-$locale}/tracking/$id"
                params={{ locale: current, id: request.tracking_number }}
                className="text-accent underline"
                data-testid="forward-request-tracking"
              >
                {request.tracking_number}
              </Link>
            </dd>
          </>
        )}
      </dl>
      {request.status === 'declared' && (
        <p className="mb-6 rounded bg-raised p-3">{t('forwarding.detail.waiting')}</p>
      )}
      {request.parcel && (
        <section aria-labelledby="parcel-title" className="mb-6">
          <h2 id="parcel-title" className="mb-2 text-xl font-semibold">
            {t('forwarding.detail.parcel')}
          </h2>
          <p data-testid="forward-request-parcel">
            {t('forwarding.detail.parcel_size', {
              kg: String(request.parcel.weight_kg),
              l: String(request.parcel.length_cm),
              w: String(request.parcel.width_cm),
              h: String(request.parcel.height_cm),
            })}
          </p>
          {request.parcel.photo_notes && (
            <p className="text-sm text-muted break-words">{request.parcel.photo_notes}</p>
          )}
        </section>
      )}
      <ShippingSection request={request} money={money} />
      {request.can_pay && (
        <PayForm request={request} languageId={languageId} money={money} onPaidAtOnce={markPaidAtOnce} />
      )}
      <section aria-labelledby="timeline-title" className="mt-8">
        <h2 id="timeline-title" className="mb-2 text-xl font-semibold">
          {t('forwarding.detail.timeline')}
        </h2>
        <StatusTimeline
          testId="forward-request-timeline"
          steps={request.timeline.map((event) => ({
            label: t(FORWARD_EVENT_KEYS[event.status]),
            at: event.at,
          }))}
        />
      </section>
    </article>
  );
}

function ShippingSection({
  request,
  money,
}: {
  request: ForwardRequestDetail;
  money: (amount: number) => string;
}) {
  const { t } = useI18n();
  if (!request.parcel || request.status === 'cancelled') return null;
  const open = () => modals.open('shipping-select', { slug: request.slug });
  return (
    <section aria-labelledby="shipping-title" className="mb-6 rounded border border-line p-4">
      <h2 id="shipping-title" className="mb-2 text-xl font-semibold">
        {t('forwarding.detail.shipping')}
      </h2>
      {request.totals && request.shipping_method && request.address ? (
        <>
          <p className="mb-2">
            {t(SHIPPING_METHOD_KEYS[request.shipping_method])} · {request.address.first_name}{' '}
            {request.address.last_name}, {request.address.first_address}, {request.address.city},{' '}
            {t(countryKey(request.address.country_id))}
          </p>
          <dl
            className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm"
            data-testid="forward-request-totals"
          >
            <dt>{t('forwarding.totals.shipping')}</dt>
            <dd className="text-right">{money(request.totals.shipping)}</dd>
            <dt>{t('forwarding.totals.delivery_fee')}</dt>
            <dd className="text-right">{money(request.totals.delivery_fee)}</dd>
            <dt className="font-bold">{t('forwarding.totals.total')}</dt>
            <dd className="text-right font-bold" data-testid="forward-request-total">
              {money(request.totals.total)}
            </dd>
          </dl>
          {request.can_choose_shipping && (
            <button
              type="button"
              onClick={open}
              className="mt-3 text-accent underline"
              data-testid="forward-request-change-shipping"
            >
              {t('forwarding.detail.change_shipping')}
            </button>
          )}
        </>
      ) : (
        request.can_choose_shipping && (
          <>
            <p className="mb-3 text-sm text-muted">{t('forwarding.detail.choose_intro')}</p>
            <button
              type="button"
              onClick={open}
              className="rounded bg-accent px-4 py-2 font-semibold text-on-accent"
              data-testid="forward-request-choose-shipping"
            >
              {t('forwarding.detail.choose_shipping')}
            </button>
          </>
        )
      )}
    </section>
  );
}

function PayForm({
  request,
  languageId,
  money,
  onPaidAtOnce,
}: {
  request: ForwardRequestDetail;
  languageId: number;
  money: (amount: number) => string;
  /** Paid from the balance, once the request is read again: the page thanks the shopper. */
  onPaidAtOnce: () => void;
}) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const choices = forwardPaymentChoices(request);
  // A payment left open at its provider is continued with the same method (another one is refused until it
  // ends there): that method comes chosen, and the form says why.
  const open = request.open_payment_method_id;
  const openChoice = choices.find((choice) => choice.id === open);
  const { method, setMethod, error, pending, onSubmit } = usePayForm({
    initialMethod: openChoice?.id ?? choices[0]?.id ?? null,
    pay: (method, key) =>
      apiOf(queryClient).call('forwardRequestPay', {
        body: {
          slug: request.slug,
          payment_method_id: method,
          language_id: languageId,
          idempotency_key: key,
        },
      }),
    // Paid from the balance at once: the request, the balance and its history change.
    onPaidAtOnce: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['forwarding'] }),
        queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
        queryClient.invalidateQueries({ queryKey: ['balance-history'] }),
      ]);
      onPaidAtOnce();
    },
  });
  const total = request.totals?.total ?? 0;

  return (
    <form
      method="post"
      noValidate
      aria-label={t('forwarding.pay.title')}
      onSubmit={onSubmit}
      data-testid="forward-request-pay-form"
    >
      <PaymentChoiceFieldset
        legend={t('forwarding.pay.title')}
        rows={choices.map((choice) => ({
          id: choice.id,
          label: choice.balance
            ? t('forwarding.pay.balance', { balance: money(request.balance_available) })
            : t(PROVIDER_KEYS[choice.id] ?? 'checkout.payment.method'),
        }))}
        method={method}
        onChoose={setMethod}
        testIdPrefix="forward-request-payment"
      />
      {openChoice && (
        <p className="mb-3 text-sm" role="note" data-testid="forward-request-open-payment">
          {t('forwarding.pay.open', { method: t(PROVIDER_KEYS[openChoice.id] ?? 'checkout.payment.method') })}
        </p>
      )}
      <FormAlert message={error} />
      <PaySubmitButton
        pending={pending}
        label={t('forwarding.pay.submit', { amount: money(total) })}
        testId="forward-request-pay"
      />
    </form>
  );
}
