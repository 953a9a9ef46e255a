import type { FieldError } from 'react-hook-form';
import { useT } from '../../../lib/i18n';
import { SelectField, TextField } from '../../auth/forms/fields';
import type { FieldProps } from '../../auth/forms/use-contract-form';
import { DELIVERY_COUNTRIES } from '../countries';

export type AddressFieldName =
  | 'first_name'
  | 'last_name'
  | 'first_address'
  | 'city'
  | 'zip'
  | 'phone_number'
  | 'country_id';
export const ADDRESS_FIELDS: readonly AddressFieldName[] = [
  'first_name',
  'last_name',
  'first_address',
  'city',
  'zip',
  'phone_number',
  'country_id',
];

type AddressFieldsProps = {
  field: (name: AddressFieldName) => FieldProps;
  errors: Partial<Record<AddressFieldName, FieldError>>;
};

/** The §3 address fields, shared by the new and edit address pop-ups. The phone follows the §5 rule. */
export function AddressFields({ field, errors }: AddressFieldsProps) {
  const t = useT();
  return (
    <div className="grid gap-x-4 sm:grid-cols-2">
      <TextField
        label={t('account.fields.first_name')}
        autoComplete="shipping given-name"
        registration={field('first_name')}
        error={errors.first_name}
      />
      <TextField
        label={t('account.fields.last_name')}
        autoComplete="shipping family-name"
        registration={field('last_name')}
        error={errors.last_name}
      />
      <div className="sm:col-span-2">
        <TextField
          label={t('account.fields.address')}
          autoComplete="shipping address-line1"
          registration={field('first_address')}
          error={errors.first_address}
        />
      </div>
      <TextField
        label={t('account.fields.city')}
        autoComplete="shipping address-level2"
        registration={field('city')}
        error={errors.city}
      />
      <TextField
        label={t('account.fields.zip')}
        autoComplete="shipping postal-code"
        registration={field('zip')}
        error={errors.zip}
      />
      <SelectField
        label={t('account.fields.country')}
        autoComplete="shipping country"
        registration={field('country_id')}
        error={errors.country_id}
        options={DELIVERY_COUNTRIES.map((country) => ({ value: country.id, label: t(country.key) }))}
      />
      <TextField
        label={t('account.fields.phone')}
        type="tel"
        autoComplete="shipping tel"
        hint={t('account.fields.phone_hint')}
        registration={field('phone_number')}
        error={errors.phone_number}
      />
    </div>
  );
}
