import { useT } from '../../../lib/i18n';

export const BROWSER_DOWNLOADS = [
  { name: 'Chrome', href: 'https://www.google.com/chrome/' },
  { name: 'Safari', href: 'https://www.apple.com/safari/' },
  { name: 'Firefox', href: 'https://www.mozilla.org/firefox/new/' },
  { name: 'Edge', href: 'https://www.microsoft.com/edge' },
] as const;

/** The four download links shared by the modal and the unsupported-browser page. */
export function BrowserDownloads() {
  const t = useT();
  return (
    <>
      <p className="mb-4">{t('shell.unsupported_browser.text')}</p>
      <ul className="mb-6 grid grid-cols-2 gap-2">
        {BROWSER_DOWNLOADS.map((browser) => (
          <li key={browser.name}>
            <a
              href={browser.href}
              target="_blank"
              rel="noopener noreferrer"
              className="block rounded border border-line px-3 py-2 text-center hover:bg-raised"
            >
              {t('shell.unsupported_browser.download', { browser: browser.name })}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
