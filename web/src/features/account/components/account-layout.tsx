import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useCurrentLocale } from '@/lib/app-context';
import { useT } from '@/lib/i18n';
import { AccountMenu } from './account-menu';

/**
 * An account page: on a desktop the account menu beside it; on a phone a way back to the account menu
 * (/user-account), which is the menu there.
 */
export function AccountLayout({ title, children }: { title: string; children: ReactNode }) {
  const t = useT();
  const locale = useCurrentLocale();
  return (
    <div className="lg:grid lg:grid-cols-[14rem_1fr] lg:gap-10">
      <aside className="hidden lg:block">
        <AccountMenu variant="side" />
      </aside>
      <section aria-labelledby="page-title" className="min-w-0">
        <Link
          to="/{-$locale}/user-account"
          params={{ locale }}
          className="mb-4 inline-block text-sm text-accent underline lg:hidden"
        >
          {t('account.nav.back_to_account')}
        </Link>
        <h1 id="page-title" className="mb-6 text-3xl font-bold">
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}
