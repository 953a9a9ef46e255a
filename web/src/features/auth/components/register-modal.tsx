import { useT } from '@/lib/i18n';
import type { ModalContentProps } from '@/lib/modals/modal-content';
import { RegisterForm } from './register-form';
import { SwitchModalLink } from './switch-modal-link';

export default function RegisterModal({ close }: ModalContentProps) {
  const t = useT();
  return (
    <>
      <RegisterForm autoFocus onRegistered={close} />
      <p className="mt-4 text-center text-sm">
        {t('auth.register.have_account')}{' '}
        <SwitchModalLink close={close} to="login">
          {t('auth.login.submit')}
        </SwitchModalLink>
      </p>
    </>
  );
}
