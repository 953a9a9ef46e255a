import { registrationOutcome, USER_ALREADY_EXISTS_KEY, type User } from '@storefront/shared-types';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  AccountForm,
  CheckboxField,
  EmailField,
  FormAlert,
  FormNotice,
  NameFields,
  NewPasswordFields,
  PhoneField,
  SubmitButton,
} from '@/components/forms/fields';
import { apiOf } from '@/lib/api-client';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useI18n } from '@/lib/i18n';
import { setCurrentUser } from '@/lib/session/current-user';

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
      <NameFields first={form.bind('first_name')} last={form.bind('last_name')} />
      <EmailField {...form.bind('email')} />
      <PhoneField optional {...form.bind('phone_number')} />
      <NewPasswordFields
        replacing={false}
        password={form.bind('password')}
        confirmation={form.bind('password_confirmation')}
      />
      <CheckboxField label={t('account.newsletter.opt_in')} registration={form.field('subscribed')} />
      <SubmitButton pending={isSubmitting}>{t('auth.register.submit')}</SubmitButton>
    </AccountForm>
  );
}
