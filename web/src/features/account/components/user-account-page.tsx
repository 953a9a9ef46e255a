import { useT } from '@/lib/i18n';
import { useCurrentUser } from '@/lib/session/current-user';
import { AccountMenu } from './account-menu';

/** /user-account: who is signed in, and the account menu (the mobile account area's home). */
export function UserAccountPage() {
  const t = useT();
  const user = useCurrentUser();
  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-md">
      <h1 id="page-title" className="mb-2 text-3xl font-bold">
        {t('shell.page.user_account')}
      </h1>
      {user && (
        <p className="mb-6 text-muted">
          {t('account.nav.signed_in_as', { name: `${user.first_name} ${user.last_name}`, email: user.email })}
        </p>
      )}
      <AccountMenu variant="page" />
    </section>
  );
}
