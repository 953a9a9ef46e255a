import { htmlLang, PaymentProvider, TOP_UP_MAX, TOP_UP_MIN } from '@storefront/shared-types';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ChoiceOption } from '@/components/forms/choice-option';
import { FormAlert, TextField } from '@/components/forms/fields';
import { apiOf } from '@/lib/api-client';
import { callMessageOf } from '@/lib/forms/call-message';
import { checkWhenLeftFilled } from '@/lib/forms/check-when-left-filled';
import { useI18n } from '@/lib/i18n';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { formatMoney } from '@/lib/money/price-display';
import { PROVIDER_KEYS } from '@/lib/order-labels';
import { useHydrated } from '@/lib/use-hydrated';
import { checkTopUpAmount } from '../top-up-amount';

/** The outside providers a top-up can go through (the balance cannot top itself up). */
const PROVIDERS = [PaymentProvider.CARD, PaymentProvider.WALLET, PaymentProvider.REGIONAL] as const;

type TopUpValues = { amount: string; payment_method_id: string };

/**
 * balance/pay: an amount (TOP_UP_MIN–TOP_UP_MAX euros) and a provider, then off to the provider's page. One
 * idempotency key per amount and provider on this page: a double click is one top-up.
 */
export function TopUpForm({ balance, languageId }: { balance: number; languageId: number }) {
  const { t, locale } = useI18n();
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const [failure, setFailure] = useState<string | undefined>();
  const keys = useRef(new Map<string, string>());
  const money = (amount: number) => formatMoney(amount, 'EUR', htmlLang(locale));
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<TopUpValues>({
    defaultValues: { amount: '', payment_method_id: String(PaymentProvider.CARD) },
    // Checked when the field is left holding something (checkWhenLeftFilled), then as it is corrected.
    mode: 'onTouched',
  });
  const method = watch('payment_method_id');

  const submit = handleSubmit(async (values) => {
    const amount = Number(values.amount);
    const paymentMethodId = Number(values.payment_method_id);
    const attempt = `${amount}|${paymentMethodId}`;
    const key = keys.current.get(attempt) ?? newIdempotencyKey();
    keys.current.set(attempt, key);
    setFailure(undefined);
    try {
      const answer = await apiOf(queryClient).call('balanceTopUp', {
        body: { amount, payment_method_id: paymentMethodId, language_id: languageId, idempotency_key: key },
      });
      window.location.assign(answer.redirect_url);
      // The page is leaving: the button stays busy until it has.
      await new Promise(() => {});
    } catch (error) {
      setFailure(callMessageOf(error, 'checkout.form.generic'));
    }
  });

  return (
    <form
      method="post"
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={t('shell.page.balance_pay')}
      data-testid="top-up-form"
    >
      <p className="mb-4">
        {t('balance.top_up.intro', {
          balance: money(balance),
          min: money(TOP_UP_MIN),
          max: money(TOP_UP_MAX),
        })}
      </p>
      <TextField
        label={t('balance.top_up.amount')}
        type="number"
        inputMode="decimal"
        min={TOP_UP_MIN}
        max={TOP_UP_MAX}
        step="0.01"
        hint={t('balance.top_up.amount_range', { min: money(TOP_UP_MIN), max: money(TOP_UP_MAX) })}
        registration={checkWhenLeftFilled(register('amount', { validate: checkTopUpAmount }))}
        error={errors.amount}
        data-testid="top-up-amount"
      />
      <fieldset className="mb-6 rounded border border-line p-4">
        <legend className="px-1 text-lg font-semibold">{t('balance.top_up.method')}</legend>
        <div className="grid gap-2">
          {PROVIDERS.map((id) => (
            <ChoiceOption
              key={id}
              name="payment_method_id"
              value={String(id)}
              checked={method === String(id)}
              onChange={() => setValue('payment_method_id', String(id))}
              label={t(PROVIDER_KEYS[id] ?? 'checkout.payment.method')}
              testId={`top-up-provider-${id}`}
            />
          ))}
        </div>
      </fieldset>
      <FormAlert message={failure} />
      <button
        type="submit"
        disabled={!hydrated || isSubmitting}
        aria-busy={isSubmitting || undefined}
        className="w-full rounded bg-accent px-4 py-3 font-semibold text-on-accent disabled:opacity-60 sm:w-auto"
        data-testid="top-up-submit"
      >
        {t('balance.top_up.submit')}
      </button>
    </form>
  );
}
