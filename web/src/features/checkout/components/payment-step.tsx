import {
  type CheckoutData,
  type CheckoutState,
  DiscountType,
  PaymentProvider,
} from '@storefront/shared-types';
import { type FormEvent, useId, useState } from 'react';
import { ChoiceOption } from '@/components/forms/choice-option';
import { FormAlert } from '@/components/forms/fields';
import { callMessageOf } from '@/lib/forms/call-message';
import { useT } from '@/lib/i18n';
import { feeLabel } from '@/lib/money/fee-label';
import { useHydrated } from '@/lib/use-hydrated';
import { canRemoveBalance, setPayment } from '../checkout-state';
import { checkoutStore } from '../checkout-store';
import { checkoutFigures } from '../checkout-summary';

type PaymentStepProps = {
  data: CheckoutData;
  state: CheckoutState;
  money: (amount: number) => string;
  /** True when the balance pays the whole order (the shop's figures): no provider is needed. */
  balanceCoversAll: boolean;
  onApplyPromotion: (code: string) => Promise<void>;
  onRemoveBalance: () => Promise<void>;
  onContinue: () => Promise<void>;
};

const FIELDSET = 'mb-6 rounded border border-line p-4';
const LEGEND = 'px-1 text-lg font-semibold';

/** §3 step 4: the payment method (with its fee), a promotion code and the balance (removable once). */
export function PaymentStep(props: PaymentStepProps) {
  const { data, state, money, balanceCoversAll } = props;
  const t = useT();
  const hydrated = useHydrated();
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const methods = data.payment_methods.filter((method) => method.id !== PaymentProvider.BALANCE);

  const run = async (task: () => Promise<void>, fallback: string) => {
    setPending(true);
    setError(undefined);
    try {
      await task();
    } catch (failure) {
      setError(callMessageOf(failure, fallback));
    } finally {
      setPending(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!balanceCoversAll && !state.payment) {
      setError('checkout.form.choose_payment');
      return;
    }
    void run(props.onContinue, 'checkout.form.generic');
  };

  return (
    <div>
      <PromotionForm data={data} money={money} onApply={props.onApplyPromotion} />
      {state.balance && (
        <section aria-labelledby="checkout-balance" className={FIELDSET} data-testid="checkout-balance">
          <h2 id="checkout-balance" className="mb-2 text-lg font-semibold">
            {t('checkout.payment.balance')}
          </h2>
          <p className="mb-3 text-sm">
            {t('checkout.payment.balance_applied', { amount: money(checkoutFigures(data, state).balance) })}
          </p>
          {canRemoveBalance(state) && (
            <button
              type="button"
              className="rounded border border-line px-3 py-2 text-sm font-medium"
              disabled={!hydrated || pending}
              onClick={() => void run(props.onRemoveBalance, 'checkout.form.generic')}
            >
              {t('checkout.payment.remove_balance')}
            </button>
          )}
        </section>
      )}
      {state.balanceRemoved && (
        <p className="mb-4 text-sm text-muted" role="status">
          {t('checkout.payment.balance_removed')}
        </p>
      )}
      <form method="post" noValidate aria-label={t('checkout.payment.form')} onSubmit={submit}>
        {balanceCoversAll ? (
          <p className="mb-6 rounded border border-line p-4" data-testid="balance-covers-all">
            {t('checkout.payment.balance_covers_all')}
          </p>
        ) : (
          <fieldset className={FIELDSET}>
            <legend className={LEGEND}>
              {state.balance ? t('checkout.payment.method_with_balance') : t('checkout.payment.method')}
            </legend>
            <div className="grid gap-2">
              {methods.map((method, index) => {
                const fee = feeLabel(method, money);
                return (
                  <ChoiceOption
                    key={method.id}
                    name="payment_method"
                    value={String(method.id)}
                    checked={state.payment?.id === method.id}
                    onChange={() =>
                      checkoutStore.update((s) => setPayment(s, { id: method.id, index, type: method.id }))
                    }
                    label={t(`checkout.payment.provider_${method.id}`)}
                    aside={fee ? t('checkout.payment.fee', { fee }) : t('checkout.payment.no_fee')}
                    testId={`payment-${method.id}`}
                  />
                );
              })}
            </div>
          </fieldset>
        )}
        <FormAlert message={error} />
        <button
          type="submit"
          disabled={!hydrated || pending}
          aria-busy={pending || undefined}
          className="w-full rounded bg-accent px-4 py-3 font-semibold text-on-accent disabled:opacity-60 sm:w-auto"
        >
          {t('checkout.payment.continue')}
        </button>
      </form>
    </div>
  );
}

/** A promotion code: fixed (money off) or percentage (of the products), as the shop applied it. */
function PromotionForm(props: {
  data: CheckoutData;
  money: (amount: number) => string;
  onApply: (code: string) => Promise<void>;
}) {
  const t = useT();
  const id = useId();
  const hydrated = useHydrated();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const { promotion } = props.data;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) {
      setError('validation.required');
      return;
    }
    setPending(true);
    setError(undefined);
    try {
      await props.onApply(trimmed);
      setCode('');
    } catch (failure) {
      setError(callMessageOf(failure, 'checkout.form.promotion_refused'));
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      method="post"
      noValidate
      aria-label={t('checkout.promotion.form')}
      onSubmit={(event) => void submit(event)}
      className={FIELDSET}
    >
      <label htmlFor={id} className="mb-1 block text-lg font-semibold">
        {t('checkout.promotion.code')}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={id}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          maxLength={64}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-w-0 flex-1 rounded border border-line bg-surface px-3 py-2"
        />
        <button
          type="submit"
          disabled={!hydrated || pending}
          className="rounded border border-line px-4 py-2 font-medium"
        >
          {t('checkout.promotion.apply')}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-danger">
          {t(error)}
        </p>
      )}
      {promotion && (
        <p className="mt-2 text-sm text-success" role="status" data-testid="promotion-applied">
          {promotion.promotion_type === DiscountType.PERCENTAGE
            ? t('checkout.promotion.applied_percentage', { percent: promotion.discount_amount })
            : t('checkout.promotion.applied_fixed', { amount: props.money(promotion.discount_amount) })}
        </p>
      )}
    </form>
  );
}
