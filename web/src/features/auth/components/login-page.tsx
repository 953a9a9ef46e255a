import { Link, useRouter } from '@tanstack/react-router';
import { useCurrentLocale } from '@/lib/app-context';
import { useT } from '@/lib/i18n';
import { modals } from '@/lib/modals/modal-store';
import { LoginForm } from './login-form';

/**
 * /login. `redirectTo` is the route's `?redirect=`, already narrowed to a path on this site (safeRedirectPath):
 * signing in goes back there, else home.
 */
export function LoginPage({ redirectTo }: { redirectTo: string | undefined }) {
  const t = useT();
  const locale = useCurrentLocale();
  const router = useRouter();
  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-md">
      <h1 id="page-title" className="mb-6 text-3xl font-bold">
        {t('shell.page.login')}
      </h1>
      <LoginForm
        onSignedIn={() => void router.navigate({ href: redirectTo ?? `/${locale}`, replace: true })}
        onForgotPassword={() => modals.open('forgot-password')}
      />
      <p className="mt-6 text-center text-sm">
        {t('auth.login.no_account')}{' '}
        <Link
          to="/{-$locale}/register"
          params={{ locale }}
          search={redirectTo ? { redirect: redirectTo } : {}}
          className="text-accent underline"
        >
          {t('auth.login.create_account')}
        </Link>
      </p>
    </section>
  );
}
