import { useT } from '../../../lib/i18n';
import type { ModalContentProps } from '../../modals/modal-content';
import { modals } from '../../modals/modal-store';
import { RegisterForm } from './register-form';

export default function RegisterModal({ close }: ModalContentProps) {
  const t = useT();
  return (
    <>
      <RegisterForm autoFocus onRegistered={close} />
      <p className="mt-4 text-center text-sm">
        {t('auth.register.have_account')}{' '}
        <button
          type="button"
          className="text-accent underline"
          onClick={() => {
            close();
            modals.open('login');
          }}
        >
          {t('auth.login.submit')}
        </button>
      </p>
    </>
  );
}
