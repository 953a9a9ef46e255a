import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { bodyOf, type Calls, customer, renderForm } from '@/lib/forms/__tests__/form-harness';
import { CURRENT_USER_KEY } from '@/lib/session/current-user';
import { RegisterForm } from '../components/register-form';

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'auth.register.submit' }));

function fill({ phone = '', confirmation = 'first-password-1' } = {}) {
  type('account.fields.first_name', 'Dana');
  type('account.fields.last_name', 'Demo');
  type('account.fields.email', 'dana@storefront.test');
  type('account.fields.phone_optional', phone);
  type('account.fields.password', 'first-password-1');
  type('account.fields.password_confirmation', confirmation);
}

/** The bff: check-client answers `check`, register answers the new user. */
const shop = (check: { found: boolean; new_password_has_been_sent: boolean }): Calls =>
  vi.fn(async (name: string) => (name === 'checkClient' ? check : { user: customer }));

describe('RegisterForm (§5 registration)', () => {
  it('applies the phone rule and the password match before anything is sent', async () => {
    const calls = shop({ found: false, new_password_has_been_sent: false });
    renderForm(<RegisterForm onRegistered={vi.fn()} />, calls);
    fill({ phone: '600 12345', confirmation: 'another-password' });
    submit();
    await screen.findByText('validation.phone');
    await screen.findByText('validation.passwords_match');
    expect(calls).not.toHaveBeenCalled();
  });

  it('registers a new e-mail: check-client first, then register with the language, signed in after', async () => {
    const calls = shop({ found: false, new_password_has_been_sent: false });
    const onRegistered = vi.fn();
    const { queryClient } = renderForm(<RegisterForm onRegistered={onRegistered} />, calls);
    fill();
    submit();
    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith(customer));
    expect(calls.mock.calls.map(([name]) => name)).toEqual(['checkClient', 'register']);
    expect(bodyOf(calls, 'checkClient')).toEqual({ email: 'dana@storefront.test', locale: 'lt' });
    expect(bodyOf(calls, 'register')).toMatchObject({
      email: 'dana@storefront.test',
      phone_number: null,
      subscribed: false,
      locale: 'lt',
    });
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toEqual(customer);
  });

  it('a client known from an order without a password: password_sent, no registration', async () => {
    const calls = shop({ found: true, new_password_has_been_sent: true });
    const onRegistered = vi.fn();
    renderForm(<RegisterForm onRegistered={onRegistered} />, calls);
    fill({ phone: '+370 600 12345' });
    submit();
    expect((await screen.findByRole('status')).textContent).toBe('auth.register.password_sent');
    expect(calls.mock.calls.map(([name]) => name)).toEqual(['checkClient']);
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it('a client with an account: auth.forms.user_already_exists on the e-mail, no registration', async () => {
    const calls = shop({ found: true, new_password_has_been_sent: false });
    renderForm(<RegisterForm onRegistered={vi.fn()} />, calls);
    fill();
    submit();
    await screen.findByText('auth.forms.user_already_exists');
    expect(screen.getByLabelText('account.fields.email').getAttribute('aria-invalid')).toBe('true');
    expect(calls.mock.calls.map(([name]) => name)).toEqual(['checkClient']);
  });
});
