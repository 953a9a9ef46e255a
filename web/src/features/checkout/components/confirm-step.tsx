import { type CheckoutData, type CheckoutState, PaymentProvider } from '@storefront/shared-types';
import { useState } from 'react';
import { FormAlert } from '@/components/forms/fields';
import { callMessageOf } from '@/lib/forms/call-message';
import { useT } from '@/lib/i18n';
import { useHydrated } from '@/lib/use-hydrated';
import { courierAt } from '../checkout-summary';
import { AddressLines } from './shipping-step';

type ConfirmStepProps = {
  data: CheckoutData;
  state: CheckoutState;
  /** Creates the order (once, whatever the clicks) and sends the shopper to pay. */
  onConfirm: () => Promise<void>;
};

/** §3 step 5: what is being bought, where it goes and how it is paid, then the one button that orders. */
export function ConfirmStep({ data, state, onConfirm }: ConfirmStepProps) {
  const t = useT();
  const hydrated = useHydrated();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const courier = courierAt(data, state.delivery_method);
  const point = courier?.pickup_points.find((p) => p.parcelshop_id === state.parcel_shop);
  const method = data.payment_methods.find((m) => m.id === state.payment?.id);

  const confirm = async () => {
    setPending(true);
    setError(undefined);
    try {
      await onConfirm();
      // Success leaves the page (the provider's, or the success step): the button stays busy until then.
    } catch (failure) {
      setError(callMessageOf(failure, 'checkout.form.confirm_failed'));
      setPending(false);
    }
  };

  return (
    <div>
      <dl className="mb-6 grid gap-4 rounded border border-line p-4 sm:grid-cols-2">
        <div>
          <dt className="font-semibold">{t('checkout.confirm.deliver_to')}</dt>
          <dd>
            {state.address ? <AddressLines address={state.address} /> : '—'}
            {state.email && <span className="block text-sm break-all">{state.email}</span>}
          </dd>
        </div>
        <div>
          <dt className="font-semibold">{t('checkout.confirm.shipping')}</dt>
          <dd className="text-sm">
            {t(`checkout.shipping.method_${state.shipping_method}`)}
            {courier && (
              <span className="block">{t(`checkout.delivery.${courier.local_delivery_type}`)}</span>
            )}
            {point && <span className="block">{[point.name, point.address].filter(Boolean).join(', ')}</span>}
          </dd>
        </div>
        <div>
          <dt className="font-semibold">{t('checkout.confirm.payment')}</dt>
          <dd className="text-sm">
            {state.balance && <span className="block">{t('checkout.payment.provider_4')}</span>}
            {method && method.id !== PaymentProvider.BALANCE && (
              <span className="block">{t(`checkout.payment.provider_${method.id}`)}</span>
            )}
          </dd>
        </div>
      </dl>
      <FormAlert message={error} />
      <button
        type="button"
        onClick={() => void confirm()}
        disabled={!hydrated || pending}
        aria-busy={pending || undefined}
        className="w-full rounded bg-accent px-4 py-3 font-semibold text-on-accent disabled:opacity-60 sm:w-auto"
        data-testid="confirm-order"
      >
        {t('checkout.confirm.pay')}
      </button>
    </div>
  );
}
