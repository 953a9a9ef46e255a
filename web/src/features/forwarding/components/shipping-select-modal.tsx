import {
  type Address,
  forwardingCountryIso,
  htmlLang,
  type ShippingMethodName,
  shippingOptions,
} from '@storefront/shared-types';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ChoiceOption } from '@/components/forms/choice-option';
import { FormAlert } from '@/components/forms/fields';
import { apiOf } from '@/lib/api-client';
import { countryKey } from '@/lib/delivery-countries';
import { callMessageOf } from '@/lib/forms/call-message';
import { useI18n } from '@/lib/i18n';
import type { ModalContentProps } from '@/lib/modals/modal-content';
import { modals } from '@/lib/modals/modal-store';
import { formatMoney } from '@/lib/money/price-display';
import { useCurrentUser } from '@/lib/session/current-user';
import { forwardRequestQueryOptions } from '../api/forwarding-queries';
import { SHIPPING_METHOD_KEYS } from '../forwarding-labels';

/**
 * The shipping-select modal: air or sea, and which of the shopper's addresses, for an arrived forward request.
 * Each method's price shows at once from the one shipping rule (the parcel the warehouse measured, the address's
 * country); the shop's own preview (apply: false) adds the door courier and confirms the total; Save keeps the
 * choice (apply: true), which is what paying charges.
 */
export default function ShippingSelectModal({ props, close }: ModalContentProps) {
  const slug = String(props.slug ?? '');
  const { t, locale } = useI18n();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const { data: request } = useSuspenseQuery(forwardRequestQueryOptions(slug));
  const addresses = (user?.delivery_addresses ?? []).filter(
    (a) => forwardingCountryIso(a.country_id) !== null,
  );
  const [method, setMethod] = useState<ShippingMethodName>(request.shipping_method ?? 'air');
  const [addressId, setAddressId] = useState<number | null>(
    addresses.find((a) => a.id === request.address?.id)?.id ?? addresses[0]?.id ?? null,
  );
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const address: Address | undefined = addresses.find((a) => a.id === addressId);
  const money = (amount: number) => formatMoney(amount, 'EUR', htmlLang(locale));
  const iso = address ? forwardingCountryIso(address.country_id) : null;
  const local = request.parcel && iso ? shippingOptions(request.parcel, iso) : null;
  const preview = useQuery({
    queryKey: ['forwarding', 'preview', slug, method, address?.id ?? 0],
    queryFn: ({ signal }) =>
      apiOf(queryClient).call(
        'forwardRequestShipping',
        { body: { slug, shipping_method: method, address: address as Address, apply: false } },
        { signal },
      ),
    enabled: address !== undefined && request.can_choose_shipping,
    staleTime: 60_000,
    retry: false,
  });

  const save = async () => {
    if (!address) return;
    setSaving(true);
    setError(undefined);
    try {
      await apiOf(queryClient).call('forwardRequestShipping', {
        body: { slug, shipping_method: method, address, apply: true },
      });
      await queryClient.invalidateQueries({ queryKey: forwardRequestQueryOptions(slug).queryKey });
      close();
    } catch (failure) {
      setError(callMessageOf(failure, 'checkout.form.generic'));
      setSaving(false);
    }
  };

  if (!request.can_choose_shipping) return <p>{t('forwarding.shipping.not_now')}</p>;
  return (
    <div data-testid="shipping-select">
      <fieldset className="mb-4">
        <legend className="mb-2 font-semibold">{t('forwarding.shipping.method')}</legend>
        <div className="grid gap-2">
          {(['air', 'sea'] as const).map((option) => {
            const price = preview.data?.options[option].price ?? local?.[option].price;
            const days = local?.[option].transit_days;
            return (
              <ChoiceOption
                key={option}
                name="shipping_method"
                value={option}
                checked={method === option}
                onChange={() => setMethod(option)}
                label={
                  <>
                    {t(SHIPPING_METHOD_KEYS[option])}
                    {days && (
                      <span className="block text-sm text-muted">
                        {t('calculator.days', { min: String(days.min), max: String(days.max) })}
                      </span>
                    )}
                  </>
                }
                aside={price === undefined ? null : money(price)}
                testId={`shipping-select-${option}`}
              />
            );
          })}
        </div>
      </fieldset>
      <fieldset className="mb-4">
        <legend className="mb-2 font-semibold">{t('forwarding.shipping.address')}</legend>
        {addresses.length === 0 ? (
          <p className="mb-2 text-sm text-muted">{t('forwarding.shipping.no_address')}</p>
        ) : (
          <div className="grid gap-2">
            {addresses.map((saved) => (
              <ChoiceOption
                key={saved.id}
                name="address"
                value={String(saved.id)}
                checked={addressId === saved.id}
                onChange={() => setAddressId(saved.id)}
                label={`${saved.first_name} ${saved.last_name}, ${saved.first_address}, ${saved.zip} ${saved.city}, ${t(countryKey(saved.country_id))}`}
              />
            ))}
          </div>
        )}
        <button
          type="button"
          onClick={() => modals.open('new-address')}
          className="mt-2 text-sm text-accent underline"
        >
          {t('forwarding.shipping.add_address')}
        </button>
      </fieldset>
      {preview.data && (
        <dl
          className="mb-4 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm"
          data-testid="shipping-select-totals"
        >
          <dt>{t('forwarding.totals.shipping')}</dt>
          <dd className="text-right">{money(preview.data.totals.shipping)}</dd>
          <dt>{t('forwarding.totals.delivery_fee')}</dt>
          <dd className="text-right">{money(preview.data.totals.delivery_fee)}</dd>
          <dt className="font-bold">{t('forwarding.totals.total')}</dt>
          <dd className="text-right font-bold">{money(preview.data.totals.total)}</dd>
        </dl>
      )}
      <FormAlert message={error} />
      <button
        type="button"
        disabled={!address || saving}
        aria-busy={saving || undefined}
        onClick={() => void save()}
        className="w-full rounded bg-accent px-4 py-3 font-semibold text-on-accent disabled:opacity-60"
        data-testid="shipping-select-save"
      >
        {t('forwarding.shipping.save')}
      </button>
    </div>
  );
}
