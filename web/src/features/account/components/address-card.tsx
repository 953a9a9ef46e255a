import type { Address } from '@storefront/shared-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormAlert } from '@/components/forms/fields';
import { apiOf } from '@/lib/api-client';
import { countryKey } from '@/lib/delivery-countries';
import { formErrorsOf } from '@/lib/forms/server-errors';
import { useSessionLoss } from '@/lib/forms/use-session-loss';
import { useT } from '@/lib/i18n';
import { modals } from '@/lib/modals/modal-store';
import { updateAddresses } from '../address-cache';
import { isPlaceholder, removeAddress } from '../address-placeholder';

const BUTTON = 'rounded border border-line px-3 py-1.5 text-sm hover:bg-raised disabled:opacity-60';

/** One saved address with Edit and Delete (asked once more before it goes); the placeholder is "saving". */
export function AddressCard({ address }: { address: Address }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const sessionLost = useSessionLoss();
  const saving = isPlaceholder(address);
  const remove = useMutation({
    mutationFn: () => apiOf(queryClient).call('deleteDeliveryAddress', { body: { id: address.id } }),
    onSuccess: () => updateAddresses(queryClient, (list) => removeAddress(list, address.id)),
    onError: sessionLost,
  });
  const name = `${address.first_name} ${address.last_name}`;

  return (
    <article
      aria-label={name}
      aria-busy={saving || remove.isPending || undefined}
      className="flex h-full flex-col rounded-lg border border-line p-4"
      data-testid="address-card"
    >
      <address className="mb-4 flex-1 not-italic leading-relaxed">
        <strong className="block">{name}</strong>
        {address.first_address}
        <br />
        {address.zip} {address.city}
        <br />
        {t(countryKey(address.country_id))}
        <br />
        {address.phone_number}
      </address>
      <FormAlert message={remove.error ? (formErrorsOf(remove.error, []).form ?? undefined) : undefined} />
      {saving ? (
        <p className="text-sm text-muted">{t('account.addresses.saving')}</p>
      ) : confirming ? (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm">{t('account.addresses.delete_confirm')}</span>
          <button
            type="button"
            className={`${BUTTON} border-danger text-danger`}
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
          >
            {t('account.addresses.delete_yes')}
          </button>
          <button type="button" className={BUTTON} onClick={() => setConfirming(false)}>
            {t('account.addresses.delete_no')}
          </button>
        </div>
      ) : (
        <div className="flex gap-2">
          <button
            type="button"
            className={BUTTON}
            aria-label={t('account.addresses.edit_named', { name: address.first_address })}
            onClick={() => modals.open('edit-address', { address })}
          >
            {t('account.addresses.edit')}
          </button>
          <button
            type="button"
            className={BUTTON}
            aria-label={t('account.addresses.delete_named', { name: address.first_address })}
            onClick={() => setConfirming(true)}
          >
            {t('account.addresses.delete')}
          </button>
        </div>
      )}
    </article>
  );
}
