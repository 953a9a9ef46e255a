import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { AccountForm, EmailField, FormAlert, FormNotice, SubmitButton } from '@/components/forms/fields';
import { apiOf } from '@/lib/api-client';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useI18n } from '@/lib/i18n';

const SHOWN = ['email'] as const;

/**
 * §7 request-password-reset. The answer is the same whether or not the e-mail has an account, so the notice says
 * "if": it never tells a stranger who shops here.
 */
export function ForgotPasswordForm({ autoFocus = false }: { autoFocus?: boolean }) {
  const { t, locale } = useI18n();
  const queryClient = useQueryClient();
  const [sent, setSent] = useState(false);
  const form = useContractForm('requestPasswordReset', { email: '' }, SHOWN);
  const {
    setFocus,
    formState: { errors, isSubmitting },
  } = form;
  useEffect(() => {
    if (autoFocus) setFocus('email');
  }, [autoFocus, setFocus]);

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await apiOf(queryClient).call('requestPasswordReset', { body: { email, locale } });
      setSent(true);
    } catch (error) {
      form.showError(error);
    }
  });

  if (sent) return <FormNotice>{t('auth.forgot.sent')}</FormNotice>;
  return (
    <AccountForm onSubmit={submit} label={t('shell.modal.forgot_password')}>
      <p className="mb-4 text-sm text-muted">{t('auth.forgot.intro')}</p>
      <FormAlert message={errors.root?.server?.message} />
      <EmailField {...form.bind('email')} />
      <SubmitButton pending={isSubmitting}>{t('auth.forgot.submit')}</SubmitButton>
    </AccountForm>
  );
}
