import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { bodyOf, type Calls, customer, renderForm } from '@/lib/forms/__tests__/form-harness';
import { CURRENT_USER_KEY } from '@/lib/session/current-user';
import { LoginForm } from '../components/login-form';

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'auth.login.submit' }));

describe('LoginForm', () => {
  it('shows the contract’s messages per field and calls nothing while they stand', async () => {
    const calls: Calls = vi.fn();
    renderForm(<LoginForm onSignedIn={vi.fn()} onForgotPassword={vi.fn()} />, calls);
    submit();
    await waitFor(() => expect(screen.getAllByText('validation.required')).toHaveLength(2));
    type('account.fields.email', 'not-an-email');
    submit();
    await screen.findByText('validation.email');
    expect(calls).not.toHaveBeenCalled();
    expect(screen.getByLabelText('account.fields.email').getAttribute('aria-invalid')).toBe('true');
  });

  it('leaves an empty field without a message (it is one when the form is sent), a filled one is checked', async () => {
    renderForm(<LoginForm autoFocus onSignedIn={vi.fn()} onForgotPassword={vi.fn()} />, vi.fn());
    const email = screen.getByLabelText('account.fields.email');
    // The pop-up's e-mail field has the focus; pressing "Create an account" below it leaves it empty. A message
    // here would move the link away before the press ends (the click never happens).
    fireEvent.blur(email);
    fireEvent.blur(screen.getByLabelText('account.fields.password'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('validation.required')).toBeNull();
    expect(email.getAttribute('aria-invalid')).not.toBe('true');
    type('account.fields.email', 'not-an-email');
    fireEvent.blur(email);
    await screen.findByText('validation.email');
    submit();
    await screen.findByText('validation.required');
  });

  it('keeps the e-mail’s focus while "Forgot your password?" is pressed, so a refused e-mail does not move it', async () => {
    const onForgotPassword = vi.fn();
    renderForm(<LoginForm autoFocus onSignedIn={vi.fn()} onForgotPassword={onForgotPassword} />, vi.fn());
    type('account.fields.email', 'abc');
    const forgot = screen.getByRole('button', { name: 'auth.login.forgot_password' });
    // false: the press's default (focus moves to the button, the e-mail is left and checked) was prevented.
    expect(fireEvent.mouseDown(forgot)).toBe(false);
    fireEvent.click(forgot);
    expect(onForgotPassword).toHaveBeenCalledOnce();
  });

  it('shows a refused sign-in as the form’s message', async () => {
    const calls: Calls = vi.fn(async () => {
      throw new ApiError({
        statusCode: 401,
        code: 'UNAUTHORIZED',
        message: 'auth.forms.wrong_credentials',
        retryable: false,
      });
    });
    const onSignedIn = vi.fn();
    renderForm(<LoginForm onSignedIn={onSignedIn} onForgotPassword={vi.fn()} />, calls);
    type('account.fields.email', 'dana@storefront.test');
    type('account.fields.password', 'wrong-password');
    submit();
    // The alert region is there from the start (so the message is announced when it appears).
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('auth.forms.wrong_credentials'));
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('sends what the schema parsed and makes the answer the app’s user', async () => {
    const calls: Calls = vi.fn(async () => ({ user: customer }));
    const onSignedIn = vi.fn();
    const { queryClient } = renderForm(
      <LoginForm onSignedIn={onSignedIn} onForgotPassword={vi.fn()} />,
      calls,
    );
    type('account.fields.email', '  Dana@Storefront.TEST ');
    type('account.fields.password', 'demo-password');
    submit();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(customer));
    expect(bodyOf(calls, 'login')).toEqual({ email: 'dana@storefront.test', password: 'demo-password' });
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toEqual(customer);
  });
});
