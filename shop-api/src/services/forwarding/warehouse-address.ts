// The shopper's own address at the warehouse: the one warehouse (constants.ts) with their suite code on it.
import { FORWARDING_WAREHOUSE, suiteCode, type WarehouseAddress } from '@storefront/shared-types';

export function warehouseAddress(user: {
  id: number;
  first_name: string | null;
  last_name: string | null;
}): WarehouseAddress {
  const suite = suiteCode(user.id);
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ').trim();
  return {
    suite_code: suite,
    // The suite goes on the recipient line too: shops that drop line 2 still deliver to the right shelf.
    recipient: name ? `${name} ${suite}` : suite,
    company: FORWARDING_WAREHOUSE.company,
    line1: FORWARDING_WAREHOUSE.line1,
    line2: FORWARDING_WAREHOUSE.line2.replace('{suite}', suite),
    city: FORWARDING_WAREHOUSE.city,
    state: FORWARDING_WAREHOUSE.state,
    zip: FORWARDING_WAREHOUSE.zip,
    country: FORWARDING_WAREHOUSE.country,
    phone: FORWARDING_WAREHOUSE.phone,
  };
}
