import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { bodyOf, type Calls, customer, renderForm } from '@/lib/forms/__tests__/form-harness';
import { CURRENT_USER_KEY } from '@/lib/session/current-user';
import { ContactInfoForm } from '../components/contact-info-form';

// Issue #24: names and phone save at once; a new e-mail asks for the current password and is only mailed for
// confirmation, which the form says (the fixture has no account texts: labels and notices show as their keys).
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'account.info.save' }));
const passwordField = () => screen.queryByLabelText('account.fields.current_password');

describe('ContactInfoForm', () => {
  it('asks for no password while the e-mail stays, and saves the names at once', async () => {
    const calls: Calls = vi.fn(async () => ({ ...customer, first_name: 'Ona', pending_email: null }));
    const { queryClient } = renderForm(<ContactInfoForm user={customer} />, calls, customer);
    expect(passwordField()).toBeNull();
    type('account.fields.first_name', 'Ona');
    // The account's own e-mail typed otherwise is no change.
    type('account.fields.email', ' DANA@storefront.test');
    expect(passwordField()).toBeNull();
    save();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('account.info.saved'));
    expect(bodyOf(calls, 'updateContactInfo')).toMatchObject({ first_name: 'Ona', email: customer.email });
    expect(bodyOf(calls, 'updateContactInfo')).not.toHaveProperty('current_password', expect.anything());
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toEqual({ ...customer, first_name: 'Ona' });
  });

  it('asks for the current password once the e-mail changes, and says a confirmation link was sent', async () => {
    const calls: Calls = vi.fn(async () => ({ ...customer, pending_email: 'new@example.test' }));
    const { queryClient } = renderForm(<ContactInfoForm user={customer} />, calls, customer);
    type('account.fields.email', 'New@Example.test');
    expect(passwordField()).not.toBeNull();
    type('account.fields.current_password', 'demo-password');
    save();
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('account.info.email_change_sent'),
    );
    expect(bodyOf(calls, 'updateContactInfo')).toMatchObject({
      email: 'new@example.test',
      current_password: 'demo-password',
      locale: 'lt',
    });
    // The sign-in e-mail is still the old one until the link is opened; the form shows it again.
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toEqual(customer);
    expect((screen.getByLabelText('account.fields.email') as HTMLInputElement).value).toBe(customer.email);
    expect(passwordField()).toBeNull();
  });

  it('shows a wrong current password beside its field, and says nothing was sent', async () => {
    const calls: Calls = vi.fn(async () => {
      throw new ApiError({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Invalid request',
        fields: { current_password: 'auth.forms.wrong_current_password' },
        retryable: false,
      });
    });
    renderForm(<ContactInfoForm user={customer} />, calls, customer);
    type('account.fields.email', 'new@example.test');
    type('account.fields.current_password', 'not-it');
    save();
    await screen.findByText('auth.forms.wrong_current_password');
    expect(screen.getByLabelText('account.fields.current_password').getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});
