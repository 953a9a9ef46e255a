import {
  type Address,
  type CheckoutData,
  type CheckoutState,
  SHIPPING_METHODS,
  shippingDiscountPercentages,
  type User,
} from '@storefront/shared-types';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type FieldError, get, type Path, useForm } from 'react-hook-form';
import { ChoiceOption } from '@/components/forms/choice-option';
import { FormAlert, NameFields, PhoneField, SelectField, TextField } from '@/components/forms/fields';
import { useBootstrap } from '@/lib/app-context';
import { countryKey, DELIVERY_COUNTRIES, defaultCountryId } from '@/lib/delivery-countries';
import { callMessageOf } from '@/lib/forms/call-message';
import { checkWhenLeftFilled } from '@/lib/forms/check-when-left-filled';
import type { BoundField } from '@/lib/forms/use-contract-form';
import { useT } from '@/lib/i18n';
import { modals } from '@/lib/modals/modal-store';
import { useHydrated } from '@/lib/use-hydrated';
import { followAddresses } from '../address-choice';
import {
  addNewAddress,
  selectAddress,
  setDeliveryMethod,
  setEmail,
  setParcelShop,
  setShippingMethod,
} from '../checkout-state';
import { checkoutStore } from '../checkout-store';
import {
  type GuestShippingValues,
  guestShippingResolver,
  prefetchShippingSchemas,
} from '../forms/guest-shipping-form';

type ShippingStepProps = {
  data: CheckoutData;
  state: CheckoutState;
  user: User | null;
  money: (amount: number) => string;
  /** The shopper's choices are in the store: go on to the payment step. */
  onContinue: () => Promise<void>;
};

const FIELDSET = 'mb-6 rounded border border-line p-4';
const LEGEND = 'px-1 text-lg font-semibold';

/** §3 step 3: who and where (guest e-mail and address, or a saved address), the shipping method and delivery. */
export function ShippingStep({ data, state, user, money, onContinue }: ShippingStepProps) {
  const t = useT();
  const hydrated = useHydrated();
  const { storeConfig } = useBootstrap();
  const [choiceError, setChoiceError] = useState<string | undefined>();
  const guest = user === null;
  const form = useForm<GuestShippingValues>({
    // A signed-in shopper fills no field here: their e-mail is the account's, the address one of theirs.
    resolver: guest ? guestShippingResolver : async () => ({ values: {} as GuestShippingValues, errors: {} }),
    // Checked when a field is left holding something (checkWhenLeftFilled), then as it is corrected.
    mode: 'onTouched',
    defaultValues: {
      email: state.email ?? '',
      first_name: state.address?.first_name ?? '',
      last_name: state.address?.last_name ?? '',
      first_address: state.address?.first_address ?? '',
      city: state.address?.city ?? '',
      zip: state.address?.zip ?? '',
      phone_number: state.address?.phone_number ?? '',
      country_id: state.address?.country_id ?? defaultCountryId(storeConfig.searchKeys.countryId),
    },
  });
  const { errors, isSubmitting } = form.formState;
  const bind = (name: Path<GuestShippingValues>, asNumber = false): BoundField => {
    const value = get(form.formState.defaultValues, name) as string | number | undefined;
    return {
      registration: {
        ...checkWhenLeftFilled(form.register(name, asNumber ? { valueAsNumber: true } : undefined)),
        ...(value !== undefined ? { defaultValue: String(value) } : {}),
      },
      error: get(errors, name) as FieldError | undefined,
    };
  };

  const addresses = user?.delivery_addresses ?? [];
  useFollowAddresses(addresses, state.address);

  const percentages = shippingDiscountPercentages(data);
  const courier =
    state.delivery_method >= 0 ? data.local_delivery_couriers[state.delivery_method] : undefined;

  const choicesProblem = (): string | undefined => {
    if (!guest && !state.address) return 'checkout.form.choose_address';
    if (data.local_delivery_couriers.length > 0 && !courier) return 'checkout.form.choose_delivery';
    if (courier?.has_pickup_points && !state.parcel_shop) return 'checkout.form.choose_pickup_point';
    return undefined;
  };

  const submit = form.handleSubmit(async (values) => {
    const problem = choicesProblem();
    setChoiceError(problem);
    if (problem) return;
    if (guest) {
      const { email, ...address } = values;
      checkoutStore.update((s) => addNewAddress(setEmail(s, email), address));
    } else {
      checkoutStore.update((s) => setEmail(s, user.email));
    }
    try {
      await onContinue();
    } catch (error) {
      setChoiceError(callMessageOf(error, 'checkout.form.generic'));
    }
  });

  return (
    <form
      method="post"
      noValidate
      aria-label={t('checkout.shipping.form')}
      onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)}
      onFocus={guest ? prefetchShippingSchemas : undefined}
    >
      <fieldset className={FIELDSET}>
        <legend className={LEGEND}>{t('checkout.shipping.address')}</legend>
        {guest ? (
          <>
            <p className="mb-3 text-sm text-muted">{t('checkout.shipping.guest_hint')}</p>
            <TextField
              label={t('account.fields.email')}
              type="email"
              autoComplete="email"
              {...bind('email')}
            />
            <NameFields section="shipping" first={bind('first_name')} last={bind('last_name')} />
            <TextField
              label={t('account.fields.address')}
              autoComplete="shipping address-line1"
              {...bind('first_address')}
            />
            <div className="grid gap-x-4 sm:grid-cols-2">
              <TextField
                label={t('account.fields.city')}
                autoComplete="shipping address-level2"
                {...bind('city')}
              />
              <TextField
                label={t('account.fields.zip')}
                autoComplete="shipping postal-code"
                {...bind('zip')}
              />
              <SelectField
                label={t('account.fields.country')}
                autoComplete="shipping country"
                options={DELIVERY_COUNTRIES.map((c) => ({ value: c.id, label: t(c.key) }))}
                {...bind('country_id', true)}
              />
              <PhoneField optional={false} section="shipping" {...bind('phone_number')} />
            </div>
          </>
        ) : (
          <>
            {addresses.length === 0 && (
              <p className="mb-3 text-sm text-muted">{t('checkout.shipping.no_addresses')}</p>
            )}
            <div className="mb-3 grid gap-2">
              {addresses.map((address) => (
                <ChoiceOption
                  key={address.id}
                  name="address"
                  value={String(address.id)}
                  checked={state.address?.id === address.id}
                  onChange={() => checkoutStore.update((s) => selectAddress(s, address))}
                  label={<AddressLines address={address} />}
                  testId="checkout-address"
                />
              ))}
            </div>
            <button
              type="button"
              className="rounded border border-line px-3 py-2 text-sm font-medium"
              disabled={!hydrated}
              onClick={() => modals.open('new-address')}
            >
              {t('checkout.shipping.add_address')}
            </button>
          </>
        )}
      </fieldset>

      <fieldset className={FIELDSET}>
        <legend className={LEGEND}>{t('checkout.shipping.method')}</legend>
        <div className="grid gap-2">
          {SHIPPING_METHODS.filter((method) => data.shipping_methods[method] !== undefined).map((method) => (
            <ChoiceOption
              key={method}
              name="shipping_method"
              value={method}
              checked={state.shipping_method === method}
              onChange={() => checkoutStore.update((s) => setShippingMethod(s, method))}
              label={t(`checkout.shipping.method_${method}`)}
              testId={`shipping-${method}`}
              aside={
                <>
                  {money(data.shipping_methods[method] ?? 0)}
                  {percentages[method] > 0 && (
                    <span className="block text-success">
                      {t('checkout.shipping.discount', { percent: percentages[method] })}
                    </span>
                  )}
                </>
              }
            />
          ))}
        </div>
        {data.tier_based_shipping_discount !== null && data.tier_based_shipping_discount > 0 && (
          <p className="mt-2 text-sm text-success" data-testid="tier-discount">
            {t('checkout.shipping.tier_discount', { amount: money(data.tier_based_shipping_discount) })}
          </p>
        )}
      </fieldset>

      {data.local_delivery_couriers.length > 0 && (
        <fieldset className={FIELDSET}>
          <legend className={LEGEND}>{t('checkout.shipping.delivery')}</legend>
          <div className="grid gap-2">
            {data.local_delivery_couriers.map((option, index) => (
              <ChoiceOption
                key={option.local_delivery_type}
                name="delivery_method"
                value={String(index)}
                checked={state.delivery_method === index}
                onChange={() => checkoutStore.update((s) => setDeliveryMethod(s, index))}
                label={t(`checkout.delivery.${option.local_delivery_type}`)}
                aside={option.delivery_fee > 0 ? money(option.delivery_fee) : t('checkout.shipping.free')}
                testId={`delivery-${option.local_delivery_type}`}
              />
            ))}
          </div>
          {courier?.has_pickup_points && (
            <PickupPointSelect
              points={courier.pickup_points}
              value={state.parcel_shop}
              onChange={(id) => checkoutStore.update((s) => setParcelShop(s, id))}
            />
          )}
        </fieldset>
      )}

      <FormAlert message={choiceError} />
      <button
        type="submit"
        disabled={!hydrated || isSubmitting}
        aria-busy={isSubmitting || undefined}
        className="w-full rounded bg-accent px-4 py-3 font-semibold text-on-accent disabled:opacity-60 sm:w-auto"
      >
        {t('checkout.shipping.continue')}
      </button>
    </form>
  );
}

function PickupPointSelect(props: {
  points: CheckoutData['local_delivery_couriers'][number]['pickup_points'];
  value: string | null;
  onChange: (id: string | null) => void;
}) {
  const t = useT();
  return (
    <div className="mt-3">
      <label htmlFor="checkout-pickup-point" className="mb-1 block text-sm font-medium">
        {t('checkout.shipping.pickup_point')}
      </label>
      <select
        id="checkout-pickup-point"
        className="w-full rounded border border-line bg-surface px-3 py-2"
        value={props.value ?? ''}
        onChange={(event) => props.onChange(event.target.value || null)}
      >
        <option value="">{t('checkout.shipping.pickup_point_choose')}</option>
        {props.points.map((point) => (
          <option key={point.parcelshop_id} value={point.parcelshop_id}>
            {[point.name, point.address].filter(Boolean).join(', ') || point.parcelshop_id}
          </option>
        ))}
      </select>
    </div>
  );
}

export function AddressLines({ address }: { address: Address }) {
  const t = useT();
  return (
    <span className="text-sm">
      <span className="block font-medium">
        {address.first_name} {address.last_name}
      </span>
      <span className="block">{address.first_address}</span>
      <span className="block">
        {address.zip} {address.city}, {t(countryKey(address.country_id))}
      </span>
      <span className="block">{address.phone_number}</span>
    </span>
  );
}

/** Keeps the chosen address in step with the user's list as a new one is added (placeholder id 0, then saved). */
function useFollowAddresses(addresses: readonly Address[], chosen: Address | null) {
  const previous = useRef(addresses);
  useEffect(() => {
    const next = followAddresses(chosen, previous.current, addresses);
    previous.current = addresses;
    if (next && next !== chosen) checkoutStore.update((s) => selectAddress(s, next));
  }, [addresses, chosen]);
}
