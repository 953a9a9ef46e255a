import type { User } from '@storefront/shared-types';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiOf } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { setCurrentUser } from '../../auth/current-user';
import {
  AccountForm,
  EmailField,
  FormAlert,
  FormNotice,
  NameFields,
  PhoneField,
  SubmitButton,
} from '../../auth/forms/fields';
import { useContractForm } from '../../auth/forms/use-contract-form';

const SHOWN = ['first_name', 'last_name', 'email', 'phone_number'] as const;

const valuesOf = (user: User) => ({
  first_name: user.first_name,
  last_name: user.last_name,
  email: user.email,
  phone_number: user.phone_number ?? '',
});

/** §7 update-contact-info: names, e-mail and phone (the §5 phone rule; empty removes it). */
export function ContactInfoForm({ user }: { user: User }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const form = useContractForm('updateContactInfo', valuesOf(user), SHOWN);
  const {
    reset,
    formState: { errors, isSubmitting },
  } = form;

  const submit = form.handleSubmit(async (body) => {
    setSaved(false);
    try {
      const updated = await apiOf(queryClient).call('updateContactInfo', { body });
      setCurrentUser(queryClient, updated);
      reset(valuesOf(updated));
      setSaved(true);
    } catch (error) {
      form.showError(error);
    }
  });

  return (
    <AccountForm onSubmit={submit} label={t('account.info.contact_title')}>
      {saved && <FormNotice>{t('account.info.saved')}</FormNotice>}
      <FormAlert message={errors.root?.server?.message} />
      <NameFields first={form.bind('first_name')} last={form.bind('last_name')} />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <EmailField {...form.bind('email')} />
        <PhoneField optional {...form.bind('phone_number')} />
      </div>
      <div className="sm:w-60">
        <SubmitButton pending={isSubmitting}>{t('account.info.save')}</SubmitButton>
      </div>
    </AccountForm>
  );
}
