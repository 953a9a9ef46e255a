import { useT } from '@/lib/i18n';
import { modals } from '@/lib/modals/modal-store';
import { useCurrentUser } from '@/lib/session/current-user';
import { AccountLayout } from './account-layout';
import { AddressCard } from './address-card';

/**
 * /delivery-addresses: the user's addresses (§3 User), added and edited in the §2 address pop-ups. (The shop's
 * limit on how many is its answer to an add, shown in the pop-up: this chunk stays free of the contract's schemas.)
 */
export function DeliveryAddressesPage() {
  const t = useT();
  const addresses = useCurrentUser()?.delivery_addresses ?? [];
  return (
    <AccountLayout title={t('shell.page.delivery_addresses')}>
      <div className="mb-6">
        <button
          type="button"
          className="rounded bg-accent px-4 py-2 font-medium text-on-accent"
          onClick={() => modals.open('new-address')}
        >
          {t('account.addresses.add')}
        </button>
      </div>
      {addresses.length === 0 ? (
        <p className="text-muted">{t('account.addresses.empty')}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {addresses.map((address) => (
            <li key={address.id}>
              <AddressCard address={address} />
            </li>
          ))}
        </ul>
      )}
    </AccountLayout>
  );
}
