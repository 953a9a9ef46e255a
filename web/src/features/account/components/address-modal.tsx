import type { Address } from '@storefront/shared-types';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiOf } from '@/lib/api-client';
import { useBootstrap } from '@/lib/app-context';
import { defaultCountryId } from '@/lib/delivery-countries';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useT } from '@/lib/i18n';
import type { ModalContentProps } from '@/lib/modals/modal-content';
import { useCurrentUser } from '@/lib/session/current-user';
import { updateAddresses } from '../address-cache';
import {
  dropPlaceholder,
  PLACEHOLDER_ADDRESS_ID,
  replaceAddress,
  replacePlaceholder,
  withPlaceholder,
} from '../address-placeholder';
import { ADDRESS_FIELDS, type AddressFieldName, AddressForm } from './address-fields';

/** The country arrives from its select as a number (the contract's country_id). */
const addressFieldOptions = (name: AddressFieldName) =>
  name === 'country_id' ? ({ valueAsNumber: true } as const) : undefined;

/** The new address and edit address pop-ups (§2 modal set); edit is opened with `{ address }`. */
export default function AddressModal({ name, props, close }: ModalContentProps) {
  const address = name === 'edit-address' ? (props.address as Address | undefined) : undefined;
  return address ? <EditAddressForm address={address} onDone={close} /> : <NewAddressForm onDone={close} />;
}

/**
 * §4: the new address shows in the list at once with the placeholder id 0 while it is saved; the saved entry
 * (its real id) replaces it, or it goes again if the shop refuses it (the messages stay in the pop-up).
 */
function NewAddressForm({ onDone }: { onDone: () => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const { storeConfig } = useBootstrap();
  const form = useContractForm(
    'addDeliveryAddress',
    {
      id: PLACEHOLDER_ADDRESS_ID,
      first_name: user?.first_name ?? '',
      last_name: user?.last_name ?? '',
      first_address: '',
      city: '',
      zip: '',
      phone_number: user?.phone_number ?? '',
      country_id: defaultCountryId(storeConfig.searchKeys.countryId),
    },
    ADDRESS_FIELDS,
  );
  const {
    setFocus,
    formState: { errors, isSubmitting },
  } = form;
  useEffect(() => setFocus('first_address'), [setFocus]);

  const submit = form.handleSubmit(async ({ id: _placeholder, ...input }) => {
    updateAddresses(queryClient, (list) => withPlaceholder(list, input));
    try {
      const saved = await apiOf(queryClient).call('addDeliveryAddress', {
        body: { ...input, id: PLACEHOLDER_ADDRESS_ID },
      });
      updateAddresses(queryClient, (list) => replacePlaceholder(list, saved));
      onDone();
    } catch (error) {
      updateAddresses(queryClient, dropPlaceholder);
      form.showError(error);
    }
  });

  return (
    <AddressForm
      label={t('shell.modal.new_address')}
      onSubmit={submit}
      bind={(name) => form.bind(name, addressFieldOptions(name))}
      formError={errors.root?.server?.message}
      pending={isSubmitting}
    />
  );
}

function EditAddressForm({ address, onDone }: { address: Address; onDone: () => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const form = useContractForm('updateDeliveryAddress', address, ADDRESS_FIELDS);
  const {
    setFocus,
    formState: { errors, isSubmitting },
  } = form;
  useEffect(() => setFocus('first_address'), [setFocus]);

  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = await apiOf(queryClient).call('updateDeliveryAddress', { body });
      updateAddresses(queryClient, (list) => replaceAddress(list, saved));
      onDone();
    } catch (error) {
      form.showError(error);
    }
  });

  return (
    <AddressForm
      label={t('shell.modal.edit_address')}
      onSubmit={submit}
      bind={(name) => form.bind(name, addressFieldOptions(name))}
      formError={errors.root?.server?.message}
      pending={isSubmitting}
    />
  );
}
