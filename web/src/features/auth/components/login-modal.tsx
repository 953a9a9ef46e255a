import { useT } from '@/lib/i18n';
import type { ModalContentProps } from '@/lib/modals/modal-content';
import { modals } from '@/lib/modals/modal-store';
import { LoginForm } from './login-form';
import { SwitchModalLink } from './switch-modal-link';

/** The header's "Sign in" pop-up: sign in where you are, or move on to registering or a forgotten password. */
export default function LoginModal({ close }: ModalContentProps) {
  const t = useT();
  return (
    <>
      <LoginForm
        autoFocus
        onSignedIn={close}
        onForgotPassword={() => {
          close();
          modals.open('forgot-password');
        }}
      />
      <p className="mt-4 text-center text-sm">
        {t('auth.login.no_account')}{' '}
        <SwitchModalLink close={close} to="register">
          {t('auth.login.create_account')}
        </SwitchModalLink>
      </p>
    </>
  );
}
