import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiOf } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { AccountForm, FormAlert, FormNotice, SubmitButton, TextField } from '../../auth/forms/fields';
import { useContractForm } from '../../auth/forms/use-contract-form';

const SHOWN = ['current_password', 'password', 'password_confirmation'] as const;
const EMPTY = { current_password: '', password: '', password_confirmation: '' };

/** §7 change-password. This session stays signed in; the account's other sessions are signed out. */
export function ChangePasswordForm() {
  const t = useT();
  const queryClient = useQueryClient();
  const [changed, setChanged] = useState(false);
  const form = useContractForm('changePassword', EMPTY, SHOWN);
  const {
    field,
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
        registration={field('current_password')}
        error={errors.current_password}
      />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField
          label={t('account.fields.new_password')}
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
      </div>
      <div className="sm:w-60">
        <SubmitButton pending={isSubmitting}>{t('account.password.submit')}</SubmitButton>
      </div>
    </AccountForm>
  );
}
