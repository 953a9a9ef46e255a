import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type Calls, customer, renderForm } from '@/lib/forms/__tests__/form-harness';
import { INITIAL_CHECKOUT_STATE, loadCheckout } from '../checkout-state';
import { checkoutStore, useCheckoutState } from '../checkout-store';
import { ShippingStep } from '../components/shipping-step';
import { checkoutData, SAVED_ADDRESS } from './fixture';

const money = (n: number) => `€${n.toFixed(2)}`;
const calls: Calls = vi.fn(async () => ({}));

function Harness({ signedIn, onContinue }: { signedIn: boolean; onContinue: () => Promise<void> }) {
  const state = useCheckoutState();
  return (
    <ShippingStep
      data={checkoutData()}
      state={state}
      user={signedIn ? { ...customer, delivery_addresses: [SAVED_ADDRESS] } : null}
      money={money}
      onContinue={onContinue}
    />
  );
}

const type = (label: string, value: string) => {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
  fireEvent.blur(screen.getByLabelText(label));
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'checkout.shipping.continue' }));

beforeEach(() => {
  checkoutStore.update(() =>
    loadCheckout(INITIAL_CHECKOUT_STATE, { slug: 's1', step: 3, data: checkoutData(), signedIn: false }),
  );
  checkoutStore.update((s) => ({ ...s, address: null }));
});

describe('shipping step', () => {
  it('checks a guest’s e-mail and address with the contract’s rules (translation keys as messages)', async () => {
    const onContinue = vi.fn(async () => {});
    renderForm(<Harness signedIn={false} onContinue={onContinue} />, calls);
    type('account.fields.email', 'not-an-e-mail');
    submit();
    await waitFor(() => expect(screen.getAllByText(/^validation\.|^account\./).length).toBeGreaterThan(0));
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('asks for a courier and its pickup point before going on, then keeps the guest’s details as a new address (id 0)', async () => {
    const onContinue = vi.fn(async () => {});
    renderForm(<Harness signedIn={false} onContinue={onContinue} />, calls);
    type('account.fields.email', 'Guest@Example.com');
    type('account.fields.first_name', 'Ona');
    type('account.fields.last_name', 'Jonaitė');
    type('account.fields.address', 'Gedimino pr. 1');
    type('account.fields.city', 'Vilnius');
    type('account.fields.zip', 'LT-01103');
    type('account.fields.phone', '+370 600 00000');
    submit();
    await screen.findByText('checkout.form.choose_delivery');
    fireEvent.click(screen.getByTestId('delivery-parcel_locker').querySelector('input') as HTMLInputElement);
    submit();
    await screen.findByText('checkout.form.choose_pickup_point');
    fireEvent.change(screen.getByLabelText('checkout.shipping.pickup_point'), { target: { value: 'PS-1' } });
    fireEvent.click(screen.getByTestId('shipping-sea').querySelector('input') as HTMLInputElement);
    submit();
    await waitFor(() => expect(onContinue).toHaveBeenCalledTimes(1));
    const state = checkoutStore.get();
    expect(state).toMatchObject({
      email: 'guest@example.com',
      shipping_method: 'sea',
      delivery_method: 1,
      parcel_shop: 'PS-1',
      address: { id: 0, city: 'Vilnius', country_id: 1 },
    });
  });

  it('offers a signed-in shopper their saved addresses, with no e-mail field', async () => {
    const onContinue = vi.fn(async () => {});
    renderForm(<Harness signedIn onContinue={onContinue} />, calls);
    expect(screen.queryByLabelText('account.fields.email')).toBeNull();
    await waitFor(() => expect(checkoutStore.get().address?.id).toBe(SAVED_ADDRESS.id));
    fireEvent.click(screen.getByTestId('delivery-courier').querySelector('input') as HTMLInputElement);
    submit();
    await waitFor(() => expect(onContinue).toHaveBeenCalledTimes(1));
    expect(checkoutStore.get().email).toBe(customer.email);
  });
});
