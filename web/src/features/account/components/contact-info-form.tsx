import type { User } from '@storefront/shared-types';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  AccountForm,
  EmailField,
  FormAlert,
  FormNotice,
  NameFields,
  PhoneField,
  SubmitButton,
  TextField,
} from '@/components/forms/fields';
import { apiOf } from '@/lib/api-client';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useI18n } from '@/lib/i18n';
import { setCurrentUser } from '@/lib/session/current-user';

const SHOWN = ['first_name', 'last_name', 'email', 'phone_number', 'current_password'] as const;

const valuesOf = (user: User) => ({
  first_name: user.first_name,
  last_name: user.last_name,
  email: user.email,
  phone_number: user.phone_number ?? '',
  current_password: '',
});

/** Whether the typed e-mail is another than the account's, read as the contract reads it (trimmed, lower case). */
const isNewEmail = (typed: string | undefined, current: string) =>
  (typed ?? current).trim().toLowerCase() !== current;

type Notice = { key: 'saved' } | { key: 'email-sent'; email: string; current: string };

/**
 * §7 update-contact-info: names and phone (the §5 phone rule; empty removes it) change at once. A new e-mail asks for
 * the current password and is not changed here: the shop mails a confirmation link to it (the sign-in e-mail changes
 * when it is opened) and tells the current address, which can undo it.
 */
export function ContactInfoForm({ user }: { user: User }) {
  const { t, locale } = useI18n();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<Notice | null>(null);
  const form = useContractForm('updateContactInfo', valuesOf(user), SHOWN);
  const {
    reset,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const changesEmail = isNewEmail(useWatch({ control, name: 'email' }), user.email);

  const submit = form.handleSubmit(async (body) => {
    setNotice(null);
    try {
      // The password goes only with a new e-mail: nothing else needs it.
      const newEmail = body.email !== user.email;
      const { pending_email, ...updated } = await apiOf(queryClient).call('updateContactInfo', {
        body: { ...body, current_password: newEmail ? body.current_password : undefined, locale },
      });
      setCurrentUser(queryClient, updated);
      reset(valuesOf(updated));
      setNotice(
        newEmail && pending_email === body.email && updated.email !== body.email
          ? { key: 'email-sent', email: pending_email, current: updated.email }
          : { key: 'saved' },
      );
    } catch (error) {
      form.showError(error);
    }
  });

  return (
    <AccountForm onSubmit={submit} label={t('account.info.contact_title')}>
      {notice?.key === 'saved' && <FormNotice>{t('account.info.saved')}</FormNotice>}
      {notice?.key === 'email-sent' && (
        <FormNotice>
          {t('account.info.email_change_sent', { email: notice.email, current: notice.current })}
        </FormNotice>
      )}
      <FormAlert message={errors.root?.server?.message} />
      <NameFields first={form.bind('first_name')} last={form.bind('last_name')} />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <EmailField {...form.bind('email')} />
        <PhoneField optional {...form.bind('phone_number')} />
      </div>
      {changesEmail && (
        <div className="sm:w-1/2 sm:pr-2">
          <TextField
            label={t('account.fields.current_password')}
            type="password"
            autoComplete="current-password"
            hint={t('account.info.password_for_email')}
            {...form.bind('current_password')}
          />
        </div>
      )}
      <div className="sm:w-60">
        <SubmitButton pending={isSubmitting}>{t('account.info.save')}</SubmitButton>
      </div>
    </AccountForm>
  );
}
