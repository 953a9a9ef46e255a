import { useT } from '@/lib/i18n';
import { BROWSER_DOWNLOADS, type BrowserDownload } from '../platform-downloads';

/**
 * The download links shared by the modal and the unsupported-browser page: the modal passes the ones for the
 * visitor's platform; the page, rendered by the server (which does not guess platforms), lists the spec's four.
 */
export function BrowserDownloads({
  browsers = BROWSER_DOWNLOADS,
}: {
  browsers?: readonly BrowserDownload[];
}) {
  const t = useT();
  return (
    <>
      <p className="mb-4">{t('shell.unsupported_browser.text')}</p>
      <ul className="mb-6 grid grid-cols-2 gap-2">
        {browsers.map((browser) => (
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
