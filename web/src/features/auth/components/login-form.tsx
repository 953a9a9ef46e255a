import type { User } from '@storefront/shared-types';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { AccountForm, EmailField, FormAlert, SubmitButton, TextField } from '@/components/forms/fields';
import { apiOf } from '@/lib/api-client';
import { keepFieldFocusOnPress } from '@/lib/forms/keep-field-focus-on-press';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useT } from '@/lib/i18n';
import { setCurrentUser } from '@/lib/session/current-user';

const SHOWN = ['email', 'password'] as const;

type LoginFormProps = {
  /** The user is the app's user already when this runs. */
  onSignedIn: (user: User) => void;
  onForgotPassword: () => void;
  /** In a pop-up the first field takes the focus; on a page the visitor starts where they like. */
  autoFocus?: boolean;
};

/** §7 login: e-mail and password; a refusal reads the same whether the e-mail is unknown or the password wrong. */
export function LoginForm({ onSignedIn, onForgotPassword, autoFocus = false }: LoginFormProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const form = useContractForm('login', { email: '', password: '' }, SHOWN);
  const {
    setFocus,
    formState: { errors, isSubmitting },
  } = form;
  useEffect(() => {
    if (autoFocus) setFocus('email');
  }, [autoFocus, setFocus]);

  const submit = form.handleSubmit(async (body) => {
    try {
      const { user } = await apiOf(queryClient).call('login', { body });
      setCurrentUser(queryClient, user);
      onSignedIn(user);
    } catch (error) {
      form.showError(error);
    }
  });

  return (
    <AccountForm onSubmit={submit} label={t('auth.login.title')}>
      <FormAlert message={errors.root?.server?.message} />
      <EmailField {...form.bind('email')} />
      <TextField
        label={t('account.fields.password')}
        type="password"
        autoComplete="current-password"
        {...form.bind('password')}
      />
      <p className="-mt-2 mb-4 text-right">
        <button
          type="button"
          onMouseDown={keepFieldFocusOnPress}
          onClick={onForgotPassword}
          className="text-sm text-accent underline"
        >
          {t('auth.login.forgot_password')}
        </button>
      </p>
      <SubmitButton pending={isSubmitting}>{t('auth.login.submit')}</SubmitButton>
    </AccountForm>
  );
}
