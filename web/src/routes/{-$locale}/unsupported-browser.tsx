import { createFileRoute } from '@tanstack/react-router';
import { BrowserDownloads } from '@/features/unsupported-browser/components/browser-downloads';
import { useT } from '@/lib/i18n';

export const Route = createFileRoute('/{-$locale}/unsupported-browser')({
  staticData: {
    route: {
      name: 'unsupported-browser',
      layout: 'simple-layout',
      titleKey: 'browser.unsupported_title',
    },
  },
  component: UnsupportedBrowserPage,
});

function UnsupportedBrowserPage() {
  const t = useT();
  return (
    <section aria-labelledby="page-title" className="max-w-2xl">
      <h1 id="page-title" className="mb-4 text-3xl font-bold">
        {t('browser.unsupported_title')}
      </h1>
      <BrowserDownloads />
    </section>
  );
}
