import type { Address, User } from '@storefront/shared-types';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { bodyOf, type Calls, customer, renderForm } from '@/lib/forms/__tests__/form-harness';
import { CURRENT_USER_KEY } from '@/lib/session/current-user';
import AddressModal from '../components/address-modal';

const home: Address = {
  id: 4,
  first_name: 'Dana',
  last_name: 'Demo',
  first_address: 'Gedimino pr. 1',
  city: 'Vilnius',
  zip: 'LT-01103',
  phone_number: '+370 600 12345',
  country_id: 1,
};
const user: User = { ...customer, delivery_addresses: [home] };

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'account.addresses.save' }));
const addresses = (queryClient: { getQueryData: (key: readonly string[]) => unknown }) =>
  (queryClient.getQueryData(CURRENT_USER_KEY) as User).delivery_addresses;

function fillNewAddress() {
  type('account.fields.address', 'Laisvės al. 2');
  type('account.fields.city', 'Kaunas');
  type('account.fields.zip', 'LT-44001');
}

describe('new address pop-up (§4 id 0 placeholder)', () => {
  it('shows the address at once with id 0, then the saved entry with its real id in its place', async () => {
    let answer: (address: Address) => void = () => {};
    const calls: Calls = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    const close = vi.fn();
    const { queryClient } = renderForm(
      <AddressModal name="new-address" props={{}} close={close} />,
      calls,
      user,
    );
    // The name and phone start from the account; the country is the site's (searchKeys.countryId 1).
    expect((screen.getByLabelText('account.fields.first_name') as HTMLInputElement).value).toBe('Dana');
    expect((screen.getByLabelText('account.fields.country') as HTMLSelectElement).value).toBe('1');
    fillNewAddress();
    fireEvent.change(screen.getByLabelText('account.fields.country'), { target: { value: '2' } });
    save();

    await waitFor(() => expect(addresses(queryClient).map((a) => a.id)).toEqual([4, 0]));
    expect(bodyOf(calls, 'addDeliveryAddress')).toMatchObject({ id: 0, city: 'Kaunas', country_id: 2 });
    answer({
      ...home,
      id: 42,
      first_address: 'Laisvės al. 2',
      city: 'Kaunas',
      zip: 'LT-44001',
      country_id: 2,
    });
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(addresses(queryClient).map((a) => a.id)).toEqual([4, 42]);
  });

  it('takes the placeholder away again when the shop refuses, and shows why beside the field', async () => {
    const calls: Calls = vi.fn(async () => {
      throw new ApiError({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Invalid request',
        fields: { zip: 'validation.too_long' },
        retryable: false,
      });
    });
    const close = vi.fn();
    const { queryClient } = renderForm(
      <AddressModal name="new-address" props={{}} close={close} />,
      calls,
      user,
    );
    fillNewAddress();
    save();
    await screen.findByText('validation.too_long');
    expect(addresses(queryClient)).toEqual([home]);
    expect(close).not.toHaveBeenCalled();
  });

  it('refuses a phone outside the §5 rule before sending', async () => {
    const calls: Calls = vi.fn();
    renderForm(<AddressModal name="new-address" props={{}} close={vi.fn()} />, calls, user);
    fillNewAddress();
    type('account.fields.phone', '+370');
    save();
    await screen.findByText('validation.phone');
    expect(calls).not.toHaveBeenCalled();
  });
});

describe('edit address pop-up', () => {
  it('updates the address by its id and puts the answer in the list', async () => {
    const calls: Calls = vi.fn(async (_name, input) => input.body);
    const close = vi.fn();
    const { queryClient } = renderForm(
      <AddressModal name="edit-address" props={{ address: home }} close={close} />,
      calls,
      user,
    );
    expect((screen.getByLabelText('account.fields.city') as HTMLInputElement).value).toBe('Vilnius');
    type('account.fields.city', 'Klaipėda');
    save();
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(bodyOf(calls, 'updateDeliveryAddress')).toMatchObject({ id: 4, city: 'Klaipėda' });
    expect(addresses(queryClient)).toEqual([{ ...home, city: 'Klaipėda' }]);
  });
});
