import { Link, useRouter } from '@tanstack/react-router';
import { useCurrentLocale } from '@/lib/app-context';
import { useT } from '@/lib/i18n';
import { RegisterForm } from './register-form';

/** /register: a new account is signed in at once and goes back to `redirectTo` (on-site only), else home. */
export function RegisterPage({ redirectTo }: { redirectTo: string | undefined }) {
  const t = useT();
  const locale = useCurrentLocale();
  const router = useRouter();
  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-xl">
      <h1 id="page-title" className="mb-6 text-3xl font-bold">
        {t('shell.page.register')}
      </h1>
      <RegisterForm
        onRegistered={() => void router.navigate({ href: redirectTo ?? `/${locale}`, replace: true })}
      />
      <p className="mt-6 text-center text-sm">
        {t('auth.register.have_account')}{' '}
        <Link
          to="/{-$locale}/login"
          params={{ locale }}
          search={redirectTo ? { redirect: redirectTo } : {}}
          className="text-accent underline"
        >
          {t('auth.login.submit')}
        </Link>
      </p>
    </section>
  );
}
