import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type Calls, customer, renderForm } from '@/lib/forms/__tests__/form-harness';
import RegisterModal from '../components/register-modal';

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('register pop-up', () => {
  it('after registering it says so in the pop-up and closes only on Continue', async () => {
    const calls: Calls = vi.fn(async (name: string) =>
      name === 'checkClient' ? { found: false, new_password_has_been_sent: false } : { user: customer },
    );
    const close = vi.fn();
    renderForm(<RegisterModal name="register" props={{}} close={close} />, calls);
    type('account.fields.first_name', 'Dana');
    type('account.fields.last_name', 'Demo');
    type('account.fields.email', 'dana@storefront.test');
    type('account.fields.password', 'first-password-1');
    type('account.fields.password_confirmation', 'first-password-1');
    fireEvent.click(screen.getByRole('button', { name: 'auth.register.submit' }));

    const notice = await screen.findByRole('status');
    expect(notice.textContent).toBe('auth.register.done');
    expect(screen.queryByRole('button', { name: 'auth.register.submit' })).toBeNull();
    expect(close).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'auth.register.continue' }));
    expect(close).toHaveBeenCalledOnce();
  });
});
