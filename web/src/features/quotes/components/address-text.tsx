import { countryKey } from '@/lib/delivery-countries';
import { useT } from '@/lib/i18n';

type AddressLike = {
  first_name: string;
  last_name: string;
  first_address: string;
  city: string;
  zip: string;
  phone_number: string;
  country_id: number;
};

/** A delivery address as the quote pages show it: name, street, postcode and city with the country, phone. */
export function AddressText({ address }: { address: AddressLike }) {
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
