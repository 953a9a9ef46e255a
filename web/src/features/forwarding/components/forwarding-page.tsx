import { useSuspenseQuery } from '@tanstack/react-query';
import { useT } from '@/lib/i18n';
import { warehouseAddressQueryOptions } from '../api/forwarding-queries';
import { DeclareForm } from './declare-form';
import { ForwardRequestList } from './forward-request-list';
import { WarehouseAddressCard } from './warehouse-address-card';

/** /forwarding: how it works in three steps, the shopper's warehouse address, declaring a parcel, their requests. */
export function ForwardingPage({ languageId }: { languageId: number }) {
  const t = useT();
  const { data: address } = useSuspenseQuery(warehouseAddressQueryOptions());
  return (
    <div data-testid="forwarding">
      <ol className="mb-6 grid gap-3 text-sm sm:grid-cols-3">
        {(['forwarding.steps.one', 'forwarding.steps.two', 'forwarding.steps.three'] as const).map(
          (key, index) => (
            <li key={key} className="rounded bg-raised p-3">
              <span className="mr-1 font-bold">{index + 1}.</span>
              {t(key)}
            </li>
          ),
        )}
      </ol>
      <WarehouseAddressCard address={address} />
      <DeclareForm languageId={languageId} />
      <ForwardRequestList />
    </div>
  );
}
