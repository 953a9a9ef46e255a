import { registrationOutcome, USER_ALREADY_EXISTS_KEY, type User } from '@storefront/shared-types';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiOf } from '../../../lib/api-client';
import { useI18n } from '../../../lib/i18n';
import { setCurrentUser } from '../current-user';
import { AccountForm, CheckboxField, FormAlert, FormNotice, SubmitButton, TextField } from '../forms/fields';
import { useContractForm } from '../forms/use-contract-form';

const SHOWN = [
  'first_name',
  'last_name',
  'email',
  'phone_number',
  'password',
  'password_confirmation',
] as const;

type RegisterFormProps = { onRegistered: (user: User) => void; autoFocus?: boolean };

/**
 * §5 registration: the e-mail is checked first. A client known from an earlier order without a password is
 * mailed a link to set one (password_sent); a client with an account is told so on the e-mail field
 * (auth.forms.user_already_exists); anyone else is registered and signed in.
 */
export function RegisterForm({ onRegistered, autoFocus = false }: RegisterFormProps) {
  const { t, locale } = useI18n();
  const queryClient = useQueryClient();
  const [passwordSent, setPasswordSent] = useState(false);
  const form = useContractForm(
    'register',
    {
      first_name: '',
      last_name: '',
      email: '',
      phone_number: '',
      password: '',
      password_confirmation: '',
      subscribed: false,
    },
    SHOWN,
  );
  const {
    field,
    setFocus,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  useEffect(() => {
    if (autoFocus) setFocus('first_name');
  }, [autoFocus, setFocus]);

  const submit = form.handleSubmit(async (body) => {
    const api = apiOf(queryClient);
    try {
      const outcome = registrationOutcome(
        await api.call('checkClient', { body: { email: body.email, locale } }),
      );
      if (outcome === 'password_sent') {
        setPasswordSent(true);
        return;
      }
      if (outcome === 'user_already_exists') {
        setError('email', { type: 'server', message: USER_ALREADY_EXISTS_KEY }, { shouldFocus: true });
        return;
      }
      const { user } = await api.call('register', { body: { ...body, locale } });
      setCurrentUser(queryClient, user);
      onRegistered(user);
    } catch (error) {
      form.showError(error);
    }
  });

  if (passwordSent) return <FormNotice>{t('auth.register.password_sent')}</FormNotice>;

  return (
    <AccountForm onSubmit={submit} label={t('auth.register.title')}>
      <FormAlert message={errors.root?.server?.message} />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField
          label={t('account.fields.first_name')}
          autoComplete="given-name"
          registration={field('first_name')}
          error={errors.first_name}
        />
        <TextField
          label={t('account.fields.last_name')}
          autoComplete="family-name"
          registration={field('last_name')}
          error={errors.last_name}
        />
      </div>
      <TextField
        label={t('account.fields.email')}
        type="email"
        autoComplete="email"
        registration={field('email')}
        error={errors.email}
      />
      <TextField
        label={t('account.fields.phone_optional')}
        type="tel"
        autoComplete="tel"
        hint={t('account.fields.phone_hint')}
        registration={field('phone_number')}
        error={errors.phone_number}
      />
      <TextField
        label={t('account.fields.password')}
        type="password"
        autoComplete="new-password"
        hint={t('account.fields.password_hint')}
        registration={field('password')}
        error={errors.password}
      />
      <TextField
        label={t('account.fields.password_confirmation')}
        type="password"
        autoComplete="new-password"
        registration={field('password_confirmation')}
        error={errors.password_confirmation}
      />
      <CheckboxField label={t('account.newsletter.opt_in')} registration={field('subscribed')} />
      <SubmitButton pending={isSubmitting}>{t('auth.register.submit')}</SubmitButton>
    </AccountForm>
  );
}
