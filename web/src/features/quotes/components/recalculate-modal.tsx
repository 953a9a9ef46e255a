import { SHIPPING_METHODS, type ShippingMethodName } from '@storefront/shared-types';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ChoiceOption } from '@/components/forms/choice-option';
import { FormAlert } from '@/components/forms/fields';
import { apiOf } from '@/lib/api-client';
import { callMessageOf } from '@/lib/forms/call-message';
import { useT } from '@/lib/i18n';
import type { ModalContentProps } from '@/lib/modals/modal-content';
import { useMoneyFormatter } from '@/lib/money/use-money';
import { useCurrentUser } from '@/lib/session/current-user';
import { quoteDetailQueryOptions } from '../api/quote-detail-query';
import { trackQuoteDeliveryInfo } from '../quote-tracking';
import { AddressText } from './address-text';
import { TotalsBox } from './totals-box';

/**
 * The recalculate pop-up (§2 modal set), opened from a priced quote with `{ slug }`: air or sea and the delivery
 * address; each change asks the shop for a preview (quoteRecalculate, apply false) and Apply re-prices the quote.
 */
export default function RecalculateModal({ props, close }: ModalContentProps) {
  const slug = typeof props.slug === 'string' ? props.slug : '';
  const t = useT();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const { data: quote } = useQuery(quoteDetailQueryOptions(slug));
  const money = useMoneyFormatter(quote?.currency ?? 'EUR');
  const [method, setMethod] = useState<ShippingMethodName | null>(null);
  const [addressId, setAddressId] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const addresses = (user?.delivery_addresses ?? []).filter((a) => a.id !== 0);
  const chosenMethod = method ?? quote?.shipping_method ?? 'air';
  const chosenAddress = addresses.find((a) => a.id === addressId) ?? null;
  const body = {
    slug,
    shipping_method: chosenMethod,
    ...(chosenAddress ? { address: chosenAddress } : {}),
  };
  const preview = useQuery({
    queryKey: ['quotes', 'recalculate', slug, chosenMethod, chosenAddress?.id ?? null],
    queryFn: ({ client, signal }) =>
      apiOf(client).call('quoteRecalculate', { body: { ...body, apply: false } }, { signal }),
    enabled: slug !== '' && quote?.can_recalculate === true,
    retry: false,
  });
  useEffect(() => {
    if (preview.error) setError(callMessageOf(preview.error, 'checkout.form.generic'));
  }, [preview.error]);

  if (!quote) return null;
  const apply = async () => {
    setPending(true);
    setError(undefined);
    try {
      await apiOf(queryClient).call('quoteRecalculate', { body: { ...body, apply: true } });
      await queryClient.invalidateQueries({ queryKey: quoteDetailQueryOptions(slug).queryKey });
      trackQuoteDeliveryInfo(quote.tracking);
      close();
    } catch (failure) {
      setError(callMessageOf(failure, 'checkout.form.generic'));
      setPending(false);
    }
  };

  return (
    <div data-testid="recalculate-modal">
      <fieldset className="mb-4">
        <legend className="mb-2 font-semibold">{t('quotes.summary.method')}</legend>
        <div className="grid gap-2">
          {SHIPPING_METHODS.map((m) => (
            <ChoiceOption
              key={m}
              name="recalculate_method"
              value={m}
              checked={chosenMethod === m}
              onChange={() => setMethod(m)}
              label={t(`cart.shipping.${m}`)}
              aside={preview.data ? money(preview.data.options[m]) : null}
              testId={`recalculate-${m}`}
            />
          ))}
        </div>
      </fieldset>
      {addresses.length > 0 && (
        <fieldset className="mb-4">
          <legend className="mb-2 font-semibold">{t('quotes.summary.address')}</legend>
          <div className="grid max-h-64 gap-2 overflow-y-auto">
            <ChoiceOption
              name="recalculate_address"
              value="current"
              checked={addressId === null}
              onChange={() => setAddressId(null)}
              label={t('quotes.recalculate.keep_address')}
            />
            {addresses.map((a) => (
              <ChoiceOption
                key={a.id}
                name="recalculate_address"
                value={String(a.id)}
                checked={addressId === a.id}
                onChange={() => setAddressId(a.id)}
                label={<AddressText address={a} />}
              />
            ))}
          </div>
        </fieldset>
      )}
      {preview.data && (
        <TotalsBox
          totals={preview.data.totals}
          money={money}
          title={t('quotes.recalculate.new_totals')}
          testId="recalculate-totals"
        />
      )}
      <div className="mt-4">
        <FormAlert message={error} />
        <button
          type="button"
          onClick={() => void apply()}
          disabled={pending || !preview.data}
          aria-busy={pending || undefined}
          className="w-full rounded bg-accent px-4 py-3 font-semibold text-on-accent disabled:opacity-60"
          data-testid="recalculate-apply"
        >
          {t('quotes.recalculate.apply')}
        </button>
      </div>
    </div>
  );
}
