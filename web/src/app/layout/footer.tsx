import { Link, useRouterState } from '@tanstack/react-router';
import { StaticIsland } from '@/components/static-island';
import { consentBanner } from '@/features/consent/consent-state';
import { useBootstrap, useCurrentLocale } from '@/lib/app-context';
import { useT } from '@/lib/i18n';
import { CONTENT_GRID } from './content-grid';

const INFORMATION_PAGES = [
  { to: '/{-$locale}/about-us', key: 'shell.page.about_us' },
  { to: '/{-$locale}/warranty', key: 'shell.page.warranty' },
  { to: '/{-$locale}/faq', key: 'shell.page.faq' },
  { to: '/{-$locale}/contacts', key: 'shell.page.contacts' },
  { to: '/{-$locale}/privacy-policy', key: 'shell.page.privacy_policy' },
  { to: '/{-$locale}/purchase-agreement', key: 'shell.page.purchase_agreement' },
  { to: '/{-$locale}/reservation-policy', key: 'shell.page.reservation_policy' },
  { to: '/{-$locale}/pro', key: 'shell.page.pro' },
  { to: '/{-$locale}/tracking', key: 'shell.page.tracking' },
  // #27: the forwarding half of the shop, reachable from every page.
  { to: '/{-$locale}/order-form', key: 'shell.footer.buy_from_any_store' },
  { to: '/{-$locale}/calculate', key: 'shell.page.calculate' },
  // The phone-model reservation: linked from nowhere else.
  { to: '/{-$locale}/iphone-reservation', key: 'shell.page.iphone_reservation' },
] as const;

export function Footer({ compact = false }: { compact?: boolean }) {
  const t = useT();
  const locale = useCurrentLocale();
  const { storeConfig } = useBootstrap();
  // The links mark the page they lead to (aria-current): drawn again when the path changes.
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <footer className="mt-12 border-t border-line bg-raised print:hidden">
      <div className={`${CONTENT_GRID} py-8`}>
        {!compact && (
          <StaticIsland content={pathname}>
            <nav aria-label={t('shell.footer.information')}>
              <ul className="grid grid-cols-2 gap-2 text-sm md:grid-cols-4">
                {INFORMATION_PAGES.map((page) => (
                  <li key={page.to}>
                    <Link to={page.to} params={{ locale }} className="hover:underline">
                      {t(page.key)}
                    </Link>
                  </li>
                ))}
                {storeConfig.blogs.length > 0 && (
                  <li>
                    <Link to="/{-$locale}/blog" params={{ locale }} className="hover:underline">
                      {t('shell.page.blog')}
                    </Link>
                  </li>
                )}
              </ul>
            </nav>
          </StaticIsland>
        )}
        <div className="mt-6 flex flex-wrap items-center justify-between gap-x-6 gap-y-2 text-sm text-muted">
          <p>
            © {new Date().getFullYear()} {t('footer.all_rights_reserved')} · {storeConfig.site.name}
          </p>
          {/* The consent answer can be changed at any time, from every page. */}
          <button
            type="button"
            onClick={consentBanner.open}
            className="underline hover:text-ink"
            data-testid="consent-settings"
          >
            {t('shell.footer.cookie_settings')}
          </button>
        </div>
      </div>
    </footer>
  );
}
