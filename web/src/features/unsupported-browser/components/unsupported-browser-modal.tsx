import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { Dialog } from '../../modals/components/dialog';
import { BrowserDownloads } from './browser-downloads';

/** §4: shown once per page load to an unsupported browser; Proceed dismisses it and the site carries on. */
export default function UnsupportedBrowserModal() {
  const t = useT();
  const [visible, setVisible] = useState(true);
  if (!visible) return null;
  return (
    <Dialog
      title={t('browser.unsupported_title')}
      onClose={() => setVisible(false)}
      hideCloseButton
      testId="unsupported-browser-modal"
    >
      <BrowserDownloads />
      <button
        type="button"
        onClick={() => setVisible(false)}
        className="w-full rounded bg-accent px-4 py-2 font-medium text-on-accent"
      >
        {t('browser.proceed')}
      </button>
    </Dialog>
  );
}
