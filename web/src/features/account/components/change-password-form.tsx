import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  AccountForm,
  FormAlert,
  FormNotice,
  NewPasswordFields,
  SubmitButton,
  TextField,
} from '@/components/forms/fields';
import { apiOf } from '@/lib/api-client';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useT } from '@/lib/i18n';

const SHOWN = ['current_password', 'password', 'password_confirmation'] as const;
const EMPTY = { current_password: '', password: '', password_confirmation: '' };

/** §7 change-password. This session stays signed in; the account's other sessions are signed out. */
export function ChangePasswordForm() {
  const t = useT();
  const queryClient = useQueryClient();
  const [changed, setChanged] = useState(false);
  const form = useContractForm('changePassword', EMPTY, SHOWN);
  const {
    reset,
    formState: { errors, isSubmitting },
  } = form;

  const submit = form.handleSubmit(async (body) => {
    setChanged(false);
    try {
      await apiOf(queryClient).call('changePassword', { body });
      reset(EMPTY);
      setChanged(true);
    } catch (error) {
      form.showError(error);
    }
  });

  return (
    <AccountForm onSubmit={submit} label={t('account.password.title')}>
      {changed && <FormNotice>{t('account.password.changed')}</FormNotice>}
      <FormAlert message={errors.root?.server?.message} />
      <TextField
        label={t('account.fields.current_password')}
        type="password"
        autoComplete="current-password"
        {...form.bind('current_password')}
      />
      <NewPasswordFields
        replacing
        password={form.bind('password')}
        confirmation={form.bind('password_confirmation')}
      />
      <div className="sm:w-60">
        <SubmitButton pending={isSubmitting}>{t('account.password.submit')}</SubmitButton>
      </div>
    </AccountForm>
  );
}
