import type { FormEvent } from 'react';
import {
  AccountForm,
  FormAlert,
  NameFields,
  PhoneField,
  SelectField,
  SubmitButton,
  TextField,
} from '@/components/forms/fields';
import { DELIVERY_COUNTRIES } from '@/lib/delivery-countries';
import type { BoundField } from '@/lib/forms/use-contract-form';
import { useT } from '@/lib/i18n';

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

type AddressFormProps = {
  /** The form's accessible name (the pop-up's title). */
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  bind: (name: AddressFieldName) => BoundField;
  formError: string | undefined;
  pending: boolean;
};

/** The §3 address form of the new and edit address pop-ups (their calls differ). The phone follows the §5 rule. */
export function AddressForm({ label, onSubmit, bind, formError, pending }: AddressFormProps) {
  const t = useT();
  return (
    <AccountForm onSubmit={onSubmit} label={label}>
      <FormAlert message={formError} />
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
        <TextField label={t('account.fields.zip')} autoComplete="shipping postal-code" {...bind('zip')} />
        <SelectField
          label={t('account.fields.country')}
          autoComplete="shipping country"
          options={DELIVERY_COUNTRIES.map((country) => ({ value: country.id, label: t(country.key) }))}
          {...bind('country_id')}
        />
        <PhoneField optional={false} section="shipping" {...bind('phone_number')} />
      </div>
      <SubmitButton pending={pending}>{t('account.addresses.save')}</SubmitButton>
    </AccountForm>
  );
}
