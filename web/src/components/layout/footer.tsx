import { Link } from '@tanstack/react-router';
import { useBootstrap, useCurrentLocale } from '../../lib/app-context';
import { useT } from '../../lib/i18n';

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
] as const;

export function Footer({ compact = false }: { compact?: boolean }) {
  const t = useT();
  const locale = useCurrentLocale();
  const { storeConfig } = useBootstrap();
  return (
    <footer className="mt-12 border-t border-line bg-raised">
      <div className="mx-auto max-w-screen-xl px-4 py-8">
        {!compact && (
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
        )}
        <p className="mt-6 text-sm text-muted">
          © {new Date().getFullYear()} {t('footer.all_rights_reserved')} · {storeConfig.site.name}
        </p>
      </div>
    </footer>
  );
}
