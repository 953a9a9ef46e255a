import { createFileRoute } from '@tanstack/react-router';
import { guard } from '@/features/auth/guards';
import { ProMarketPage } from '@/features/pro/components/pro-market-page';
import { useBootstrap, useCurrentLocale } from '@/lib/app-context';
import { languageIdOf } from '@/lib/language-id';

// §6/#28: the pro buyer's marketplace (catalogue at volume-tier prices, a bulk order, their pro orders).
export const Route = createFileRoute('/{-$locale}/site-pro')({
  staticData: { route: { name: 'site-pro', layout: 'pro', titleKey: 'shell.page.site_pro' } },
  beforeLoad: guard('auth', 'pro'),
  component: SitePro,
});

function SitePro() {
  const bootstrap = useBootstrap();
  const locale = useCurrentLocale();
  return <ProMarketPage languageId={languageIdOf(bootstrap, locale)} />;
}
