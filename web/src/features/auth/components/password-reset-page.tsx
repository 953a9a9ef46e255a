import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import {
  AccountForm,
  EmailField,
  FormAlert,
  FormNotice,
  NewPasswordFields,
  SubmitButton,
} from '@/components/forms/fields';
import { apiOf } from '@/lib/api-client';
import { useCurrentLocale } from '@/lib/app-context';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useT } from '@/lib/i18n';

const SHOWN = ['email', 'password', 'password_confirmation'] as const;

/**
 * /password-reset/{token}, the link of the reset (or set-password) mail. The token rides along as a form value
 * the contract checks; a link that is malformed, used, expired or for another e-mail gets one message for all.
 * A reset signs out every session of the account, so the visitor then signs in with the new password.
 */
export function PasswordResetPage({ token }: { token: string }) {
  const t = useT();
  const locale = useCurrentLocale();
  const queryClient = useQueryClient();
  const [done, setDone] = useState(false);
  const form = useContractForm(
    'passwordReset',
    { token, email: '', password: '', password_confirmation: '' },
    SHOWN,
  );
  const {
    formState: { errors, isSubmitting },
  } = form;

  const submit = form.handleSubmit(async (body) => {
    try {
      await apiOf(queryClient).call('passwordReset', { body });
      setDone(true);
    } catch (error) {
      form.showError(error);
    }
  });

  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-md">
      <h1 id="page-title" className="mb-6 text-3xl font-bold">
        {t('shell.page.password_reset')}
      </h1>
      {done ? (
        <>
          <FormNotice>{t('auth.reset.done')}</FormNotice>
          <Link
            to="/{-$locale}/login"
            params={{ locale }}
            className="inline-block rounded bg-accent px-4 py-2 font-medium text-on-accent"
          >
            {t('auth.login.submit')}
          </Link>
        </>
      ) : (
        <AccountForm onSubmit={submit} label={t('shell.page.password_reset')}>
          <p className="mb-4 text-sm text-muted">{t('auth.reset.intro')}</p>
          <FormAlert message={errors.root?.server?.message ?? errors.token?.message} />
          <EmailField {...form.bind('email')} />
          <NewPasswordFields
            replacing
            password={form.bind('password')}
            confirmation={form.bind('password_confirmation')}
          />
          <SubmitButton pending={isSubmitting}>{t('auth.reset.submit')}</SubmitButton>
        </AccountForm>
      )}
    </section>
  );
}
