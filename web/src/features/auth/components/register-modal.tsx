import type { User } from '@storefront/shared-types';
import { useState } from 'react';
import { FormNotice } from '@/components/forms/fields';
import { useT } from '@/lib/i18n';
import type { ModalContentProps } from '@/lib/modals/modal-content';
import { RegisterForm } from './register-form';
import { SwitchModalLink } from './switch-modal-link';

/**
 * The register pop-up. A new account is signed in at once; the pop-up then says so (and where the account is)
 * instead of closing with no word, and closes on the shopper's Continue.
 */
export default function RegisterModal({ close }: ModalContentProps) {
  const t = useT();
  const [registered, setRegistered] = useState<User | null>(null);
  if (registered) {
    return (
      <div data-testid="register-done">
        <FormNotice>
          {t('auth.register.done', { name: registered.first_name || registered.email })}
        </FormNotice>
        <button
          type="button"
          // biome-ignore lint/a11y/noAutofocus: the form it replaces had the focus; the confirmation's one action takes it.
          autoFocus
          onClick={close}
          className="w-full rounded bg-accent px-4 py-2 font-medium text-on-accent"
        >
          {t('auth.register.continue')}
        </button>
      </div>
    );
  }
  return (
    <>
      <RegisterForm autoFocus onRegistered={setRegistered} />
      <p className="mt-4 text-center text-sm">
        {t('auth.register.have_account')}{' '}
        <SwitchModalLink close={close} to="login">
          {t('auth.login.submit')}
        </SwitchModalLink>
      </p>
    </>
  );
}
