import { useState } from 'react';
import { Dialog } from '@/components/modals/dialog';
import { useT } from '@/lib/i18n';
import { downloadsFor, platformOf, rememberProceed } from '../platform-downloads';
import { BrowserDownloads } from './browser-downloads';

/**
 * §4: shown to an unsupported browser until the visitor chooses Proceed, which this browser then remembers; it
 * offers the browsers that run on the visitor's platform.
 */
export default function UnsupportedBrowserModal() {
  const t = useT();
  const [visible, setVisible] = useState(true);
  const [browsers] = useState(() => downloadsFor(platformOf(navigator.userAgent, navigator.maxTouchPoints)));
  if (!visible) return null;
  const proceed = () => {
    rememberProceed(window.localStorage);
    setVisible(false);
  };
  return (
    <Dialog
      title={t('browser.unsupported_title')}
      onClose={proceed}
      hideCloseButton
      testId="unsupported-browser-modal"
    >
      <BrowserDownloads browsers={browsers} />
      <button
        type="button"
        onClick={proceed}
        className="w-full rounded bg-accent px-4 py-2 font-medium text-on-accent"
      >
        {t('browser.proceed')}
      </button>
    </Dialog>
  );
}
