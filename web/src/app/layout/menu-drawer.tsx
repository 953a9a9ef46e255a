import { MODAL_Z_INDEX } from '@storefront/shared-types';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '@/components/icons';
import { SignOutButton } from '@/components/sign-out-button';
import { CurrencySelector } from '@/features/currency/components/currency-selector';
import { LanguageSwitcher } from '@/features/locale/components/language-switcher';
import { useBootstrap, useCurrentLocale } from '@/lib/app-context';
import { useT } from '@/lib/i18n';
import { modals } from '@/lib/modals/modal-store';
import { useCurrentUser } from '@/lib/session/current-user';
import { categoryTreeQueryOptions } from '@/lib/site-data/get-category-tree';
import { useFocusTrap } from '@/lib/use-focus-trap';

const ROW = 'block rounded px-3 py-2.5 hover:bg-raised';

/**
 * The phone menu: a modal panel from the left with the categories, the marketplace and deal zone, language,
 * currency and the account's links. Focus stays inside while it is open, Escape or the backdrop closes it, and
 * going to another page closes it.
 */
export default function MenuDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const t = useT();
  const locale = useCurrentLocale();
  const user = useCurrentUser();
  const hasBlog = useBootstrap().storeConfig.blogs.length > 0;
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, onClose);
  const { data: tree = [], isPending } = useQuery(categoryTreeQueryOptions(locale));

  // A link followed (or the language switched) is a new page: the drawer goes with the old one.
  const href = useRouterState({ select: (s) => s.location.href });
  const openedAt = useRef(href);
  useEffect(() => {
    if (href !== openedAt.current) onClose();
  }, [href, onClose]);

  // On <body>: the header is a stacking context of its own, which would keep the drawer under the page's layers.
  return createPortal(
    <div className="fixed inset-0" style={{ zIndex: MODAL_Z_INDEX }}>
      <div className="absolute inset-0 bg-black/50" onClick={onClose} aria-hidden="true" />
      <div
        ref={panelRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="absolute inset-y-0 left-0 flex w-[min(22rem,88vw)] flex-col overflow-y-auto bg-surface text-ink shadow-xl"
        data-testid="menu-drawer"
      >
        <div className="flex h-14 shrink-0 items-center justify-between border-b border-line px-4">
          <h2 id={titleId} className="text-lg font-semibold">
            {t('shell.header.menu')}
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="-mr-2 inline-flex size-10 items-center justify-center rounded hover:bg-raised"
          >
            <CloseIcon />
            <span className="sr-only">{t('shell.header.close_menu')}</span>
          </button>
        </div>
        <nav aria-label={t('shell.header.main_navigation')} className="px-2 py-3">
          <h3 className="px-3 pb-1 text-sm font-semibold text-muted">{t('shell.header.categories')}</h3>
          {isPending ? (
            <p className="px-3 py-2 text-muted" aria-busy="true">
              …
            </p>
          ) : tree.length === 0 ? (
            <p className="px-3 py-2 text-muted">{t('shell.header.categories_empty')}</p>
          ) : (
            <ul>
              {tree.map((category) => (
                <li key={category.id}>
                  <Link
                    to="/{-$locale}/c/$"
                    params={{ locale, _splat: category.slug ?? '' }}
                    className={`${ROW} font-medium`}
                  >
                    {category.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <ul className="mt-2 border-t border-line pt-2">
            <li>
              <Link to="/{-$locale}/marketplace" params={{ locale }} className={ROW}>
                {t('shell.nav.marketplace')}
              </Link>
            </li>
            <li>
              <Link to="/{-$locale}/dealzone" params={{ locale }} className={ROW}>
                {t('shell.nav.dealzone')}
              </Link>
            </li>
            {hasBlog && (
              <li>
                <Link to="/{-$locale}/blog" params={{ locale }} className={ROW}>
                  {t('shell.page.blog')}
                </Link>
              </li>
            )}
          </ul>
        </nav>
        <section aria-label={t('shell.header.account')} className="border-t border-line px-2 py-3">
          {user ? (
            <ul>
              <li>
                <Link to="/{-$locale}/user-account" params={{ locale }} className={ROW}>
                  {t('shell.header.account')}
                </Link>
              </li>
              <li>
                <Link to="/{-$locale}/my-orders" params={{ locale }} className={ROW}>
                  {t('shell.page.my_orders')}
                </Link>
              </li>
              <li>
                <Link to="/{-$locale}/quotes" params={{ locale }} className={ROW}>
                  {t('account.nav.my_quotes')}
                </Link>
              </li>
              <li>
                <Link to="/{-$locale}/forwarding" params={{ locale }} className={ROW}>
                  {t('shell.page.forwarding')}
                </Link>
              </li>
              <li>
                <Link to="/{-$locale}/delivery-addresses" params={{ locale }} className={ROW}>
                  {t('shell.page.delivery_addresses')}
                </Link>
              </li>
              <li>
                <SignOutButton className={`${ROW} w-full text-left disabled:opacity-60`} />
              </li>
            </ul>
          ) : (
            <ul>
              <li>
                <button
                  type="button"
                  className={`${ROW} w-full text-left font-medium`}
                  onClick={() => {
                    onClose();
                    modals.open('login');
                  }}
                >
                  {t('shell.header.sign_in')}
                </button>
              </li>
              <li>
                <Link to="/{-$locale}/register" params={{ locale }} className={ROW}>
                  {t('shell.page.register')}
                </Link>
              </li>
            </ul>
          )}
        </section>
        <div className="mt-auto flex flex-wrap items-center gap-3 border-t border-line px-5 py-4">
          <LanguageSwitcher />
          <CurrencySelector />
        </div>
      </div>
    </div>,
    document.body,
  );
}
