import { ACCOUNT_MESSAGES } from '@storefront/shared-types';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { type Calls, customer, renderForm } from '@/lib/forms/__tests__/form-harness';
import { isSessionLost, SIGN_IN_REQUIRED_KEY } from '@/lib/forms/use-session-loss';
import { CURRENT_USER_KEY } from '@/lib/session/current-user';
import { ChangePasswordForm } from '../components/change-password-form';

const gone = () =>
  new ApiError({ statusCode: 401, code: 'UNAUTHORIZED', message: SIGN_IN_REQUIRED_KEY, retryable: false });

describe('a session that is gone (revoked elsewhere, expired)', () => {
  it('is the bff’s 401 with the contract’s sign-in-required key, nothing else', () => {
    expect(SIGN_IN_REQUIRED_KEY).toBe(ACCOUNT_MESSAGES.signInRequired);
    expect(isSessionLost(gone())).toBe(true);
    expect(
      isSessionLost(
        new ApiError({
          statusCode: 401,
          code: 'UNAUTHORIZED',
          message: 'auth.forms.wrong_credentials',
          retryable: false,
        }),
      ),
    ).toBe(false);
  });

  it('makes a form forget the user instead of showing a message the header would contradict', async () => {
    const calls: Calls = vi.fn(async () => {
      throw gone();
    });
    const { queryClient } = renderForm(<ChangePasswordForm />, calls, customer);
    const type = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    type('account.fields.current_password', 'first-password-1');
    type('account.fields.new_password', 'second-password-2');
    type('account.fields.password_confirmation', 'second-password-2');
    fireEvent.click(screen.getByRole('button', { name: 'account.password.submit' }));
    await waitFor(() => expect(queryClient.getQueryData(CURRENT_USER_KEY)).toBeNull());
    expect(screen.getByRole('alert').textContent).toBe('');
  });
});
